// The build side of the registry: a Vite plugin that checks registry.json against the module
// folders (failing the build with what to fix) and emits `virtual:voorkant-modules`, the list the
// kernel boots from: each entry as a compact tuple with its loader (kernel/registry.ts).
// It does what `import.meta.glob('../modules/*/index.ts')` would, at a fraction of the bytes.
// It also emits `virtual:voorkant-fallbacks`, every module's safety net (`modules/<id>/fallback.ts`)
// in one small chunk the kernel fetches only when a gate has to be lifted; entries with one carry
// the safety-net flag, so the kernel matches them even while their module is off or failed.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';
import type { RegistryEntry } from './contract';
import { registryProblems } from './registry-check.ts';
import { encodeEntry } from './registry-encode.ts';

const virtualId = 'virtual:voorkant-modules';
const resolvedId = `\0${virtualId}`;
const fallbacksId = 'virtual:voorkant-fallbacks';
const resolvedFallbacksId = `\0${fallbacksId}`;

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
  const loader = `()=>import(${JSON.stringify(join(folder, 'index.ts'))})`;
  const tuple = encodeEntry(entry, '\0loader', existsSync(join(folder, 'fallback.ts')));
  return JSON.stringify(tuple).replace('"\\u0000loader"', loader);
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
    // In kernel.js each module's `() => import("./chunks/<id>-<hash>.js")` becomes just its hash:
    // the kernel rebuilds the address from the id (kernel/registry.ts), about 9 B gzip less per
    // entry. The bundler still made the chunks from the real imports; the hash placeholder in
    // the string is filled in after this hook like any other. A module chunk's own static imports
    // (a chunk it shares with other modules, beyond kernel.js and the runtime) follow its hash,
    // space-separated, so the kernel fetches them in parallel with it, not after it (issue 17: no
    // request chain deeper than two).
    renderChunk(code, chunk, _options, meta) {
      if (!chunk.isEntry) return null;
      // Only the loaders of the module list: the kernel's own lazy parts keep their imports.
      const list = code.indexOf('_virtual_voorkant_modules_default = [');
      if (list < 0) return null;
      const end = code.indexOf('\n];', list);
      const edited = new MagicString(code);
      // Not where the bundler reads the module from another chunk's exports (`import(…).then(…)`).
      const loader = /\(\) => import\("\.\/(chunks\/[a-z0-9-]+-([^"/]+)\.js)"\)(?!\.then)/g;
      for (const found of code.slice(list, end).matchAll(loader)) {
        const [call, file, hash] = found as unknown as [string, string, string];
        const deps = (meta.chunks[file]?.imports ?? [])
          .filter((dep) => dep !== chunk.fileName && meta.chunks[dep]?.name !== 'runtime')
          .map((dep) => dep.replace(/^chunks\/|\.js$/g, ''));
        const at = list + found.index;
        edited.overwrite(at, at + call.length, JSON.stringify([hash, ...deps].join(' ')));
      }
      return edited.hasChanged()
        ? { code: edited.toString(), map: edited.generateMap({ hires: true }) }
        : null;
    },
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
