// The phone menu: a copy of the main menu's list in the empty `nav.fusion-mobile-nav-holder`, made
// the way the theme's menu script makes it (THEME-MARKUP.md, "Legacy header menu and mobile menu"):
// list id `mobile-menu-<slug>`, items `li.fusion-mobile-nav-item` with ids `mobile-menu-item-N`, no
// carets or menu-only parts, mega menus flattened into sub-menus, and a `button.fusion-open-submenu`
// after each link that has a sub-menu, named from the theme's open/close texts.

export interface SubmenuTexts {
  /** Name of a closed sub-menu's button; %s is the item's text (`avadaMenuVars.mobile_submenu_open`). */
  openSubmenu: string;
  /** Name of an open sub-menu's button (`avadaMenuVars.mobile_submenu_close`). */
  closeSubmenu: string;
}

/** Parts of the main menu the theme's script drops from its phone copy. */
const droppedParts = [
  '.fusion-middle-logo-menu-logo',
  '.fusion-caret',
  '.fusion-menu-login-box .fusion-custom-menu-item-contents',
  '.fusion-menu-cart .fusion-custom-menu-item-contents',
  '.fusion-main-menu-cart',
  '.fusion-main-menu-search',
  '.fusion-main-menu-sliding-bar',
  '.fusion-arrow-svg',
  '.fusion-dropdown-svg',
  'li > a > span > .button-icon-divider-left',
  'li > a > span > .button-icon-divider-right',
].join(', ');

const currentClasses = ['current-menu-item', 'current-menu-parent', 'current-menu-ancestor'];

/** The classes a phone menu item keeps: its own mark, the author's class, children and current state. */
function mobileItemClass(item: Element): string {
  const classes = ['fusion-mobile-nav-item'];
  const authorClass = item.getAttribute('data-classes');
  if (authorClass) classes.push(authorClass);
  if (item.classList.contains('menu-item-has-children') || item.querySelector(':scope > ul'))
    classes.push('menu-item-has-children');
  if (currentClasses.some((name) => item.classList.contains(name)))
    classes.push('fusion-mobile-current-nav-item');
  return classes.join(' ');
}

/**
 * A mega menu becomes an ordinary sub-menu: its columns are items whose title link leads and whose
 * links follow; a column title without a link gets a `#` link (it opens the column), a column
 * without a title gives its links to the parent list; widget areas are dropped.
 */
function flattenMegaMenu(item: Element): void {
  for (const widgets of item.querySelectorAll('.fusion-megamenu-widgets-container')) widgets.remove();
  for (const columns of item.querySelectorAll<HTMLElement>('.fusion-megamenu-holder > ul')) {
    columns.className = 'sub-menu';
    columns.removeAttribute('style');
    for (const column of [...columns.children]) {
      column.removeAttribute('style');
      const title = column.querySelector(':scope > .fusion-megamenu-title');
      if (title && !title.querySelector(':scope > a') && !column.querySelector(':scope > a')) {
        const link = document.createElement('a');
        link.href = '#';
        link.textContent = title.textContent?.trim() ?? '';
        title.append(link);
      }
      const lead = title?.querySelector(':scope > a') ?? column.querySelector(':scope > a');
      if (lead) column.prepend(lead);
      else {
        // No title at all: the column's links take its place in the list.
        column.after(...column.querySelectorAll(':scope > .sub-menu'));
        column.remove();
        continue;
      }
      title?.remove();
    }
    item.append(columns);
  }
  for (const part of item.querySelectorAll('.fusion-megamenu-wrapper, .caret, .fusion-megamenu-bullet'))
    part.remove();
}

/** The phone copy of the main menu's list (not yet in the page). */
export function copyMainMenu(mainList: Element): HTMLUListElement {
  const list = mainList.cloneNode(true) as HTMLUListElement;
  if (list.id && !list.id.startsWith('mobile-')) list.id = `mobile-${list.id}`;
  list.classList.remove('fusion-middle-logo-ul');
  for (const part of list.querySelectorAll(droppedParts)) part.remove();
  for (const item of list.children) flattenMegaMenu(item);
  for (const item of list.querySelectorAll('li')) {
    item.className = mobileItemClass(item);
    if (item.id && !item.id.startsWith('mobile-menu-item-'))
      item.id = item.id.replace('menu-item', 'mobile-menu-item');
    item.removeAttribute('style');
  }
  // Attributes the desktop menu's behaviour added to its own links do not belong to the copy.
  for (const link of list.querySelectorAll('a')) {
    link.removeAttribute('aria-expanded');
    link.removeAttribute('aria-controls');
  }
  return list;
}

/** The text a sub-menu button is named after: the link's title, its menu text's own words (not a
 *  highlight badge inside it), or all its text. */
export function itemTitle(link: Element): string {
  const clean = (text: string) => text.replace(/\s+/g, ' ').trim();
  const title = link.getAttribute('title');
  if (title) return title;
  const menuText = link.querySelector(':scope > .menu-text');
  const own = menuText
    ? clean(
        [...menuText.childNodes]
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent)
          .join(''),
      )
    : '';
  return own || clean(link.textContent ?? '');
}

export function submenuLabel(template: string, title: string): string {
  return template.replace('%s', title);
}

/**
 * Adds the theme's `button.fusion-open-submenu` after every link with a sub-menu, closed: the
 * sub-menu hidden with an inline display as the theme's script hides it. Returns the buttons.
 */
export function addSubmenuButtons(list: Element, texts: SubmenuTexts): HTMLButtonElement[] {
  const buttons: HTMLButtonElement[] = [];
  let count = 0;
  for (const item of list.querySelectorAll('li')) {
    const submenu = item.querySelector<HTMLElement>(':scope > ul');
    const link = item.querySelector(':scope > a');
    if (!submenu || !link) continue;
    count += 1;
    if (!submenu.id) submenu.id = `${item.id || list.id || 'mobile-menu'}-submenu-${count}`;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'fusion-open-submenu';
    button.setAttribute('aria-expanded', 'false');
    button.setAttribute('aria-controls', submenu.id);
    button.setAttribute('aria-label', submenuLabel(texts.openSubmenu, itemTitle(link)));
    link.after(button);
    submenu.style.display = 'none';
    buttons.push(button);
  }
  return buttons;
}
