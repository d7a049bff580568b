// Background images for lazysizes (`<div class="lazyload" data-bg="…">`, with the theme's gradient
// and responsive variants): lazysizes is told to wait, and the lazy part background-load.ts fetches
// the image first and sets it when it has arrived, so the element goes from placeholder to picture
// in one step. Written here instead of
// lazysizes' unveilhooks plug-in, which also injects scripts and styles named in data attributes:
// a page must never run a script because an attribute says so. A lazy iframe gets its source as
// an attribute (lazysizes would navigate the frame and leave `src` empty, so no other script could
// tell the embed is there).
import type { ScreenBreakpoints } from './background-image';

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
      // An element naming no image is lazysizes' own (the part picks the one for this screen).
      if (!['data-bg', 'data-bg-small', 'data-bg-medium'].some((name) => target.hasAttribute(name))) return;
      const detail = (event as CustomEvent<{ firesLoad?: boolean }>).detail;
      // lazysizes waits for `_lazyloaded` instead of the element's own load event.
      detail.firesLoad = true;
      const settle = (ok: boolean) => {
        if (!ok) failed.add(target);
        detail.firesLoad = false;
        lazySizes.fire(target, '_lazyloaded', {}, true, true);
      };
      // A part that cannot load counts as an image that could not: lazysizes is not left waiting.
      import('./background-load').then(
        ({ loadBackground }) => loadBackground(target, breakpoints).then(settle),
        () => settle(false),
      );
    },
    { signal },
  );
}
