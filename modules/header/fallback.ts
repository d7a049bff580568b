// The header's safety net: the phone menu holder, empty in the server's HTML, gets the main menu's
// links (every sub-menu open, mega menus as plain lists), and the flyout toggles open and close it
// and the search with the classes the theme's stylesheet keys on, so a phone visitor can navigate
// when the header module cannot run. The theme's stylesheet shows neither the flyout's holder nor
// its sub-menus by itself (Avada 7.11+), so both are shown inline. Plain DOM: nothing from the module.
import type { Fallback } from '../../kernel/contract';

const activeClass = 'fusion-flyout-active';

/** A mega menu's columns as one sub-menu: each column's title link followed by its links. */
function flattenMegaMenus(list: Element): void {
  for (const wrapper of list.querySelectorAll('.fusion-megamenu-wrapper')) {
    const submenu = document.createElement('ul');
    submenu.className = 'sub-menu';
    for (const column of wrapper.querySelectorAll('.fusion-megamenu > li')) {
      const item = document.createElement('li');
      const title = column.querySelector(':scope > .fusion-megamenu-title a, :scope > a');
      if (title) item.append(title);
      item.append(...column.querySelectorAll(':scope > .sub-menu'));
      submenu.append(item);
    }
    wrapper.replaceWith(submenu);
  }
}

function copyOf(list: Element): Element {
  const copy = list.cloneNode(true) as Element;
  if (copy.id) copy.id = `mobile-${copy.id}`;
  for (const part of copy.querySelectorAll(
    '.fusion-caret, .fusion-megamenu-bullet, .fusion-megamenu-widgets-container, .fusion-main-menu-search',
  ))
    part.remove();
  flattenMegaMenus(copy);
  for (const item of copy.querySelectorAll('li')) {
    item.className = 'fusion-mobile-nav-item';
    if (item.id) item.id = item.id.replace('menu-item', 'mobile-menu-item');
  }
  for (const submenu of copy.querySelectorAll<HTMLElement>('.sub-menu')) submenu.style.display = 'block';
  return copy;
}

/** The holder shown while the menu is open, below the header bar (the theme fixes it over the window). */
function showHolder(root: Element, holder: HTMLElement | null): void {
  if (!holder) return;
  const open = root.classList.contains('fusion-flyout-menu-active');
  const top = Math.max(0, root.querySelector('.fusion-header')?.getBoundingClientRect().bottom ?? 0);
  holder.style.display = open ? 'flex' : '';
  holder.style.marginTop = open ? `${top}px` : '';
  holder.style.height = open ? `calc(100% - ${top}px)` : '';
}

/** The theme's toggle link (printed aria-hidden) as a working button for one overlay. */
function wireToggle(
  root: Element,
  area: Element | null,
  stateClass: string,
  otherClass: string,
  holder: HTMLElement | null,
): void {
  const toggle = area?.matches('a') ? area : area?.querySelector('a');
  // Wired once: the theme prints no role, so a role means this ran already.
  if (!area || !toggle || toggle.getAttribute('role') === 'button') return;
  toggle.removeAttribute('aria-hidden');
  toggle.setAttribute('role', 'button');
  toggle.setAttribute('aria-expanded', 'false');
  area.addEventListener('click', (event) => {
    event.preventDefault();
    const open = !root.classList.contains(stateClass);
    root.classList.remove(otherClass);
    root.classList.toggle(stateClass, open);
    root.classList.toggle(activeClass, open);
    for (const other of root.querySelectorAll('.fusion-flyout-menu-icons [aria-expanded]'))
      other.setAttribute('aria-expanded', String(other === toggle && open));
    showHolder(root, holder);
  });
}

const fallback: Fallback = (elements) => {
  for (const wrapper of elements) {
    const holder = wrapper.querySelector<HTMLElement>(
      '.fusion-mobile-nav-holder:not(.fusion-mobile-sticky-nav-holder)',
    );
    const list = wrapper.querySelector('nav.fusion-main-menu:not(.fusion-sticky-menu) > ul');
    if (holder && list && !holder.querySelector('ul')) holder.append(copyOf(list));
    const root = wrapper.querySelector('.fusion-header-has-flyout-menu');
    if (!root) continue;
    wireToggle(
      root,
      root.querySelector('.fusion-flyout-menu-icons .fusion-flyout-menu-toggle'),
      'fusion-flyout-menu-active',
      'fusion-flyout-search-active',
      holder,
    );
    wireToggle(
      root,
      root.querySelector('.fusion-flyout-search-toggle'),
      'fusion-flyout-search-active',
      'fusion-flyout-menu-active',
      holder,
    );
  }
};
export default fallback;
