// Adds a module's stylesheet (imported as `./<id>.css?url`) as a <link>, once per page, and waits
// for it (and for the frame that applies it), so markup a module adds is styled from its first
// frame. A <link> to a same-origin file holds under a strict style-src 'self' policy, unlike
// inline <style>.
import { afterNextFrame } from './after-frame';

const pending = new Map<string, Promise<void>>();

/**
 * @example
 * import stylesheet from './lightbox.css?url';
 * await loadStylesheet(stylesheet);
 */
export function loadStylesheet(href: string): Promise<void> {
  const url = new URL(href, document.baseURI).href;
  let loaded = pending.get(url);
  if (!loaded) {
    loaded = new Promise<void>((resolve) => {
      const existing = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].find(
        (link) => link.href === url,
      );
      if (existing) return resolve();
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = url;
      // New rules restyle the whole document. Resolved after the browser's next frame, that work
      // is the browser's own rendering step instead of being forced inside the module's init by
      // its first layout read: a long task on big pages (avada-slider on `/`: 67 ms, 48 of them
      // style and layout, `npx tsx bench/long-frames.ts /`).
      // The link is new and nobody else's, so its handler properties are free; it fires once.
      link.onload = () => afterNextFrame(resolve);
      // A stylesheet that fails to load must not hold the module back: it works unstyled.
      link.onerror = () => resolve();
      document.head.append(link);
    });
    pending.set(url, loaded);
  }
  return loaded;
}
