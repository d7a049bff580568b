// Writes a registry entry in the compact form the kernel ships (kernel/registry.ts): used by the
// build (kernel/registry-build.ts) and by tests that boot a kernel from registry-style entries.
import type { RegistryEntry, StrategyName } from './contract';
import { cssNetFlag, editorFlag, fallbackFlag, offFlag, pageFlag, type ShippedEntry } from './registry';

/** One letter per strategy name: the keys of the runtime's strategy table (kernel/module-load.ts). */
export const strategyLetters: Record<StrategyName, string> = {
  eager: 'e',
  idle: 'i',
  visible: 'v',
  interaction: 'n',
  media: 'm',
  hash: 'h',
  scroll: 's',
};

/**
 * The selector without the blanks around its commas and its `>`, `+` and `~` combinators (outside
 * quoted values, which stay as written; a blank that is itself the descendant combinator stays),
 * and without the quotes of an attribute value that is a plain identifier (`[type="email"]` is
 * `[type=email]` to CSS): the registry keeps selectors readable, the kernel ships each one once
 * per page load.
 */
export function compactSelector(selector: string): string {
  return selector
    .split(/("[^"]*"|'[^']*')/)
    .map((part, index) => (index % 2 ? part : part.replace(/\s*([,>+~])\s*/g, '$1')))
    .join('')
    .replace(/(\[[\w-]+[~|^$*]?=)(["'])([A-Za-z_][\w-]*)\2(?=\s*[is]?\])/g, '$1$3');
}

/** Stands for the chunks of the lazy part at `path` of module `id` until the bundle is written. */
export const alongMarker = (id: string, path: string) => `voorkant-along:${id}:${path}`;

/**
 * The tuple for `entry`, with `loader` as given (a function, or source text for the build). `net`:
 * the module's safety net, `fallback` (a `fallback.ts`, with or without a `net.css`) or `css` (a
 * `net.css` alone).
 */
export function encodeEntry<L>(
  entry: RegistryEntry,
  loader: L,
  net?: 'fallback' | 'css',
): [...Omit<ShippedEntry, 4 | 5>, L, ShippedEntry[5]?] {
  const flags =
    (entry.scope === 'page' ? pageFlag : 0) |
    (entry.editor ? editorFlag : 0) |
    (entry.enabled === false ? offFlag : 0) |
    (net === 'fallback' ? fallbackFlag : net === 'css' ? cssNetFlag : 0);
  const strategies = ([] as StrategyName[])
    .concat(entry.load)
    .map((name) => strategyLetters[name])
    .join('');
  const extra: NonNullable<ShippedEntry[5]> = Object.fromEntries(
    (['when', 'rootMargin', 'media', 'hash'] as const)
      .filter((key) => entry[key] !== undefined)
      .map((key) => [key, entry[key]]),
  );
  // The chunk names are known only once the bundle is written: the build puts them in place of
  // the marker (kernel/registry-build.ts).
  if (entry.along)
    extra.along = [
      compactSelector(entry.along.selector),
      alongMarker(entry.id, entry.along.import),
      ...(entry.along.media === undefined ? [] : [entry.along.media]),
    ] as NonNullable<typeof extra.along>;
  const tuple: [string, string | 0, string, number, L] = [
    entry.id,
    entry.selector === undefined ? 0 : compactSelector(entry.selector),
    strategies,
    flags,
    loader,
  ];
  return Object.keys(extra).length ? [...tuple, extra] : tuple;
}
