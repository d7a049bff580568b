// The builder's Post Cards element as Avada 7.14 renders its grid (docs/theme-markup/listings.md):
// `div.fusion-post-cards.fusion-post-cards-N`, the filters in a bare div, `ul.fusion-grid` with
// `data-pages` in infinite and load-more mode, each card an `li.post-card` carrying its categories'
// slugs as classes, then the infinite-scroll trigger, the pagination (hidden inline) and in load-more
// mode the theme's button. Our own Dutch content: the cycling club's news.

export interface ClubNewsItem {
  title: string;
  /** The category slug (a class on the card) and its name (the filter's text). */
  category: keyof typeof categories;
  text: string;
}

/** The categories in the filter bar, as the theme lists every term of the taxonomy. */
export const categories = {
  toertochten: 'Toertochten',
  wedstrijden: 'Wedstrijden',
  clubnieuws: 'Clubnieuws',
  techniek: 'Techniek',
  jeugd: 'Jeugd',
} as const;

export const clubNews: readonly ClubNewsItem[] = [
  {
    title: 'Voorjaarsrit langs de Eem',
    category: 'toertochten',
    text: 'Zestig kilometer door het polderland, koffie in Baarn.',
  },
  {
    title: 'Clubkampioenschap tijdrijden',
    category: 'wedstrijden',
    text: 'Op de dijk bij Bunschoten reden 24 leden tegen de klok.',
  },
  {
    title: 'Nieuwe clubkleding besteld',
    category: 'clubnieuws',
    text: 'De shirts in het nieuwe groen komen eind mei.',
  },
  {
    title: 'Heuvelweekend in Limburg',
    category: 'toertochten',
    text: 'Drie dagen klimmen rond Gulpen, met de Camerig als toetje.',
  },
  {
    title: 'Ledenvergadering in de kantine',
    category: 'clubnieuws',
    text: 'Het bestuur legt de plannen voor het nieuwe seizoen voor.',
  },
  {
    title: 'Banden plakken voor beginners',
    category: 'techniek',
    text: 'Een avond in de werkplaats: zelf een binnenband vervangen.',
  },
  {
    title: 'Ronde van de Utrechtse Heuvelrug',
    category: 'wedstrijden',
    text: 'Drie podiumplaatsen voor onze renners in Leersum.',
  },
  {
    title: 'Zomeravondrit naar Spakenburg',
    category: 'toertochten',
    text: 'Een rustige rit met vis op de haven na afloop.',
  },
  {
    title: 'Ketting smeren: zo doe je het',
    category: 'techniek',
    text: 'Minder is meer: een druppel per schakel, en afvegen.',
  },
  {
    title: 'Vrijwilligers gezocht voor de toertocht',
    category: 'clubnieuws',
    text: 'Voor de bevoorradingsposten zoeken we nog twaalf mensen.',
  },
];

/** The second element: the ride reports, in infinite mode and masonry, without filters. */
export const rideReports: readonly ClubNewsItem[] = [
  {
    title: 'Verslag: de Elfstedenrit',
    category: 'toertochten',
    text: 'Tweehonderd kilometer wind, en toch iedereen binnen.',
  },
  {
    title: 'Verslag: de Veluwezoom',
    category: 'toertochten',
    text: 'De Posbank in de regen, de soep na afloop des te beter. Bij Rozendaal viel de groep uiteen: de klimmers voorop, de rest in een rustig tempo erachteraan, en bij de koffie in Dieren was iedereen weer samen. Volgend jaar rijden we hem in het voorjaar, als de beuken groen zijn.',
  },
  {
    title: 'Verslag: Amstel Gold voor toerfietsers',
    category: 'toertochten',
    text: 'Vijftien leden reden de middellange afstand.',
  },
  {
    title: 'Verslag: de Dijkenrit',
    category: 'toertochten',
    text: 'Langs de Lek naar Schoonhoven en over de Lopikerwaard terug.',
  },
  {
    title: 'Verslag: de nachtrit',
    category: 'toertochten',
    text: 'Met lampen en reflectievestjes door het donkere Gooi.',
  },
];

export interface PostCardsConfig {
  /** The element's number, `fusion-post-cards-N`. */
  number: number;
  items: readonly ClubNewsItem[];
  perPage: number;
  scrolling: 'infinite' | 'load_more_button';
  filters: boolean;
  layout: 'grid' | 'masonry';
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function card(item: ClubNewsItem, index: number, config: PostCardsConfig): string {
  const classes = `fusion-layout-column fusion_builder_column fusion-builder-column-${index} fusion-flex-column post-card fusion-grid-column fusion-post-cards-grid-column${config.layout === 'masonry' ? ' fusion-post-card-masonry' : ''}${config.filters ? ` ${item.category}` : ''}`;
  return `<li class="${classes}"><div class="fusion-column-wrapper fusion-flex-justify-content-flex-start fusion-content-layout-column"><div class="fusion-title title fusion-sep-none fusion-title-text fusion-title-size-three"><h3 class="fusion-title-heading title-heading-left"><a href="/clubritten/">${escapeHtml(item.title)}</a></h3></div><div class="fusion-text"><p>${escapeHtml(item.text)}</p></div></div></li>`;
}

function pagination(base: string, page: number, pages: number, inlineStyles: boolean): string {
  const at = (n: number) => (n === 1 ? base : `${base}page/${n}/`);
  let html = `<div class="fusion-infinite-scroll-trigger"></div><div class="pagination infinite-scroll clearfix"${inlineStyles ? ' style="display:none;"' : ''}>`;
  if (page > 1)
    html += `<a class="pagination-prev" rel="prev" href="${at(page - 1)}"><span class="page-prev"></span><span class="page-text">Vorige</span></a>`;
  for (let n = 1; n <= pages; n++)
    html += n === page ? `<span class="current">${n}</span>` : `<a href="${at(n)}" class="inactive">${n}</a>`;
  if (page < pages)
    html += `<a class="pagination-next" rel="next" href="${at(page + 1)}"><span class="page-text">Volgende</span><span class="page-next"></span></a>`;
  return `${html}</div><div class="fusion-clearfix"></div>`;
}

/** The element for page `page` of its list, under `base` (`/clubnieuws/`). */
export function postCardsHtml(
  config: PostCardsConfig,
  render: { base: string; page: number; inlineStyles: boolean },
): string {
  const pages = Math.ceil(config.items.length / config.perPage);
  const start = (render.page - 1) * config.perPage;
  const items = config.items.slice(start, start + config.perPage);
  const filterBar = config.filters
    ? `<div><ul class="fusion-filters" role="menu" aria-label="Post Filters"><li role="presentation" class="fusion-filter fusion-filter-all fusion-active"><a href="#" data-filter="*" role="menuitem">Alle</a></li>${Object.entries(
        categories,
      )
        .map(
          ([slug, name]) =>
            `<li role="presentation" class="fusion-filter fusion-hidden"><a href="#" data-filter=".${slug}" role="menuitem">${name}</a></li>`,
        )
        .join('')}</ul></div>`
    : '';
  const listClasses = `fusion-grid fusion-grid-3 fusion-flex-align-items-${config.layout === 'masonry' ? 'flex-start' : 'stretch'} fusion-${config.layout}-posts-cards fusion-grid-container-infinite${config.scrolling === 'load_more_button' ? ' fusion-grid-container-load-more' : ''}`;
  const list = `<ul class="${listClasses}" data-pages="${pages}">${items.map((item, i) => card(item, 100 * config.number + start + i, config)).join('')}</ul>`;
  const button =
    config.scrolling === 'load_more_button' && pages > 1
      ? '<button class="fusion-load-more-button fusion-product-button fusion-clearfix">Meer berichten laden</button>'
      : '';
  return `<div class="fusion-post-cards fusion-post-cards-${config.number} fusion-grid-archive${config.layout === 'masonry' ? ' fusion-post-cards-masonry' : ''} fusion-grid-columns-3">${filterBar}${list}${pagination(render.base, render.page, pages, render.inlineStyles)}${button}</div>`;
}
