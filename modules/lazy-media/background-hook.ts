// Background images for lazysizes (`<div class="lazyload" data-bg="…">`): the image is fetched
// first and set when it has arrived, so the element goes from placeholder to picture in one step.
// Written here instead of lazysizes' unveilhooks plug-in, which also injects scripts and styles
// named in data attributes: a page must never run a script because an attribute says so.
const failed = new WeakSet<Element>();

/** The background image of `element` could not be loaded. */
export function backgroundFailed(element: Element): boolean {
  return failed.has(element);
}

interface LazySizesLike {
  fire(element: Element, name: string, detail?: object, bubbles?: boolean, cancelable?: boolean): Event;
}

export function installBackgroundHook(lazySizes: LazySizesLike, signal: AbortSignal): void {
  document.addEventListener(
    'lazybeforeunveil',
    (event) => {
      const target = event.target;
      const url = target instanceof HTMLElement ? target.getAttribute('data-bg') : null;
      if (!url || event.defaultPrevented || !(target instanceof HTMLElement)) return;
      const detail = (event as CustomEvent<{ firesLoad?: boolean }>).detail;
      // lazysizes waits for `_lazyloaded` instead of the element's own load event.
      detail.firesLoad = true;
      const probe = new Image();
      const settle = (ok: boolean) => {
        if (ok) target.style.backgroundImage = `url(${JSON.stringify(new URL(url, document.baseURI).href)})`;
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
