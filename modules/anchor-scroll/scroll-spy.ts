// Marks the menu item whose anchor section the visitor is reading (SPEC section 2: "A scroll-spy
// marks the current menu item"). An IntersectionObserver wakes it when a target crosses the line
// `offset` px below the top; the current item is then the last target above that line.

export interface SpyOptions {
  links: HTMLAnchorElement[];
  targets: Map<HTMLAnchorElement, Element>;
  /** Distance of the line from the top of the viewport, in px. */
  line: () => number;
  currentClass: string;
  signal: AbortSignal;
}

export function startScrollSpy({ links, targets, line, currentClass, signal }: SpyOptions): void {
  // Items the server already marked (the page's own menu item) are never unmarked by the spy.
  const marked = new Set<Element>();
  const itemOf = (link: HTMLAnchorElement) => link.closest('li') ?? link;
  const serverMarked = new Set(links.map(itemOf).filter((item) => item.classList.contains(currentClass)));
  const update = () => {
    const top = line();
    let current: Element | undefined;
    for (const target of new Set(targets.values())) {
      if (target.getBoundingClientRect().top <= top + 1) current = target;
    }
    for (const link of links) {
      const item = itemOf(link);
      const on = current !== undefined && targets.get(link) === current;
      if (on) {
        link.setAttribute('aria-current', 'location');
        item.classList.add(currentClass);
        marked.add(item);
      } else if (link.getAttribute('aria-current') === 'location') {
        link.removeAttribute('aria-current');
        if (marked.has(item) && !serverMarked.has(item)) item.classList.remove(currentClass);
      }
    }
  };
  let observer: IntersectionObserver | undefined;
  const observe = () => {
    observer?.disconnect();
    observer = new IntersectionObserver(update, {
      rootMargin: `-${Math.max(0, line())}px 0px 0px 0px`,
      threshold: [0, 1],
    });
    for (const target of new Set(targets.values())) observer.observe(target);
  };
  observe();
  // The line moves when the admin bar or header changes height with the viewport.
  window.addEventListener('resize', observe, { signal });
  signal.addEventListener('abort', () => observer?.disconnect());
}
