// Checks registry.json against the module folders. Runs at build time (vite.config.ts) and in the
// tests, never in the visitor's browser: a registry that passes here needs no checking there.
import type { RegistryEntry } from './contract';

export const strategyNames = ['eager', 'idle', 'visible', 'interaction', 'media', 'hash', 'scroll'];
const kebab = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
export const knownKeys = new Set([
  'id',
  'description',
  'selector',
  'when',
  'load',
  'scope',
  'enabled',
  'editor',
  'rootMargin',
  'media',
  'hash',
  'along',
]);
/** The keys of an entry's `along`. */
export const alongKeys = ['selector', 'import', 'media'];

/** Whether `source` compiles as a regular expression (the hash strategy builds one from it). */
function isPattern(source: string): boolean {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
}

/** Every problem, each saying what to fix; empty when the registry and the folders agree. */
export function registryProblems(registry: unknown, moduleFolders: readonly string[]): string[] {
  const problems: string[] = [];
  const modules = (registry as { modules?: unknown })?.modules;
  if (!Array.isArray(modules)) return ['registry.json needs a "modules" array'];
  const seen = new Set<string>();
  for (const [index, raw] of modules.entries()) {
    const entry = raw as Partial<RegistryEntry> & Record<string, unknown>;
    const name = typeof entry.id === 'string' ? `"${entry.id}"` : `#${index}`;
    const say = (problem: string) => problems.push(`registry entry ${name} ${problem}`);
    if (typeof entry.id !== 'string' || !kebab.test(entry.id)) say('needs a kebab-case "id"');
    else if (seen.has(entry.id)) say('is listed twice');
    else if (!moduleFolders.includes(entry.id)) say(`has no code: add modules/${entry.id}/index.ts`);
    if (typeof entry.id === 'string') seen.add(entry.id);
    for (const key of Object.keys(entry)) if (!knownKeys.has(key)) say(`has an unknown key "${key}"`);
    if (typeof entry.selector !== 'string' && typeof entry.when !== 'string')
      say('needs a "selector" or a "when"');
    if (entry.selector === '*' || entry.selector === 'body' || entry.selector === 'html') {
      say('needs a concrete selector, not a catch-all');
    }
    const loads = ([] as unknown[]).concat(entry.load);
    if (!loads.length || !loads.every((load) => strategyNames.includes(load as string))) {
      say(`needs "load" from ${strategyNames.join(', ')}`);
    }
    if (loads.includes('media') && typeof entry.media !== 'string')
      say('loads by "media" but has no "media" query');
    if (loads.includes('hash') && typeof entry.hash !== 'string')
      say('loads by "hash" but has no "hash" pattern');
    else if (typeof entry.hash === 'string' && !isPattern(entry.hash))
      say(`has a "hash" that is no regular expression: ${entry.hash}`);
    const along = entry.along as Record<string, unknown> | undefined;
    if (
      along !== undefined &&
      (typeof along?.selector !== 'string' ||
        typeof along.import !== 'string' ||
        !/\.tsx?$/.test(along.import) ||
        (along.media !== undefined && typeof along.media !== 'string') ||
        Object.keys(along).some((key) => !alongKeys.includes(key)))
    )
      say('needs "along" as { "selector", "import": a .ts file the module loads with import(), "media"? }');
    if (entry.scope !== 'element' && entry.scope !== 'page') say('needs "scope": "element" or "page"');
    if (typeof entry.enabled !== 'boolean') say('needs "enabled": true or false');
    if (typeof entry.editor !== 'boolean') say('needs "editor": true or false');
  }
  for (const folder of moduleFolders) {
    if (!seen.has(folder)) problems.push(`modules/${folder} has no registry entry: add one to registry.json`);
  }
  return problems;
}
