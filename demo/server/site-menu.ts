// The theme's site menu as the page builder prints it: a `nav` with `data-breakpoint` and the
// desktop class, sub-menus as nested lists, a megamenu, a search overlay (or drop-down, per page),
// and a flyout menu. The menu module enhances this markup in place; without scripts the site's CSS
// still shows it.

/** The menu's search: an overlay over the menu row, or a drop-down under its button. */
export type SearchStyle = 'overlay' | 'dropdown';

export interface MenuPage {
  route: string;
  label: string;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function item(href: string, label: string, currentRoute: string, extraClass = ''): string {
  const current = href === currentRoute;
  const classes = ['menu-item', extraClass, current ? 'current-menu-item' : ''].filter(Boolean).join(' ');
  return `<li class="${classes}"><a class="awb-menu__main-a" href="${href}"${current ? ' aria-current="page"' : ''}><span class="menu-text">${escapeHtml(label)}</span></a></li>`;
}

/** The main menu: the pages' nav entries, a megamenu, a service sub-menu and the search overlay or drop-down. */
export function siteMenu(
  pages: MenuPage[],
  currentRoute: string,
  prefix: string,
  searchStyle: SearchStyle = 'overlay',
): string {
  const link = (path: string) => `${prefix}${path}`;
  const here = `${prefix}${currentRoute}`;
  const pageItems = pages.map((page) => {
    const href = link(page.route);
    if (page.route !== '/winkel/product/') return item(href, page.label, here);
    // The shop entry carries the megamenu: columns of categories, kept inside the site width.
    const current = href === here;
    return `<li class="menu-item menu-item-has-children awb-menu__li_mega${current ? ' current-menu-item' : ''}"><a class="awb-menu__main-a" href="${href}"${current ? ' aria-current="page"' : ''}><span class="menu-text">${escapeHtml(page.label)}</span></a>
<div class="awb-menu__mega-wrap">
<div class="awb-menu__mega-col"><p class="awb-menu__mega-title">Fietsen</p><ul class="awb-menu__sub-ul sub-menu">
${item(href, 'Stadsfietsen', here)}${item(link('/winkel/product/#bakfietsen'), 'Bakfietsen', here)}${item(link('/winkel/product/#e-bikes'), 'Elektrische fietsen', here)}
</ul></div>
<div class="awb-menu__mega-col"><p class="awb-menu__mega-title">Onderdelen</p><ul class="awb-menu__sub-ul sub-menu">
${item(link('/winkelwagen/'), 'Banden en binnenbanden', here)}${item(link('/winkelwagen/'), 'Verlichting', here)}${item(link('/winkelwagen/'), 'Kettingolie', here)}
</ul></div>
<div class="awb-menu__mega-col"><p class="awb-menu__mega-title">Acties</p><p class="awb-menu__mega-text">Winterbeurt voor € 49: remmen, verlichting en ketting gecontroleerd.</p></div>
</div></li>`;
  });
  const service = `<li class="menu-item menu-item-has-children" data-close-on-outer-click="1"><a class="awb-menu__main-a" href="${link('/artikel/')}"><span class="menu-text">Service</span></a>
<ul class="awb-menu__sub-ul sub-menu">
${item(link('/artikel/#ketting'), 'Ketting onderhouden', here)}
<li class="menu-item menu-item-has-children"><a href="${link('/artikel/#verlichting')}"><span class="menu-text">Verlichting</span></a>
<ul class="awb-menu__sub-ul sub-menu">${item(link('/artikel/#verlichting'), 'Dynamo en lampjes', here)}${item(link('/contact/'), 'Reparatie aanvragen', here)}</ul></li>
${item(link('/artikel/#banden'), 'Banden oppompen', here)}
</ul></li>`;
  const search = `<li class="menu-item awb-menu__li_search-${searchStyle}">
<div class="awb-menu__search-panel"><form role="search" class="searchform" method="get" action="${link('/')}"><label class="screen-reader-text" for="menu-search-field">Zoeken naar</label><input id="menu-search-field" type="search" name="s" placeholder="Zoeken…"><button type="submit" class="button">Zoeken</button></form></div>
</li>`;
  const [first = '', ...rest] = pageItems;
  return `<nav class="awb-menu awb-menu_row awb-menu_em-hover awb-menu_desktop site-nav" data-breakpoint="800" aria-label="Hoofdmenu">
<button type="button" class="awb-menu__m-toggle" aria-expanded="false" aria-controls="menu-hoofdmenu"><span class="awb-menu__m-toggle-inner">Menu</span></button>
<ul id="menu-hoofdmenu" class="awb-menu__main-ul">
${first}${service}${rest.join('')}${search}
</ul></nav>`;
}

/** The flyout menu: a stacked (vertical) menu that opens over the page from its toggle; its
 *  sub-menus stay open side by side (a column menu), unlike the drop-downs of the row menu. */
export function flyoutMenu(currentRoute: string, prefix: string): string {
  const here = `${prefix}${currentRoute}`;
  const link = (path: string) => `${prefix}${path}`;
  return `<nav class="awb-menu awb-menu_column awb-menu_flyout awb-menu_em-click awb-menu_desktop" data-breakpoint="0" aria-label="Snelmenu">
<button type="button" class="awb-menu__flyout-toggle" aria-expanded="false" aria-controls="menu-snelmenu"><span>Snelmenu</span></button>
<ul id="menu-snelmenu" class="awb-menu__main-ul">
${item(link('/contact/'), 'Openingstijden', here)}
<li class="menu-item menu-item-has-children"><a href="${link('/over-ons/')}"><span class="menu-text">Over De Spaak</span></a>
<ul class="awb-menu__sub-ul sub-menu">${item(link('/over-ons/'), 'Ons team', here)}${item(link('/contact/'), 'Route en parkeren', here)}</ul></li>
<li class="menu-item menu-item-has-children"><a href="${link('/werkplaats/')}"><span class="menu-text">Werkplaats</span></a>
<ul class="awb-menu__sub-ul sub-menu">${item(link('/werkplaats/'), 'Onderhoudsbeurten', here)}${item(link('/contact/'), 'Afspraak maken', here)}</ul></li>
${item(link('/winkelwagen/'), 'Mijn winkelwagen', here)}
</ul></nav>`;
}

/**
 * The header of a page built with a Layouts header (`"header": "layouts"` in its header comment):
 * for now today's awb-menu markup (the row menu and the flyout menu beside the logo); the Layouts
 * header with its sticky containers replaces it.
 */
export function layoutsHeader(
  pages: MenuPage[],
  currentRoute: string,
  prefix: string,
  searchStyle?: SearchStyle,
): string {
  return `<header class="fusion-header-wrapper">
  <div class="site-header__inner">
    <a class="site-logo" href="${prefix}/">De Spaak<span> fietsen &amp; meer</span></a>
    ${siteMenu(pages, currentRoute, prefix, searchStyle)}
    ${flyoutMenu(currentRoute, prefix)}
  </div>
</header>`;
}
