// The builder's Recent Posts element (`.fusion-recent-posts`, docs/theme-markup/listings.md) in
// infinite or load-more mode (`fusion-recent-posts-infinite[data-pages]`, with
// `fusion-recent-posts-load-more` the `.fusion-load-more-button`): the theme's next pages, whose
// posts of the same element join its `section.fusion-columns` (theme-platform/listing-pages.ts).
// Keyboard users go on at the first new post; a status region says what happened.
import { defineModule, pickSettings, type ThemeKeys } from '../../kernel/contract';
import { listingPages, readPages } from '../../theme-platform/listing-pages';
import stylesheet from './recent-posts.css?url';

export interface RecentPostsSettings {
  texts: {
    /** Shown and said while the next posts load (the theme's `fusionRecentPostsVars.infinite_loading_text`, HTML). */
    loading: string;
    /** Shown and said after the last page (`fusionRecentPostsVars.infinite_finished_msg`, HTML). */
    finished: string;
    /** Shown when a page fails to load; the 'next' link stays as the way on. */
    failed: string;
    /** Said after a load; `%d` is the number of new posts. */
    loaded: string;
  };
  /** Infinite scroll loads when the end of the list is this close to the viewport's bottom (px). */
  bufferPx: number;
  /** New posts fade in this long (ms); none under reduced motion. */
  revealMs: number;
}

const defaults = {
  texts: {
    loading: 'De volgende berichten worden geladen...',
    finished: 'Alle berichten worden getoond.',
    failed: 'De volgende berichten konden niet worden geladen.',
    loaded: '%d berichten erbij',
  },
  bufferPx: 40,
  revealMs: 400,
} satisfies RecentPostsSettings;

const theme = {
  'texts.loading': 'fusionRecentPostsVars.infinite_loading_text',
  'texts.finished': 'fusionRecentPostsVars.infinite_finished_msg',
} satisfies ThemeKeys;

const postSelector = ':scope > article.post';

export default defineModule<RecentPostsSettings>({
  id: 'recent-posts',
  stylesheet,
  theme,
  settings: (site) => pickSettings(site.settings['recent-posts'], defaults, 'recent-posts', theme),
  init(ctx) {
    const element = ctx.element as HTMLElement;
    const { settings } = ctx;
    const list = element.querySelector<HTMLElement>(':scope > section.fusion-columns');
    const pagination = element.querySelector<HTMLElement>(':scope > .pagination');
    const number = [...element.classList].find((name) => /^fusion-recent-posts-\d+$/.test(name));
    if (!list || !pagination || !number) {
      ctx.log.warn(
        'an infinite recent posts list without its columns, pagination or number; no more posts load',
      );
      return;
    }
    const button = element.querySelector<HTMLElement>(':scope > .fusion-load-more-button');
    return listingPages({
      list,
      itemsOf: (root) => [...root.querySelectorAll<HTMLElement>(postSelector)],
      listIn: (page) => page.querySelector(`.${number} > section.fusion-columns`),
      mode: element.classList.contains('fusion-recent-posts-load-more') ? 'load-more' : 'infinite',
      pages: readPages(element.getAttribute('data-pages')),
      pagination,
      trigger: element.querySelector(':scope > .fusion-infinite-scroll-trigger'),
      button,
      statusAfter: button ?? pagination,
      texts: settings.texts,
      bufferPx: settings.bufferPx,
      revealMs: settings.revealMs,
      reducedMotion: () => ctx.viewport.reducedMotion,
      classPrefix: 'recent-posts',
      onAdded: () => {},
      signal: ctx.signal,
      log: ctx.log,
    });
  },
});
