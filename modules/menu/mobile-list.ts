// The collapsed menu's list behind `button.awb-menu__m-toggle`: `nav.expanded` shows it; while it is
// closed its links and buttons leave the tab order (the theme's tabindex -1, for stylesheets that
// hide the list without `display:none`); a full-width list (`mobile-size-full-absolute`) is laid
// over the whole window, minus the scroll bar, as the theme sizes it.

const focusables = (nav: HTMLElement) =>
  nav.querySelectorAll<HTMLElement>(
    ':scope > .awb-menu__main-ul li > a, :scope > .awb-menu__main-ul li > button',
  );

/** Takes the hidden list's items out of the tab order, or gives them back. */
export function setListReachable(nav: HTMLElement, reachable: boolean): void {
  for (const element of focusables(nav)) {
    if (reachable) element.removeAttribute('tabindex');
    else element.tabIndex = -1;
  }
}

/** Lays an open full-width list from the window's left edge across the window (collapsed only). */
export function placeList(nav: HTMLElement): void {
  const list = nav.querySelector<HTMLElement>(':scope > .awb-menu__main-ul');
  if (!list) return;
  list.style.left = '';
  list.style.width = '';
  const full = nav.classList.contains('mobile-size-full-absolute');
  if (!full || !nav.classList.contains('collapse-enabled') || !nav.classList.contains('expanded')) return;
  const scrollbar = window.innerWidth - document.documentElement.clientWidth;
  list.style.width = `calc(100vw - ${scrollbar}px)`;
  const left = list.getBoundingClientRect().left;
  const current = Number.parseFloat(getComputedStyle(list).left) || 0;
  list.style.left = `${current - left}px`;
}
