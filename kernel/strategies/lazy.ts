// Wraps a rarely used strategy so its code is a small chunk of its own, fetched only by a page
// whose registry entry uses it; keeps the kernel entry inside its byte budget.
import type { Cleanup, Strategy } from '../contract';

export function lazyStrategy(importStrategy: () => Promise<{ default: Strategy }>): Strategy {
  return (load, element, entry) => {
    let cleanup: Cleanup | undefined;
    let cancelled = false;
    importStrategy().then(
      ({ default: strategy }) => {
        if (!cancelled) cleanup = strategy(load, element, entry);
      },
      () => void load(),
    );
    return () => {
      cancelled = true;
      cleanup?.();
    };
  };
}
