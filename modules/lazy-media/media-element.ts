// What the module does to one lazy element, apart from lazysizes: reserve its space, show its
// state as a class, size a lazy iframe as FitVids would, and give an image or iframe its source
// at once for the browser's native lazy loading.
import type { LazyMediaSettings } from './index';

export type LazyState = 'loading' | 'loaded' | 'error';

/**
 * Moves `element` to the class of `state` (waiting is the theme's own `lazyload`); each state's
 * class is `lazy` + its name, as lazysizes names them.
 */
export function markState(element: Element, state: LazyState): void {
  element.classList.remove('lazyload', 'lazyloading', 'lazyloaded', 'lazyerror');
  element.classList.add(`lazy${state}`);
}

/**
 * Media with width and height attributes keep that ratio while they wait: the browser reserves
 * no space for an image without a source, and the layout would shift when it arrives.
 */
export function reserveSpace(element: Element): void {
  if (
    !(
      element instanceof HTMLImageElement ||
      element instanceof HTMLIFrameElement ||
      element instanceof HTMLVideoElement
    )
  )
    return;
  const width = Number(element.getAttribute('width'));
  const height = Number(element.getAttribute('height'));
  if (width > 0 && height > 0 && !element.style.aspectRatio)
    element.style.aspectRatio = `${width} / ${height}`;
}

/**
 * An embed the theme would run through FitVids: as wide as its column at the ratio of its width and
 * height attributes. One already inside the theme's `.fluid-width-video-wrapper` is sized by it.
 */
export function fitFrame(iframe: HTMLIFrameElement): void {
  if (iframe.parentElement?.classList.contains('fluid-width-video-wrapper')) return;
  const width = Number(iframe.getAttribute('width'));
  const height = Number(iframe.getAttribute('height'));
  if (!(width > 0 && height > 0)) return;
  Object.assign(iframe.style, { aspectRatio: `${width} / ${height}`, width: '100%', height: 'auto' });
}

/**
 * Gives an image or iframe its real source now, for the browser's `loading="lazy"` (native mode;
 * an iframe is already sized, `fitFrame`). Backgrounds are lazysizes' (the background hook); when
 * lazysizes cannot start, the module fails and its safety net (fallback.ts) gives every element
 * its source.
 */
export function loadNatively(
  element: HTMLImageElement | HTMLIFrameElement,
  { srcAttribute, srcsetAttribute }: LazyMediaSettings,
): void {
  const src = element.getAttribute(srcAttribute);
  if (element instanceof HTMLImageElement) {
    const sizes = element.getAttribute('data-orig-sizes');
    const srcset = element.getAttribute(srcsetAttribute);
    if (sizes) element.sizes = sizes;
    if (srcset) element.srcset = srcset;
  }
  if (src) element.src = src;
  if (element.classList.contains('lazyload')) markState(element, 'loading');
}
