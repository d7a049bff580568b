// The site's main menu as WordPress and Avada's nav walker print it inside the legacy header
// (THEME-MARKUP.md, "Legacy header menu"): `ul#menu-<slug>.fusion-menu` of `li.menu-item[data-item-id]`
// with `a.fusion-bar-highlight > span.menu-text`, drop-downs `li.fusion-dropdown-menu > ul.sub-menu`
// and one classic mega menu `li.fusion-megamenu-menu > .fusion-megamenu-wrapper`. The tree is built
// from the demo's pages (their `nav` labels), grouped under seven top items.

export interface MenuPage {
  route: string;
  label: string;
}

/** One menu item: a page or a custom link (an anchor), with a drop-down or mega-menu columns. */
export interface MenuEntry {
  label: string;
  /** Site path (`/werkplaats/`), a path with an anchor (`/artikel/#ketting`) or a bare anchor (`#prijzen`). */
  href: string;
  children?: MenuEntry[];
  /** Columns of a classic mega menu: each a titled column of links. */
  mega?: MenuEntry[];
}

/** Where the demo's pages sit in the menu; pages with a `nav` label that are not placed here are
 *  added as top items at the end, so a new page is never missing from the menu. */
const plan: MenuEntry[] = [
  { label: '', href: '/' },
  {
    label: '',
    href: '/winkel/product/',
    mega: [
      {
        label: 'Fietsen',
        href: '/winkel/product/',
        children: [
          { label: 'Stadsfietsen', href: '/winkel/product/' },
          { label: 'Bakfietsen', href: '/winkel/bakfiets/' },
          { label: '', href: '/e-bikes/' },
        ],
      },
      {
        label: 'Onderdelen',
        href: '/winkel/accessoires/',
        children: [
          { label: 'Accessoires', href: '/winkel/accessoires/' },
          { label: '', href: '/winkelwagen/' },
          { label: '', href: '/afrekenen/' },
        ],
      },
      {
        label: 'Acties',
        href: '/winterbeurt/',
        children: [
          { label: 'Winterbeurt voor € 49', href: '/winterbeurt/' },
          { label: 'Ontdek De Spaak', href: '/ontdek/' },
        ],
      },
    ],
  },
  {
    label: '',
    href: '/werkplaats/',
    children: [
      { label: 'Winterbeurt', href: '/winterbeurt/' },
      { label: 'Ketting onderhouden', href: '/artikel/#ketting' },
      {
        label: 'Verlichting',
        href: '/artikel/#verlichting',
        children: [
          { label: 'Dynamo en lampjes', href: '/artikel/#verlichting' },
          { label: 'Reparatie aanvragen', href: '/contact/' },
        ],
      },
      { label: 'Banden oppompen', href: '/artikel/#banden' },
    ],
  },
  { label: '', href: '/blog/', children: [{ label: '', href: '/artikel/' }] },
  {
    label: '',
    href: '/fietsroutes/',
    children: [
      { label: '', href: '/fietsroutes/in-beeld/' },
      { label: '', href: '/fietsvakanties/' },
      { label: '', href: '/uitslagen/' },
    ],
  },
  {
    label: '',
    href: '/fotogalerij/',
    children: [
      { label: '', href: '/fotoalbum/' },
      { label: '', href: '/videos/' },
    ],
  },
  {
    label: '',
    href: '/over-ons/',
    children: [
      { label: '', href: '/contact/team/' },
      { label: '', href: '/contact/' },
      { label: '', href: '/hulp/' },
      { label: '', href: '/veelgestelde-vragen/' },
    ],
  },
];

function hrefsOf(entries: readonly MenuEntry[]): string[] {
  return entries.flatMap((entry) => [
    entry.href,
    ...hrefsOf(entry.children ?? []),
    ...hrefsOf(entry.mega ?? []),
  ]);
}

/** The main menu of the demo: the plan with the pages' own labels, plus pages the plan misses. */
export function mainMenuTree(pages: readonly MenuPage[]): MenuEntry[] {
  const labels = new Map(pages.map((page) => [page.route, page.label]));
  const label = (entry: MenuEntry): MenuEntry => ({
    label: entry.label || labels.get(entry.href) || entry.href,
    href: entry.href,
    ...(entry.children ? { children: entry.children.map(label) } : {}),
    ...(entry.mega ? { mega: entry.mega.map(label) } : {}),
  });
  const placed = new Set(hrefsOf(plan));
  const rest = pages.filter((page) => !placed.has(page.route));
  return [...plan.map(label), ...rest.map((page) => ({ label: page.label, href: page.route }))];
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

interface RenderState {
  /** The page being rendered, as a site path. */
  currentRoute: string;
  prefix: string;
  nextId: number;
}

/** What WordPress links to: a page (`/x/`), a page's anchor (`/x/#y`) or a bare anchor (`#y`). */
function resolve(href: string, state: RenderState): { url: string; page: string | undefined } {
  if (href.startsWith('#')) return { url: href, page: undefined };
  const [path = '/', hash] = href.split('#');
  return { url: `${state.prefix}${href}`, page: hash === undefined ? path : undefined };
}

function isCurrent(entry: MenuEntry, state: RenderState): boolean {
  return resolve(entry.href, state).page === state.currentRoute;
}

function holdsCurrent(entry: MenuEntry, state: RenderState): boolean {
  return [...(entry.children ?? []), ...(entry.mega ?? [])].some(
    (child) => isCurrent(child, state) || holdsCurrent(child, state),
  );
}

/** The classes WordPress and the walker give an item (type, tree, current state, its id). */
function itemClasses(entry: MenuEntry, state: RenderState, id: number, extra: string[]): string {
  const { page } = resolve(entry.href, state);
  const parent = [...(entry.children ?? []), ...(entry.mega ?? [])];
  return [
    'menu-item',
    page ? 'menu-item-type-post_type menu-item-object-page' : 'menu-item-type-custom menu-item-object-custom',
    parent.length ? 'menu-item-has-children' : '',
    isCurrent(entry, state) ? 'current-menu-item page_item current_page_item' : '',
    parent.some((child) => isCurrent(child, state)) ? 'current-menu-parent' : '',
    holdsCurrent(entry, state) ? 'current-menu-ancestor' : '',
    `menu-item-${id}`,
    ...extra,
  ]
    .filter(Boolean)
    .join(' ');
}

function link(
  entry: MenuEntry,
  state: RenderState,
  inner: string,
  className = 'fusion-bar-highlight',
): string {
  const current = isCurrent(entry, state) ? ' aria-current="page"' : '';
  const classes = className ? ` class="${className}"` : '';
  return `<a href="${escapeHtml(resolve(entry.href, state).url)}"${classes}${current}>${inner}</a>`;
}

const caret =
  ' <span class="fusion-caret"><i class="fusion-dropdown-indicator" aria-hidden="true"></i></span>';

function subItem(entry: MenuEntry, state: RenderState, extra: string[], bullet = false): string {
  const id = state.nextId++;
  const children = entry.children ?? [];
  const inner = `<span>${bullet ? '<span class="fusion-megamenu-bullet"></span>' : ''}${escapeHtml(entry.label)}</span>`;
  const list = children.length
    ? `<ul class="sub-menu">${children.map((child) => subItem(child, state, [], bullet)).join('')}</ul>`
    : '';
  return `<li id="menu-item-${id}" class="${itemClasses(entry, state, id, extra)}">${link(entry, state, inner)}${list}</li>`;
}

/** A mega-menu column: its title (a link) and its links with bullets. */
function megaColumn(column: MenuEntry, state: RenderState, count: number): string {
  const id = state.nextId++;
  const span = 12 / count;
  const extra = [
    'fusion-megamenu-submenu',
    'menu-item-has-link',
    `fusion-megamenu-columns-${count}`,
    `col-lg-${span} col-md-${span} col-sm-${span}`,
  ];
  const title = `<div class="fusion-megamenu-title">${link(column, state, escapeHtml(column.label), '')}</div>`;
  const links = (column.children ?? []).map((child) => subItem(child, state, [], true)).join('');
  return `<li id="menu-item-${id}" class="${itemClasses(column, state, id, extra)}">${title}<ul class="sub-menu">${links}</ul></li>`;
}

function topItem(entry: MenuEntry, state: RenderState): string {
  const id = state.nextId++;
  const children = entry.children ?? [];
  const columns = entry.mega ?? [];
  const kind = columns.length ? ['fusion-megamenu-menu'] : children.length ? ['fusion-dropdown-menu'] : [];
  const inner = `<span class="menu-text">${escapeHtml(entry.label)}</span>${children.length || columns.length ? caret : ''}`;
  let panel = '';
  if (columns.length) {
    // Site width 1170 px, each column 16.6666 % of it unless the menu is full width (the walker's sums).
    const width = `${Math.round(columns.length * 0.166666 * 1170)}px`;
    panel = `<div class="fusion-megamenu-wrapper fusion-columns-${columns.length} columns-per-row-${columns.length} columns-${columns.length} col-span-${columns.length * 2}"><div class="row"><div class="fusion-megamenu-holder" data-width="${width}"><ul class="fusion-megamenu">${columns.map((column) => megaColumn(column, state, columns.length)).join('')}</ul></div></div></div>`;
  } else if (children.length) {
    panel = `<ul class="sub-menu">${children.map((child) => subItem(child, state, ['fusion-dropdown-submenu'])).join('')}</ul>`;
  }
  return `<li id="menu-item-${id}" class="${itemClasses(entry, state, id, kind)}" data-item-id="${id}">${link(entry, state, inner)}${panel}</li>`;
}

/** `ul#menu-<slug>.fusion-menu`, the list inside `nav.fusion-main-menu`. */
export function mainMenuList(
  tree: readonly MenuEntry[],
  slug: string,
  currentRoute: string,
  prefix: string,
): string {
  const state: RenderState = { currentRoute, prefix, nextId: 1001 };
  return `<ul id="menu-${slug}" class="fusion-menu">${tree.map((entry) => topItem(entry, state)).join('')}</ul>`;
}
