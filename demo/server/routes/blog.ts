// The blog's pages as the platform serves them: page 1 at the blog's address, page N at
// `<blog>/page/N/` (or `<blog>?paged=N` for blogs whose pagination uses the query form), the same
// posts as JSON with `?format=json`, and empty pages on demand (`backend.state['blog.emptyPages']`).
// Failing pages come from the back end's generic faults.
import type { Backend } from '../backend';
import { type BlogPost, blogPosts } from '../blog-posts';
import { findPage, type PageMeta, renderPage } from '../pages';

/** The `blog` key of a page's JSON header. */
interface BlogPageConfig {
  layout: 'grid' | 'masonry' | 'timeline';
  perPage: number;
  /** Pages the pagination offers (the posts run out earlier or later on purpose in some demos). */
  pages: number;
  /** `path`: /page/N/; `paged`: ?paged=N. */
  links?: 'path' | 'paged';
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function postHtml(post: BlogPost, config: BlogPageConfig): string {
  const heading = config.layout === 'timeline' ? 'h3' : 'h2';
  const title = escapeHtml(post.title);
  return `<article class="fusion-post-${config.layout} blog-post" id="post-${post.id}">
  <div class="fusion-post-wrapper">
    <a class="fusion-post-image" href="${post.image.src}" data-rel="iLightbox[blog]"><img src="${post.image.src}" alt="${escapeHtml(post.image.alt)}" width="${post.image.width}" height="${post.image.height}" loading="lazy"></a>
    <div class="fusion-post-content">
      <${heading} class="blog-shortcode-post-title entry-title"><a href="${post.url}">${title}</a></${heading}>
      <p class="fusion-single-line-meta">Door ${escapeHtml(post.author)} · <time datetime="${post.date}">${post.dateLabel}</time></p>
      <p class="fusion-post-content-container">${escapeHtml(post.excerpt)}</p>
      <a class="fusion-read-more" href="${post.url}">Lees verder<span class="screen-reader-text">: ${title}</span></a>
    </div>
  </div>
</article>`;
}

/** Posts of one page; the timeline starts a month header wherever the month changes (and on each page). */
function postsHtml(posts: readonly BlogPost[], config: BlogPageConfig): string {
  let month = '';
  return posts
    .map((post) => {
      const header =
        config.layout === 'timeline' && post.month !== month
          ? `<h2 class="fusion-timeline-date">${post.month}</h2>\n`
          : '';
      month = post.month;
      return header + postHtml(post, config);
    })
    .join('\n');
}

function pageUrl(base: string, page: number, config: BlogPageConfig): string {
  if (page === 1) return base;
  return config.links === 'paged' ? `${base}?paged=${page}` : `${base}page/${page}/`;
}

function paginationHtml(base: string, page: number, config: BlogPageConfig): string {
  const prev =
    page > 1
      ? `<a class="pagination-prev" rel="prev" href="${pageUrl(base, page - 1, config)}">Vorige berichten</a>`
      : '';
  const next =
    page < config.pages
      ? `<a class="pagination-next" rel="next" href="${pageUrl(base, page + 1, config)}">Volgende berichten</a>`
      : '';
  return `<nav class="fusion-blog-pagination pagination" aria-label="Paginering berichten">${prev}<span class="current">Pagina ${page} van ${config.pages}</span>${next}</nav>`;
}

export default function install(backend: Backend): void {
  backend.route('GET', /^(\/blog\/(?:[a-z-]+\/)?)(?:page\/(\d+)\/)?$/, (request) => {
    const base = request.match[1]!;
    const found = findPage(base);
    const config = (found?.meta as (PageMeta & { blog?: BlogPageConfig }) | undefined)?.blog;
    if (!found || !config) return undefined;
    const page = Number(request.match[2] ?? request.url.searchParams.get('paged') ?? 1);
    const emptyPages = (backend.state['blog.emptyPages'] as number[] | undefined) ?? [];
    const posts =
      page < 1 || emptyPages.includes(page)
        ? []
        : blogPosts.slice((page - 1) * config.perPage, page * config.perPage);
    if (request.url.searchParams.get('format') === 'json') {
      return {
        headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
        body: JSON.stringify({ page, pages: config.pages, posts }),
      };
    }
    // A page count printed lower than the pagination's on demand (`blog.printedPages`), as a stale cache would.
    const printed = backend.state['blog.printedPages'];
    const content = found.content
      .replace(/data-pages="\d+"/, printed === undefined ? '$&' : `data-pages="${Number(printed)}"`)
      .replace('<!--blog-posts-->', postsHtml(posts, config))
      .replace('<!--blog-pagination-->', paginationHtml(base, page, config));
    const { html } = renderPage(
      { ...found, content },
      {
        backend,
        origin: request.url.origin,
        query: request.url.searchParams,
        csp: false,
        distPath: '/dist/',
      },
    );
    return {
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
      body: html,
    };
  });
}
