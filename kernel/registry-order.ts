// Build side: the order in which kernel.js ships its registry entries. The kernel gives the order
// no meaning beyond the first scan's (it matches the entries one after the other, in one task but
// for a yield when a slice is used up), and gzip finds a repeated string only behind it and near
// it: entries whose selectors, strategies and shared chunks resemble each other compress better
// side by side. Every registry entry costs each page its bytes (bench/budgets.json), so the build
// places them where they cost least, by measuring: gzip has no notion of "similar" to sort by.
import { gzipSync } from 'node:zlib';

const size = (texts: readonly string[]) => gzipSync(texts.join(','), { level: 9 }).length;

/**
 * `texts` (each entry as shipped) in the order that gzips smallest, found greedily: each entry in
 * turn moves to the place where the whole list is smallest, twice over. Entries for which `first`
 * holds (eager modules: ready before the visitor acts) stay ahead of the others, in their order.
 * Deterministic: the same registry gives the same order.
 */
export function compactOrder<T>(
  items: readonly T[],
  text: (item: T) => string,
  first: (item: T) => boolean,
): T[] {
  const head = items.filter(first);
  const order = items.filter((item) => !first(item));
  const measure = (list: readonly T[]) => size([...head, ...list].map(text));
  let best = measure(order);
  for (let pass = 0; pass < 2; pass++) {
    for (const item of [...order]) {
      const rest = order.filter((other) => other !== item);
      let place = -1;
      for (let at = 0; at <= rest.length; at++) {
        const candidate = measure([...rest.slice(0, at), item, ...rest.slice(at)]);
        if (candidate < best) [best, place] = [candidate, at];
      }
      if (place >= 0) order.splice(0, order.length, ...rest.slice(0, place), item, ...rest.slice(place));
    }
  }
  return [...head, ...order];
}
