// The builder's Post Cards element (`.fusion-post-cards`, docs/theme-markup/listings.md) in its grid,
// masonry (on CSS grid rows, theme-platform/masonry-rows.ts) and stacking layouts (its carousels are
// the carousel module's): the category filters above the cards (theme-platform/listing-filters.ts),
// and in infinite or load-more mode the next pages of the theme (`data-pages`, the hidden
// pagination's next link, `.fusion-load-more-button`) whose cards join the list
// (theme-platform/listing-pages.ts), following the active filter. Cards the element animates one
// after the other (`.fusion-delayed-animation`) are shown; the theme's stylesheet keeps them hidden
// until its script acts.
import { defineModule, pickSettings, type ThemeKeys } from '../../kernel/contract';
import { type ListingFilters, listingFilters } from '../../theme-platform/listing-filters';
import { listingPages, readPages } from '../../theme-platform/listing-pages';
import { masonryRows } from '../../theme-platform/masonry-rows';
import stylesheet from './post-cards.css?url';

export interface PostCardsSettings {
  texts: {
    /** Shown and said while the next cards load (the theme's `fusionPostCardsVars.infinite_text`, HTML). */
    loading: string;
    /** Shown and said after the last page (`fusionPostCardsVars.infinite_finished_msg`, HTML). */
    finished: string;
    /** Shown when a page fails to load; the 'next' link stays as the way on. */
    failed: string;
    /** Said after a load; `%d` is the number of new cards. */
    loaded: string;
    /** Said after a filter was chosen: `%s` its name, `%d` how many cards show. */
    filtered: string;
  };
  /** Infinite scroll loads when the end of the list is this close to the viewport's bottom (px). */
  bufferPx: number;
  /** New and filtered-in cards fade in this long (ms); none under reduced motion. */
  revealMs: number;
  /** Row height of the masonry grid (px): smaller is more exact. */
  masonryRowPx: number;
}

const defaults = {
  texts: {
    loading: 'De volgende berichten worden geladen...',
    finished: 'Alle berichten worden getoond.',
    failed: 'De volgende berichten konden niet worden geladen.',
    loaded: '%d berichten erbij',
    filtered: '%s: %d berichten',
  },
  bufferPx: 40,
  revealMs: 400,
  masonryRowPx: 8,
} satisfies PostCardsSettings;

const theme = {
  'texts.loading': 'fusionPostCardsVars.infinite_text',
  'texts.finished': 'fusionPostCardsVars.infinite_finished_msg',
} satisfies ThemeKeys;

const cardSelector = ':scope > li.post-card:not(.fusion-grid-sizer)';

/** The masonry's column sizer: a card's classes, so the theme's stylesheet gives it a card's width. */
function cardSizer(): HTMLElement {
  const sizer = document.createElement('li');
  sizer.className =
    'fusion-layout-column post-card fusion-grid-column fusion-post-cards-grid-column fusion-grid-sizer';
  sizer.setAttribute('aria-hidden', 'true');
  return sizer;
}

export default defineModule<PostCardsSettings>({
  id: 'post-cards',
  stylesheet,
  theme,
  settings: (site) => pickSettings(site.settings['post-cards'], defaults, 'post-cards', theme),
  init(ctx) {
    const element = ctx.element as HTMLElement;
    const { settings } = ctx;
    // The grid's list; carousels (a swiper-wrapper) have none and are left to the carousel module.
    const list = element.querySelector<HTMLElement>(':scope > ul.fusion-grid');
    if (!list) return;
    const cardsOf = (root: Element) => [...root.querySelectorAll<HTMLElement>(cardSelector)];
    const cards = () => cardsOf(list);
    const animate = () => !ctx.viewport.reducedMotion && settings.revealMs > 0;

    // Delayed animation: the theme's script makes each card visible in turn; here they show at once.
    const delayed = element.classList.contains('fusion-delayed-animation');
    const showDelayed = (items: HTMLElement[]) => {
      if (delayed) for (const card of items) card.style.visibility = 'visible';
    };
    showDelayed(cards());

    // Masonry: the theme's Isotope packery, here CSS grid rows (theme-platform/masonry-rows.ts).
    const masonry = element.classList.contains('fusion-post-cards-masonry')
      ? masonryRows(list, { rowPx: settings.masonryRowPx, prefix: 'post-cards', makeSizer: cardSizer })
      : undefined;
    masonry?.add(cards());

    const bar = element.querySelector<HTMLElement>(':scope > div > ul.fusion-filters');
    let filterStatus: HTMLElement | undefined;
    let filters: ListingFilters | undefined;
    if (bar) {
      filterStatus = document.createElement('div');
      filterStatus.className = 'post-cards__status';
      filterStatus.setAttribute('role', 'status');
      bar.after(filterStatus);
      filters = listingFilters({
        bar,
        items: cards,
        texts: settings.texts,
        status: filterStatus,
        animate,
        signal: ctx.signal,
      });
    }

    const pagination = element.querySelector<HTMLElement>(':scope > .pagination');
    const infinite = list.classList.contains('fusion-grid-container-infinite');
    const number = [...element.classList].find((name) => /^fusion-post-cards-\d+$/.test(name));
    const stopPages =
      infinite && pagination && number
        ? listingPages({
            list,
            itemsOf: cardsOf,
            listIn: (page) => page.querySelector(`.${number} > ul.fusion-grid`),
            mode: list.classList.contains('fusion-grid-container-load-more') ? 'load-more' : 'infinite',
            pages: readPages(list.getAttribute('data-pages')),
            pagination,
            trigger: element.querySelector(':scope > .fusion-infinite-scroll-trigger'),
            button: element.querySelector<HTMLElement>(':scope > .fusion-load-more-button'),
            statusAfter: element.querySelector(':scope > .fusion-load-more-button') ?? pagination,
            texts: settings.texts,
            bufferPx: settings.bufferPx,
            revealMs: settings.revealMs,
            reducedMotion: () => ctx.viewport.reducedMotion,
            classPrefix: 'post-cards',
            onAdded: (added) => {
              showDelayed(added);
              filters?.apply(added);
              masonry?.add(added);
            },
            signal: ctx.signal,
            log: ctx.log,
          })
        : undefined;
    if (infinite && !stopPages && !(pagination && number))
      ctx.log.warn(
        'an infinite post cards list without its pagination or element number; no more cards load',
      );

    return () => {
      stopPages?.();
      filters?.stop();
      filterStatus?.remove();
      masonry?.stop();
    };
  },
});
