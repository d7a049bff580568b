// Unit tests run in happy-dom; matchMedia and IntersectionObserver stand-ins keep the kernel's
// viewport and strategy code runnable there (real behaviour is covered by the browser tests).
import { beforeEach } from 'vitest';

if (!('IntersectionObserver' in globalThis)) {
  class NoIntersectionObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
    takeRecords(): [] {
      return [];
    }
  }
  Object.assign(globalThis, { IntersectionObserver: NoIntersectionObserver });
}

// The unit files share their worker's happy-dom window (`isolate: false` in vite.config.ts), so what
// one file left in storage was there for the next: a bot-detector log a background-duties test wrote
// failed a no-cookie-data test of another file in 3 of 8 shuffled orders. Every test starts with
// empty storage, as on a page opened fresh (the files that run in Node have none).
beforeEach(() => {
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});
