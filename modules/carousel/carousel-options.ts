// What a carousel's data attributes ask for, as the options of theme-platform/item-carousel.ts, by
// the rules of the theme's own scripts for each generation (docs/theme-markup/carousels.md). Pure
// apart from reading the attributes, so it is unit-tested.
import type { ItemCarouselOptions, PerView } from '../../theme-platform/item-carousel';

export type CarouselPlan = Pick<
  ItemCarouselOptions,
  | 'effect'
  | 'perView'
  | 'breakpoints'
  | 'breakpointsBase'
  | 'spaceBetween'
  | 'speed'
  | 'loop'
  | 'drag'
  | 'wheel'
  | 'freeMode'
  | 'centered'
  | 'autoplay'
  | 'delay'
  | 'autoHeight'
>;

export interface PlanSettings {
  /** Autoplay delay of a carousel that names none, and inside related posts, in ms. */
  delay: number;
  relatedDelay: number;
  /** Duration of one step where the carousel names none, in ms. */
  speed: number;
  /** The theme's Swiper break points: medium from this width, large from the second (px). */
  breakpoints: { medium: number; large: number };
}

/** A whole number from attribute `name`, or `fallback` where it is missing or not a number. */
function whole(element: Element, name: string, fallback: number): number {
  const value = Number.parseInt(element.getAttribute(name) ?? '', 10);
  return Number.isNaN(value) ? fallback : value;
}

const yes = (element: Element, name: string) => element.getAttribute(name) === 'yes';

const view = (slidesPerView: number, slidesPerGroup = slidesPerView): PerView => ({
  slidesPerView,
  slidesPerGroup: Math.max(1, slidesPerGroup),
});

/** The autoplay delay for `root`: its own, else the one for related posts or carousels. */
function delayOf(root: Element, settings: PlanSettings): number {
  const own = whole(root, 'data-autoplayspeed', 0);
  return own > 0 ? own : root.closest('.related-posts') ? settings.relatedDelay : settings.delay;
}

/**
 * The 7.9+ `.awb-carousel` (Swiper in the theme too): columns per window break point
 * (`data-columnssmall`, `data-columnsmedium`, `data-columns`, a missing or 0 value taking the
 * theme's default of at most 2, 4 and 6), `data-scrollitems` per step on large screens, and no
 * rotation and no looping where every item fits.
 */
export function awbPlan(root: Element, count: number, settings: PlanSettings): CarouselPlan {
  const columns = whole(root, 'data-columns', 0) || 6;
  const fits = count <= columns;
  const medium = Math.min(whole(root, 'data-columnsmedium', 0) || Math.min(4, columns), count);
  const small = Math.min(whole(root, 'data-columnssmall', 0) || Math.min(2, columns), count);
  const touch = root.getAttribute('data-touchscroll') ?? 'no';
  const drag = touch === 'yes' || touch.includes('drag');
  const slider = root.getAttribute('data-layout') === 'slider';
  const large = fits ? view(count) : view(columns, whole(root, 'data-scrollitems', 0) || Math.floor(columns));
  return {
    // The slider layout shows one item; its fade is for carousels that cannot be dragged.
    effect: slider && root.getAttribute('data-slide-effect') === 'fade' && !drag ? 'fade' : 'slide',
    perView: slider ? view(1) : view(small),
    breakpoints: slider
      ? {}
      : { [settings.breakpoints.medium]: view(medium), [settings.breakpoints.large]: large },
    breakpointsBase: 'window',
    spaceBetween: whole(root, 'data-itemmargin', 44),
    speed: whole(root, 'data-speed', 0) || settings.speed,
    loop: root.getAttribute('data-loop') !== 'no' && !fits,
    drag,
    wheel: touch.includes('wheel'),
    freeMode: yes(root, 'data-freemode'),
    centered: yes(root, 'data-centeredslides'),
    autoplay: yes(root, 'data-autoplay') && !fits,
    delay: delayOf(root, settings),
    autoHeight: true,
  };
}

/**
 * The 7.0-7.8 `.fusion-carousel` (carouFredSel in the theme): as many items as fit the carousel's
 * own width at `data-itemwidth` plus `data-itemmargin` each, from 1 to `data-columns`, always
 * looping. A `.fusion-carousel-responsive` carousel (post cards) has columns per window break point
 * instead, a 0 taking the next larger size's.
 */
export function legacyPlan(root: Element, count: number, settings: PlanSettings): CarouselPlan {
  const columns = whole(root, 'data-columns', 0) || 6;
  const margin = whole(root, 'data-itemmargin', 44);
  const width = whole(root, 'data-itemwidth', 0) || 180;
  const step = whole(root, 'data-scrollitems', 0);
  const most = Math.min(columns, count);
  const breakpoints: Record<number, PerView> = {};
  let perView = view(1, step || 1);
  let base: CarouselPlan['breakpointsBase'] = 'container';
  if (root.classList.contains('fusion-carousel-responsive')) {
    const medium = whole(root, 'data-columnsmedium', 0) || columns;
    const small = whole(root, 'data-columnssmall', 0) || medium;
    base = 'window';
    perView = view(Math.min(small, count), step || small);
    breakpoints[settings.breakpoints.medium] = view(Math.min(medium, count), step || medium);
    breakpoints[settings.breakpoints.large] = view(most, step || most);
  } else
    for (let items = 2; items <= most; items++)
      breakpoints[items * (width + margin) - margin] = view(items, step || items);
  return {
    effect: 'slide',
    perView,
    breakpoints,
    breakpointsBase: base,
    spaceBetween: margin,
    speed: settings.speed,
    loop: count > 1,
    drag: yes(root, 'data-touchscroll'),
    wheel: false,
    freeMode: false,
    centered: false,
    autoplay: yes(root, 'data-autoplay') && count > 1,
    delay: delayOf(root, settings),
    // Items of one row share its height, centred unless title and meta sit under the image.
    autoHeight: false,
  };
}
