// The builder's Recent Posts element as Avada 7.14 renders it in load-more mode
// (docs/theme-markup/listings.md): `div.fusion-recent-posts.fusion-recent-posts-N` with
// `fusion-recent-posts-infinite fusion-recent-posts-load-more` and `data-pages`, the posts as
// `article.post.fusion-column` in `section.fusion-columns`, then the infinite-scroll trigger, the
// pagination (hidden inline) and the theme's button. Our own Dutch content: the workshop's tips.

export interface WorkshopTip {
  title: string;
  date: string;
  text: string;
}

export const workshopTips: readonly WorkshopTip[] = [
  {
    title: 'Bandenspanning voor de winter',
    date: '2 december 2026',
    text: 'Iets zachter geeft meer grip op natte bladeren.',
  },
  {
    title: 'Remblokjes nakijken',
    date: '25 november 2026',
    text: 'Zie je de groeven niet meer, dan is het tijd.',
  },
  {
    title: 'Verlichting op orde',
    date: '18 november 2026',
    text: 'Voor en achter, en een reserve in de tas.',
  },
  { title: 'Ketting schoonmaken', date: '11 november 2026', text: 'Een oude tandenborstel doet wonderen.' },
  {
    title: 'Zadelhoogte afstellen',
    date: '4 november 2026',
    text: 'Hak op het pedaal, been gestrekt: zo hoog.',
  },
];

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The element for page `page` (three tips a page) under `base`. */
export function recentPostsHtml(
  number: number,
  render: { base: string; page: number; inlineStyles: boolean },
): string {
  const perPage = 3;
  const pages = Math.ceil(workshopTips.length / perPage);
  const at = (n: number) => (n === 1 ? render.base : `${render.base}page/${n}/`);
  const posts = workshopTips
    .slice((render.page - 1) * perPage, render.page * perPage)
    .map(
      (tip) =>
        `<article class="post fusion-column column col col-lg-4 col-md-4 col-sm-4"><div class="recent-posts-content"><h4 class="entry-title"><a href="/werkplaats/">${escapeHtml(tip.title)}</a></h4><p class="meta"><span>${tip.date}</span></p><p>${escapeHtml(tip.text)}</p></div></article>`,
    )
    .join('');
  let pagination = `<div class="fusion-infinite-scroll-trigger"></div><div class="pagination infinite-scroll clearfix"${render.inlineStyles ? ' style="display:none;"' : ''}>`;
  for (let n = 1; n <= pages; n++)
    pagination +=
      n === render.page
        ? `<span class="current">${n}</span>`
        : `<a href="${at(n)}" class="inactive">${n}</a>`;
  if (render.page < pages)
    pagination += `<a class="pagination-next" rel="next" href="${at(render.page + 1)}"><span class="page-text">Volgende</span><span class="page-next"></span></a>`;
  pagination += '</div><div class="fusion-clearfix"></div>';
  const button =
    pages > 1
      ? '<button class="fusion-load-more-button fusion-blog-button fusion-clearfix">Meer tips laden</button>'
      : '';
  return `<div class="fusion-recent-posts fusion-recent-posts-${number} avada-container layout-default layout-columns-3 fusion-recent-posts-infinite fusion-recent-posts-load-more" data-pages="${pages}"><section class="fusion-columns columns fusion-columns-3 columns-3">${posts}</section>${pagination}${button}</div>`;
}
