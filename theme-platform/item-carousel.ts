// A carousel of several items at a time over markup the theme printed (image carousels, related
// posts, product and post card carousels, both the 7.0-7.8 `fusion-carousel` and the 7.9+
// `awb-carousel` generation: docs/theme-markup/carousels.md), by the WAI-ARIA carousel pattern: a
// labelled region of labelled slides, the rotation control first in the focus order, the theme's
// own arrows and dots made keyboard operable, and items beyond the first screen brought into view
// when focus reaches them. Swiper (core, navigation, pagination, fade; the wheel and free mode only
// where asked for) is fetched and built when the carousel comes near the viewport; when it cannot be
// loaded the items scroll sideways and the arrows scroll them.
import type { Swiper as SwiperInstance, SwiperOptions } from 'swiper/types';
import { afterNextFrame } from '../kernel/services/after-frame';
import { type RotationTexts, startRotation } from './rotation';

export interface ItemCarouselTexts extends RotationTexts {
  /** Name of a carousel without an aria-label of its own. */
  carousel: string;
  /** Name of each slide: %1 is its number, %2 the count. */
  slide: string;
  previous: string;
  next: string;
  /** Name of one dot: %1 is the slide number. */
  goTo: string;
}

/** How many items show, and how many one step moves. */
export interface PerView {
  slidesPerView: number;
  slidesPerGroup: number;
}

export interface ItemCarouselOptions {
  /** Becomes the Swiper container and the labelled region. */
  root: HTMLElement;
  /** The slides' parent, a child of `root`. */
  wrapper: HTMLElement;
  slides: HTMLElement[];
  /** Prefix of the classes Voorkant adds (the module's id). */
  prefix: string;
  /** The theme's printed arrows, if any. */
  previous?: HTMLElement | null;
  next?: HTMLElement | null;
  /** The theme's empty `.swiper-pagination`, if printed, and what it shows. */
  pagination?: { element: HTMLElement; type: 'bullets' | 'progressbar' };
  effect: 'slide' | 'fade';
  /** Below the first break point. */
  perView: PerView;
  /** From each width (px) up. */
  breakpoints: Record<number, PerView>;
  /** Whether the break points are the window's widths or the carousel's own. */
  breakpointsBase: 'window' | 'container';
  spaceBetween: number;
  /** Duration of a change, in ms. */
  speed: number;
  autoHeight: boolean;
  /** After the last item comes the first again. */
  loop: boolean;
  /** Items can be dragged by touch and mouse. */
  drag: boolean;
  wheel: boolean;
  freeMode: boolean;
  centered: boolean;
  autoplay: boolean;
  /** Time each step shows while rotating, in ms. */
  delay: number;
  texts: ItemCarouselTexts;
  /** How near the viewport the carousel must come before Swiper is fetched and built. */
  buildMargin: string;
  reducedMotion: boolean;
  signal: AbortSignal;
  /** Swiper could not be loaded: the items scroll instead. */
  onSwiperFailed?(error: unknown): void;
}

/**
 * `text` with its `%1` and `%2` as `number` and `count`. (theme-platform/carousel.ts has a general
 * `fill`, but importing it would bring the whole single-slide carousel into this chunk.)
 */
export const numbered = (text: string, number: number, count: number) =>
  text.replace('%1', `${number}`).replace('%2', `${count}`);

/** Marks `element` as a button where the theme printed a `div` or `span`; returns the undo. */
function makeButton(element: HTMLElement, label: string, signal: AbortSignal): () => void {
  const native = element.localName === 'button';
  const had = ['role', 'tabindex', 'aria-label'].filter((name) => element.hasAttribute(name));
  if (!native) {
    if (!had.includes('role')) element.setAttribute('role', 'button');
    if (!had.includes('tabindex')) element.tabIndex = 0;
    element.addEventListener(
      'keydown',
      (event) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        element.click();
      },
      { signal },
    );
  }
  if (!had.includes('aria-label')) element.setAttribute('aria-label', label);
  return () => {
    for (const name of ['role', 'tabindex', 'aria-label'])
      if (!had.includes(name) && (name === 'aria-label' || !native)) element.removeAttribute(name);
  };
}

export function startItemCarousel(options: ItemCarouselOptions): void {
  const { root, wrapper, slides, prefix, texts, signal } = options;
  const undo: (() => void)[] = [];
  const addClass = (element: Element, name: string) => {
    if (element.classList.contains(name)) return;
    element.classList.add(name);
    undo.push(() => element.classList.remove(name));
  };
  const setAttribute = (element: Element, name: string, value: string) => {
    if (element.hasAttribute(name)) return;
    element.setAttribute(name, value);
    undo.push(() => element.removeAttribute(name));
  };

  addClass(root, 'swiper');
  addClass(root, `${prefix}--carousel`);
  setAttribute(root, 'role', 'region');
  setAttribute(root, 'aria-roledescription', 'carousel');
  if (!root.hasAttribute('aria-labelledby')) setAttribute(root, 'aria-label', texts.carousel);
  addClass(wrapper, 'swiper-wrapper');
  slides.forEach((slide, at) => {
    addClass(slide, 'swiper-slide');
    // A list item keeps its role (a list may only hold items); other slides become groups.
    if (slide.localName !== 'li') setAttribute(slide, 'role', 'group');
    setAttribute(slide, 'aria-roledescription', 'slide');
    setAttribute(slide, 'aria-label', numbered(texts.slide, at + 1, slides.length));
  });
  const arrows = [
    [options.previous, texts.previous, -1],
    [options.next, texts.next, 1],
  ] as const;
  for (const [arrow, label] of arrows) if (arrow) undo.push(makeButton(arrow, label, signal));

  let swiper: SwiperInstance | undefined;
  let building = false;
  let failed = false;
  let wanted = 0;

  const rotation =
    options.autoplay && !options.reducedMotion
      ? startRotation({
          root,
          delay: options.delay,
          className: `${prefix}__rotation`,
          texts,
          advance: () => swiper?.slideNext(),
          // A rotating carousel must not announce every step; a still one announces the change.
          onRunning: (running) => wrapper.setAttribute('aria-live', running ? 'off' : 'polite'),
          signal,
        })
      : undefined;
  if (rotation) root.prepend(rotation.button);
  else wrapper.setAttribute('aria-live', 'polite');

  const labelDots = () => {
    const dots = options.pagination?.element;
    if (!dots) return;
    if (options.pagination?.type === 'progressbar') dots.setAttribute('aria-hidden', 'true');
    [...dots.children].forEach((dot, at) => {
      if (!(dot instanceof HTMLButtonElement)) return;
      dot.type = 'button';
      dot.setAttribute('aria-label', numbered(texts.goTo, at + 1, dots.childElementCount));
      if (dot.classList.contains('swiper-pagination-bullet-active')) dot.setAttribute('aria-current', 'true');
      else dot.removeAttribute('aria-current');
    });
  };

  const build = () => {
    if (building) return;
    building = true;
    const extras = options.wheel || options.freeMode ? import('./item-carousel-extras') : undefined;
    Promise.all([import('./item-carousel-swiper'), extras]).then(
      ([{ Swiper, EffectFade, Navigation, Pagination }, more]) => {
        if (signal.aborted) return;
        const pagination = options.pagination;
        const config: SwiperOptions = {
          modules: [Navigation, Pagination, EffectFade, ...(more ? [more.Mousewheel, more.FreeMode] : [])],
          init: false,
          effect: options.effect,
          fadeEffect: { crossFade: true },
          speed: options.reducedMotion ? 0 : options.speed,
          spaceBetween: options.spaceBetween,
          autoHeight: options.autoHeight,
          rewind: options.loop,
          centeredSlides: options.centered,
          ...options.perView,
          breakpoints: options.breakpoints,
          breakpointsBase: options.breakpointsBase,
          allowTouchMove: options.drag,
          grabCursor: options.drag,
          mousewheel: options.wheel && { releaseOnEdges: true },
          freeMode: options.freeMode,
          // Marks the slides in view (`swiper-slide-visible`): focus on another brings it in.
          watchSlidesProgress: true,
          navigation:
            options.previous || options.next ? { prevEl: options.previous, nextEl: options.next } : false,
          // `false`, not undefined, where there is none: Swiper's modules read their settings' `el`.
          pagination: pagination
            ? { el: pagination.element, type: pagination.type, clickable: true, bulletElement: 'button' }
            : false,
          on: {
            slideChange: () => rotation?.restart(),
            paginationUpdate: labelDots,
          },
        };
        const instance = new Swiper(root, config);
        // Swiper's init measures and places every slide: after the next frame, which has applied
        // this module's changes, as its own task (theme-platform/carousel.ts).
        afterNextFrame(() => {
          if (signal.aborted) return;
          instance.params.initialSlide = wanted;
          instance.init();
          swiper = instance;
          labelDots();
        });
      },
      (error: unknown) => {
        if (signal.aborted) return;
        failed = true;
        addClass(root, `${prefix}--scroll`);
        options.onSwiperFailed?.(error);
      },
    );
  };

  const near = new IntersectionObserver(
    (records) => {
      if (records.some((record) => record.isIntersecting)) {
        near.disconnect();
        build();
      }
    },
    { rootMargin: options.buildMargin },
  );
  near.observe(root);

  // Before Swiper is built (a click on an arrow at once) or without it, the arrows still move.
  for (const [arrow, , step] of arrows)
    arrow?.addEventListener(
      'click',
      () => {
        if (swiper) return;
        if (failed) wrapper.scrollBy({ left: step * wrapper.clientWidth, behavior: 'smooth' });
        else {
          wanted = Math.max(0, wanted + step * options.perView.slidesPerGroup);
          build();
        }
      },
      { signal },
    );

  root.addEventListener(
    'focusin',
    (event) => {
      // The browser scrolls an overflow-hidden container to show what gets focus; Swiper moves the
      // slides by transform, so that scroll would put them off by its amount.
      root.scrollLeft = 0;
      const slide = slides.findIndex((item) => item.contains(event.target as Node));
      if (swiper && slide >= 0 && !slides[slide]!.classList.contains('swiper-slide-visible'))
        swiper.slideTo(slide);
    },
    { signal },
  );

  signal.addEventListener('abort', () => {
    near.disconnect();
    swiper?.destroy(true, true);
    wrapper.removeAttribute('aria-live');
    for (const step of undo.reverse()) step();
  });
}
