// The build side of the registry: a Vite plugin that checks registry.json against the module
// folders (failing the build with what to fix) and emits `virtual:voorkant-modules`, the list the
// kernel boots from: each entry as a compact tuple with its loader (kernel/registry.ts).
// It does what `import.meta.glob('../modules/*/index.ts')` would, at a fraction of the bytes.
// It also emits `virtual:voorkant-fallbacks`, every module's safety net (`modules/<id>/fallback.ts`)
// in one small chunk the kernel fetches only when a gate has to be lifted; entries with one carry
// the safety-net flag, so the kernel matches them even while their module is off or failed.
// Both lists are in the order that gzips smallest (kernel/registry-order.ts).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';
import type { RegistryEntry } from './contract';
import { registryProblems } from './registry-check.ts';
import { encodeEntry } from './registry-encode.ts';
import { compactOrder } from './registry-order.ts';

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

function readRegistryFile(path: string, modulesDir: string, root: string): RegistryEntry[] {
  const registry = JSON.parse(readFileSync(path, 'utf8'));
  const problems = registryProblems(registry, moduleFolders(modulesDir));
  for (const entry of registry.modules as RegistryEntry[])
    if (entry.along && !existsSync(join(root, entry.along.import)))
      problems.push(
        `registry entry "${entry.id}" has "along" "import" ${entry.along.import}, which does not exist`,
      );
  if (problems.length) throw new Error(`${path}:\n  ${problems.join('\n  ')}`);
  return registry.modules;
}

/**
 * What the bundler sees of a module's loader: it reads `default` only, so the bundler keeps the
 * chunk's own exports (`default` among them) instead of building a namespace object with its
 * runtime helper, which would be one more chunk on the page (rolldown-runtime.js) whenever a lazy
 * part imports from the module's chunk. The runtime reads the chunk itself (kernel/module-load.ts).
 */
const readsDefault = '.then(m=>({default:m.default}))';

function shippedEntry(entry: RegistryEntry, folder: string): string {
  const loader = `()=>import(${JSON.stringify(join(folder, 'index.ts'))})${readsDefault}`;
  const net = existsSync(join(folder, 'fallback.ts'))
    ? 'fallback'
    : existsSync(join(folder, 'net.css'))
      ? 'css'
      : undefined;
  const tuple = encodeEntry(entry, '\0loader', net);
  return JSON.stringify(tuple).replace('"\\u0000loader"', loader);
}

/** Wraps the `import()` at `start`..`end` so the chunks at `paths` (relative) are fetched beside it. */
function preloadAround(edited: MagicString, start: number, end: number, paths: string[]): void {
  if (paths.length === 0) return;
  const preloads = paths.map((path) => `import(${JSON.stringify(`./${path}`)}).catch(() => {}), `);
  edited.prependLeft(start, `(${preloads.join('')}`).appendRight(end, ')');
}

/** A chunk's name as the registry ships it: `chunks/<build>/swiper.js` → `swiper`. */
const chunkName = (file: string) => file.replace(/^chunks\/[\w-]+\/|\.js$/g, '');

const rendered = (edited: MagicString) =>
  edited.hasChanged() ? { code: edited.toString(), map: edited.generateMap({ hires: true }) } : null;

/**
 * In a chunk (not kernel.js), each `import("./<name>.js")` of another chunk gets that chunk's static
 * imports fetched beside it (those the importing chunk has not loaded already).
 */
function preloadBeside(code: string, fileName: string, below: (file: string) => Set<string>) {
  const folder = fileName.slice(0, fileName.lastIndexOf('/') + 1);
  const loaded = below(fileName);
  const edited = new MagicString(code);
  for (const found of code.matchAll(/import\("\.\/([\w.-]+\.js)"\)/g)) {
    const deps = [...below(folder + found[1])].filter((dep) => dep.startsWith(folder) && !loaded.has(dep));
    preloadAround(
      edited,
      found.index,
      found.index + found[0].length,
      deps.map((dep) => dep.slice(folder.length)),
    );
  }
  return rendered(edited);
}

/** The registries and module folders a build ships: test/fixtures too in the test build. */
export function moduleSources(root: string, withFixtures: boolean): { registry: string; modules: string }[] {
  const sources = [{ registry: join(root, 'registry.json'), modules: join(root, 'modules') }];
  if (withFixtures) {
    sources.push({
      registry: join(root, 'test/fixtures/registry.json'),
      modules: join(root, 'test/fixtures/modules'),
    });
  }
  return sources;
}

/** @param root the project folder; @param withFixtures also ship test/fixtures (test build). */
export function voorkantModules(root: string, withFixtures: boolean): Plugin {
  const sources = moduleSources(root, withFixtures);
  return {
    name: 'voorkant-modules',
    // In kernel.js each module's `() => import("./chunks/<folder>/<id>.js")` goes: the runtime
    // rebuilds the address from the id (kernel/module-load.ts). The bundler still made the chunks
    // from the real imports. What a chunk imports statically (chunks shared with other modules,
    // the bundler's helpers; all the way down) is fetched in parallel with it instead of after it
    // (issue 17: no request chain deeper than two): for a module those chunks' names,
    // space-separated; every other `import()`, in kernel.js and in the chunks (a module's lazy part
    // such as the Swiper stage), gets them beside it.
    renderChunk(code, chunk, _options, meta) {
      const below = (file: string, found = new Set<string>()): Set<string> => {
        for (const dep of meta.chunks[file]?.imports ?? [])
          if (dep !== chunk.fileName && !found.has(dep)) below(dep, found.add(dep));
        return found;
      };
      if (!chunk.isEntry) return preloadBeside(code, chunk.fileName, below);
      const runtime = Object.values(meta.chunks).find((each) => each.name === 'runtime')?.fileName ?? '';
      const withRuntime = below(runtime).add(runtime);
      const edited = new MagicString(code);
      const list = code.indexOf('_virtual_voorkant_modules_default = [');
      const end = code.indexOf('\n];', list);
      // Any `import("./chunks/…")` of the entry: in the module list a loader (followed by
      // `readsDefault` as the bundler prints it), elsewhere a lazy part.
      const anyImport =
        /(\(\) => )?import\("\.\/(chunks\/[\w-]+\/[\w.-]+\.js)"\)(\.then\(\((\w+)\) => \(\{ default: \4\.default \}\)\))?/g;
      for (const found of code.matchAll(anyImport)) {
        const [match, arrow, file, readDefault] = found as unknown as [
          string,
          string | undefined,
          string,
          string | undefined,
        ];
        const inList = found.index > list && found.index < end;
        if (inList && arrow) {
          if (!readDefault)
            this.error(`a module loader in kernel.js no longer reads the chunk's default export: ${match}`);
          const deps = [...below(file)].filter((dep) => !withRuntime.has(dep));
          edited.overwrite(
            found.index,
            found.index + match.length,
            JSON.stringify(deps.map(chunkName).join(' ')),
          );
        } else if (!inList) {
          preloadAround(edited, found.index + (arrow?.length ?? 0), found.index + match.length, [
            ...below(file),
          ]);
        }
      }
      // An entry's `along` (kernel/registry-encode.ts): the lazy part's chunk and what it imports,
      // but for what comes with the module anyway (its own chunk and its imports, the runtime's).
      for (const found of code.matchAll(/(["'`])voorkant-along:([\w-]+):([^"'`]+)\1/g)) {
        const [marker, , id, path] = found as unknown as [string, string, string, string];
        const part = Object.values(meta.chunks).find(
          (each) => !each.isEntry && each.facadeModuleId === join(root, path),
        );
        if (!part)
          this.error(
            `registry entry "${id}": "along" "import" ${path} is not a chunk of its own: name a file the module loads with import()`,
          );
        const own =
          Object.values(meta.chunks).find((each) => each.name === id && !each.isEntry)?.fileName ?? '';
        const loaded = below(own).add(own);
        const names = [part.fileName, ...below(part.fileName)]
          .filter((dep) => !withRuntime.has(dep) && !loaded.has(dep))
          .map(chunkName);
        edited.overwrite(found.index, found.index + marker.length, JSON.stringify(names.join(' ')));
      }
      return rendered(edited);
    },
    resolveId: (id) => (id === virtualId ? resolvedId : id === fallbacksId ? resolvedFallbacksId : undefined),
    load(id) {
      if (id !== resolvedId && id !== resolvedFallbacksId) return undefined;
      const shipped: { entry: RegistryEntry; text: string }[] = [];
      const nets: { id: string; file: string }[] = [];
      for (const source of sources) {
        this.addWatchFile(source.registry);
        for (const entry of readRegistryFile(source.registry, source.modules, root)) {
          const folder = join(source.modules, entry.id);
          shipped.push({ entry, text: shippedEntry(entry, folder) });
          if (existsSync(join(folder, 'fallback.ts')))
            nets.push({ id: entry.id, file: join(folder, 'fallback.ts') });
        }
      }
      if (id === resolvedId) {
        // Measured without the loaders' paths, which the bundle replaces by shorter chunk names.
        const entries = compactOrder(
          shipped,
          ({ text }) => text.replace(/\(\)=>import\([^)]*\)[^,\]]*/, '""'),
          ({ entry }) => ([] as string[]).concat(entry.load).includes('eager'),
        );
        return `export default [${entries.map(({ text }) => text).join(',')}];`;
      }
      // The bundle keeps the safety nets in the order they are imported: the one that gzips
      // smallest, measured on their code without comments (the order means nothing to the kernel,
      // which looks each one up by its module's id).
      const code = (file: string) => readFileSync(file, 'utf8').replace(/^\s*\/\/.*$/gm, '');
      const ordered = compactOrder(
        nets,
        ({ file }) => code(file),
        () => false,
      );
      const imports = ordered.map(({ file }, at) => `import f${at} from ${JSON.stringify(file)};`);
      const table = ordered.map(({ id: module }, at) => `${JSON.stringify(module)}:f${at}`);
      return `${imports.join('')}export default {${table.join(',')}};`;
    },
  };
}
