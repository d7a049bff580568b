// The post cards' safety net. In infinite and load-more mode the theme hides its pagination with an
// inline `display:none` and leaves the way on to its script: without one, the button answers nothing
// and later pages are out of reach. Lifted: the pagination shows (the theme's links to every page)
// and the load-more button goes. The cards need no lifting; the filter bar stays hidden (without a
// script it would do nothing). No net.css: kernel.css has no room left, and a page without any
// script still shows every card of page 1 (the blog's net rule hides the dead button there).
import type { Fallback } from '../../kernel/contract';

const fallback: Fallback = (elements) => {
  for (const element of elements) {
    for (const pagination of element.querySelectorAll<HTMLElement>(':scope > .pagination'))
      pagination.style.display = 'block';
    for (const button of element.querySelectorAll<HTMLElement>(':scope > .fusion-load-more-button'))
      button.style.display = 'none';
  }
};
export default fallback;
