// The registry as the kernel boots from it. The build ships each entry as a compact tuple (every
// byte of it is in kernel.js, once per module): `[id, selector, strategies, flags, hash, extra?]`,
// strategies as one letter each, the booleans as bits, the rare fields in an optional object.
// kernel/registry-encode.ts writes them; `readEntry` turns one back into a full entry.
import type { ModuleDefinition, RegistryEntry, StrategyName } from './contract';

export type ModuleLoader = () => Promise<{ default: ModuleDefinition<never, never, never> }>;

/** `1` page scope, `2` runs in the live editor, `4` switched off at build time, `8` has a safety net. */
export type EntryFlags = number;

export type ShippedEntry = [
  id: string,
  selector: string | 0,
  strategies: string,
  flags: EntryFlags,
  /** The chunk's hash (`chunks/<id>-<hash>.js` beside kernel.js), or a loader (tests). */
  loader: string | ModuleLoader,
  extra?: Pick<RegistryEntry, 'when' | 'rootMargin' | 'media' | 'hash'>,
];

export interface LoadableEntry extends RegistryEntry {
  loader: ModuleLoader;
  strategies: StrategyName[];
  /** The module folder has a `fallback.ts` (its safety net). */
  fallback: boolean;
}

/** One letter per strategy name, in the order of `StrategyName`. */
export const strategyLetters: Record<string, StrategyName> = {
  e: 'eager',
  i: 'idle',
  v: 'visible',
  n: 'interaction',
  m: 'media',
  h: 'hash',
};

export const readEntry = ([id, selector, letters, flags, loader, extra]: ShippedEntry): LoadableEntry => ({
  ...extra,
  id,
  selector: selector || undefined,
  strategies: [...letters].map((letter) => strategyLetters[letter]!),
  load: [],
  scope: flags & 1 ? 'page' : 'element',
  editor: Boolean(flags & 2),
  enabled: !(flags & 4),
  fallback: Boolean(flags & 8),
  loader:
    typeof loader === 'string' ? () => import(/* @vite-ignore */ `./chunks/${id}-${loader}.js`) : loader,
});
