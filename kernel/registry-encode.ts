// Writes a registry entry in the compact form the kernel ships (kernel/registry.ts): used by the
// build (kernel/registry-build.ts) and by tests that boot a kernel from registry-style entries.
import type { RegistryEntry } from './contract';
import { type ShippedEntry, strategyLetters } from './registry';

const letterOf = Object.fromEntries(Object.entries(strategyLetters).map(([letter, name]) => [name, letter]));

/** The tuple for `entry`, with `loader` as given (a function, or source text for the build). */
export function encodeEntry<L>(
  entry: RegistryEntry,
  loader: L,
  hasFallback = false,
): [...Omit<ShippedEntry, 4 | 5>, L, ShippedEntry[5]?] {
  const flags =
    (entry.scope === 'page' ? 1 : 0) |
    (entry.editor ? 2 : 0) |
    (entry.enabled === false ? 4 : 0) |
    (hasFallback ? 8 : 0);
  const strategies = ([] as string[])
    .concat(entry.load)
    .map((name) => letterOf[name])
    .join('');
  const extra = Object.fromEntries(
    (['when', 'rootMargin', 'media', 'hash'] as const)
      .filter((key) => entry[key] !== undefined)
      .map((key) => [key, entry[key]]),
  );
  const tuple: [string, string | 0, string, number, L] = [
    entry.id,
    entry.selector ?? 0,
    strategies,
    flags,
    loader,
  ];
  return Object.keys(extra).length ? [...tuple, extra] : tuple;
}
