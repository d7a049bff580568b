// What a blog list is, read from the theme's markup (THEME-MARKUP.md, "blog"): its layout from the
// container's classes, its pagination mode from `fusion-posts-container-infinite` / `-load-more`
// (on archives also `fusionBlogVars.blog_pagination_type`), and the elements around it that the
// theme prints: the wrapper, the timeline's list, the trigger, the pagination and its next link,
// the load-more button.

export type BlogLayout = 'grid' | 'masonry' | 'timeline' | 'list';
export type BlogPagination = 'infinite' | 'load-more' | 'pagination';

export interface BlogParts {
  layout: BlogLayout;
  /** Grid posts of a row as tall as each other (`fusion-blog-equal-heights`). */
  equalHeights: boolean;
  pagination: BlogPagination;
  /** `data-pages`: the page count the server printed; 0 when absent. */
  pages: number;
  /** The Blog element (`.fusion-blog-shortcode`) or the archive (`#posts-container`). */
  wrapper: Element;
  /** Where the posts are: the container, or the timeline's `.fusion-blog-layout-timeline`. */
  list: HTMLElement;
  trigger: HTMLElement | null;
  paginationBlock: HTMLElement | null;
  button: HTMLElement | null;
}

/** The archive template's wrapper, as opposed to the Blog element's (which is `.fusion-blog-archive` too). */
function isArchive(container: Element): boolean {
  return !container.closest('.fusion-blog-shortcode') && Boolean(container.closest('#posts-container'));
}

export function blogLayout(container: Element): BlogLayout {
  const classes = container.classList;
  if (classes.contains('fusion-blog-layout-masonry')) return 'masonry';
  if (classes.contains('fusion-blog-layout-grid')) return 'grid';
  if (container.querySelector(':scope > .fusion-blog-layout-timeline')) return 'timeline';
  return 'list';
}

/** `paginationType` is the theme's `blog_pagination_type`, which decides load-more on archives. */
export function paginationMode(container: Element, paginationType: string): BlogPagination {
  const classes = container.classList;
  if (classes.contains('fusion-posts-container-load-more')) return 'load-more';
  if (classes.contains('fusion-posts-container-infinite')) {
    return isArchive(container) && paginationType === 'load_more_button' ? 'load-more' : 'infinite';
  }
  return 'pagination';
}

/** The element's own parts: `nextSelector` and `paginationSelector` are looked up in the wrapper. */
export function blogParts(
  container: HTMLElement,
  paginationType: string,
  paginationSelector: string,
): BlogParts {
  const wrapper =
    container.closest('.fusion-blog-shortcode') ??
    container.closest('#posts-container') ??
    container.parentElement ??
    document.body;
  const layout = blogLayout(container);
  const within = <T extends Element>(selector: string) =>
    [...wrapper.querySelectorAll<T & HTMLElement>(selector)].find(
      // Not a part of another blog nested in this wrapper, nor inside the list itself.
      (element) => !container.contains(element),
    ) ?? null;
  return {
    layout,
    equalHeights: layout === 'grid' && container.classList.contains('fusion-blog-equal-heights'),
    pagination: paginationMode(container, paginationType),
    pages: Math.max(0, Number.parseInt(container.getAttribute('data-pages') ?? '', 10) || 0),
    wrapper,
    list:
      layout === 'timeline'
        ? (container.querySelector<HTMLElement>(':scope > .fusion-blog-layout-timeline') ?? container)
        : container,
    trigger: within<HTMLElement>('.fusion-infinite-scroll-trigger'),
    paginationBlock: within<HTMLElement>(paginationSelector),
    // Older archive templates print the button inside the container, after the timeline.
    button: wrapper.querySelector<HTMLElement>('.fusion-load-more-button'),
  };
}
