// The page builder's menu element (Avada 7.9+ `nav.awb-menu`) as the theme prints it: the nav's
// classes and data attributes, the mobile toggle, the flyout close button, the search overlay, and
// per item the two decoration spans, the link, the theme's own sub-menu toggle button and the panel
// (drop-down, classic mega menu, library mega menu, search drop-down). Written from the Builder's
// menu element and nav walker (THEME-MARKUP.md, "menu"); style attributes are left out (the demo
// runs under a strict style-src) and the flyout close button's inline onClick too (theme code).

/** One menu item as the site's administrator builds it in the menu screen. */
export interface MenuEntry {
  label: string;
  /** The link; none for a top item that only opens its sub-menu (printed as `#`). */
  href?: string;
  children?: MenuEntry[];
  /** A classic mega menu: the children are its titled columns, their children the column's links. */
  megamenu?: boolean;
  /** A mega menu from the library: builder markup shown in `.awb-menu__mega-wrap`. */
  megaWrap?: { id: number; width: 'site_width' | 'viewport_width' | 'custom_width'; content: string };
  /** The special search item. */
  search?: 'overlay' | 'dropdown';
}

/** The element's options, named as in the builder. */
export interface MenuElement {
  /** The menu's slug: the list id is `menu-<slug>`. */
  slug: string;
  /** The menu's name: the nav's `aria-label`. */
  name: string;
  direction: 'row' | 'column';
  expand: 'hover' | 'click';
  /** `data-breakpoint` in px; 0 is the builder's "never" (no mobile toggle is printed). */
  breakpoint: number;
  submenu: 'dropdown' | 'flyout' | 'stacked';
  /** Collapsed mode: `toggle` keeps siblings open, `accordion` closes them. */
  mobileOpening: 'toggle' | 'accordion';
  /** Stacked column menus in click mode: `toggle` or `accordion`. */
  stackedClickMode?: 'toggle' | 'accordion';
  expandDirection?: 'left' | 'right';
  closeOnOuterClick?: boolean;
  /** Text of the mobile toggle; without one the theme prints screen-reader text. */
  toggleText?: string;
  /** `data-count`: the element's number on the page. */
  count: number;
  /** The first menu-item id (WordPress post ids; any unique numbers). */
  firstItemId: number;
}

export const texts = {
  openSubmenu: 'Submenu van %s openen',
  expandSearch: 'Zoekveld uitklappen',
  closeSearch: 'Zoeken sluiten',
  toggleNavigation: 'Navigatie tonen of verbergen',
  search: 'Zoeken',
  searchFor: 'Zoeken naar:',
  searchPlaceholder: 'Zoeken...',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The theme's search form (`get_search_form()` in Avada): a labelled field and an icon button. */
export function searchForm(action: string): string {
  return `<form role="search" class="searchform fusion-search-form  fusion-search-form-clean" method="get" action="${escapeHtml(action)}"><div class="fusion-search-form-content"><div class="fusion-search-field search-field"><label><span class="screen-reader-text">${texts.searchFor}</span><input type="search" value="" name="s" class="s" placeholder="${texts.searchPlaceholder}" required aria-required="true" aria-label="${texts.searchPlaceholder}"/></label></div><div class="fusion-search-button search-button"><input type="submit" class="fusion-search-submit searchsubmit" aria-label="${texts.search}" value="&#xf002;" /></div></div></form>`;
}

function searchOverlayContent(action: string): string {
  return `${searchForm(action)}<div class="fusion-search-spacer"></div><a href="#" role="button" aria-label="${texts.closeSearch}" class="fusion-close-search"></a>`;
}

interface Walk {
  element: MenuElement;
  here: string;
  searchAction: string;
  nextId: number;
  overlay: string;
}

const holdsCurrent = (entry: MenuEntry, here: string): boolean =>
  entry.href === here || Boolean(entry.children?.some((child) => holdsCurrent(child, here)));

function toggleButton(walk: Walk, label: string, depth: number): string {
  const click = walk.element.expand === 'click' ? ' awb-menu__open-nav-submenu_click' : '';
  const level = depth === 0 ? 'awb-menu__open-nav-submenu_main' : 'awb-menu__open-nav-submenu_sub';
  return `<button type="button" aria-label="${escapeHtml(label)}" aria-expanded="false" class="awb-menu__open-nav-submenu_mobile${click} ${level}"></button>`;
}

function itemClasses(walk: Walk, entry: MenuEntry, depth: number, id: number, inMega: boolean): string {
  const { here, element } = walk;
  const classes = ['menu-item', 'menu-item-type-post_type', 'menu-item-object-page'];
  const hasChildren = Boolean(entry.children?.length || entry.megaWrap);
  if (entry.search === 'dropdown')
    classes.push('menu-item-has-children', 'custom-menu-search', 'awb-menu__li_search-dropdown');
  if (entry.search === 'overlay') classes.push('custom-menu-search', 'awb-menu__li_search-overlay');
  if (hasChildren) classes.push('menu-item-has-children');
  if (entry.href === here) classes.push('current-menu-item', 'current_page_item');
  else if (holdsCurrent(entry, here)) {
    classes.push('current-menu-ancestor');
    if (entry.children?.some((child) => child.href === here)) classes.push('current-menu-parent');
  }
  classes.push(`menu-item-${id}`, 'awb-menu__li');
  if (depth === 0) classes.push('awb-menu__main-li', 'awb-menu__main-li_regular');
  if (depth > 0 && !inMega) classes.push('awb-menu__sub-li');
  if (depth === 1 && inMega)
    classes.push(
      'fusion-megamenu-submenu',
      'menu-item-has-link',
      'fusion-megamenu-columns-3',
      'col-lg-4',
      'col-md-4',
      'col-sm-4',
    );
  if (depth === 0 && entry.megamenu) classes.push('fusion-megamenu-menu');
  if (depth === 0 && element.submenu === 'flyout' && (!entry.href || entry.href === '#'))
    classes.push('awb-flyout-top-level-no-link');
  return classes.join(' ');
}

function link(walk: Walk, entry: MenuEntry, depth: number, inMega: boolean): string {
  const href = entry.href ?? '#';
  const current = entry.href === walk.here ? ' aria-current="page"' : '';
  const label = escapeHtml(entry.label);
  if (depth === 1 && inMega)
    return `<div class='fusion-megamenu-title'><a class="awb-justify-title" href="${escapeHtml(href)}">${label}</a></div>`;
  if (depth > 0) {
    const bullet = inMega ? '<span class="fusion-megamenu-bullet"></span>' : '';
    return `<a href="${escapeHtml(href)}" class="awb-menu__sub-a"${current}><span>${bullet}${label}</span></a>`;
  }
  const hasChildren = Boolean(entry.children?.length || entry.megaWrap);
  const hover =
    hasChildren && walk.element.expand === 'hover'
      ? '<span class="awb-menu__open-nav-submenu-hover"></span>'
      : '';
  return `<a href="${escapeHtml(href)}" class="awb-menu__main-a awb-menu__main-a_regular"${current}><span class="menu-text">${label}</span>${hover}</a>`;
}

function searchItem(walk: Walk, entry: MenuEntry, depth: number): string {
  const label = escapeHtml(entry.label);
  const common = `class="awb-menu__main-a awb-menu__main-a_regular fusion-main-menu-icon`;
  if (entry.search === 'overlay') {
    // The overlay form is a child of the nav; the item keeps an inline copy for the mobile list.
    walk.overlay = `<div class="awb-menu__search-overlay">${searchOverlayContent(walk.searchAction)}</div>`;
    return `<a ${common} awb-menu__overlay-search-trigger trigger-overlay awb-menu__main-a_icon-only" href="#" aria-label="${label}" data-title="${label}" title="${label}" role="button" aria-expanded="false"></a><div class="awb-menu__search-inline awb-menu__search-inline_no-desktop">${searchOverlayContent(walk.searchAction)}</div>`;
  }
  return `<a ${common} awb-menu__main-a_icon-only" href="#" aria-label="${label}" data-title="${label}" title="${label}"><span class="awb-menu__i awb-menu__i_main"><i class="glyphicon fa-search fas" aria-hidden="true"></i></span></a>${toggleButton(walk, texts.expandSearch, depth)}<ul class="awb-menu__sub-ul awb-menu__sub-ul_main fusion-menu-searchform-dropdown"><li class="awb-menu__sub-li">${searchForm(walk.searchAction)}</li></ul>`;
}

function item(walk: Walk, entry: MenuEntry, depth: number, inMega: boolean): string {
  const id = walk.nextId++;
  const dataId = depth === 0 ? ` data-item-id="${id}"` : '';
  const decoration =
    depth === 0
      ? '<span class="awb-menu__main-background-default awb-menu__main-background-default_fade"></span><span class="awb-menu__main-background-active awb-menu__main-background-active_fade"></span>'
      : '';
  let body: string;
  if (entry.search) body = searchItem(walk, entry, depth);
  else {
    body = link(walk, entry, depth, inMega);
    const hasChildren = Boolean(entry.children?.length || entry.megaWrap);
    if (hasChildren && !(depth === 1 && inMega))
      body += toggleButton(walk, texts.openSubmenu.replace('%s', entry.label), depth);
    if (entry.megaWrap)
      body += `<div class="awb-menu__mega-wrap" id="awb-mega-menu-${entry.megaWrap.id}" data-width="${entry.megaWrap.width}">${entry.megaWrap.content}</div>`;
    if (entry.children?.length) body += subList(walk, entry, depth, inMega);
  }
  return `<li id="menu-item-${id}" class="${itemClasses(walk, entry, depth, id, inMega)}"${dataId}>${decoration}${body}</li>`;
}

function subList(walk: Walk, entry: MenuEntry, depth: number, inMega: boolean): string {
  const children = entry.children ?? [];
  if (depth === 0 && entry.megamenu) {
    const columns = children.map((child) => item(walk, child, 1, true)).join('');
    return `<div class="fusion-megamenu-wrapper fusion-columns-3 columns-per-row-3 columns-${children.length} col-span-6"><div class="row"><div class="fusion-megamenu-holder" data-width="600px"><ul class="fusion-megamenu">${columns}</ul></div></div></div>`;
  }
  if (inMega)
    return `<ul class="sub-menu deep-level">${children.map((child) => item(walk, child, depth + 1, true)).join('')}</ul>`;
  const level = depth === 0 ? 'awb-menu__sub-ul_main' : 'awb-menu__sub-ul_grand';
  return `<ul class="awb-menu__sub-ul ${level}">${children.map((child) => item(walk, child, depth + 1, false)).join('')}</ul>`;
}

function navClasses(element: MenuElement): string {
  const classes = [
    'awb-menu',
    `awb-menu_${element.direction}`,
    `awb-menu_em-${element.expand}`,
    'mobile-mode-collapse-to-button',
    'awb-menu_icons-left',
    'awb-menu_dc-yes',
    'mobile-trigger-fullwidth-off',
    `awb-menu_mobile-${element.mobileOpening}`,
    'awb-menu_indent-left',
  ];
  if (element.closeOnOuterClick) classes.push('close-on-outer-click-yes');
  classes.push('mobile-size-full-absolute', 'loading', 'mega-menu-loading', 'awb-menu_desktop');
  if (element.submenu === 'flyout') classes.push('awb-menu_flyout', 'awb-menu_flyout__fade');
  else if (element.submenu === 'stacked') {
    classes.push('awb-menu_v-stacked');
    if (element.expand === 'click') classes.push(`awb-submenu_cm_${element.stackedClickMode ?? 'toggle'}`);
  } else
    classes.push(
      'awb-menu_dropdown',
      `awb-menu_expand-${element.expandDirection ?? 'right'}`,
      'awb-menu_transition-fade',
    );
  return classes.join(' ');
}

function mobileToggle(element: MenuElement): string {
  const text = element.toggleText;
  const noText = text ? '' : '_no-text';
  const variant = (base: string) => (text ? base : `${base} ${base}_no-text`);
  const label = text ? escapeHtml(text) : `<span class="screen-reader-text">${texts.toggleNavigation}</span>`;
  return `<button type="button" class="${variant('awb-menu__m-toggle')}" aria-expanded="false" aria-controls="menu-${element.slug}"><span class="awb-menu__m-toggle-inner"><span class="collapsed-nav-text">${label}</span><span class="awb-menu__m-collapse-icon${noText ? ' awb-menu__m-collapse-icon_no-text' : ''}"><span class="${variant('awb-menu__m-collapse-icon-open')} fa-bars fas"></span><span class="${variant('awb-menu__m-collapse-icon-close')} fa-times fas"></span></span></span></button>`;
}

/**
 * The menu element's `nav`, as the Builder renders it. `here` is the current page's address, as the
 * entries' `href`s are written (the current item gets WordPress' current classes and `aria-current`).
 */
export function awbMenu(
  element: MenuElement,
  entries: MenuEntry[],
  here: string,
  searchAction: string,
): string {
  const walk: Walk = { element, here, searchAction, nextId: element.firstItemId, overlay: '' };
  const items = entries.map((entry) => item(walk, entry, 0, false)).join('');
  const dropdown =
    element.submenu === 'dropdown' ? ` data-expand="${element.expandDirection ?? 'right'}"` : '';
  const toggle = element.breakpoint === 0 ? '' : mobileToggle(element);
  const flyoutClose =
    element.submenu === 'flyout' ? '<button type="button" class="awb-menu__flyout-close"></button>' : '';
  return `<nav class="${navClasses(element)}" aria-label="${escapeHtml(element.name)}" data-breakpoint="${element.breakpoint}" data-count="${element.count}" data-transition-type="fade" data-transition-time="300"${dropdown}>${walk.overlay}${toggle}${flyoutClose}<ul id="menu-${element.slug}" class="fusion-menu awb-menu__main-ul awb-menu__main-ul_${element.direction}">${items}</ul></nav>`;
}
