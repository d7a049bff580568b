// The safety net: lifts the theme's CSS gates for a module that cannot do its job (failed, hanging,
// or switched off where the host removed the theme's own script), through the module's
// `fallback.ts`. A chunk of its own, fetched only when a gate has to be lifted.
import fallbacks from 'virtual:voorkant-fallbacks';

const lifted = new Map<string, WeakSet<Element>>();

/** Runs the module's fallback over the elements it has not yet seen, isolated and reported. */
export function lift(id: string, elements: Iterable<Element>): void {
  const fallback = fallbacks[id];
  if (!fallback) return;
  const seen = lifted.get(id) ?? new WeakSet<Element>();
  lifted.set(id, seen);
  const fresh = [...elements].filter((element) => !seen.has(element) && element.isConnected);
  if (!fresh.length) return;
  for (const element of fresh) seen.add(element);
  try {
    fallback(fresh);
  } catch (error) {
    console.error(`[voorkant] the safety net of module "${id}" failed:`, error);
  }
}
