// Blog lists (SPEC sections 2, 4, 5, 7, 8, 9) on the theme's markup (THEME-MARKUP.md, "blog"): the
// layout from the container's classes (grid, masonry, timeline), and in infinite-scroll or load-more
// mode (`fusion-posts-container-infinite` / `-load-more`) the next pages fetched from the address of
// the pagination's `a.pagination-next`, as whole pages of the theme, whose posts join the list. New
// posts are plain markup in the page, so the kernel's observer gives them their modules (lightbox
// links, lazy images), and its request observation reports the load to the rest.
import { defineModule, pickSettings, type ThemeKeys } from '../../kernel/contract';
import { sizerSelector } from '../../theme-platform/grid-sizer';
import { type MasonryLayout, masonryRows } from '../../theme-platform/masonry-rows';
import { type PageAddress, pageAddress } from '../../theme-platform/page-address';
import stylesheet from './blog.css?url';
import { blogParts } from './blog-parts';
import { FeedFlags } from './feed-flags';
import { themeText } from './theme-text';

export interface BlogSettings {
  texts: {
    /** Shown (and announced) while the next page loads; the theme gives it as HTML (em, strong). */
    loading: string;
    /** Shown at the last page or when a page brings no posts; HTML like `loading`. */
    finished: string;
    /** Shown when a page fails to load; the real 'next' link stays as the way on. */
    failed: string;
    /** Announced after a load; %d is the number of new posts. */
    loaded: string;
    /** The timeline's bubbles icon while any month is open, and while all are closed. */
    collapseAll: string;
    expandAll: string;
  };
  /** The theme's `blog_pagination_type`: on archives, `load_more_button` means load-more mode. */
  paginationType: string;
  /** The posts. */
  itemSelector: string;
  /** The pagination's 'next' link, in the pagination block. */
  nextSelector: string;
  /** The pagination block after the list (hidden by the theme in infinite and load-more mode). */
  paginationSelector: string;
  /** Start loading when the end of the list is this close to the bottom of the viewport (px). */
  bufferPx: number;
  /** Scroll the page on by `extraScrollPx` after an infinite-scroll load (the engine's `animate`). */
  animate: boolean;
  /** How far `animate` scrolls on (px). */
  extraScrollPx: number;
  /** Fade-in of new posts (ms); none under reduced motion. */
  animationMs: number;
  /** Row height of the masonry grid (px): smaller is more exact. */
  masonryRowPx: number;
}

const defaults = {
  texts: {
    loading: 'Bezig met het ophalen van berichten...',
    finished: 'Einde van de berichten',
    failed: 'De volgende berichten konden niet worden geladen.',
    loaded: '%d nieuwe berichten geladen',
    collapseAll: 'Alle maanden inklappen',
    expandAll: 'Alle maanden uitklappen',
  },
  paginationType: '',
  itemSelector: 'article',
  nextSelector: 'a.pagination-next',
  paginationSelector: '.pagination',
  bufferPx: 40,
  animate: false,
  extraScrollPx: 150,
  animationMs: 800,
  masonryRowPx: 8,
} satisfies BlogSettings;

const theme = {
  'texts.loading': 'fusionBlogVars.infinite_blog_text',
  'texts.finished': 'fusionBlogVars.infinite_finished_msg',
  paginationType: 'fusionBlogVars.blog_pagination_type',
} satisfies ThemeKeys;

type LoadTrigger = 'scroll' | 'button' | 'link';

/**
 * How far above the viewport the infinite-scroll zone reaches: taller than any page (Chromium keeps
 * layout positions below 2^25 px, about 33.5 million), so all of the page above the viewport is in it.
 */
const aboveViewportPx = 10_000_000;
type DoneReason = 'last-page' | 'empty' | 'failed' | 'invalid-page';

declare module '../../kernel/contract' {
  interface ModuleEvents {
    /** New posts are in the page; `ms` from the trigger to the posts shown. */
    'blog:loaded': { element: Element; page: number; count: number; ms: number };
    /** No more loading: the last page, an empty page, a failed load or a bad address. */
    'blog:done': { element: Element; reason: DoneReason };
    /** Pause or resume loading of one blog (or all, without `element`). */
    'blog:pause': { element?: Element };
    'blog:resume': { element?: Element };
  }
}

/** Without a sizer of its own, one with the posts' classes measures the theme's width. */
function blogSizer(): HTMLElement {
  const sizer = document.createElement('article');
  sizer.className = 'fusion-post-grid post fusion-grid-sizer blog__sizer';
  sizer.setAttribute('aria-hidden', 'true');
  return sizer;
}

function focusPost(post: HTMLElement): void {
  post.tabIndex = -1;
  post.focus();
}

/** The loader the theme shows under the list: a spinner and the message, here also the live region. */
function loadingContainer(): { element: HTMLElement; message: HTMLElement } {
  const element = document.createElement('div');
  element.className = 'fusion-loading-container fusion-clearfix blog__loader';
  element.setAttribute('role', 'status');
  const spinner = document.createElement('div');
  spinner.className = 'fusion-loading-spinner';
  spinner.setAttribute('aria-hidden', 'true');
  for (const n of [1, 2, 3]) {
    const dot = document.createElement('div');
    dot.className = `fusion-spinner-${n}`;
    spinner.append(dot);
  }
  const message = document.createElement('div');
  message.className = 'fusion-loading-msg';
  element.append(spinner, message);
  return { element, message };
}

export default defineModule({
  id: 'blog',
  stylesheet,
  theme,
  settings: (site) => pickSettings(site.settings.blog, defaults, 'blog', theme),
  init(ctx) {
    const container = ctx.element as HTMLElement;
    const { settings } = ctx;
    const parts = blogParts(container, settings.paginationType, settings.paginationSelector);
    const { layout, list } = parts;
    const layoutClasses = ['blog', `blog--${layout}`, ...(parts.equalHeights ? ['blog--equal-heights'] : [])];
    container.classList.add(...layoutClasses);

    const isPost = (node: Element) => node.matches(settings.itemSelector) && !node.matches(sizerSelector);
    const posts = () => [...list.querySelectorAll(settings.itemSelector)].filter(isPost);
    let masonry: MasonryLayout | undefined;
    // Grid without equal heights is the theme's packed layout: the same as masonry.
    if (layout === 'masonry' || (layout === 'grid' && !parts.equalHeights)) {
      container.classList.add('blog--masonry');
      masonry = masonryRows(container, {
        rowPx: settings.masonryRowPx,
        prefix: 'blog',
        makeSizer: blogSizer,
      });
      masonry.add(posts());
    }
    // The timeline's month buttons come with a small chunk of their own, only where there is one.
    const timeline =
      layout === 'timeline'
        ? import('./timeline-months').then(({ timelineMonths }) =>
            timelineMonths(
              list,
              container.querySelector<HTMLElement>(':scope > .fusion-timeline-icon > i'),
              settings.texts,
              { signal: ctx.signal, reducedMotion: () => ctx.viewport.reducedMotion },
            ),
          )
        : undefined;
    const cleanup = () => {
      masonry?.stop();
      container.classList.remove(...layoutClasses, 'blog--masonry');
    };
    // Numbered pagination: the theme's links lead on; only the layout is ours.
    if (parts.pagination === 'pagination') return cleanup;

    // Start checks (SPEC section 5): the engine refuses to start without posts or a next address.
    if (posts().length === 0) {
      ctx.log.error(`no posts found with "${settings.itemSelector}"; more posts will not load`);
      return cleanup;
    }
    // One page only: nothing to load, no loader (SPEC section 9).
    if (parts.pages === 1) return cleanup;
    const nextLink = parts.paginationBlock?.querySelector<HTMLAnchorElement>(settings.nextSelector);
    if (!nextLink) {
      ctx.log.error(`no next link found with "${settings.nextSelector}"; more posts will not load`);
      return cleanup;
    }
    const nextHref = nextLink.getAttribute('href');
    if (!nextHref) {
      ctx.log.error('the next link has no address; more posts will not load');
      return cleanup;
    }
    const flags = new FeedFlags(container);
    const address: PageAddress | undefined = pageAddress(nextHref, document.baseURI);
    if (!address) {
      flags.set('invalid-page');
      ctx.log.error(`no page number in the next link's address "${nextHref}"; more posts will not load`);
      return cleanup;
    }
    let currentPage = address.page - 1;
    const pagination = parts.paginationBlock!;
    const paginationDisplay = pagination.style.display;
    const showPagination = (shown: boolean) => {
      pagination.style.display = shown ? 'block' : 'none';
    };
    const loader = loadingContainer();
    container.after(loader.element);

    const button = parts.pagination === 'load-more' ? parts.button : null;
    if (parts.pagination === 'load-more' && !button)
      ctx.log.warn('no load-more button found; more posts load by scrolling');
    const buttonIsNative = button instanceof HTMLButtonElement;
    if (button && !buttonIsNative) {
      // Older theme versions print the button as a div: it still works by keyboard.
      button.setAttribute('role', 'button');
      button.tabIndex = 0;
    }
    if (parts.pagination === 'infinite' || !button) {
      // Infinite scroll keeps one real link to the next page: nothing is reachable only by scrolling.
      pagination.classList.add('blog__pagination--next-only');
      showPagination(true);
    } else {
      // The button is the way on, as in the theme (whose inline style a strict policy may block).
      showPagination(false);
    }
    const hideButton = () => {
      if (!button) return;
      button.hidden = true;
      button.style.display = 'none';
    };

    const showStatus = (text: string, state: 'loading' | 'finished' | 'failed' | 'loaded') => {
      loader.message.replaceChildren(themeText(text));
      if (state === 'loaded') {
        // After a load the theme shows nothing: the count is for screen readers only.
        const announcement = document.createElement('span');
        announcement.className = 'blog__announcement';
        announcement.append(...loader.message.childNodes);
        loader.message.replaceChildren(announcement);
      }
      loader.element.dataset.state = state;
    };
    const finish = (reason: DoneReason) => {
      flags.set('done');
      observer?.disconnect();
      hideButton();
      if (reason === 'failed') {
        showStatus(settings.texts.failed, 'failed');
        pagination.classList.add('blog__pagination--next-only');
        showPagination(true);
      } else {
        showStatus(settings.texts.finished, 'finished');
        showPagination(false);
      }
      masonry?.refresh();
      ctx.bus.emit('blog:done', { element: container, reason });
    };

    const reveal = (nodes: HTMLElement[]) => {
      if (ctx.viewport.reducedMotion || settings.animationMs <= 0) return;
      for (const node of nodes) {
        node.animate([{ opacity: 0 }, { opacity: 1 }], {
          duration: settings.animationMs,
          easing: 'ease-out',
        });
      }
    };

    const load = async (trigger: LoadTrigger) => {
      if (!flags.ready) return;
      const started = performance.now();
      const page = currentPage + 1;
      if (parts.pages && page > parts.pages) {
        flags.set('beyond-max-page');
        return finish('last-page');
      }
      flags.set('during-ajax');
      button?.setAttribute('aria-busy', 'true');
      showStatus(settings.texts.loading, 'loading');
      let result: { added: HTMLElement[]; hasNext: boolean };
      try {
        // The page's reader comes in its own chunk, fetched alongside the first page.
        const [response, { readPage }] = await Promise.all([
          fetch(address.at(page), { signal: ctx.signal, headers: { accept: 'text/html' } }),
          import('./next-page'),
        ]);
        if (!response.ok) throw new Error(`page ${page} answered ${response.status}`);
        const source = readPage(await response.text(), container, parts, settings);
        if (timeline && source.months) {
          result = { added: (await timeline).merge(source.months), hasNext: source.hasNext };
        } else {
          result = { added: source.posts, hasNext: source.hasNext };
          list.append(...source.posts);
        }
      } catch (error) {
        if (ctx.signal.aborted) return;
        flags.set('during-ajax', false);
        button?.removeAttribute('aria-busy');
        ctx.log.error('loading more posts failed:', error);
        linkWaiting = false;
        return finish('failed');
      }
      flags.set('during-ajax', false);
      button?.removeAttribute('aria-busy');
      const { added } = result;
      if (added.length === 0) return finish('empty');

      currentPage = page;
      masonry?.add(added);
      reveal(added);
      nextLink.href = address.at(page + 1);
      ctx.bus.emit('blog:loaded', {
        element: container,
        page,
        count: added.length,
        ms: performance.now() - started,
      });
      if ((parts.pages && page >= parts.pages) || !result.hasNext) {
        finish('last-page');
      } else {
        showStatus(settings.texts.loaded.replace('%d', String(added.length)), 'loaded');
      }
      if (trigger === 'scroll' && !linkWaiting) unseenPost ??= added[0];
      else unseenPost = undefined;
      if (trigger !== 'scroll' || linkWaiting) {
        linkWaiting = false;
        // Keyboard users continue at the first new post, not at the top of the button's spot.
        focusPost(added[0]!);
      } else if (settings.animate) {
        window.scrollBy({
          top: settings.extraScrollPx,
          behavior: ctx.viewport.reducedMotion ? 'auto' : 'smooth',
        });
      }
      // A short page can leave the end of the list in view: look again.
      if (observer && sentinel) {
        lookingAgain = true;
        observer.unobserve(sentinel);
        observer.observe(sentinel);
      }
    };

    let observer: IntersectionObserver | undefined;
    /** The trigger is observed again after a load (its first report then says where it is now). */
    let lookingAgain = false;
    /** The next link was used during a load: that load's first post takes focus. */
    let linkWaiting = false;
    /** The first post an infinite-scroll load added that keyboard users have not been taken to. */
    let unseenPost: HTMLElement | undefined;
    const sentinel = parts.trigger ?? loader.element;
    if (parts.pagination === 'infinite' || !button) {
      // The intersection observer replaces the engine's debounced scroll handler: it fires once the
      // theme's trigger is above the viewport's bottom plus the buffer, without work on every scroll.
      // Above means anywhere above, as the engine reckons it (the trigger's distance from the
      // document's end against the window's): a jump past the trigger (the End key, the scroll bar,
      // a fast flick, an anchor further down) loads too. The observed zone therefore reaches far
      // above the viewport; were it the viewport alone, a jump from below the trigger to above it
      // would change nothing the observer sees, and nothing more would ever load.
      observer = new IntersectionObserver(
        (entries) => {
          const entry = entries.at(-1);
          const again = lookingAgain;
          lookingAgain = false;
          if (!entry?.isIntersecting) return;
          // Looking again after a load, a trigger left far above (the visitor jumped to the page's
          // end and the browser kept the view there) waits for the visitor to scroll down to it
          // again: one page per jump, not every page while the visitor reads the footer.
          if (again && entry.boundingClientRect.bottom < 0) return;
          void load('scroll');
        },
        { rootMargin: `${aboveViewportPx}px 0px ${settings.bufferPx}px 0px` },
      );
      observer.observe(sentinel);
      nextLink.addEventListener(
        'click',
        (event) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          // Reaching the link by keyboard scrolls the list's end into view, which loads by itself:
          // the link then leads to those posts first, so none are skipped.
          if (unseenPost?.isConnected) {
            event.preventDefault();
            focusPost(unseenPost);
            unseenPost = undefined;
            return;
          }
          // The link was used while its page is already on the way: no navigation away; focus goes
          // to the new posts when they are in.
          if (flags.has('during-ajax')) {
            event.preventDefault();
            linkWaiting = true;
            return;
          }
          if (!flags.ready) return;
          event.preventDefault();
          void load('link');
        },
        { signal: ctx.signal },
      );
    }
    button?.addEventListener(
      'click',
      (event) => {
        event.preventDefault();
        void load('button');
      },
      { signal: ctx.signal },
    );
    if (button && !buttonIsNative) {
      button.addEventListener(
        'keydown',
        (event) => {
          if (event.key !== 'Enter' && event.key !== ' ') return;
          event.preventDefault();
          void load('button');
        },
        { signal: ctx.signal },
      );
    }
    ctx.bus.on('blog:pause', ({ element }) => {
      if (!element || element === container) flags.set('paused');
    });
    ctx.bus.on('blog:resume', ({ element }) => {
      if (element && element !== container) return;
      flags.set('paused', false);
      if (observer) {
        observer.unobserve(sentinel);
        observer.observe(sentinel);
      }
    });

    return () => {
      flags.set('destroyed');
      observer?.disconnect();
      loader.element.remove();
      pagination.style.display = paginationDisplay;
      pagination.classList.remove('blog__pagination--next-only');
      cleanup();
    };
  },
});
