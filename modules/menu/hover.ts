// Hover mode, where the theme's stylesheet shows a drop-down on `li:hover` and `li:focus-within`: the
// script only places what is about to show (drop-downs flipped at the row's edge, mega menus), and
// Escape dismisses a shown drop-down until pointer and focus have left its item (WCAG 1.4.13).
// Stacked column menus in hover mode slide their sub-menus open and closed instead (the theme's
// `awb-menu_v-stacked.awb-menu_em-hover`), except the branch that holds the current page.
import type { MenuItems, MenuState } from './items';
import { placeMegamenus } from './megamenu-position';
import { placeSubmenu } from './submenu-direction';

const panelSelector =
  ':scope > .awb-menu__sub-ul, :scope > .awb-menu__mega-wrap, :scope > .fusion-megamenu-wrapper';

export function wireHover(state: MenuState, items: MenuItems, signal: AbortSignal) {
  const { nav } = state;
  const has = (name: string) => nav.classList.contains(name);
  const dismissed = new Map<HTMLElement, AbortController>();
  const holdsCurrent = (item: Element) => Boolean(item.querySelector('.current-menu-item'));
  const stackedHover = () => has('awb-menu_v-stacked') && has('awb-menu_em-hover') && !state.collapsed();
  const desktopHover = () =>
    has('awb-menu_em-hover') && !has('awb-menu_v-stacked') && !has('awb-menu_flyout') && !state.collapsed();

  const place = (item: HTMLElement) => {
    if (!desktopHover()) return;
    placeMegamenus(item, nav);
    if (has('awb-menu_dropdown')) placeSubmenu(item, nav);
  };

  for (const item of nav.querySelectorAll<HTMLElement>('li.menu-item-has-children')) {
    const enter = () => {
      if (stackedHover()) items.setOpen(item, true);
      else place(item);
    };
    const leave = (next: EventTarget | null) => {
      if (!stackedHover() || holdsCurrent(item)) return;
      if (next instanceof Node && item.contains(next)) return;
      items.setOpen(item, false);
    };
    item.addEventListener('mouseenter', enter, { signal });
    item.addEventListener('focusin', enter, { signal });
    item.addEventListener('mouseleave', () => leave(document.activeElement), { signal });
    item.addEventListener('focusout', (event) => leave(event.relatedTarget), { signal });
  }

  const restore = (item: HTMLElement) => {
    dismissed.get(item)?.abort();
    dismissed.delete(item);
    for (const panel of item.querySelectorAll<HTMLElement>(panelSelector)) panel.style.display = '';
  };

  /** Escape in hover mode: hides the drop-down around `focused` until the visitor leaves its item. */
  const dismiss = (focused: Element): boolean => {
    if (!desktopHover()) return false;
    for (let item = focused.closest<HTMLElement>('li.menu-item-has-children'); item && nav.contains(item); ) {
      const panels = [...item.querySelectorAll<HTMLElement>(panelSelector)].filter(
        (panel) => panel.getClientRects().length > 0,
      );
      if (panels.length) {
        const focusInPanel = panels.some((panel) => panel.contains(focused));
        for (const panel of panels) panel.style.display = 'none';
        if (focusInPanel) item.querySelector<HTMLElement>(':scope > a')?.focus();
        const leaving = new AbortController();
        dismissed.set(item, leaving);
        const target = item;
        target.addEventListener(
          'mouseleave',
          () => {
            if (!target.contains(document.activeElement)) restore(target);
          },
          { signal: AbortSignal.any([signal, leaving.signal]) },
        );
        target.addEventListener(
          'focusout',
          (event) => {
            const next = event.relatedTarget;
            if (!(next instanceof Node && target.contains(next)) && !target.matches(':hover'))
              restore(target);
          },
          { signal: AbortSignal.any([signal, leaving.signal]) },
        );
        return true;
      }
      item = item.parentElement?.closest<HTMLElement>('li.menu-item-has-children') ?? null;
    }
    return false;
  };

  return {
    dismiss,
    reset: () => {
      for (const item of [...dismissed.keys()]) restore(item);
    },
  };
}
