// The theme's scroll-spy on its menus (THEME-MARKUP.md, "anchor-scroll"): the links of `.fusion-menu`
// lists (the legacy header's main and phone menus and the menu element) that point to a place on
// this page are watched; the last of those places above the line (the anchor offset plus
// `spyOffset`) is current, the bottom of the page makes the last one current. The current link's
// items get `current-menu-item` (each `li` it sits in, so a sub-menu link marks its top item too)
// and the link `aria-current="location"`; when the current place changes, the watched items lose
// `current-menu-item` and `current-menu-parent` first, also where the server had put them.

export interface SpyOptions {
  /** The watched links (`.fusion-menu li > a`). */
  links: string;
  /** The menu list a link belongs to: marking stops at its edge. */
  menu: string;
  /** Distance of the line from the top of the viewport, in px. */
  line: () => number;
  currentClass: string;
  parentClass: string;
  /** The target of an in-page link, or null (another page, a missing place, no hash). */
  targetOf(link: HTMLAnchorElement): HTMLElement | null;
  signal: AbortSignal;
}

export interface Spy {
  /** Looks again (after the menus changed or the page scrolled by script). */
  update(): void;
}

/** Each `li` a link sits in, up to its menu list. */
export function itemsOf(link: Element, menu: string): Element[] {
  const list = link.closest(menu);
  const items: Element[] = [];
  for (
    let item = link.closest('li');
    item && list?.contains(item);
    item = item.parentElement?.closest('li') ?? null
  )
    items.push(item);
  return items;
}

/** Of places ordered down the page with their tops, the current one for a line at `line` px. */
export function currentPlace<T>(
  places: readonly { place: T; top: number }[],
  line: number,
  atBottom: boolean,
): T | undefined {
  if (!places.length) return undefined;
  if (atBottom) return places[places.length - 1]!.place;
  let current: T | undefined;
  for (const { place, top } of places) if (top <= line) current = place;
  return current;
}

export function startScrollSpy(options: SpyOptions): Spy {
  const { currentClass, parentClass, signal } = options;
  // Until a place has been current once, the server's marks stay as they are.
  let engaged = false;
  let frame = 0;

  const watched = () =>
    [...document.querySelectorAll<HTMLAnchorElement>(options.links)].flatMap((link) => {
      const target = options.targetOf(link);
      return target ? [{ link, target }] : [];
    });

  const update = () => {
    frame = 0;
    const pairs = watched();
    const places = [...new Set(pairs.map((pair) => pair.target))]
      .map((place) => ({ place, top: place.getBoundingClientRect().top }))
      .sort((a, b) => a.top - b.top);
    const root = document.documentElement;
    const atBottom =
      root.scrollTop > 0 && Math.ceil(root.scrollTop + window.innerHeight) >= root.scrollHeight;
    const current = currentPlace(places, options.line(), atBottom);
    if (current) engaged = true;
    if (!engaged) return;
    // Written only where something changes: the page's observers see no churn while scrolling.
    const marked = new Set(
      pairs.filter((pair) => pair.target === current).flatMap((pair) => itemsOf(pair.link, options.menu)),
    );
    for (const { link, target } of pairs) {
      for (const item of itemsOf(link, options.menu)) {
        if (marked.has(item)) {
          if (!item.classList.contains(currentClass)) item.classList.add(currentClass);
        } else if (item.classList.contains(currentClass) || item.classList.contains(parentClass)) {
          item.classList.remove(currentClass, parentClass);
        }
      }
      const here = target === current;
      const said = link.getAttribute('aria-current');
      if (here && said === null) link.setAttribute('aria-current', 'location');
      else if (!here && said === 'location') link.removeAttribute('aria-current');
    }
  };

  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(update);
  };
  window.addEventListener('scroll', schedule, { passive: true, signal });
  window.addEventListener('resize', schedule, { passive: true, signal });
  signal.addEventListener('abort', () => cancelAnimationFrame(frame));
  update();
  return { update: schedule };
}
