// The Gallery element's "load more": the theme prints every picture and hides those past the
// element's limit (`awb-gallery-item-hidden`, the limit in the wrapper's `data-limit`). The next set
// comes in by the load-more button (`.awb-gallery-load-more-btn`, a link to `#`) or, with infinite
// scrolling, when the handle after the gallery (`.awb-gallery-infinite-scroll-handle`) nears the
// window. Nothing is fetched: the sets are already in the page. Keyboard users go on at the first new
// picture; screen readers hear how many came in, and the theme's closing message at the end.
import type { Logger } from '../../kernel/contract';
import { plainText } from '../../theme-platform/plain-text';
import { galleryItems } from './grid-layout';
import type { GallerySettings } from './index';

const hiddenClass = 'awb-gallery-item-hidden';
const statusClass = 'gallery__status';

/** The next set to reveal: the first `limit` items still hidden, in the page's order. */
export function nextSet(items: readonly HTMLElement[], limit: number): HTMLElement[] {
  return items.filter((item) => item.classList.contains(hiddenClass)).slice(0, limit);
}

/** The wrapper's `data-limit` as a positive whole number, or null where it is not one. */
export function readLimit(value: string | null): number | null {
  if (value === null || !/^\s*\d+\s*$/.test(value)) return null;
  const limit = Number.parseInt(value, 10);
  return limit > 0 ? limit : null;
}

export interface LoadMoreOptions {
  wrapper: HTMLElement;
  gallery: HTMLElement;
  settings: GallerySettings;
  reducedMotion: boolean;
  log: Logger;
  signal: AbortSignal;
}

export function startLoadMore(options: LoadMoreOptions): (() => void) | undefined {
  const { wrapper, gallery, settings, signal } = options;
  const hidden = () => nextSet(galleryItems(gallery), Number.POSITIVE_INFINITY);
  if (hidden().length === 0) return;
  const limit = readLimit(wrapper.getAttribute('data-limit'));
  const button = wrapper.querySelector<HTMLElement>('.awb-gallery-load-more-btn');
  const handle = wrapper.querySelector<HTMLElement>('.awb-gallery-infinite-scroll-handle');
  if (limit === null || (!button && !handle)) {
    // Hidden pictures with no way to reveal them: show them all rather than lose them.
    options.log.warn(
      limit === null
        ? `the gallery's data-limit "${wrapper.getAttribute('data-limit')}" is no positive number; every picture is shown`
        : 'hidden gallery pictures without a load-more button or scroll handle; every picture is shown',
    );
    for (const item of hidden()) item.classList.remove(hiddenClass);
    return;
  }
  // The theme's loading container: its spinner stays hidden (nothing loads), its message becomes
  // the live region.
  const container = wrapper.querySelector<HTMLElement>('.awb-gallery-posts-loading-container');
  const status = document.createElement('div');
  status.className = statusClass;
  status.setAttribute('role', 'status');
  (container ?? gallery).after(status);

  let observer: IntersectionObserver | undefined;
  const finish = () => {
    observer?.disconnect();
    // The theme hides the button (and its row) once nothing is left.
    for (const control of [button?.closest<HTMLElement>('.awb-gallery-buttons') ?? button, handle])
      if (control) control.hidden = true;
    status.textContent = plainText(settings.texts.finished);
    status.classList.add(`${statusClass}--finished`);
  };
  const reveal = (trigger: 'button' | 'scroll') => {
    const set = nextSet(galleryItems(gallery), limit);
    for (const item of set) {
      item.classList.remove(hiddenClass);
      if (!options.reducedMotion && settings.revealMs > 0)
        item.animate([{ opacity: 0 }, { opacity: 1 }], { duration: settings.revealMs, easing: 'ease-out' });
    }
    wrapper.setAttribute('data-page', String((readLimit(wrapper.getAttribute('data-page')) ?? 1) + 1));
    if (trigger === 'button' && set[0]) {
      // Keyboard users go on at the first new picture, not back at the top of the list.
      const first = set[0].querySelector<HTMLElement>('a[href]') ?? set[0];
      if (first === set[0]) first.tabIndex = -1;
      first.focus();
    }
    if (hidden().length === 0) finish();
    else {
      const span = document.createElement('span');
      span.className = 'gallery__announcement';
      span.textContent = settings.texts.loaded.replace('%d', String(set.length));
      status.replaceChildren(span);
    }
  };

  if (button) {
    // A link to `#` that acts: a button for assistive technology, Space as well as Enter.
    button.setAttribute('role', 'button');
    button.addEventListener(
      'click',
      (event) => {
        event.preventDefault();
        reveal('button');
      },
      { signal },
    );
    button.addEventListener(
      'keydown',
      (event) => {
        if (event.key !== ' ') return;
        event.preventDefault();
        reveal('button');
      },
      { signal },
    );
  } else if (handle) {
    // The theme marks the handle active until its script watches it.
    handle.classList.remove('is-active');
    observer = new IntersectionObserver(
      (entries) => {
        if (!entries.at(-1)?.isIntersecting) return;
        reveal('scroll');
        // Looked at again: a short set can leave the handle in view, which reports no change.
        if (hidden().length > 0) {
          observer!.unobserve(handle);
          observer!.observe(handle);
        }
      },
      { rootMargin: `0px 0px ${settings.infiniteMarginPx}px 0px` },
    );
    observer.observe(handle);
  }
  return () => {
    observer?.disconnect();
    status.remove();
    button?.removeAttribute('role');
  };
}
