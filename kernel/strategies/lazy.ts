// Wraps a strategy that can wait (lazy-set.ts) so its code is in a small chunk of its own, fetched
// only by a page whose registry entries use one of them; keeps the kernel entry inside its budget.
// One import() serves every letter: each import() costs the kernel its preload wrapper.
import type { Cleanup, Strategy } from '../contract';

export type LazyLetter = 'h' | 'i' | 'n' | 'm' | 's';

/**
 * One import() for the page: an import() of a module already there still costs a lookup and a
 * promise, and every matched element asks once per letter (35 times on /artikel/: 10.6 ms of self
 * time in this function before, 6.8 ms after, at 4×, `npx tsx bench/cpu-profile.ts /artikel/ 10`).
 */
let lazySet: Promise<typeof import('./lazy-set')> | undefined;

export function lazyStrategy(letter: LazyLetter): Strategy {
  return (load, element, entry) => {
    let cleanup: Cleanup | undefined;
    let cancelled = false;
    lazySet ??= import('./lazy-set');
    lazySet.then(
      (set) => {
        if (!cancelled) cleanup = set[letter](load, element, entry);
      },
      () => void load(),
    );
    return () => {
      cancelled = true;
      cleanup?.();
    };
  };
}
