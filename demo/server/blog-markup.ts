// The blog lists as Avada 7 renders them (THEME-MARKUP.md, "blog"): the Blog element
// (`div.fusion-blog-shortcode`) or the archive template (`div#posts-container`), with the posts
// container, its posts in the layout's markup, and after it the infinite-scroll trigger, the
// pagination and, in load-more mode, the theme's own button. Our own Dutch content.
import type { BlogPost } from './blog-posts';

/** The `blog` key of a page's JSON header. */
export interface BlogPageConfig {
  /** `element`: the builder's Blog element; `archive`: the theme's archive template (`#posts-container`). */
  template: 'element' | 'archive';
  layout: 'grid' | 'masonry' | 'timeline' | 'medium';
  /** Grid and masonry columns (`fusion-blog-layout-grid-N`). */
  columns?: number;
  /** Grid only: the theme's equal-heights option (`fusion-blog-equal-heights`). */
  equalHeights?: boolean;
  /** The element's scrolling option (archives: the theme's `blog_pagination_type`). */
  pagination: 'infinite' | 'load-more' | 'pagination';
  perPage: number;
  /** Pages the pagination offers (the posts run out earlier or later on purpose in some demos). */
  pages: number;
  /** `path`: /page/N/; `paged`: ?paged=N. */
  links?: 'path' | 'paged';
}

export interface BlogRender {
  base: string;
  page: number;
  /** The page count printed in `data-pages` (a stale cache can print another than the pagination's). */
  printedPages: number;
  /** Inline styles the theme prints (`style="display:none;"`); left out under the strict CSP. */
  inlineStyles: boolean;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function pageUrl(base: string, page: number, config: BlogPageConfig): string {
  if (page === 1) return base;
  return config.links === 'paged' ? `${base}?paged=${page}` : `${base}page/${page}/`;
}

/** The masonry orientation class Avada derives from the image's ratio. */
function orientation(post: BlogPost): string {
  const ratio = post.image.width / post.image.height;
  if (ratio > 1.7) return 'fusion-element-landscape';
  if (ratio < 1) return 'fusion-element-portrait';
  return 'fusion-element-grid';
}

function postClasses(post: BlogPost, config: BlogPageConfig, position: number): string {
  const layoutClasses = {
    grid: ['fusion-post-grid'],
    masonry: ['fusion-post-grid', 'fusion-post-masonry', orientation(post)],
    timeline: ['fusion-post-timeline', position % 2 === 0 ? 'fusion-left-column' : 'fusion-right-column'],
    medium: ['fusion-post-medium'],
  }[config.layout];
  // The Blog element gives only timeline posts `fusion-clearfix` (its loop_attr); the archive
  // template gives it to every post. The theme's `.fusion-clearfix{clear:both}` would otherwise put
  // each floated grid post on a row of its own before the layout script runs.
  const clearfix = config.template === 'archive' || config.layout === 'timeline' ? ['fusion-clearfix'] : [];
  return [
    ...layoutClasses,
    'post',
    ...clearfix,
    `post-${post.id}`,
    'type-post',
    'status-publish',
    'format-standard',
    'has-post-thumbnail',
    'hentry',
    `category-${post.category}`,
  ].join(' ');
}

function imageHtml(post: BlogPost): string {
  return `<div class="fusion-image-wrapper" aria-haspopup="true"><a href="${post.url}" aria-label="${escapeHtml(post.title)}"><img src="${post.image.src}" alt="${escapeHtml(post.image.alt)}" width="${post.image.width}" height="${post.image.height}" class="attachment-full size-full wp-post-image" loading="lazy" decoding="async"></a></div>`;
}

function postHtml(post: BlogPost, config: BlogPageConfig, position: number): string {
  const title = escapeHtml(post.title);
  const meta = `<p class="fusion-single-line-meta">Door <span class="vcard"><span class="fn"><a href="/blog/" rel="author">${escapeHtml(post.author)}</a></span></span><span class="fusion-inline-sep">|</span><span>${post.dateLabel}</span><span class="fusion-inline-sep">|</span></p>`;
  const content = `<div class="fusion-post-content post-content">
        <h2 class="blog-shortcode-post-title entry-title"><a href="${post.url}">${title}</a></h2>
        ${meta}
        <div class="fusion-post-content-container"><p>${escapeHtml(post.excerpt)}</p></div>
      </div>
      <div class="fusion-meta-info"><div class="fusion-alignleft"><a class="fusion-read-more" href="${post.url}" aria-label="Lees verder: ${title}">Lees verder</a></div></div>`;
  const classes = postClasses(post, config, position);
  if (config.layout === 'grid' || config.layout === 'masonry') {
    return `<article id="post-${post.id}" class="${classes}">
    <div class="fusion-post-wrapper">
      ${imageHtml(post)}
      <div class="fusion-post-content-wrapper">
      ${content}
      </div>
    </div>
  </article>`;
  }
  if (config.layout === 'timeline') {
    return `<article id="post-${post.id}" class="${classes}">
    ${imageHtml(post)}
    <div class="fusion-post-content-wrapper">
      <div class="fusion-timeline-circle"></div>
      <div class="fusion-timeline-arrow"></div>
      ${content}
    </div>
  </article>`;
  }
  return `<article id="post-${post.id}" class="${classes}">
    ${imageHtml(post)}
    ${content}
  </article>`;
}

/** The timeline's posts: a month header and its `div.fusion-collapse-month` wherever the month changes. */
function timelineHtml(posts: readonly BlogPost[], config: BlogPageConfig): string {
  const groups: { month: string; posts: BlogPost[] }[] = [];
  for (const post of posts) {
    const last = groups.at(-1);
    if (last?.month === post.month) last.posts.push(post);
    else groups.push({ month: post.month, posts: [post] });
  }
  let position = 0;
  const months = groups
    .map(
      (group) =>
        `<h3 class="fusion-timeline-date">${group.month}</h3>\n<div class="fusion-collapse-month">\n${group.posts
          .map((post) => postHtml(post, config, position++))
          .join('\n')}\n</div>`,
    )
    .join('\n');
  return `<div class="fusion-timeline-icon"><i class="awb-icon-bubbles"></i></div>
<div class="fusion-blog-layout-timeline fusion-clearfix">
<div class="fusion-timeline-line"></div>
${months}
</div>`;
}

function postsHtml(posts: readonly BlogPost[], config: BlogPageConfig): string {
  if (config.layout === 'timeline') return timelineHtml(posts, config);
  const sizer =
    config.layout === 'masonry'
      ? '<article class="fusion-post-grid fusion-post-masonry post fusion-grid-sizer"></article>\n'
      : '';
  return sizer + posts.map((post, index) => postHtml(post, config, index)).join('\n');
}

/** `fusion_pagination()`: hidden behind the trigger in infinite and load-more mode, numbered otherwise. */
function paginationHtml(config: BlogPageConfig, render: BlogRender): string {
  const { base, page } = render;
  if (config.pages <= 1) return '';
  const infinite = config.pagination !== 'pagination';
  const hidden = render.inlineStyles ? ' style="display:none;"' : '';
  const open = infinite
    ? `<div class="fusion-infinite-scroll-trigger"></div>\n<div class="pagination infinite-scroll clearfix"${hidden}>`
    : '<div class="pagination clearfix">';
  const parts: string[] = [];
  if (page > 1)
    parts.push(
      `<a class="pagination-prev" rel="prev" href="${pageUrl(base, page - 1, config)}"><span class="page-prev"></span><span class="page-text">Vorige</span></a>`,
    );
  for (let number = 1; number <= config.pages; number++) {
    parts.push(
      number === page
        ? `<span class="current">${number}</span>`
        : `<a href="${pageUrl(base, number, config)}" class="inactive">${number}</a>`,
    );
  }
  if (page < config.pages)
    parts.push(
      `<a class="pagination-next" rel="next" href="${pageUrl(base, page + 1, config)}"><span class="page-text">Volgende</span><span class="page-next"></span></a>`,
    );
  return `${open}${parts.join('')}</div>`;
}

function containerClasses(config: BlogPageConfig): string {
  const classes = ['fusion-posts-container'];
  const scrolling = config.pagination === 'pagination' ? 'pagination' : 'infinite';
  if (config.template === 'element') {
    classes.push(`fusion-posts-container-${scrolling}`);
    if (config.pagination === 'load-more') classes.push('fusion-posts-container-load-more');
  }
  if (config.layout === 'grid' || config.layout === 'masonry') {
    classes.push('fusion-blog-layout-grid', `fusion-blog-layout-grid-${config.columns ?? 3}`, 'isotope');
    if (config.layout === 'masonry') classes.push('fusion-blog-layout-masonry');
    else if (config.equalHeights) classes.push('fusion-blog-equal-heights');
  } else if (config.layout !== 'timeline') {
    classes.push(`fusion-blog-layout-${config.layout}`);
  }
  if (config.template === 'archive') {
    if (scrolling === 'infinite') classes.push('fusion-posts-container-infinite');
    if (config.pagination === 'load-more') classes.push('fusion-posts-container-load-more');
    if (config.pagination === 'pagination') classes.push('fusion-blog-pagination');
  }
  return classes.join(' ');
}

function wrapperLayoutClass(config: BlogPageConfig): string {
  if (config.layout === 'timeline') return 'fusion-blog-layout-timeline-wrapper';
  if (config.layout === 'grid' || config.layout === 'masonry') return 'fusion-blog-layout-grid-wrapper';
  return `fusion-blog-layout-${config.layout}`;
}

/** The whole blog list of one page, as the element or the archive template prints it. */
export function blogHtml(posts: readonly BlogPost[], config: BlogPageConfig, render: BlogRender): string {
  const container = `<div class="${containerClasses(config)}" data-pages="${render.printedPages}">
${postsHtml(posts, config)}
</div>`;
  const pagination = paginationHtml(config, render);
  const button =
    config.pagination === 'load-more' && config.pages > 1
      ? '<button class="fusion-load-more-button fusion-blog-button fusion-clearfix">Meer berichten laden</button>'
      : '';
  if (config.template === 'archive') {
    const scrolling = config.pagination === 'infinite' ? ' fusion-blog-infinite' : '';
    return `<div id="posts-container" class="fusion-blog-archive ${wrapperLayoutClass(config)}${scrolling} fusion-clearfix">
${container}
${button}
${pagination}
</div>`;
  }
  const scrolling = config.pagination === 'pagination' ? 'pagination' : 'infinite';
  return `<div class="fusion-blog-shortcode fusion-blog-shortcode-1 fusion-blog-archive ${wrapperLayoutClass(config)} fusion-blog-${scrolling}">
${container}
${pagination}
${button}
</div>`;
}
