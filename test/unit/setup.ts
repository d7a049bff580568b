// Unit tests run in happy-dom; matchMedia and IntersectionObserver stand-ins keep the kernel's
// viewport and strategy code runnable there (real behaviour is covered by the browser tests).
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
