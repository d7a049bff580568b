// Lazy media's safety net: every image, iframe and background the theme printed lazily gets its
// real source (`data-orig-src`, `data-srcset`, `data-orig-sizes`; `data-bg` under its gradient), so
// nothing stays a placeholder when lazy loading cannot run.
import type { Fallback } from '../../kernel/contract';

const fallback: Fallback = (elements) => {
  for (const element of elements) {
    const src = element.getAttribute('data-orig-src');
    if (element instanceof HTMLImageElement || element instanceof HTMLIFrameElement) {
      if (element instanceof HTMLImageElement) {
        const sizes = element.getAttribute('data-orig-sizes');
        const srcset = element.getAttribute('data-srcset');
        if (sizes) element.sizes = sizes;
        if (srcset) element.srcset = srcset;
      }
      if (src && element.getAttribute('src') !== src) element.src = src;
    } else if (element instanceof HTMLElement) {
      const bg = element.getAttribute('data-bg');
      if (!bg) continue;
      const image = `url(${JSON.stringify(new URL(bg, document.baseURI).href)})`;
      const gradient = element.getAttribute('data-bg-gradient')?.trim();
      if (gradient) element.style.backgroundImage = `${gradient}, ${image}`;
      if (!element.style.backgroundImage) element.style.backgroundImage = image;
    }
    element.classList.replace('lazyload', 'lazyloaded');
  }
};
export default fallback;
