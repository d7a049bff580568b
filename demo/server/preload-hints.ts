// The `<link rel="modulepreload">` hints the WordPress host prints in the page's head
// (wordpress/voorkant/includes/class-front-end.php `print_preload_hints`), so the demo serves what a
// WordPress page serves: the chunks of the eager modules that run on the page, whose registry `when`
// names a platform global the page printed (in the builder's live preview only editor modules'),
// with their static imports and the runtime's chunks (the strategies and loading of every module), read from
// the build manifest. Starting those requests is then the parser's work, not the kernel's: each
// request an import() starts costs the calling task 0.2-1 ms at full CPU speed.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { toFlag } from '../../kernel/coerce';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

interface RegistryModule {
  id: string;
  load: string | string[];
  when?: string;
  enabled?: boolean;
  editor?: boolean;
}

export interface HintedPage {
  /** The settings the page prints (its `modules` switches decide what runs). */
  settings: Record<string, unknown>;
  /** The platform globals the page printed (`ctPublic`, …). */
  printedGlobals: ReadonlySet<string>;
  /** The page renders in the builder's live preview (where only editor modules run). */
  editor: boolean;
}

/**
 * The project's registry (the production build copies it beside kernel.js for the host; the test
 * build's fixture modules have no eager entry with a platform `when`, so they would get no hint).
 */
const registryFile = new URL('../../registry.json', import.meta.url).pathname;

/** What the hints are read from: the build's manifest and the registry, read again after a rebuild. */
interface Build {
  manifest: Record<string, ManifestChunk>;
  registry: RegistryModule[];
}

/** The hints of one build folder, by page; none while the folder holds no build. */
export function preloadHints(distDir: string): (page: HintedPage) => string[] {
  const manifestFile = join(distDir, '.vite/manifest.json');
  let read: { at: number; build: Build } | undefined;
  const currentBuild = (): Build | undefined => {
    if (!existsSync(manifestFile)) return undefined;
    const at = statSync(manifestFile).mtimeMs;
    if (read?.at !== at)
      read = {
        at,
        build: {
          manifest: JSON.parse(readFileSync(manifestFile, 'utf8')),
          registry: JSON.parse(readFileSync(registryFile, 'utf8')).modules,
        },
      };
    return read.build;
  };

  return ({ settings, printedGlobals, editor }) => {
    const build = currentBuild();
    if (!build) return [];
    const { manifest, registry } = build;
    /** A source's chunk and every chunk it imports statically, kernel.js left out (`Build::chunk_files`). */
    const chunkFiles = (source: string, files: string[] = []): string[] => {
      const chunk = manifest[source];
      if (!chunk || chunk.isEntry || files.includes(chunk.file)) return files;
      files.push(chunk.file);
      for (const imported of chunk.imports ?? []) chunkFiles(imported, files);
      return files;
    };
    const switches = (settings.modules ?? {}) as Record<string, unknown>;
    const files: string[] = [];
    for (const entry of registry) {
      const global = entry.when?.match(/^platform\.([A-Za-z_$][\w$]*)$/)?.[1];
      const running = toFlag(switches[entry.id]) ?? entry.enabled !== false;
      const runsHere = running && (!editor || entry.editor === true);
      if ([entry.load].flat().includes('eager') && runsHere && global && printedGlobals.has(global))
        chunkFiles(`modules/${entry.id}/index.ts`, files);
    }
    if (!files.length) return [];
    // The runtime's door and chunk, which hold the strategies and the loading of every module: the
    // kernel imports them while it matches the page, as soon as anything matches (kernel/module-load.ts).
    // A request the kernel starts itself costs its boot (4.0 against 1.1 ms at 4× CPU slowdown on
    // /artikel/, median of 12 loads), and a module's chunk would be third in the chain.
    return [...new Set([...files, ...chunkFiles('kernel/runtime-door.ts')])];
  };
}
