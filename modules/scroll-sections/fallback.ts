// The safety net of scroll-sections: without the module every element of a scroll section shows
// (`fusion-scroll-section-mobile-disabled`, the theme's phone state), each container as tall as its
// content.
import type { Fallback } from '../../kernel/contract';

const fallback: Fallback = (elements) => {
  for (const section of elements) {
    section.classList.add('fusion-scroll-section-mobile-disabled');
    for (const container of section.querySelectorAll<HTMLElement>('.hundred-percent-height-scrolling'))
      container.style.height = 'auto';
  }
};
export default fallback;
