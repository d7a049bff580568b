// The builder's Gallery element (`.fusion-gallery`, in `.awb-gallery-wrapper` from Builder 3.8,
// docs/theme-markup/gallery.md). The theme's stylesheet hides every column until its script has laid
// them out with Isotope's packery and faded them in; items past the element's limit stay hidden until
// the load-more button or the infinite-scroll handle reveals the next set. This module lays the
// columns out on a CSS grid with the theme's column widths (masonry tiles span the cells their
// orientation class says) and reveals the next sets; the lightbox module opens the pictures, grouped
// by the links' own `data-rel`.
import { defineModule, pickSettings, type ThemeKeys } from '../../kernel/contract';
import stylesheet from './gallery.css?url';
import { gridLayout } from './grid-layout';
import { startLoadMore } from './load-more';

export interface GallerySettings {
  texts: {
    /** Said and shown once every item is out (the theme's `fusionGalleryVars.no_more_items_msg`). */
    finished: string;
    /** Said to screen readers after a set came in; `%d` is its size. */
    loaded: string;
  };
  /** New items fade in over this long, in ms (none under reduced motion). */
  revealMs: number;
  /** Infinite scroll reveals the next set this far before the handle reaches the window, in px. */
  infiniteMarginPx: number;
}

const defaults = {
  texts: { finished: "<em>Alle foto's worden getoond.</em>", loaded: "%d foto's erbij" },
  revealMs: 200,
  infiniteMarginPx: 200,
} satisfies GallerySettings;

const theme: ThemeKeys = { 'texts.finished': 'fusionGalleryVars.no_more_items_msg' };

export default defineModule<GallerySettings>({
  id: 'gallery',
  stylesheet,
  theme,
  settings: (site) => pickSettings(site.settings.gallery, defaults, 'gallery', theme),
  init(ctx) {
    const element = ctx.element as HTMLElement;
    // The selector takes the wrapper (3.8+, which holds the load-more controls, so the kernel's net
    // flag reaches them) and the bare gallery of older versions; a gallery in a wrapper is the
    // wrapper's (a selector excluding it would cost kernel.js bytes on every page).
    if (element.matches('.awb-gallery-wrapper > .fusion-gallery')) return;
    const gallery = element.matches('.fusion-gallery')
      ? element
      : element.querySelector<HTMLElement>(':scope > .fusion-gallery');
    if (!gallery) {
      ctx.log.warn('a gallery wrapper without its .fusion-gallery; nothing to lay out');
      return;
    }
    const layout = gridLayout(gallery);
    const wrapper = gallery.closest<HTMLElement>('.awb-gallery-wrapper');
    const loadMore = wrapper
      ? startLoadMore({
          wrapper,
          gallery,
          settings: ctx.settings,
          reducedMotion: ctx.viewport.reducedMotion,
          log: ctx.log,
          signal: ctx.signal,
        })
      : undefined;
    return () => {
      loadMore?.();
      layout.stop();
    };
  },
});
