// Opening and closing the menu's items through the toggle buttons the theme prints after each link
// (`button.awb-menu__open-nav-submenu_mobile`, `…_click`, `…_main`, `…_sub`): `li.expanded` and the
// button's `aria-expanded` (which the theme's click-mode rule
// `.awb-menu__open-nav-submenu_click[aria-expanded=true] ~ .awb-menu__sub-ul` shows), an inline
// display with a slide where the theme's stylesheet hides the panel (collapsed and stacked menus),
// accordions, the flyout state, and focus for search fields.

import { resetSlide, slide } from '../../theme-platform/slide-toggle';
import { placeMegamenus } from './megamenu-position';
import { placeSubmenu } from './submenu-direction';

/** What the items need to know about their nav, read when they act (the mode changes). */
export interface MenuState {
  nav: HTMLElement;
  collapsed(): boolean;
  /** Collapsed-mode slide in ms (0 under reduced motion). */
  slideMs(): number;
  /** The nav's `data-transition-time` in ms (0 under reduced motion). */
  transitionMs(): number;
  /** Runs `action` after `ms` unless the module was destroyed meanwhile. */
  later(ms: number, action: () => void): void;
}

const panelSelector =
  ':scope > .awb-menu__sub-ul, :scope > .awb-menu__mega-wrap, :scope > .fusion-megamenu-wrapper';

export const toggleOf = (item: Element) =>
  item.querySelector<HTMLButtonElement>(':scope > .awb-menu__open-nav-submenu_mobile');
export const isOpen = (item: Element) => item.classList.contains('expanded');
const panelsOf = (item: Element) => [...item.querySelectorAll<HTMLElement>(panelSelector)];

/** After the nav's transition time: the search field of an opened panel, else (flyouts) its first link. */
function focusInside(state: MenuState, item: HTMLElement, firstLink: boolean): void {
  const panel = panelsOf(item)[0];
  const target =
    panel?.querySelector<HTMLElement>('.fusion-search-form-content input[type="search"]') ??
    (firstLink ? panel?.querySelector<HTMLElement>('a[href]') : null);
  if (!target) return;
  state.later(state.transitionMs(), () => {
    if (isOpen(item)) target.focus();
  });
}

export function createItems(state: MenuState) {
  const { nav } = state;
  const has = (name: string) => nav.classList.contains(name);
  const stacked = () => has('awb-menu_v-stacked') && !state.collapsed();
  const openItems = () => [...nav.querySelectorAll<HTMLElement>('li.expanded')];

  const setFlyout = () => {
    if (!has('awb-menu_flyout')) return;
    const open = !state.collapsed() && openItems().length > 0;
    nav.classList.toggle('flyout-submenu-expanded', open);
    const rows: HTMLElement[] = [];
    for (
      let row = nav.closest<HTMLElement>('.fusion-row');
      row;
      row = row.parentElement?.closest('.fusion-row') ?? null
    )
      rows.push(row);
    rows.at(-1)?.classList.toggle('fusion-row-on-top', open);
  };

  /** Opens or closes one item; `animate: false` for state set without the visitor acting. */
  const setOpen = (item: HTMLElement, open: boolean, animate = true): void => {
    if (open === isOpen(item)) return;
    if (!open)
      for (const inner of item.querySelectorAll<HTMLElement>('li.expanded')) setOpen(inner, false, animate);
    const panels = panelsOf(item);
    if (stacked()) {
      if (open && (has('awb-menu_cm_accordion') || has('awb-submenu_cm_accordion')))
        for (const other of openItems()) if (!other.contains(item)) setOpen(other, false, animate);
      for (const panel of panels) {
        slide(panel, open, animate ? state.transitionMs() : 0, 'none');
        if (!open) panel.classList.remove('is-opened');
      }
    } else if (state.collapsed()) {
      if (open && has('awb-menu_mobile-accordion'))
        for (const sibling of item.parentElement?.children ?? [])
          if (sibling !== item && isOpen(sibling)) setOpen(sibling as HTMLElement, false, animate);
      for (const panel of panels) slide(panel, open, animate ? state.slideMs() : 0, '');
    } else {
      // Desktop: one branch open at a time; the theme's stylesheet shows the panel.
      if (open) for (const other of openItems()) if (!other.contains(item)) setOpen(other, false, animate);
      for (const panel of panels) resetSlide(panel);
    }
    toggleOf(item)?.setAttribute('aria-expanded', String(open));
    item.querySelector(':scope > a[aria-expanded]')?.setAttribute('aria-expanded', String(open));
    item.classList.toggle('expanded', open);
    if (open) {
      if (!state.collapsed() && !stacked()) {
        placeMegamenus(item, nav);
        if (has('awb-menu_dropdown')) placeSubmenu(item, nav);
      }
      if (animate && (has('awb-menu_flyout') || item.classList.contains('awb-menu__li_search-dropdown')))
        focusInside(state, item, has('awb-menu_flyout') && !state.collapsed());
    }
    setFlyout();
  };

  const closeAll = (animate = true) => {
    for (const item of openItems()) setOpen(item, false, animate);
  };

  /** Stacked menus show the current page's branch open from the start (the theme's `is-opened`). */
  const openCurrent = () => {
    if (!has('awb-menu_v-stacked') || state.collapsed()) return;
    for (const current of nav.querySelectorAll('.awb-menu__sub-li.current-menu-item')) {
      for (let item = current.parentElement?.closest<HTMLElement>('li'); item && nav.contains(item); ) {
        for (const panel of panelsOf(item)) panel.classList.add('is-opened');
        item.classList.add('expanded');
        toggleOf(item)?.setAttribute('aria-expanded', 'true');
        item.querySelector(':scope > a[aria-expanded]')?.setAttribute('aria-expanded', 'true');
        item = item.parentElement?.closest<HTMLElement>('li');
      }
    }
  };

  /** Back to the server's state: every item closed, no inline display (a mode switch, cleanup). */
  const reset = () => {
    for (const item of openItems()) {
      item.classList.remove('expanded');
      toggleOf(item)?.setAttribute('aria-expanded', 'false');
      item.querySelector(':scope > a[aria-expanded]')?.setAttribute('aria-expanded', 'false');
    }
    for (const panel of nav.querySelectorAll<HTMLElement>(panelSelector.replaceAll(':scope > ', ''))) {
      resetSlide(panel);
      panel.classList.remove('is-opened');
    }
    setFlyout();
  };

  return { setOpen, closeAll, openCurrent, reset, openItems };
}

export type MenuItems = ReturnType<typeof createItems>;
