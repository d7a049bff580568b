// Wraps a strategy that can wait (hash, idle, interaction, media, scroll) so its code stays out of
// kernel.js: it comes in the runtime's chunk (kernel/runtime-door.ts), which every page that runs a
// module fetches anyway. As a chunk of their own (`lazy-set`, 810 B gzip) they cost every demo page
// a request and 151 B gzip more, with kernel.js's preload wrapper for it: every demo page fetched
// both (issue 17). The kernel's one import() of the runtime (`loadRuntime`) serves them.
import type { Cleanup, Strategy } from '../contract';
import { loadRuntime } from '../module-slot';

export type LazyLetter = 'h' | 'i' | 'n' | 'm' | 's';

/**
 * Every matched element asks once per letter (35 times on /artikel/), and `loadRuntime` answers all
 * of them with the page's one promise. When the runtime cannot be fetched, the module loads at once.
 */
export function lazyStrategy(letter: LazyLetter): Strategy {
  return (load, element, entry) => {
    let cleanup: Cleanup | undefined;
    let cancelled = false;
    loadRuntime().then(
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
