// The settings schema the WordPress plugin ships (dist/settings-schema.json): every module's settings
// as typed fields, derived from the module definitions themselves. Each `modules/<id>/index.ts` is
// loaded through Vite's server-side loader and its `settings(site)` hook called on an empty site, so
// the defaults are the ones the module really uses; `theme` names where the theme prints a key. The
// admin form and the PHP validation both read this file, so they cannot drift from the modules.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from 'vite';
import type { KernelSettings, ModuleDefinition, Site } from '../../kernel/contract';
import { lazySizesFactory } from '../../modules/lazy-media/lazysizes-factory';

/** One editable setting: its dotted key in the module's slice, its kind and its default. */
export type SchemaField =
  | { key: string; type: 'text'; default: string; theme?: string }
  | { key: string; type: 'number'; default: number; theme?: string }
  | { key: string; type: 'flag'; default: boolean; theme?: string }
  | { key: string; type: 'list'; items: ListItems; default: unknown[]; theme?: string };

/** What a list holds: texts, numbers, or records (objects, edited as JSON). */
export type ListItems = 'text' | 'number' | 'record';

export interface SettingsSchema {
  /** Module id → its fields, in the order the module declares its defaults. */
  modules: Record<string, SchemaField[]>;
}

const kernelDefaults: KernelSettings = {
  modules: {},
  debug: false,
  breakpoints: { small: 640, medium: 1125 },
  resizeDebounceMs: 250,
  editorMarker: 'body.fusion-builder-live',
  adminGlobals: ['ctAdminCommon'],
  takeover: true,
  safetyNetMs: 5000,
};

/** A page with nothing printed: no platform globals, no Voorkant settings, no theme objects. */
export const emptySite: Site = {
  platform: { admin: false },
  settings: {},
  kernel: kernelDefaults,
  editor: false,
};

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Flattens a module's defaults into fields; throws naming the key for a value no field can hold. */
export function fieldsOf(
  id: string,
  defaults: Record<string, unknown>,
  theme: Readonly<Record<string, string>> = {},
  within = '',
): SchemaField[] {
  const fields: SchemaField[] = [];
  for (const [name, value] of Object.entries(defaults)) {
    const key = within ? `${within}.${name}` : name;
    const source = theme[key] === undefined ? {} : { theme: theme[key] };
    if (isPlainObject(value)) fields.push(...fieldsOf(id, value, theme, key));
    else if (typeof value === 'string') fields.push({ key, type: 'text', default: value, ...source });
    else if (typeof value === 'number') fields.push({ key, type: 'number', default: value, ...source });
    else if (typeof value === 'boolean') fields.push({ key, type: 'flag', default: value, ...source });
    else if (Array.isArray(value) && value.every((item) => typeof item === 'string'))
      fields.push({ key, type: 'list', items: 'text', default: value, ...source });
    else if (Array.isArray(value) && value.every((item) => typeof item === 'number'))
      fields.push({ key, type: 'list', items: 'number', default: value, ...source });
    else if (Array.isArray(value) && value.every(isPlainObject))
      fields.push({ key, type: 'list', items: 'record', default: value, ...source });
    else
      throw new Error(
        `module "${id}": setting "${key}" has a default (${JSON.stringify(value)}) that is no text, number, ` +
          'on/off or list of texts, numbers or records; the settings screen cannot offer it',
      );
  }
  return fields;
}

/** Loads every listed module's definition and derives the schema; fails naming the module. */
export async function buildSettingsSchema(root: string, ids: readonly string[]): Promise<SettingsSchema> {
  const server = await createServer({
    root,
    configFile: false,
    // The virtual modules module code imports (vite.config.ts has them too).
    plugins: [lazySizesFactory()],
    logLevel: 'silent',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    appType: 'custom',
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  const schema: SettingsSchema = { modules: {} };
  try {
    for (const id of ids) {
      const file = join(root, 'modules', id, 'index.ts');
      if (!existsSync(file)) throw new Error(`module "${id}" has no modules/${id}/index.ts`);
      let definition: ModuleDefinition<unknown>;
      let defaults: unknown;
      try {
        definition = (await server.ssrLoadModule(file)).default as ModuleDefinition<unknown>;
        defaults = definition.settings ? definition.settings(emptySite) : {};
      } catch (error) {
        throw new Error(
          `settings schema: modules/${id}/index.ts could not be read (${(error as Error).message}). ` +
            'Its definition must import without a browser and its settings(site) must work on an empty site.',
        );
      }
      if (definition?.id !== id)
        throw new Error(
          `settings schema: modules/${id}/index.ts must default-export the definition of "${id}"`,
        );
      if (defaults !== undefined && !isPlainObject(defaults))
        throw new Error(`settings schema: module "${id}" settings(site) must return an object of settings`);
      schema.modules[id] = fieldsOf(id, defaults ?? {}, definition.theme);
    }
  } finally {
    await server.close();
  }
  return schema;
}
