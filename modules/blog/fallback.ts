// The blog's safety net. In infinite-scroll and load-more mode the theme hides its pagination with
// an inline `display:none` and leaves the way on to its script: without one, a visitor has no way to
// older posts and the load-more button answers nothing. Lifted: the pagination shows (the theme's
// numbered links to every page) and the load-more button is hidden. Layouts need no lifting: the
// theme's stylesheet shows grid, masonry and timeline posts without a script.
import type { Fallback } from '../../kernel/contract';

const fallback: Fallback = (elements) => {
  for (const container of elements) {
    const wrapper =
      container.closest('.fusion-blog-shortcode') ??
      container.closest('#posts-container') ??
      container.parentElement;
    if (!wrapper) continue;
    for (const block of wrapper.querySelectorAll<HTMLElement>('.pagination.infinite-scroll')) {
      if (!container.contains(block)) block.style.display = 'block';
    }
    for (const button of wrapper.querySelectorAll<HTMLElement>('.fusion-load-more-button')) {
      button.style.display = 'none';
    }
  }
};
export default fallback;
