// Blog lists (SPEC sections 2, 4, 5, 7, 8, 9): grid, masonry and timeline layouts, and more posts by
// infinite scroll or a load-more button, fetched from the address the pagination's 'next' link
// gives. New posts are plain markup in the page, so the kernel's observer gives them their modules
// (lightbox links, lazy images, titles), and its request observation reports the load to the rest.
import { defineModule, pickSettings } from '../../kernel/contract';
import stylesheet from './blog.css?url';
import { FeedFlags } from './feed-flags';
import { type MasonryLayout, masonryLayout } from './masonry-layout';
import { type PageAddress, pageAddress } from './page-address';
import { postsOf, renderPost } from './post-template';
import { enhanceMonths, listenForMonthToggles, mergeRepeatedMonth } from './timeline-months';

export interface BlogSettings {
  texts: {
    /** Shown (and announced) while the next page loads. */
    loading: string;
    /** Shown at the last page or when a page brings no posts. */
    finished: string;
    /** Shown when a page fails to load; the real 'next' link stays as the way on. */
    failed: string;
    /** Label of the load-more button. */
    loadMore: string;
    /** Announced after a load; %d is the number of new posts. */
    loaded: string;
  };
  /** The posts inside the container. */
  itemSelector: string;
  /** The pagination's 'next' link, looked up in the blog's wrapper. */
  nextSelector: string;
  /** The pagination block around it (hidden where the load-more button replaces it). */
  paginationSelector: string;
  /** Month headers of the timeline layout. */
  monthSelector: string;
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
    loadMore: 'Meer berichten laden',
    loaded: '%d nieuwe berichten geladen',
  },
  itemSelector: 'article',
  nextSelector: '.fusion-blog-pagination a.pagination-next',
  paginationSelector: '.fusion-blog-pagination',
  monthSelector: '.fusion-timeline-date',
  bufferPx: 40,
  animate: false,
  extraScrollPx: 150,
  animationMs: 800,
  masonryRowPx: 8,
} satisfies BlogSettings;

export interface BlogOptions {
  layout: 'grid' | 'masonry' | 'timeline';
  pagination: 'infinite' | 'load-more' | 'none';
  format: 'html' | 'json';
  /** Page count the platform printed; 0 when unknown. */
  pages: number;
}

type LoadTrigger = 'scroll' | 'button' | 'link';

declare module '../../kernel/contract' {
  interface ModuleEvents {
    /** New posts are in the page; `ms` from the trigger to the posts shown. */
    'blog:loaded': { element: Element; page: number; count: number; ms: number };
    /** No more loading: the last page, an empty page, a failed load or a bad address. */
    'blog:done': { element: Element; reason: 'last-page' | 'empty' | 'failed' | 'invalid-page' };
    /** Pause or resume loading of one blog (or all, without `element`). */
    'blog:pause': { element?: Element };
    'blog:resume': { element?: Element };
  }
}

function focusPost(post: HTMLElement): void {
  post.tabIndex = -1;
  post.focus();
}

function optionsOf(element: Element): BlogOptions {
  const data = (element as HTMLElement).dataset;
  const layout = element.className.match(/fusion-blog-layout-(grid|masonry|timeline)/)?.[1] ?? 'grid';
  const pagination =
    data.pagination === 'load-more' || data.pagination === 'infinite' ? data.pagination : 'none';
  return {
    layout: layout as BlogOptions['layout'],
    pagination,
    format: data.format === 'json' ? 'json' : 'html',
    pages: Math.max(0, Number.parseInt(data.pages ?? '', 10) || 0),
  };
}

export default defineModule({
  id: 'blog',
  stylesheet,
  settings: (site) => pickSettings(site.settings.blog, defaults, 'blog'),
  options: optionsOf,
  init(ctx) {
    const container = ctx.element as HTMLElement;
    const { settings, options } = ctx;
    const wrapper = container.closest('.fusion-blog-shortcode') ?? container.parentElement ?? document.body;
    container.classList.add('blog', `blog--${options.layout}`);

    const posts = () => container.querySelectorAll(`:scope > ${settings.itemSelector}`);
    let masonry: MasonryLayout | undefined;
    if (options.layout === 'masonry') {
      container.style.setProperty('--blog-row', `${settings.masonryRowPx}px`);
      masonry = masonryLayout(container, settings.masonryRowPx);
      masonry.add(posts());
    }
    if (options.layout === 'timeline') {
      enhanceMonths(container, settings.monthSelector);
      listenForMonthToggles(container, settings.monthSelector, ctx.signal);
    }
    const cleanup = () => {
      masonry?.stop();
      container.classList.remove('blog', `blog--${options.layout}`);
    };
    if (options.pagination === 'none') return cleanup;

    // Start checks (SPEC section 5): the engine refuses to start without posts or a next address.
    if (posts().length === 0) {
      ctx.log.error(`no posts found with "${settings.itemSelector}"; more posts will not load`);
      return cleanup;
    }
    // One page only: nothing to load, no loader (SPEC section 9).
    if (options.pages === 1) return cleanup;
    const nextLink = wrapper.querySelector<HTMLAnchorElement>(settings.nextSelector);
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
    const pagination = wrapper.querySelector<HTMLElement>(settings.paginationSelector);
    const template = wrapper.querySelector<HTMLTemplateElement>('template.fusion-blog-template');

    // The status line is the loader, the finished message and the polite announcement in one.
    const status = document.createElement('p');
    status.className = 'blog__status';
    status.setAttribute('role', 'status');
    container.after(status);
    let button: HTMLButtonElement | undefined;
    if (options.pagination === 'load-more') {
      button = document.createElement('button');
      button.type = 'button';
      button.className = 'blog__load-more button';
      button.textContent = settings.texts.loadMore;
      status.after(button);
      // The button replaces the pagination; without script the pagination is the way on.
      if (pagination) pagination.hidden = true;
    } else {
      // Infinite scroll keeps one real link to the next page: nothing is reachable only by scrolling.
      pagination?.classList.add('blog__pagination--next-only');
    }

    const showStatus = (text: string, state: 'loading' | 'finished' | 'failed' | 'loaded') => {
      status.textContent = text;
      status.dataset.state = state;
    };
    const finish = (reason: 'last-page' | 'empty' | 'failed' | 'invalid-page') => {
      flags.set('done');
      observer?.disconnect();
      if (button) button.hidden = true;
      if (reason === 'failed') {
        showStatus(settings.texts.failed, 'failed');
        if (pagination) pagination.hidden = false;
      } else {
        showStatus(settings.texts.finished, 'finished');
        if (pagination) pagination.hidden = true;
      }
      masonry?.refresh();
      ctx.bus.emit('blog:done', { element: container, reason });
    };

    const parsePage = async (response: Response): Promise<Element[]> => {
      if (options.format === 'json') {
        if (!template) throw new Error('the JSON format needs a <template class="fusion-blog-template">');
        return postsOf(await response.json())
          .map((post) => renderPost(template, post))
          .filter((post): post is Element => Boolean(post));
      }
      const html = new DOMParser().parseFromString(await response.text(), 'text/html');
      // Only what the item selector finds in the page's list is taken (and the timeline's months).
      const list = html.querySelector('.fusion-posts-container') ?? html.body;
      const selector =
        options.layout === 'timeline'
          ? `:scope > ${settings.itemSelector}, :scope > ${settings.monthSelector}`
          : `:scope > ${settings.itemSelector}`;
      return [...list.querySelectorAll(selector)].map((node) => document.importNode(node, true));
    };

    const reveal = (nodes: Element[]) => {
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
      if (options.pages && page > options.pages) {
        flags.set('beyond-max-page');
        return finish('last-page');
      }
      flags.set('during-ajax');
      if (button) button.setAttribute('aria-busy', 'true');
      showStatus(settings.texts.loading, 'loading');
      let nodes: Element[];
      try {
        const url = new URL(address.at(page));
        if (options.format === 'json') url.searchParams.set('format', 'json');
        const response = await fetch(url, {
          signal: ctx.signal,
          headers: { accept: options.format === 'json' ? 'application/json' : 'text/html' },
        });
        if (!response.ok) throw new Error(`page ${page} answered ${response.status}`);
        nodes = await parsePage(response);
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
      if (options.layout === 'timeline') nodes = mergeRepeatedMonth(container, nodes, settings.monthSelector);
      const newPosts = nodes.filter((node) => node.matches(settings.itemSelector));
      if (newPosts.length === 0) return finish('empty');

      container.append(...nodes);
      currentPage = page;
      masonry?.add(newPosts);
      if (options.layout === 'timeline') enhanceMonths(container, settings.monthSelector);
      reveal(nodes);
      nextLink.href = address.at(page + 1);
      ctx.bus.emit('blog:loaded', {
        element: container,
        page,
        count: newPosts.length,
        ms: performance.now() - started,
      });
      if (options.pages && page >= options.pages) {
        finish('last-page');
      } else {
        showStatus(settings.texts.loaded.replace('%d', String(newPosts.length)), 'loaded');
      }
      if (trigger === 'scroll' && !linkWaiting) unseenPost ??= newPosts[0] as HTMLElement;
      else unseenPost = undefined;
      if (trigger !== 'scroll' || linkWaiting) {
        linkWaiting = false;
        // Keyboard users continue at the first new post, not at the top of the button's spot.
        focusPost(newPosts[0] as HTMLElement);
      } else if (settings.animate) {
        window.scrollBy({
          top: settings.extraScrollPx,
          behavior: ctx.viewport.reducedMotion ? 'auto' : 'smooth',
        });
      }
      // A short page can leave the end of the list in view: look again.
      if (observer) {
        observer.unobserve(status);
        observer.observe(status);
      }
    };

    let observer: IntersectionObserver | undefined;
    /** The next link was used during a load: that load's first post takes focus. */
    let linkWaiting = false;
    /** The first post an infinite-scroll load added that keyboard users have not been taken to. */
    let unseenPost: HTMLElement | undefined;
    if (options.pagination === 'infinite') {
      // The intersection observer replaces the engine's debounced scroll handler: it fires once the
      // loader comes within the buffer of the viewport's bottom, without work on every scroll.
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) void load('scroll');
        },
        { rootMargin: `0px 0px ${settings.bufferPx}px 0px` },
      );
      observer.observe(status);
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
          // The link was used while its page is already on the way (reaching it scrolled the list's
          // end into view): no navigation away; focus goes to the new posts when they are in.
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
    button?.addEventListener('click', () => void load('button'), { signal: ctx.signal });
    ctx.bus.on('blog:pause', ({ element }) => {
      if (!element || element === container) flags.set('paused');
    });
    ctx.bus.on('blog:resume', ({ element }) => {
      if (element && element !== container) return;
      flags.set('paused', false);
      if (observer) {
        observer.unobserve(status);
        observer.observe(status);
      }
    });

    return () => {
      flags.set('destroyed');
      observer?.disconnect();
      status.remove();
      button?.remove();
      if (pagination) {
        pagination.hidden = false;
        pagination.classList.remove('blog__pagination--next-only');
      }
      cleanup();
    };
  },
});
