// What the module does to one lazy element, apart from lazysizes: reserve its space, show its
// state as a class, and load it at once (native mode, or when lazysizes is unavailable).
import type { LazyMediaSettings } from './index';

export type LazyState = 'loading' | 'loaded' | 'error';

const stateClass: Record<LazyState, string> = {
  loading: 'lazyloading',
  loaded: 'lazyloaded',
  error: 'lazyerror',
};

/** Moves `element` to the class of `state` (waiting is the theme's own `lazyload`). */
export function markState(element: Element, state: LazyState): void {
  element.classList.remove('lazyload', 'lazyloading', 'lazyloaded', 'lazyerror');
  element.classList.add(stateClass[state]);
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

/** Gives the element its real source now. */
export function loadNow(element: Element, settings: LazyMediaSettings): void {
  const src = element.getAttribute(settings.srcAttribute);
  const srcset = element.getAttribute(settings.srcsetAttribute);
  const background = element.getAttribute('data-bg');
  if (element instanceof HTMLImageElement) {
    if (srcset) element.srcset = srcset;
    if (src) element.src = src;
  } else if (element instanceof HTMLIFrameElement || element instanceof HTMLVideoElement) {
    if (src) element.src = src;
  } else if (background && element instanceof HTMLElement) {
    element.style.backgroundImage = `url(${JSON.stringify(new URL(background, document.baseURI).href)})`;
    markState(element, 'loaded');
    return;
  }
  if (element.classList.contains('lazyload')) markState(element, 'loading');
}
