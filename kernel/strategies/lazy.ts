// Wraps a strategy that can wait (lazy-set.ts) so its code stays out of kernel.js: it comes with the
// runtime's chunk, through the same door (kernel/runtime-door.ts), fetched only by a page whose
// registry entries use one of them. It was a chunk of its own (lazy-set.js, 858 B gzip), yet every
// demo page that fetched it fetched the runtime too: together they are one request fewer and 185 B
// gzip less on those pages, 658 B more on a page with a module and no lazy one
// (test/build/page-budgets.test.ts, docs/design-notes.md).
import type { Cleanup, Strategy } from '../contract';
import { loadRuntime } from '../module-slot';

export type LazyLetter = 'h' | 'i' | 'n' | 'm' | 's';

/**
 * One import() for the page: an import() of a module already there still costs a lookup and a
 * promise, and every matched element asks once per letter (35 times on /artikel/: 10.6 ms of self
 * time in this function before, 6.8 ms after, at 4×, `npx tsx bench/cpu-profile.ts /artikel/ 10`).
 */
let lazySet: ReturnType<typeof loadRuntime> | undefined;

export function lazyStrategy(letter: LazyLetter): Strategy {
  return (load, element, entry) => {
    let cleanup: Cleanup | undefined;
    let cancelled = false;
    lazySet ??= loadRuntime();
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
