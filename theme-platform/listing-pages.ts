// The next pages of a listing the theme paginates on the server (post cards; the blog does the same
// in modules/blog): in infinite or load-more mode the theme prints a trigger
// (`.fusion-infinite-scroll-trigger`), its numbered pagination hidden by an inline `display:none`
// with `a.pagination-next`, the page count in the list's `data-pages`, and for load-more a
// `.fusion-load-more-button`. The next page is the theme's whole page at the next link's address
// (theme-platform/page-address.ts); the same list in it gives the items, imported into this
// document after the last one. Infinite scroll loads when the trigger is anywhere above the
// viewport's bottom (a jump past it loads too) and keeps one real 'next' link as the way on by
// keyboard; the button and the link take focus to the first new item; a status region says what
// happened. A failed page leaves the 'next' link as the way on.
import type { Logger } from '../kernel/contract';
import { pageAddress } from './page-address';
import { plainText } from './plain-text';

export interface ListingPagesTexts {
  /** Shown and said while a page loads (the theme gives it as HTML: its words are used). */
  loading: string;
  /** Shown and said after the last page. */
  finished: string;
  /** Shown when a page fails to load; the 'next' link stays as the way on. */
  failed: string;
  /** Said after a load; `%d` is the number of new items. */
  loaded: string;
}

export interface ListingPagesOptions {
  /** Where the items are: new ones go after the last. */
  list: HTMLElement;
  /** The items of a list, this one or the same list in a fetched page. */
  itemsOf: (list: Element) => HTMLElement[];
  /** The same list in a fetched page of the theme. */
  listIn: (page: Document) => Element | null;
  mode: 'infinite' | 'load-more';
  /** The list's `data-pages`, if it has a usable one. */
  pages: number | undefined;
  pagination: HTMLElement;
  trigger: Element | null;
  button: HTMLElement | null;
  /** The status line goes after this element. */
  statusAfter: Element;
  texts: ListingPagesTexts;
  /** Infinite scroll loads when the trigger is this close to the viewport's bottom (px). */
  bufferPx: number;
  /** New items fade in this long (ms); none under reduced motion. */
  revealMs: number;
  reducedMotion: () => boolean;
  /** The calling module's id: the prefix of the classes made here (`<id>__status`, `<id>__pagination--next-only`). */
  classPrefix: string;
  /** New items are in the page. */
  onAdded: (items: HTMLElement[], page: number) => void;
  signal: AbortSignal;
  log: Logger;
}

/**
 * How far above the viewport the infinite-scroll zone reaches: taller than any page (Chromium keeps
 * layout positions below 2^25 px), so all of the page above the viewport is in it.
 */
const aboveViewportPx = 10_000_000;

/** The list's `data-pages` as a page count, or undefined where it is not a positive whole number. */
export function readPages(value: string | null | undefined): number | undefined {
  if (!value || !/^\s*\d+\s*$/.test(value)) return undefined;
  const pages = Number.parseInt(value, 10);
  return pages > 0 ? pages : undefined;
}

function focusItem(item: HTMLElement): void {
  if (!item.matches('a[href], button, [tabindex]')) item.tabIndex = -1;
  item.focus();
}

/** Starts the next-page loading; undefined when there is nothing to load (one page, no next link). */
export function listingPages(options: ListingPagesOptions): (() => void) | undefined {
  const { list, pagination, texts, signal, log, classPrefix } = options;
  if (options.pages === 1) return undefined;
  const nextLink = pagination.querySelector<HTMLAnchorElement>('a.pagination-next');
  const address = nextLink ? pageAddress(nextLink.getAttribute('href') ?? '', document.baseURI) : undefined;
  if (!nextLink || !address) {
    log.error('no page number in a next link of the pagination; further pages will not load');
    return undefined;
  }
  let currentPage = address.page - 1;
  const nextOnly = `${classPrefix}__pagination--next-only`;
  const paginationDisplay = pagination.style.display;
  const showPagination = (shown: boolean) => {
    pagination.style.display = shown ? 'block' : 'none';
  };
  // Voorkant's own status line (the theme prints none): its `data-state` (loading, loaded,
  // finished, failed) is what each module's stylesheet keys on to show the closing messages.
  const status = document.createElement('div');
  status.className = `${classPrefix}__status`;
  status.setAttribute('role', 'status');
  options.statusAfter.after(status);
  const say = (text: string, state: string) => {
    status.textContent = plainText(text);
    status.dataset.state = state;
  };

  const { button } = options;
  const scrolling = options.mode === 'infinite' || !button;
  if (scrolling) {
    // Infinite scroll keeps one real link to the next page: nothing is reachable only by scrolling.
    pagination.classList.add(nextOnly);
    showPagination(true);
  } else showPagination(false);

  let busy = false;
  let done = false;
  let observer: IntersectionObserver | undefined;
  /** The trigger is observed again after a load (its first report then says where it is now). */
  let lookingAgain = false;
  /** The next link was used during a load: that load's first item takes focus. */
  let linkWaiting = false;
  /** The first item an infinite-scroll load added that keyboard users have not been taken to. */
  let unseenItem: HTMLElement | undefined;

  const finish = (failed: boolean) => {
    done = true;
    observer?.disconnect();
    if (button) {
      button.hidden = true;
      button.style.display = 'none';
    }
    if (failed) {
      say(texts.failed, 'failed');
      pagination.classList.add(nextOnly);
      showPagination(true);
    } else {
      say(texts.finished, 'finished');
      showPagination(false);
    }
  };

  const load = async (trigger: 'scroll' | 'button' | 'link') => {
    if (busy || done || signal.aborted) return;
    const page = currentPage + 1;
    if (options.pages && page > options.pages) return finish(false);
    busy = true;
    button?.setAttribute('aria-busy', 'true');
    say(texts.loading, 'loading');
    let added: HTMLElement[];
    let hasNext: boolean;
    try {
      const response = await fetch(address.at(page), { signal, headers: { accept: 'text/html' } });
      if (!response.ok) throw new Error(`page ${page} answered ${response.status}`);
      const html = new DOMParser().parseFromString(await response.text(), 'text/html');
      const source = options.listIn(html);
      hasNext = Boolean(source?.parentElement?.querySelector('.pagination a.pagination-next'));
      added = source ? options.itemsOf(source).map((item) => document.importNode(item, true)) : [];
    } catch (error) {
      if (signal.aborted) return;
      busy = false;
      button?.removeAttribute('aria-busy');
      log.error('loading the next page failed:', error);
      linkWaiting = false;
      return finish(true);
    }
    busy = false;
    button?.removeAttribute('aria-busy');
    if (added.length === 0) return finish(false);
    currentPage = page;
    const last = options.itemsOf(list).at(-1);
    if (last) last.after(...added);
    else list.append(...added);
    if (!options.reducedMotion() && options.revealMs > 0)
      for (const item of added) item.animate([{ opacity: 0 }, { opacity: 1 }], options.revealMs);
    nextLink.href = address.at(page + 1);
    options.onAdded(added, page);
    if ((options.pages && page >= options.pages) || !hasNext) finish(false);
    else say(texts.loaded.replace('%d', String(added.length)), 'loaded');
    const first = added.find((item) => item.style.display !== 'none') ?? added[0]!;
    if (trigger === 'scroll' && !linkWaiting) unseenItem ??= first;
    else {
      unseenItem = undefined;
      linkWaiting = false;
      // Keyboard users go on at the first new item, not at the button's old spot.
      focusItem(first);
    }
    // A short page can leave the trigger in view: look again.
    if (observer && sentinel) {
      lookingAgain = true;
      observer.unobserve(sentinel);
      observer.observe(sentinel);
    }
  };

  const sentinel = options.trigger ?? status;
  if (scrolling) {
    observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1);
        const again = lookingAgain;
        lookingAgain = false;
        if (!entry?.isIntersecting) return;
        // After a load, a trigger left far above (the visitor jumped to the end) waits for the
        // visitor to scroll to it again: one page per jump, not every page while they read the footer.
        if (again && entry.boundingClientRect.bottom < 0) return;
        void load('scroll');
      },
      { rootMargin: `${aboveViewportPx}px 0px ${options.bufferPx}px 0px` },
    );
    observer.observe(sentinel);
    nextLink.addEventListener(
      'click',
      (event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        // Reaching the link by keyboard scrolled the list's end into view, which loaded by itself:
        // the link leads to those items first, so none are skipped.
        if (unseenItem?.isConnected) {
          event.preventDefault();
          focusItem(unseenItem);
          unseenItem = undefined;
          return;
        }
        if (busy) {
          event.preventDefault();
          linkWaiting = true;
          return;
        }
        if (done) return;
        event.preventDefault();
        void load('link');
      },
      { signal },
    );
  }
  button?.addEventListener(
    'click',
    (event) => {
      event.preventDefault();
      void load('button');
    },
    { signal },
  );

  return () => {
    done = true;
    observer?.disconnect();
    status.remove();
    pagination.style.display = paginationDisplay;
    pagination.classList.remove(nextOnly);
  };
}
