// The site's menus on the page builder's menu element (Avada 7.9+ `nav.awb-menu`), and the Layouts
// header that holds them: `header.fusion-tb-header` with two builder containers, a top bar with a
// click-mode service menu and a sticky bar with the logo, the main menu (drop-downs, a classic and a
// library mega menu, the search overlay or drop-down) and a flyout column menu. The menu and sticky
// modules act on this markup; without scripts the theme's stylesheet still shows it.
import { awbMenu, escapeHtml, type MenuEntry } from './awb-menu-markup';

/** The main menu's search: an overlay over the menu row, or a drop-down under its button. */
export type SearchStyle = 'overlay' | 'dropdown';

export interface MenuPage {
  route: string;
  label: string;
}

const workshopMega = (link: (path: string) => string) =>
  `<div class="fusion-fullwidth fullwidth-box fusion-builder-row-3 fusion-flex-container nonhundred-percent-fullwidth non-hundred-percent-height-scrolling"><div class="fusion-builder-row fusion-row fusion-flex-align-items-flex-start fusion-flex-content-wrap">${[
    [
      'Onderhoud',
      `<ul><li><a href="${link('/werkplaats/')}">Onze werkplaats</a></li><li><a href="${link('/contact/')}">Afspraak maken</a></li></ul>`,
    ],
    [
      'Reparatie',
      `<ul><li><a href="${link('/contact/')}">Reparatie aanvragen</a></li><li><a href="${link('/hulp/')}">Veelgestelde vragen</a></li></ul>`,
    ],
    [
      'Winterbeurt',
      '<p>Remmen, verlichting en ketting gecontroleerd voor € 49, klaar terwijl je koffie drinkt.</p>',
    ],
  ]
    .map(
      ([title, body], index) =>
        `<div class="fusion-layout-column fusion_builder_column fusion-builder-column-${5 + index} fusion_builder_column_1_3 1_3 fusion-flex-column"><div class="fusion-column-wrapper fusion-flex-justify-content-flex-start fusion-content-layout-column"><div class="fusion-text fusion-text-${2 + index}"><p><strong>${title}</strong></p>${body}</div></div></div>`,
    )
    .join('')}</div></div>`;

/** The main menu's items: the site's pages by topic, with the nav labels the pages give themselves. */
function mainEntries(pages: MenuPage[], prefix: string, searchStyle: SearchStyle): MenuEntry[] {
  const link = (path: string) => `${prefix}${path}`;
  const labelOf = (route: string, fallback: string) =>
    pages.find((page) => page.route === route)?.label ?? fallback;
  const page = (route: string, fallback: string): MenuEntry => ({
    label: labelOf(route, fallback),
    href: link(route),
  });
  const discover: MenuEntry[] = [
    { ...page('/fietsroutes/', 'Routes'), children: [page('/fietsroutes/in-beeld/', 'Routes in beeld')] },
    page('/fietsvakanties/', 'Fietsvakanties'),
    page('/blog/', 'Nieuws'),
    page('/artikel/', 'Blog'),
    page('/videos/', "Video's"),
    page('/fotogalerij/', 'Fotogalerij'),
    page('/fotoalbum/', 'Fotoalbum'),
  ];
  const entries: MenuEntry[] = [
    page('/', 'Home'),
    {
      ...page('/winkel/product/', 'Winkel'),
      megamenu: true,
      children: [
        {
          label: 'Fietsen',
          href: link('/winkel/product/'),
          children: [
            { label: 'Stadsfiets N7', href: link('/winkel/product/') },
            { label: 'Bakfietsen', href: link('/winkel/bakfiets/') },
            { label: 'Elektrische fietsen', href: link('/e-bikes/') },
          ],
        },
        {
          label: 'Onderdelen',
          href: link('/winkel/accessoires/'),
          children: [
            { label: 'Accessoires', href: link('/winkel/accessoires/') },
            { label: 'Winkelwagen', href: link('/winkelwagen/') },
            { label: 'Afrekenen', href: link('/afrekenen/') },
          ],
        },
        {
          label: 'Service',
          href: link('/werkplaats/'),
          children: [
            { label: 'Fiets laten maken', href: link('/werkplaats/') },
            { label: 'Registreren', href: link('/registreren/') },
          ],
        },
      ],
    },
    {
      ...page('/werkplaats/', 'Werkplaats'),
      megaWrap: { id: 512, width: 'site_width', content: workshopMega(link) },
    },
    { label: 'Ontdek', href: link('/ontdek/'), children: discover },
    {
      ...page('/over-ons/', 'Over ons'),
      children: [page('/contact/team/', 'Team'), page('/contact/', 'Contact'), page('/hulp/', 'Hulp')],
    },
    { label: 'Zoeken', search: searchStyle },
  ];
  // Pages with a menu label the structure above does not place yet go under "Ontdek".
  const placed = new Set<string>();
  const collect = (list: MenuEntry[]) => {
    for (const entry of list) {
      if (entry.href) placed.add(entry.href);
      collect(entry.children ?? []);
    }
  };
  collect(entries);
  for (const candidate of pages)
    if (!placed.has(link(candidate.route)))
      discover.push({ label: candidate.label, href: link(candidate.route) });
  return entries;
}

const flyoutEntries = (link: (path: string) => string): MenuEntry[] => [
  {
    label: 'Snelmenu',
    children: [
      { label: 'Openingstijden', href: link('/contact/') },
      { label: 'Afspraak maken', href: link('/werkplaats/') },
      { label: 'Mijn winkelwagen', href: link('/winkelwagen/') },
      { label: 'Fietsroutes', href: link('/fietsroutes/') },
    ],
  },
  { label: 'Zoeken in de winkel', search: 'dropdown' },
];

const serviceEntries = (link: (path: string) => string): MenuEntry[] => [
  {
    label: 'Klantenservice',
    href: link('/contact/'),
    children: [
      { label: 'Garantie', href: link('/hulp/#garantie') },
      { label: 'Retourneren', href: link('/hulp/#retour') },
      { label: 'Onderhoudsabonnement', href: link('/werkplaats/') },
    ],
  },
  { label: 'Contact', href: link('/contact/') },
];

/** The main menu (`Hoofdmenu`): hover drop-downs, mega menus, collapsed behind "Menu" at 1024 px and below. */
export function siteMenu(
  pages: MenuPage[],
  currentRoute: string,
  prefix: string,
  searchStyle: SearchStyle = 'overlay',
  count = 0,
): string {
  return awbMenu(
    {
      slug: 'hoofdmenu',
      name: 'Hoofdmenu',
      direction: 'row',
      expand: 'hover',
      breakpoint: 1024,
      submenu: 'dropdown',
      mobileOpening: 'accordion',
      expandDirection: 'right',
      toggleText: 'Menu',
      count,
      firstItemId: 100,
    },
    mainEntries(pages, prefix, searchStyle),
    `${prefix}${currentRoute}`,
    `${prefix}/`,
  );
}

/** The flyout menu (`Snelmenu`): a column whose sub-menu and search open as full-screen flyouts. */
export function flyoutMenu(currentRoute: string, prefix: string, count = 1): string {
  const link = (path: string) => `${prefix}${path}`;
  return awbMenu(
    {
      slug: 'snelmenu',
      name: 'Snelmenu',
      direction: 'column',
      expand: 'click',
      breakpoint: 0,
      submenu: 'flyout',
      mobileOpening: 'toggle',
      count,
      firstItemId: 300,
    },
    flyoutEntries(link),
    `${prefix}${currentRoute}`,
    `${prefix}/`,
  );
}

function serviceMenu(currentRoute: string, prefix: string): string {
  const link = (path: string) => `${prefix}${path}`;
  return awbMenu(
    {
      slug: 'servicemenu',
      name: 'Servicemenu',
      direction: 'row',
      expand: 'click',
      breakpoint: 0,
      submenu: 'dropdown',
      mobileOpening: 'toggle',
      expandDirection: 'left',
      closeOnOuterClick: true,
      count: 0,
      firstItemId: 400,
    },
    serviceEntries(link),
    `${prefix}${currentRoute}`,
    `${prefix}/`,
  );
}

const column = (number: number, fraction: string, justify: string, content: string) =>
  `<div class="fusion-layout-column fusion_builder_column fusion-builder-column-${number} fusion_builder_column_${fraction} ${fraction} fusion-flex-column fusion-flex-align-self-center"><div class="fusion-column-wrapper fusion-column-has-shadow fusion-flex-justify-content-${justify} fusion-content-layout-row fusion-flex-align-items-center">${content}</div></div>`;

const container = (row: number, extraClasses: string, attributes: string, columns: string) =>
  `<div class="fusion-fullwidth fullwidth-box fusion-builder-row-${row} fusion-flex-container nonhundred-percent-fullwidth non-hundred-percent-height-scrolling${extraClasses}"${attributes}><div class="fusion-builder-row fusion-row fusion-flex-align-items-center fusion-flex-content-wrap">${columns}</div></div>`;

/**
 * A Layouts header as the theme prints it (THEME-MARKUP.md, "sticky" and "menu"): a top bar, then a
 * sticky container that sticks to the page from its first pixel, gets its sticky look 80 px later and
 * hides while the visitor scrolls down past 900 px. Takes what `siteMenu` takes.
 */
export function layoutsHeader(
  pages: MenuPage[],
  currentRoute: string,
  prefix: string,
  searchStyle: SearchStyle = 'overlay',
): string {
  const topBar = container(
    1,
    '',
    '',
    column(
      0,
      '1_2',
      'flex-start',
      '<div class="fusion-text fusion-text-1"><p>Kerkstraat 12, Amersfoort · vandaag open tot 18:00</p></div>',
    ) + column(1, '1_2', 'flex-end', serviceMenu(currentRoute, prefix)),
  );
  const logo = `<div class="fusion-text fusion-text-5"><p><a class="site-logo" href="${escapeHtml(`${prefix}/`)}">De Spaak<span> fietsen &amp; meer</span></a></p></div>`;
  const stickyBar = container(
    2,
    ' fusion-sticky-container fusion-custom-z-index',
    ' data-transition-offset="80" data-scroll-offset="900" data-sticky-small-visibility="1" data-sticky-medium-visibility="1" data-sticky-large-visibility="1"',
    column(2, '1_5', 'flex-start', logo) +
      column(3, '3_5', 'flex-end', siteMenu(pages, currentRoute, prefix, searchStyle, 1)) +
      column(4, '1_5', 'flex-end', flyoutMenu(currentRoute, prefix, 2)),
  );
  return `<header class="fusion-tb-header">${topBar}${stickyBar}</header>`;
}
