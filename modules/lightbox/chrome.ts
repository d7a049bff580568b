// Drives the React chrome (chrome-view.tsx) from PhotoSwipe: one root in PhotoSwipe's element,
// rendered again on every change of item, slideshow state or arriving thumbnail. Renders are
// synchronous (flushSync), so the chrome is complete the moment PhotoSwipe shows an item.
// The slideshow (paused at start; after the last item back to the first) and fullscreen (the
// Fullscreen API, also by Shift+Enter) are kept here; React only draws their buttons.
import type PhotoSwipe from 'photoswipe';
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import LightboxChrome, { type ChromeItem, type ChromeTexts } from './chrome-view';

export interface ChromeSettings {
  slideshowSpeedMs: number;
  thumbnails: boolean;
  /** The slideshow button (the theme's `lightbox_gallery`). */
  slideshow: boolean;
  /** The slideshow runs from the start (the theme's `lightbox_autoplay`). */
  slideshowAutoplay: boolean;
  texts: ChromeTexts;
}

export interface ChromeSource extends Omit<ChromeItem, 'thumbnail'> {
  /** Thumbnail now, or a promise of one (a provider's oEmbed answer). */
  thumbnail: string | undefined | Promise<string | undefined>;
}

function toggleFullscreen(target: HTMLElement | undefined): void {
  if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
  else void target?.requestFullscreen?.().catch(() => {});
}

export function addChrome(
  pswp: PhotoSwipe,
  sources: readonly ChromeSource[],
  settings: ChromeSettings,
): void {
  const items: ChromeItem[] = sources.map((source) => ({
    ...source,
    thumbnail: typeof source.thumbnail === 'string' ? source.thumbnail : undefined,
  }));
  let timer: ReturnType<typeof setInterval> | undefined;
  let bar: HTMLElement | null = null;
  let render = () => {};
  const closed = new AbortController();

  const stopSlideshow = () => {
    clearInterval(timer);
    timer = undefined;
  };
  const toggleSlideshow = () => {
    if (timer !== undefined) stopSlideshow();
    else
      timer = setInterval(() => {
        // After the last item the slideshow goes back to the first, looping or not.
        pswp.goTo(pswp.currIndex + 1 >= pswp.getNumItems() ? 0 : pswp.currIndex + 1);
      }, settings.slideshowSpeedMs);
    render();
  };

  pswp.on('uiRegister', () => {
    pswp.ui?.registerElement({
      name: 'lightbox-toolbar',
      className: 'lightbox__toolbar',
      appendTo: 'bar',
      order: 8,
      onInit: (element) => {
        bar = element;
      },
    });
    pswp.ui?.registerElement({
      name: 'lightbox-chrome',
      className: 'lightbox__chrome',
      appendTo: 'root',
      order: 9,
      onInit: (element) => {
        const root = createRoot(element);
        render = () =>
          flushSync(() =>
            root.render(
              createElement(LightboxChrome, {
                items: [...items],
                index: pswp.currIndex,
                texts: settings.texts,
                thumbnails: settings.thumbnails,
                slideshow: settings.slideshow,
                slideshowPlaying: timer !== undefined,
                fullscreenOn: document.fullscreenElement === pswp.element && pswp.element !== undefined,
                bar,
                onGoTo: (index) => pswp.goTo(index),
                onToggleSlideshow: toggleSlideshow,
                onToggleFullscreen: () => toggleFullscreen(pswp.element),
              }),
            ),
          );
        pswp.on('change', () => render());
        document.addEventListener('fullscreenchange', () => render(), { signal: closed.signal });
        pswp.on('destroy', () => {
          closed.abort();
          stopSlideshow();
          // After PhotoSwipe's own teardown, outside any React render in progress.
          queueMicrotask(() => root.unmount());
        });
        render();
        if (settings.slideshowAutoplay && settings.slideshow && sources.length > 1) toggleSlideshow();
        sources.forEach((source, index) => {
          if (typeof source.thumbnail === 'string' || !source.thumbnail) return;
          void source.thumbnail.then((thumbnail) => {
            if (!thumbnail) return;
            items[index] = { ...items[index]!, thumbnail };
            render();
          });
        });
      },
    });
  });
  pswp.on('bindEvents', () => {
    pswp.element?.addEventListener('keydown', (event) => {
      if (event.key === 'Enter' && event.shiftKey) {
        event.preventDefault();
        toggleFullscreen(pswp.element);
      }
    });
  });
}
