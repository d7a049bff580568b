// The menu's search overlay (THEME-MARKUP.md, "menu"): `.awb-menu__overlay-search-trigger` and
// `.fusion-close-search` toggle `has-search-overlay` on the nav, which shows `.awb-menu__search-overlay`
// over the menu row; `menu-element-search-transition` for the nav's transition time; the field gets
// focus once it shows, and focus returns to the trigger when the overlay closes around it.
import type { MenuState } from './items';

const visible = (element: Element) => element.getClientRects().length > 0;

export function createSearchOverlay(state: MenuState) {
  const { nav } = state;
  const overlay = nav.querySelector<HTMLElement>(':scope > .awb-menu__search-overlay');
  const triggers = () => [...nav.querySelectorAll<HTMLElement>('.awb-menu__overlay-search-trigger')];
  const isOpen = () => nav.classList.contains('has-search-overlay');

  const set = (open: boolean) => {
    if (!overlay) return;
    const focusWasInside = overlay.contains(document.activeElement);
    nav.classList.toggle('has-search-overlay', open);
    nav.classList.add('menu-element-search-transition');
    state.later(state.transitionMs(), () => nav.classList.remove('menu-element-search-transition'));
    for (const trigger of triggers()) trigger.setAttribute('aria-expanded', String(open));
    if (open)
      state.later(state.transitionMs(), () => {
        if (isOpen()) overlay.querySelector<HTMLElement>('input[type="search"]')?.focus();
      });
    else if (focusWasInside) triggers().find(visible)?.focus();
  };

  return {
    toggle: () => set(!isOpen()),
    /** Closed without moving focus (a mode switch, cleanup). */
    reset: () => {
      nav.classList.remove('has-search-overlay', 'menu-element-search-transition');
      for (const trigger of triggers()) trigger.setAttribute('aria-expanded', 'false');
    },
  };
}
