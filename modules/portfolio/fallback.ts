// The portfolio's safety net: the theme keeps every item's picture and text at opacity 0 until its
// script fades them in, and in infinite and load-more mode hides its pagination inline. Lifted: the
// items show, the pagination shows (the theme's links to every page) and the load-more button goes.
// net.css shows the items by CSS alone when no script arrives.
import type { Fallback } from '../../kernel/contract';

const fallback: Fallback = (elements) => {
  for (const element of elements) {
    for (const content of element.querySelectorAll<HTMLElement>(
      '.fusion-portfolio-content-wrapper, .fusion-portfolio-post .fusion-image-wrapper',
    ))
      content.style.opacity = '1';
    for (const pagination of element.querySelectorAll<HTMLElement>(':scope > .pagination'))
      pagination.style.display = 'block';
    for (const button of element.querySelectorAll<HTMLElement>(':scope > .fusion-load-more-button'))
      button.style.display = 'none';
  }
};
export default fallback;
