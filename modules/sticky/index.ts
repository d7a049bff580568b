// Sticky containers and sticky sidebars (SPEC sections 2, 3, 4 and 8). CSS `position: sticky` does
// the sticking, so nothing jumps; 1 px sentinels inside the stick parent, watched by one
// IntersectionObserver, tell which state the element is in: normal, stuck, or bottomed at the end
// of its parent. Optional extras: a transition class some distance after sticking, and
// scrolling-up / scrolling-down classes while stuck when a scroll transition is set.
import { defineModule, pickSettings, toNumber } from '../../kernel/contract';
import stylesheet from './sticky.css?url';
import {
  isPassed,
  type SentinelsPassed,
  type StickyLayout,
  type StickyState,
  scrollDirection,
  sentinelBox,
  sentinelLines,
  stickyState,
} from './sticky-state';

export interface StickySettings {
  /** Distance from the viewport top where elements stick, in px, unless `data-sticky-offset` says. */
  offset: number;
  /** Selector of the stick parent, searched from the element's parent up; empty: the parent itself. */
  parentSelector: string;
  /** Wait after the last resize before measuring again, in ms. */
  resizeDebounceMs: number;
  /** Page scroll in px before the scrolling-up / scrolling-down classes apply, unless `data-scroll-offset`. */
  scrollOffset: number;
}

export interface StickyOptions {
  offset: number | undefined;
  transitionOffset: number | undefined;
  scrollOffset: number | undefined;
  /** `data-scroll-transition`: `slide` or `fade` hides the element while the visitor scrolls down. */
  scrollTransition: string;
  parentSelector: string | undefined;
}

const defaults = {
  offset: 0,
  parentSelector: '',
  resizeDebounceMs: 350,
  scrollOffset: 0,
} satisfies StickySettings;

declare module '../../kernel/contract' {
  interface ModuleEvents {
    /** An element changed state. */
    'sticky:state': { element: Element; state: StickyState };
  }
}

const stateClasses: Record<StickyState, string> = {
  normal: '',
  stuck: 'sticky--stuck',
  bottomed: 'sticky--bottomed',
};

function numberAttribute(element: Element, name: string): number | undefined {
  const raw = element.getAttribute(name);
  return raw === null ? undefined : toNumber(raw);
}

/** The stick parent, as sticky-kit found it: the parent, or its closest ancestor matching a selector. */
function findStickParent(element: Element, selector: string): HTMLElement | undefined {
  const parent = element.parentElement;
  if (!parent) return undefined;
  try {
    return (selector ? parent.closest<HTMLElement>(selector) : parent) ?? undefined;
  } catch {
    return undefined; // an invalid selector finds nothing
  }
}

function px(value: string): number {
  return Number.parseFloat(value) || 0;
}

/** Where the element sits in its parent without sticking (the class is off for one synchronous read). */
function measure(element: HTMLElement, parent: HTMLElement): StickyLayout {
  element.classList.remove('sticky');
  const box = element.getBoundingClientRect();
  const parentBox = parent.getBoundingClientRect();
  element.classList.add('sticky');
  const parentStyle = getComputedStyle(parent);
  const paddingTop = parentBox.top + px(parentStyle.borderTopWidth);
  const paddingHeight = parent.clientHeight;
  return {
    naturalTop: box.top - paddingTop,
    room: paddingHeight - px(parentStyle.paddingBottom) - px(getComputedStyle(element).marginBottom),
    height: box.height,
    parentPageTop: paddingTop + scrollY,
  };
}

function createSentinel(kind: string): HTMLElement {
  const sentinel = document.createElement('div');
  sentinel.className = 'sticky__sentinel';
  sentinel.dataset.stickySentinel = kind;
  sentinel.setAttribute('aria-hidden', 'true');
  return sentinel;
}

export default defineModule({
  id: 'sticky',
  stylesheet,
  settings: (site) => pickSettings(site.settings.sticky, defaults, 'sticky'),
  options: (element): StickyOptions => ({
    offset: numberAttribute(element, 'data-sticky-offset'),
    transitionOffset: numberAttribute(element, 'data-transition-offset'),
    scrollOffset: numberAttribute(element, 'data-scroll-offset'),
    scrollTransition: element.getAttribute('data-scroll-transition')?.trim() ?? '',
    parentSelector: element.getAttribute('data-sticky-parent') ?? undefined,
  }),
  init(ctx) {
    const element = ctx.element;
    if (!(element instanceof HTMLElement)) return;
    const stickParent = findStickParent(element, ctx.options.parentSelector ?? ctx.settings.parentSelector);
    if (!stickParent) {
      // sticky-kit's message, kept so existing monitoring still recognises it; the element stays as it was.
      ctx.log.error('failed to find stick parent', element);
      return;
    }
    const offset = ctx.options.offset ?? ctx.settings.offset;
    const scrollOffset = ctx.options.scrollOffset ?? ctx.settings.scrollOffset;
    const scrollTransition = /^(none|0|)$/.test(ctx.options.scrollTransition)
      ? ''
      : ctx.options.scrollTransition;

    // Sentinels are positioned inside the parent; a static parent becomes their containing block
    // (position: relative without offsets moves nothing).
    const positionedParent = getComputedStyle(stickParent).position === 'static';
    if (positionedParent) stickParent.classList.add('sticky__parent');
    element.classList.add('sticky');
    element.style.top = `${offset}px`;
    element.dataset.stickyState = 'normal';
    if (scrollTransition) element.classList.add(`sticky--scroll-${scrollTransition}`);

    const stickSentinel = createSentinel('stick');
    const bottomSentinel = createSentinel('bottom');
    const transitionSentinel =
      ctx.options.transitionOffset === undefined ? undefined : createSentinel('transition');
    const sentinels = [stickSentinel, bottomSentinel, transitionSentinel].filter(
      (sentinel): sentinel is HTMLElement => Boolean(sentinel),
    );
    stickParent.prepend(...sentinels);

    const passed: SentinelsPassed & { transition: boolean } = {
      stick: false,
      bottom: false,
      transition: false,
    };
    let state: StickyState = 'normal';
    let direction: 'up' | 'down' | undefined;
    let lastY = scrollY;

    const showDirection = () => {
      const active = scrollTransition !== '' && state !== 'normal' && scrollY > scrollOffset;
      element.classList.toggle('sticky--scrolling-down', active && direction === 'down');
      element.classList.toggle('sticky--scrolling-up', active && direction === 'up');
    };
    const applyState = () => {
      const next = stickyState(passed);
      element.classList.toggle('sticky--transition', passed.transition && next !== 'normal');
      if (next !== state) {
        if (stateClasses[state]) element.classList.remove(stateClasses[state]);
        if (stateClasses[next]) element.classList.add(stateClasses[next]);
        state = next;
        element.dataset.stickyState = next;
        ctx.bus.emit('sticky:state', { element, state: next });
      }
      showDirection();
    };

    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        const kind = (entry.target as HTMLElement).dataset.stickySentinel as keyof typeof passed;
        passed[kind] =
          !entry.isIntersecting && isPassed(entry.boundingClientRect.bottom, entry.rootBounds?.top ?? 0);
      }
      applyState();
    });

    const place = () => {
      const layout = measure(element, stickParent);
      const lines = sentinelLines(layout, offset, ctx.options.transitionOffset);
      const placeSentinel = (sentinel: HTMLElement | undefined, line: number | undefined) => {
        if (!sentinel || line === undefined) return;
        const box = sentinelBox(line, layout.parentPageTop);
        sentinel.style.top = `${box.top}px`;
        sentinel.style.height = `${box.height}px`;
      };
      placeSentinel(stickSentinel, lines.stick);
      placeSentinel(bottomSentinel, lines.bottom);
      placeSentinel(transitionSentinel, lines.transition);
      // Observing again makes the observer report every sentinel's new position at once.
      observer.disconnect();
      for (const sentinel of sentinels) observer.observe(sentinel);
    };
    place();

    // Re-measured when the window, the element or its parent change size, once things settle.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const placeLater = () => {
      clearTimeout(timer);
      timer = setTimeout(place, ctx.settings.resizeDebounceMs);
    };
    addEventListener('resize', placeLater, { signal: ctx.signal, passive: true });
    let initialReports = 2;
    const resizeObserver = new ResizeObserver((entries) => {
      // ResizeObserver reports each target once on observe; those sizes are the ones just measured.
      if (initialReports > 0) initialReports -= entries.length;
      else placeLater();
    });
    resizeObserver.observe(element);
    resizeObserver.observe(stickParent);

    if (scrollTransition) {
      // The direction needs the scroll position itself; the handler only compares two numbers.
      addEventListener(
        'scroll',
        () => {
          direction = scrollDirection(lastY, scrollY, direction);
          lastY = scrollY;
          showDirection();
        },
        { signal: ctx.signal, passive: true },
      );
    }

    return () => {
      clearTimeout(timer);
      observer.disconnect();
      resizeObserver.disconnect();
      for (const sentinel of sentinels) sentinel.remove();
      element.classList.remove(
        'sticky',
        'sticky--stuck',
        'sticky--bottomed',
        'sticky--transition',
        'sticky--scrolling-up',
        'sticky--scrolling-down',
        `sticky--scroll-${scrollTransition}`,
      );
      element.style.top = '';
      delete element.dataset.stickyState;
      if (positionedParent) stickParent.classList.remove('sticky__parent');
    };
  },
});
