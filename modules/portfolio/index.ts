// The Portfolio element (`.fusion-portfolio`, Fusion Core; docs/theme-markup/listings.md) in its
// grid and masonry layouts (its carousel is the carousel module's). The theme's stylesheet keeps
// every item's picture and text transparent until its script has laid the items out with Isotope
// and faded them in: here they show at once, in the theme's column widths on rows that wrap
// (Isotope's fitRows; masonry too, unpacked). The category filters are the shared toggle buttons
// (theme-platform/listing-filters.ts), regrouping the lightbox to the items shown; in infinite or
// load-more mode the theme's next pages join the list (theme-platform/listing-pages.ts).
import { defineModule, pickSettings, type ThemeKeys } from '../../kernel/contract';
import { type ListingFilters, listingFilters } from '../../theme-platform/listing-filters';
import { listingPages, readPages } from '../../theme-platform/listing-pages';
import { regroupLightbox } from './lightbox-groups';
import stylesheet from './portfolio.css?url';

export interface PortfolioSettings {
  texts: {
    /** Shown and said while the next items load (the theme's `avadaPortfolioVars.infinite_blog_text`, HTML). */
    loading: string;
    /** Shown and said after the last page (`avadaPortfolioVars.infinite_finished_msg`, HTML). */
    finished: string;
    /** Shown when a page fails to load; the 'next' link stays as the way on. */
    failed: string;
    /** Said after a load; `%d` is the number of new items. */
    loaded: string;
    /** Said after a filter was chosen: `%s` its name, `%d` how many items show. */
    filtered: string;
  };
  /** The theme's `lightbox_behavior`: `individual` gives each item's pictures a group of their own. */
  lightboxBehavior: string;
  /** Infinite scroll loads when the end of the list is this close to the viewport's bottom (px). */
  bufferPx: number;
  /** New and filtered-in items fade in this long (ms); none under reduced motion. */
  revealMs: number;
}

const defaults = {
  texts: {
    loading: 'De volgende projecten worden geladen...',
    finished: 'Alle projecten worden getoond.',
    failed: 'De volgende projecten konden niet worden geladen.',
    loaded: '%d projecten erbij',
    filtered: '%s: %d projecten',
  },
  lightboxBehavior: 'all',
  bufferPx: 40,
  revealMs: 400,
} satisfies PortfolioSettings;

const theme = {
  'texts.loading': 'avadaPortfolioVars.infinite_blog_text',
  'texts.finished': 'avadaPortfolioVars.infinite_finished_msg',
  lightboxBehavior: 'avadaPortfolioVars.lightbox_behavior',
} satisfies ThemeKeys;

const itemSelector = ':scope > article.fusion-portfolio-post:not(.fusion-grid-sizer)';
const shownClass = 'portfolio--shown';

export default defineModule<PortfolioSettings>({
  id: 'portfolio',
  stylesheet,
  theme,
  settings: (site) => pickSettings(site.settings.portfolio, defaults, 'portfolio', theme),
  init(ctx) {
    const element = ctx.element as HTMLElement;
    const { settings } = ctx;
    const wrapper = element.querySelector<HTMLElement>(':scope > .fusion-portfolio-wrapper');
    if (!wrapper) return;
    // The gate first: the items show whatever follows.
    element.classList.add(shownClass);
    const itemsOf = (root: Element) => [...root.querySelectorAll<HTMLElement>(itemSelector)];
    const items = () => itemsOf(wrapper);
    const animate = () => !ctx.viewport.reducedMotion && settings.revealMs > 0;
    const elementId = element.getAttribute('data-id') ?? '';
    const individual = settings.lightboxBehavior === 'individual';

    const bar = element.querySelector<HTMLElement>(':scope > div > ul.fusion-filters');
    let filterStatus: HTMLElement | undefined;
    let filters: ListingFilters | undefined;
    if (bar) {
      filterStatus = document.createElement('div');
      filterStatus.className = 'portfolio__status';
      filterStatus.setAttribute('role', 'status');
      bar.after(filterStatus);
      filters = listingFilters({
        bar,
        items,
        texts: settings.texts,
        status: filterStatus,
        animate,
        signal: ctx.signal,
        onChange: (filter, shown) => regroupLightbox(shown, filter, elementId, individual),
      });
      if (filters.active !== '*') regroupLightbox(items(), filters.active, elementId, individual);
    }

    const paging = element.classList.contains('fusion-portfolio-paging-load-more-button')
      ? 'load-more'
      : element.classList.contains('fusion-portfolio-paging-infinite')
        ? 'infinite'
        : undefined;
    const pagination = element.querySelector<HTMLElement>(':scope > .pagination');
    const number = [...element.classList].find((name) => /^fusion-portfolio-\d+$/.test(name));
    const button = element.querySelector<HTMLElement>(':scope > .fusion-load-more-button');
    // The element by its number; the archive template (`.fusion-portfolio-archive`) has none.
    const listSelector = number
      ? `.${number} > .fusion-portfolio-wrapper`
      : element.classList.contains('fusion-portfolio-archive')
        ? '.fusion-portfolio-archive > .fusion-portfolio-wrapper'
        : undefined;
    const stopPages =
      paging && pagination && listSelector
        ? listingPages({
            list: wrapper,
            itemsOf,
            listIn: (page) => page.querySelector(listSelector),
            mode: paging,
            pages: readPages(wrapper.getAttribute('data-pages')),
            pagination,
            trigger: element.querySelector(':scope > .fusion-infinite-scroll-trigger'),
            button,
            statusAfter: button ?? pagination,
            texts: settings.texts,
            bufferPx: settings.bufferPx,
            revealMs: settings.revealMs,
            reducedMotion: () => ctx.viewport.reducedMotion,
            classPrefix: 'portfolio',
            onAdded: (added) => {
              filters?.apply(added);
              if (filters && filters.active !== '*')
                regroupLightbox(
                  added.filter((item) => item.style.display !== 'none'),
                  filters.active,
                  elementId,
                  individual,
                );
            },
            signal: ctx.signal,
            log: ctx.log,
          })
        : undefined;

    return () => {
      stopPages?.();
      filters?.stop();
      filterStatus?.remove();
      element.classList.remove(shownClass);
    };
  },
});
