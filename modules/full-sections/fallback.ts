// The safety net of full-sections: without the module the sections are ordinary content, shown one
// below the other (`fusion-full-scroll-disabled`, the theme's phone state), each as tall as its content.
import type { Fallback } from '../../kernel/contract';

const fallback: Fallback = (elements) => {
  for (const root of elements) {
    root.classList.remove('swiper-ready');
    root.classList.add('fusion-full-scroll-disabled');
    for (const container of root.querySelectorAll<HTMLElement>('.swiper-slide .hundred-percent-height'))
      container.style.height = 'auto';
  }
};
export default fallback;
