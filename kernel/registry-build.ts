// The build side of the registry: a Vite plugin that checks registry.json against the module
// folders (failing the build with what to fix) and emits `virtual:voorkant-modules`, the list the
// kernel boots from: each enabled-or-not entry with only its non-default fields and its loader.
// It does what `import.meta.glob('../modules/*/index.ts')` would, at a fraction of the bytes.
// It also emits `virtual:voorkant-fallbacks`, every module's safety net (`modules/<id>/fallback.ts`)
// in one small chunk the kernel fetches only when a gate has to be lifted; entries with one ship
// `fallback:1`, so the kernel matches them even while their module is off or failed.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import type { RegistryEntry } from './contract';
import { registryProblems } from './registry-check.ts';

const virtualId = 'virtual:voorkant-modules';
const resolvedId = `\0${virtualId}`;
const fallbacksId = 'virtual:voorkant-fallbacks';
const resolvedFallbacksId = `\0${fallbacksId}`;

/** The kernel's defaults: fields equal to them are left out of the shipped list. */
export const entryDefaults = { scope: 'element', enabled: true, editor: false } as const;

function moduleFolders(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'index.ts')))
    .map((entry) => entry.name);
}

function readRegistryFile(path: string, modulesDir: string): RegistryEntry[] {
  const registry = JSON.parse(readFileSync(path, 'utf8'));
  const problems = registryProblems(registry, moduleFolders(modulesDir));
  if (problems.length) throw new Error(`${path}:\n  ${problems.join('\n  ')}`);
  return registry.modules;
}

function shippedEntry(entry: RegistryEntry, folder: string): string {
  const fields = Object.entries(entry).filter(
    ([key, value]) => key !== 'description' && entryDefaults[key as keyof typeof entryDefaults] !== value,
  );
  const body = fields.map(([key, value]) => `${key}:${JSON.stringify(value)}`);
  if (existsSync(join(folder, 'fallback.ts'))) body.push('fallback:1');
  body.push(`loader:()=>import(${JSON.stringify(join(folder, 'index.ts'))})`);
  return `{${body.join(',')}}`;
}

/** @param root the project folder; @param withFixtures also ship test/fixtures (test build). */
export function voorkantModules(root: string, withFixtures: boolean): Plugin {
  const sources = [{ registry: join(root, 'registry.json'), modules: join(root, 'modules') }];
  if (withFixtures) {
    sources.push({
      registry: join(root, 'test/fixtures/registry.json'),
      modules: join(root, 'test/fixtures/modules'),
    });
  }
  return {
    name: 'voorkant-modules',
    resolveId: (id) => (id === virtualId ? resolvedId : id === fallbacksId ? resolvedFallbacksId : undefined),
    load(id) {
      if (id !== resolvedId && id !== resolvedFallbacksId) return undefined;
      const entries: string[] = [];
      const imports: string[] = [];
      const fallbacks: string[] = [];
      for (const source of sources) {
        this.addWatchFile(source.registry);
        for (const entry of readRegistryFile(source.registry, source.modules)) {
          const folder = join(source.modules, entry.id);
          entries.push(shippedEntry(entry, folder));
          if (existsSync(join(folder, 'fallback.ts'))) {
            imports.push(`import f${imports.length} from ${JSON.stringify(join(folder, 'fallback.ts'))};`);
            fallbacks.push(`${JSON.stringify(entry.id)}:f${fallbacks.length}`);
          }
        }
      }
      return id === resolvedId
        ? `export default [${entries.join(',')}];`
        : `${imports.join('')}export default {${fallbacks.join(',')}};`;
    },
  };
}
