// Gives an image or iframe the theme lazy-loads its real source now (THEME-MARKUP.md "lazy-media":
// the source in `data-orig-src`, `data-srcset`, `data-orig-sizes`), for modules that must show one
// before lazy loading would: lazy media without lazysizes, the next image of a background slider,
// a video element about to play. Marks it loaded so lazysizes leaves it alone.

export interface LazyAttributes {
  src: string;
  srcset: string;
  sizes: string;
}

/** The attributes Avada's image and iframe lazy loading prints. */
export const avadaLazyAttributes: LazyAttributes = {
  src: 'data-orig-src',
  srcset: 'data-srcset',
  sizes: 'data-orig-sizes',
};

/** True when `element` still waits for its real source. */
export function awaitsSource(element: Element, attributes: LazyAttributes = avadaLazyAttributes): boolean {
  const src = element.getAttribute(attributes.src);
  return src !== null && element.getAttribute('src') !== src;
}

/** Sets the real source of a waiting image or iframe; returns whether it did. */
export function revealLazySource(
  element: Element,
  attributes: LazyAttributes = avadaLazyAttributes,
): boolean {
  if (!(element instanceof HTMLImageElement || element instanceof HTMLIFrameElement)) return false;
  if (!awaitsSource(element, attributes)) return false;
  if (element instanceof HTMLImageElement) {
    const sizes = element.getAttribute(attributes.sizes);
    const srcset = element.getAttribute(attributes.srcset);
    if (sizes) element.sizes = sizes;
    if (srcset) element.srcset = srcset;
  }
  element.src = element.getAttribute(attributes.src)!;
  element.classList.replace('lazyload', 'lazyloaded');
  return true;
}
