// Loads at once: for modules that must be ready before the visitor acts (anti-spam before a submit).
// "At once" is the next task, not the scan's own: asking for a chunk, its imports and the runtime
// is a handful of `import()` calls of 2-3 ms each at 4× CPU slowdown, and inside the first scan's
// slice they made the boot task the page's longest (22-45 ms at 4×, bench/long-frames.ts).
import type { Strategy } from '../contract';

const eager: Strategy = (load) => {
  const timer = setTimeout(load, 0);
  return () => clearTimeout(timer);
};
export default eager;
