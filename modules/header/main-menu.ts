// The desktop main menu (`nav.fusion-main-menu`) as a WAI-ARIA disclosure navigation. The theme's
// stylesheet opens a drop-down or mega menu while its item is hovered or holds the focus, and the
// theme prints no toggle button for it, so none is added: each link that owns a panel tells its
// state (`aria-expanded`, `aria-controls`), Arrow Down / Up move into and through the open panel,
// Arrow Left / Right, Home and End move along the top row, and Escape closes the panel (a class of
// this module hides it while the focus stays on its link) and returns focus to the top link.

export interface MainMenuOptions {
  /** This module's class that keeps an item's panel closed although hovered or focused. */
  dismissedClass: string;
  signal: AbortSignal;
}

const panelSelector = ':scope > .sub-menu, :scope > .fusion-megamenu-wrapper';

/** The items of `list` that own a panel, each with its link and panel. */
export function panelItems(list: Element): { item: HTMLElement; link: HTMLElement; panel: HTMLElement }[] {
  return [...list.querySelectorAll<HTMLElement>('li')].flatMap((item) => {
    const link = item.querySelector<HTMLElement>(':scope > a');
    const panel = item.querySelector<HTMLElement>(panelSelector);
    return link && panel ? [{ item, link, panel }] : [];
  });
}

/**
 * The links of `panel` a visitor can reach now: its own, a mega menu's columns, and a nested
 * sub-menu's only while its item holds the focus (the stylesheet opens it then). Decided from the
 * markup, not from computed styles: a panel that just opened is still fading in.
 */
function reachableLinks(panel: Element, active: Element | null): HTMLElement[] {
  return [...panel.querySelectorAll<HTMLElement>('a[href]')].filter((link) => {
    for (let list = link.closest('.sub-menu'); list && list !== panel && panel.contains(list); ) {
      const owner = list.parentElement;
      if (!owner?.classList.contains('fusion-megamenu-submenu') && !owner?.contains(active)) return false;
      list = owner?.parentElement?.closest('.sub-menu') ?? null;
    }
    return true;
  });
}

/** The next index in a row of `count`, wrapping round. */
export function step(index: number, count: number, by: number): number {
  return (((index + by) % count) + count) % count;
}

export function startMainMenu(nav: HTMLElement, options: MainMenuOptions): void {
  const list = nav.querySelector<HTMLElement>(':scope > ul');
  if (!list) return;
  const { dismissedClass, signal } = options;
  const topItems = [...list.children].filter((child): child is HTMLElement => child.tagName === 'LI');
  const topLinks = topItems.flatMap((item) => {
    const link = item.querySelector<HTMLElement>(':scope > a');
    return link ? [link] : [];
  });
  const owners = panelItems(list);
  let count = 0;
  for (const { item, link, panel } of owners) {
    count += 1;
    if (!panel.id) panel.id = `${item.id || 'header-menu-item'}-panel-${count}`;
    link.setAttribute('aria-controls', panel.id);
    link.setAttribute('aria-expanded', 'false');
  }

  /** Each link's `aria-expanded` follows what the stylesheet shows: hovered or focused, not dismissed. */
  const sync = () => {
    const active = document.activeElement;
    for (const { item, link } of owners) {
      const open =
        !item.classList.contains(dismissedClass) && (item.matches(':hover') || item.contains(active));
      link.setAttribute('aria-expanded', String(open));
    }
  };
  const topItemOf = (element: Element | null) =>
    topItems.find((item) => element && item.contains(element)) ?? null;

  for (const item of topItems) {
    item.addEventListener(
      'mouseenter',
      () => {
        item.classList.remove(dismissedClass);
        sync();
      },
      { signal },
    );
    item.addEventListener('mouseleave', () => queueMicrotask(sync), { signal });
  }
  nav.addEventListener('focusin', sync, { signal });
  nav.addEventListener(
    'focusout',
    (event) => {
      // Focus left an item: a dismissed panel may open again next time.
      const left = topItemOf(event.target as Element);
      if (left && !left.contains(event.relatedTarget as Node | null)) left.classList.remove(dismissedClass);
      queueMicrotask(sync);
    },
    { signal },
  );

  nav.addEventListener(
    'keydown',
    (event) => {
      const active = document.activeElement as HTMLElement | null;
      const item = topItemOf(active);
      if (!active || !item) return;
      const topLink = item.querySelector<HTMLElement>(':scope > a');
      const panel = item.querySelector<HTMLElement>(panelSelector);
      const onTop = active === topLink;
      const move = (target: HTMLElement | undefined) => {
        if (!target) return;
        event.preventDefault();
        target.focus();
        // A panel the stylesheet is still fading in may not take focus yet: once more a frame later.
        if (document.activeElement !== target) requestAnimationFrame(() => target.focus());
      };
      switch (event.key) {
        case 'ArrowDown':
        case 'ArrowUp': {
          if (!panel) return;
          item.classList.remove(dismissedClass);
          sync();
          const links = reachableLinks(panel, active);
          const at = links.indexOf(active);
          const down = event.key === 'ArrowDown';
          if (onTop || at < 0) move(down ? links[0] : links[links.length - 1]);
          else move(links[step(at, links.length, down ? 1 : -1)]);
          break;
        }
        case 'ArrowRight':
        case 'ArrowLeft':
          if (!onTop) return;
          move(
            topLinks[step(topLinks.indexOf(active), topLinks.length, event.key === 'ArrowRight' ? 1 : -1)],
          );
          break;
        case 'Home':
        case 'End': {
          const row = onTop || !panel ? topLinks : reachableLinks(panel, active);
          move(event.key === 'Home' ? row[0] : row[row.length - 1]);
          break;
        }
        case 'Escape':
          if (!panel || item.classList.contains(dismissedClass)) return;
          event.preventDefault();
          item.classList.add(dismissedClass);
          topLink?.focus();
          sync();
          break;
      }
    },
    { signal },
  );
  // The hover or focus that loaded the module (its `interaction` strategy) came before these
  // listeners: a panel the stylesheet already shows is told as open from the start.
  sync();

  signal.addEventListener('abort', () => {
    for (const { item, link } of owners) {
      item.classList.remove(dismissedClass);
      link.removeAttribute('aria-expanded');
      link.removeAttribute('aria-controls');
    }
  });
}
