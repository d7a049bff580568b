// Sticks an element to the window the way the theme's sticky script does, which CSS sticky cannot
// for a header container (its parent, the header, is exactly as tall as it is): past its stick line
// the element is fixed at its offset with its measured width and a `.fusion-sticky-spacer` holds its
// place in the flow; at the parent's end it rests there (bottoming). One passive scroll listener
// compares numbers measured in the flow; measuring again happens only after a size change.
import {
  pastOffset,
  type StickyMetrics,
  type StickyState,
  scrollDirection,
  stickyStateAt,
} from './sticky-state';

export interface StickerOptions {
  element: HTMLElement;
  parent: HTMLElement;
  /** `fusion-container-stuck` or `fusion-sidebar-stuck`. */
  stuckClass: string;
  bottoming: boolean;
  /** Hold the element's place with a `.fusion-sticky-spacer` while it is fixed. */
  spacer: boolean;
  /** px from the window top while stuck (read at every measurement). */
  offset(): number;
  /** px past the stick line after which `fusion-sticky-transition` is on; undefined: never. */
  transitionOffset?: number;
  /** px past the stick line after which it hides while scrolling down; undefined or 0: never. */
  scrollOffset?: number;
  onState(state: StickyState): void;
  onTransition(): void;
  onScroll(): void;
}

const px = (value: string) => Number.parseFloat(value) || 0;

export function createSticker(options: StickerOptions, signal: AbortSignal) {
  const { element, parent } = options;
  let metrics: StickyMetrics = { stickLine: 0, outerHeight: 0, parentTop: 0, parentHeight: 0 };
  let state: StickyState = 'normal';
  let top = 0;
  let width = 0;
  let parentPaddingBottom = 0;
  let transition = false;
  let scrolled = false;
  let direction: 'up' | 'down' | undefined;
  let lastY: number | undefined;
  let positionedParent = false;
  let revealed = false;
  const spacer = options.spacer ? document.createElement('div') : undefined;
  if (spacer) {
    spacer.className = 'fusion-sticky-spacer';
    spacer.setAttribute('aria-hidden', 'true');
  }

  const unstick = () => {
    element.style.position = '';
    element.style.top = '';
    element.style.bottom = '';
    element.style.width = '';
    element.classList.remove(options.stuckClass);
    spacer?.remove();
  };

  const measure = () => {
    top = options.offset();
    const style = getComputedStyle(element);
    const parentStyle = getComputedStyle(parent);
    const box = element.getBoundingClientRect();
    const parentBox = parent.getBoundingClientRect();
    const marginTop = px(style.marginTop);
    metrics = {
      stickLine: box.top + scrollY - marginTop - top,
      outerHeight: box.height + marginTop + px(style.marginBottom),
      parentTop: parentBox.top + scrollY + px(parentStyle.borderTopWidth) + px(parentStyle.paddingTop),
      parentHeight: parent.clientHeight - px(parentStyle.paddingTop) - px(parentStyle.paddingBottom),
    };
    parentPaddingBottom = px(parentStyle.paddingBottom);
    width =
      style.boxSizing === 'border-box'
        ? box.width
        : box.width -
          px(style.paddingLeft) -
          px(style.paddingRight) -
          px(style.borderLeftWidth) -
          px(style.borderRightWidth);
    if (spacer) {
      spacer.style.height = `${metrics.outerHeight}px`;
      spacer.style.width = `${box.width + px(style.marginLeft) + px(style.marginRight)}px`;
      spacer.style.display = style.display;
      spacer.style.float = style.float;
    }
  };

  const place = (next: StickyState) => {
    if (next === 'normal') return unstick();
    if (state === 'normal') {
      element.style.width = `${width}px`;
      element.classList.add(options.stuckClass);
      if (spacer) element.after(spacer);
    }
    if (next === 'stuck') {
      element.style.position = 'fixed';
      element.style.top = `${top}px`;
      element.style.bottom = '';
    } else {
      if (getComputedStyle(parent).position === 'static') {
        parent.style.position = 'relative';
        positionedParent = true;
      }
      element.style.position = 'absolute';
      element.style.top = 'auto';
      element.style.bottom = `${parentPaddingBottom}px`;
    }
  };

  const setClass = (name: string, on: boolean) => element.classList.toggle(name, on);

  /** Brings the state in line with scroll position `y`; `moved` for a real scroll (direction counts). */
  const update = (y: number, moved: boolean, reported: StickyState = state) => {
    const next = stickyStateAt(y, metrics, top, options.bottoming);
    if (next !== state) {
      place(next);
      state = next;
    }
    if (state !== reported) options.onState(state);
    if (options.transitionOffset !== undefined) {
      const on = state !== 'normal' && pastOffset(y, metrics.stickLine, options.transitionOffset);
      if (on !== transition) {
        transition = on;
        setClass('fusion-sticky-transition', on);
        options.onTransition();
      }
    }
    if (options.scrollOffset && moved) {
      const nextDirection = revealed ? 'up' : scrollDirection(lastY, y);
      const past = pastOffset(y, metrics.stickLine, options.scrollOffset);
      if (nextDirection !== direction || past !== scrolled) {
        direction = nextDirection;
        scrolled = past;
        setClass('fusion-scrolling-up', direction === 'up');
        setClass('fusion-scrolling-down', direction === 'down');
        setClass('fusion-sticky-scroll-transition', scrolled);
        options.onScroll();
      }
    }
    if (moved) lastY = y;
  };

  /**
   * Measures again in the flow without its sticky look: a stuck element is taken out and put back in
   * one task, with transitions off. The transition look comes off (a container whose sticky look is
   * lower, `data-sticky-height-transition`, keeps a spacer of its full height), and so does the hide
   * on scroll: its translateY(-100%) moved the measured top up by the element's height, and back at
   * the top of the page the element stayed stuck over the header.
   */
  const layout = () => {
    const reported = state;
    const looks = ['fusion-sticky-transition', 'fusion-sticky-scroll-transition'].filter((name) =>
      element.classList.contains(name),
    );
    const inlineTransition = element.style.transition;
    element.style.transition = 'none';
    if (state !== 'normal') {
      unstick();
      state = 'normal';
    }
    element.classList.remove(...looks);
    measure();
    element.classList.add(...looks);
    update(scrollY, false, reported);
    // Applied without a transition before it is allowed again.
    void getComputedStyle(element).top;
    element.style.transition = inlineTransition;
  };

  layout();
  addEventListener('scroll', () => update(scrollY, true), { passive: true, signal });

  return {
    layout,
    get state() {
      return state;
    },
    /** While focus is inside, a header that hides on scrolling down stays shown (scrolling up). */
    reveal(on: boolean) {
      revealed = on;
      if (on && direction === 'down') update(scrollY, true);
    },
    detach() {
      const reported = state;
      unstick();
      state = 'normal';
      for (const name of [
        'fusion-sticky-transition',
        'fusion-sticky-scroll-transition',
        'fusion-scrolling-up',
        'fusion-scrolling-down',
      ])
        element.classList.remove(name);
      if (positionedParent) parent.style.position = '';
      if (reported !== 'normal') options.onState('normal');
    },
  };
}

export type Sticker = ReturnType<typeof createSticker>;
