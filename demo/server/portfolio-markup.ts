// The Portfolio element as Fusion Core 5.14 renders its grid (docs/theme-markup/listings.md):
// `div.fusion-portfolio.fusion-portfolio-N` with the filter bar in a bare div, the
// `.fusion-portfolio-wrapper[data-pages]` of `article.fusion-portfolio-post` items carrying their
// categories' slugs, each a content wrapper with the picture, its rollover (the lightbox link
// `a.fusion-rollover-gallery[data-rel="iLightbox[gallery-rw-N]"]`) and the text; then the load-more
// button and the pagination (hidden inline). Our own Dutch content: the club's routes.

export const routeRegions = {
  veluwe: 'Veluwe',
  heuvelland: 'Heuvelland',
  polder: 'Polder',
  kust: 'Kust',
  rivieren: 'Rivierenland',
} as const;

export interface ClubRoute {
  id: number;
  title: string;
  region: keyof typeof routeRegions;
  image: string;
  text: string;
}

export const clubRoutes: readonly ClubRoute[] = [
  {
    id: 301,
    title: 'Heiderondje Hoog Soeren',
    region: 'veluwe',
    image: 'veluwe',
    text: '58 km over de heide, één klim bij de Koppel.',
  },
  {
    id: 302,
    title: 'Drielandenpunt',
    region: 'heuvelland',
    image: 'heuvelland',
    text: '95 km met de Vaalserberg en de Gemmenich.',
  },
  {
    id: 303,
    title: 'Eempolder en Zevenhuizen',
    region: 'polder',
    image: 'bollenvelden',
    text: '45 km vlak en open, de wind is de tegenstander.',
  },
  {
    id: 304,
    title: 'Langs de Waddendijk',
    region: 'kust',
    image: 'waddendijk',
    text: '80 km van Harlingen naar Zurich en terug.',
  },
  {
    id: 305,
    title: 'Posbank en Rozendaal',
    region: 'veluwe',
    image: 'veluwe',
    text: '70 km met de steilste Veluwse hellingen.',
  },
  {
    id: 306,
    title: 'Keutenberg en Cauberg',
    region: 'heuvelland',
    image: 'heuvelland',
    text: '110 km door het Geuldal, klimmen tot je erbij neervalt.',
  },
  {
    id: 307,
    title: 'Bollenstreek in april',
    region: 'polder',
    image: 'bollenvelden',
    text: '60 km tussen de tulpen van Lisse en Hillegom.',
  },
  {
    id: 308,
    title: 'Duinen van Schoorl',
    region: 'kust',
    image: 'waddendijk',
    text: '65 km door het duin en over de boulevard van Bergen.',
  },
];

export interface PortfolioConfig {
  number: number;
  items: readonly ClubRoute[];
  perPage: number;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function item(route: ClubRoute, number: number): string {
  const src = `/assets/img/galerij/${route.image}.svg`;
  const title = escapeHtml(route.title);
  return `<article id="portfolio-${number}-post-${route.id}" class="fusion-portfolio-post ${route.region} fusion-col-spacing"><div class="fusion-portfolio-content-wrapper"><div class="fusion-image-wrapper" aria-haspopup="true"><img src="${src}" width="300" height="200" alt="${title}" class="attachment-full size-full wp-post-image"><div class="fusion-rollover"><div class="fusion-rollover-content"><a class="fusion-rollover-link" href="/clubritten/">Naar de route</a><a class="fusion-rollover-gallery" href="${src}" data-options="" data-id="${route.id}" data-rel="iLightbox[gallery-rw-${number}]" data-title="${title}" data-caption="${escapeHtml(route.text)}">Foto vergroten</a></div></div></div><div class="fusion-portfolio-content"><h3 class="entry-title fusion-post-title"><a href="/clubritten/">${title}</a></h3><div class="fusion-portfolio-meta"><a href="/clubritten/" rel="tag">${routeRegions[route.region]}</a></div><div class="fusion-post-content"><p>${escapeHtml(route.text)}</p></div></div></div></article>`;
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

/** The element for page `page` of its list, under `base` (`/clubroutes/`), with the load-more button. */
export function portfolioHtml(
  config: PortfolioConfig,
  render: { base: string; page: number; inlineStyles: boolean },
): string {
  const pages = Math.ceil(config.items.length / config.perPage);
  const start = (render.page - 1) * config.perPage;
  const items = config.items.slice(start, start + config.perPage);
  const filters = `<div><ul class="fusion-filters" role="menu" aria-label="Portfolio Filters"><li role="presentation" class="fusion-filter fusion-filter-all fusion-active"><a href="#" data-filter="*" role="menuitem">Alle</a></li>${Object.entries(
    routeRegions,
  )
    .map(
      ([slug, name]) =>
        `<li role="presentation" class="fusion-filter fusion-hidden"><a href="#" data-filter=".${slug}" role="menuitem">${name}</a></li>`,
    )
    .join('')}</ul></div>`;
  const button =
    pages > 1
      ? '<button class="fusion-load-more-button fusion-portfolio-button fusion-clearfix">Meer routes laden</button>'
      : '';
  return `<div class="fusion-recent-works fusion-portfolio-element fusion-portfolio fusion-portfolio-${config.number} fusion-portfolio-grid fusion-portfolio-paging-load-more-button fusion-portfolio-three fusion-portfolio-unboxed fusion-portfolio-text fusion-portfolio-rollover" data-id="-rw-${config.number}" data-columns="three">${filters}<div class="fusion-portfolio-wrapper" id="fusion-portfolio-${config.number}" data-picturesize="auto" data-pages="${pages}">${items.map((route) => item(route, config.number)).join('')}</div>${button}${pagination(render.base, render.page, pages, render.inlineStyles)}</div>`;
}
