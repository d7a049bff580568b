// The registry as the kernel boots from it. The build ships each entry as a compact tuple (every
// byte of it is in kernel.js, once per module): `[id, selector, strategies, flags, load, extra?]`,
// strategies as one letter each (kernel/registry-encode.ts), the booleans as bits, the rare fields
// in an optional object, and what the runtime needs besides the id to load the chunk (its address
// is the id in the build's chunk folder; kernel/module-load.ts).
import type { ModuleDefinition, RegistryEntry } from './contract';

/**
 * Where the chunks are, beside kernel.js: a placeholder folder the build renames after the hash of
 * the whole build once it is written (kernel/chunk-folder.ts), in every file that names it.
 */
export const chunksFolder = './chunks/_build__/';

export type ModuleLoader = () => Promise<{ default: ModuleDefinition<never, never, never> }>;

/**
 * The bits of an entry's flags: page scope, runs in the live editor, off at build time, has a
 * safety net (`fallback.ts`), or has only the stylesheet one (`net.css` without `fallback.ts`).
 */
export const pageFlag = 1;
export const editorFlag = 2;
export const offFlag = 4;
export const fallbackFlag = 8;
export const cssNetFlag = 16;

type Extra = Pick<RegistryEntry, 'when' | 'rootMargin' | 'media' | 'hash'> & {
  /** The registry's `along`: its selector, the chunks to fetch with the module's (space-separated names), its media query. */
  along?: [selector: string, chunks: string, media?: string];
};

export type ShippedEntry = [
  id: string,
  selector: string | 0,
  strategies: string,
  flags: number,
  /**
   * The chunks that the module's chunk (`<chunksFolder><id>.js`, whose default export is the
   * module) imports statically, by name, space-separated (empty when none); or a loader (tests).
   */
  loader: string | ModuleLoader,
  extra?: Extra,
];

export interface LoadableEntry extends Extra {
  id: string;
  selector: string | 0;
  /** One letter per loading strategy (kernel/registry-encode.ts). */
  strategies: string;
  flags: number;
  /** As shipped: the chunks the module's chunk imports, or a loader (kernel/module-load.ts reads it). */
  loader: string | ModuleLoader;
}

export const readEntry = ([id, selector, strategies, flags, loader, extra]: ShippedEntry): LoadableEntry => ({
  ...extra,
  id,
  selector,
  strategies,
  flags,
  loader,
});
