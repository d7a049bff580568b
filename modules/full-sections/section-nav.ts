// The server's side navigation of a group of full sections (`nav.fusion-scroll-section-nav`, one
// `a.fusion-scroll-section-link[data-name][data-element]` per slide): its links hold only a bullet,
// so each gets its name from `data-name`; the current one is `active` (the theme's CSS fills its
// bullet) and `aria-current`. Menus elsewhere on the page that link to the current slide mark it
// `current-menu-item`, as the theme does for its own menus.

/** The link's accessible name: the builder's `data-name`, else the numbered text from the settings. */
export function linkName(link: Element, index: number, untitled: string): string {
  return link.getAttribute('data-name')?.trim() || untitled.replace('%d', String(index + 1));
}

/** '2 van 3': a slide's position label, from the settings' template. */
export function positionLabel(template: string, index: number, count: number): string {
  return template.replace('%1$s', String(index + 1)).replace('%2$s', String(count));
}

/** The link to each slide: by its `data-element` where the slides carry one, else by order. */
export function linksBySlide(
  slides: readonly Element[],
  links: readonly HTMLAnchorElement[],
): HTMLAnchorElement[] {
  return slides.map((slide, index) => {
    const element = slide.getAttribute('data-element');
    return (element && links.find((link) => link.getAttribute('data-element') === element)) || links[index]!;
  });
}

export function markCurrent(links: readonly (HTMLAnchorElement | undefined)[], index: number): void {
  links.forEach((link, position) => {
    if (!link) return;
    link.classList.toggle('active', position === index);
    if (position === index) link.setAttribute('aria-current', 'true');
    else link.removeAttribute('aria-current');
  });
}

/** The ids a menu may link to for a slide: the slide's own, and its container anchor's. */
export function slideIds(slide: Element): string[] {
  const anchor = slide.querySelector(':scope > .fusion-container-anchor');
  return [slide.id, anchor?.id ?? ''].filter(Boolean);
}

/** Marks `current-menu-item` on the menu items that link to the slide, and clears it on those that link to its siblings. */
export function syncMenus(slides: readonly Element[], current: number): void {
  const hrefs = (index: number) => slideIds(slides[index]!).map((id) => `#${id}`);
  const links = [...document.querySelectorAll<HTMLAnchorElement>('.fusion-menu a[href*="#"]')];
  slides.forEach((_, index) => {
    const targets = hrefs(index);
    for (const link of links) {
      const hash = link.hash;
      if (!targets.includes(hash)) continue;
      link.closest('li')?.classList.toggle('current-menu-item', index === current);
    }
  });
}
