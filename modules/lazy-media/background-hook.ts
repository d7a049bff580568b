// Background images for lazysizes (`<div class="lazyload" data-bg="…">`, with the theme's gradient
// and responsive variants, background-image.ts): the image is fetched first and set when it has
// arrived, so the element goes from placeholder to picture in one step. Written here instead of
// lazysizes' unveilhooks plug-in, which also injects scripts and styles named in data attributes:
// a page must never run a script because an attribute says so. A lazy iframe gets its source as
// an attribute (lazysizes would navigate the frame and leave `src` empty, so no other script could
// tell the embed is there).
import { backgroundAddress, type ScreenBreakpoints, setBackground } from './background-image';

const failed = new WeakSet<Element>();

/** The background image of `element` could not be loaded. */
export function backgroundFailed(element: Element): boolean {
  return failed.has(element);
}

interface LazySizesLike {
  fire(element: Element, name: string, detail?: object, bubbles?: boolean, cancelable?: boolean): Event;
}

export function installBackgroundHook(
  lazySizes: LazySizesLike,
  breakpoints: ScreenBreakpoints,
  srcAttribute: string,
  signal: AbortSignal,
): void {
  document.addEventListener(
    'lazybeforeunveil',
    (event) => {
      const target = event.target;
      if (event.defaultPrevented || !(target instanceof HTMLElement)) return;
      if (target instanceof HTMLIFrameElement) {
        const src = target.getAttribute(srcAttribute);
        if (!src) return;
        // lazysizes then only marks it loaded.
        event.preventDefault();
        target.src = src;
        return;
      }
      const url = backgroundAddress(target, window.innerWidth, breakpoints);
      if (!url) return;
      const detail = (event as CustomEvent<{ firesLoad?: boolean }>).detail;
      // lazysizes waits for `_lazyloaded` instead of the element's own load event.
      detail.firesLoad = true;
      const probe = new Image();
      const settle = (ok: boolean) => {
        if (ok) setBackground(target, url);
        else failed.add(target);
        detail.firesLoad = false;
        lazySizes.fire(target, '_lazyloaded', {}, true, true);
      };
      probe.addEventListener('load', () => settle(true), { once: true });
      probe.addEventListener('error', () => settle(false), { once: true });
      probe.src = url;
    },
    { signal },
  );
}
