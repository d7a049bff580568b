// What a carousel's data attributes ask for (carousel-options.ts), by each generation's rules.
import { describe, expect, test } from 'vitest';
import { awbPlan, legacyPlan, type PlanSettings } from './carousel-options';

const settings: PlanSettings = {
  delay: 2500,
  relatedDelay: 3500,
  speed: 500,
  breakpoints: { medium: 640, large: 1024 },
};

function element(attributes: Record<string, string>, className = '', within = ''): Element {
  const host = document.createElement('div');
  host.innerHTML = within ? `<section class="${within}"><div></div></section>` : '<div></div>';
  const root = host.querySelector('div')!;
  root.className = className;
  for (const [name, value] of Object.entries(attributes)) root.setAttribute(name, value);
  return root;
}

describe('the 7.9+ carousel', () => {
  test('the 7.11 image carousel: 4 columns a step of one on large screens, the theme’s 4 and 2 below', () => {
    const root = element({
      'data-autoplay': 'yes',
      'data-columns': '4',
      'data-itemmargin': '13',
      'data-touchscroll': 'yes',
      'data-scrollitems': '1',
    });
    const plan = awbPlan(root, 8, settings);
    expect(plan.perView).toEqual({ slidesPerView: 2, slidesPerGroup: 2 });
    expect(plan.breakpoints).toEqual({
      640: { slidesPerView: 4, slidesPerGroup: 4 },
      1024: { slidesPerView: 4, slidesPerGroup: 1 },
    });
    expect(plan).toMatchObject({
      spaceBetween: 13,
      drag: true,
      wheel: false,
      autoplay: true,
      loop: true,
      delay: 2500,
    });
  });

  test('7.14 attributes: own columns per size, its own delay and speed, the wheel, no loop', () => {
    const root = element({
      'data-columns': '5',
      'data-columnsmedium': '3',
      'data-columnssmall': '1',
      'data-autoplay': 'yes',
      'data-autoplayspeed': '6000',
      'data-speed': '800',
      'data-touchscroll': 'drag_wheel',
      'data-loop': 'no',
      'data-freemode': 'yes',
    });
    const plan = awbPlan(root, 9, settings);
    expect(plan.perView.slidesPerView).toBe(1);
    expect(plan.breakpoints[640]).toEqual({ slidesPerView: 3, slidesPerGroup: 3 });
    expect(plan.breakpoints[1024]).toEqual({ slidesPerView: 5, slidesPerGroup: 5 });
    expect(plan).toMatchObject({
      delay: 6000,
      speed: 800,
      drag: true,
      wheel: true,
      loop: false,
      freeMode: true,
    });
  });

  test('every item fits: no rotation, no looping, as many columns as items; related posts take their delay', () => {
    const root = element({ 'data-columns': '4', 'data-autoplay': 'yes' }, '', 'related-posts');
    const plan = awbPlan(root, 3, settings);
    expect(plan.breakpoints[1024]).toEqual({ slidesPerView: 3, slidesPerGroup: 3 });
    expect(plan).toMatchObject({ autoplay: false, loop: false, delay: 3500 });
  });

  test('the slider layout shows one item and fades only where it cannot be dragged; bad numbers fall back', () => {
    const fade = awbPlan(
      element({ 'data-layout': 'slider', 'data-slide-effect': 'fade', 'data-itemmargin': 'x' }),
      4,
      settings,
    );
    expect(fade).toMatchObject({
      effect: 'fade',
      perView: { slidesPerView: 1, slidesPerGroup: 1 },
      breakpoints: {},
      spaceBetween: 44,
    });
    const dragged = awbPlan(
      element({ 'data-layout': 'slider', 'data-slide-effect': 'fade', 'data-touchscroll': 'drag' }),
      4,
      settings,
    );
    expect(dragged.effect).toBe('slide');
  });
});

describe('the 7.0-7.8 carousel', () => {
  test('as many items as their width and margin fit the carousel, up to its columns, always looping', () => {
    const root = element({
      'data-columns': '4',
      'data-itemmargin': '48px',
      'data-itemwidth': '180',
      'data-touchscroll': 'yes',
    });
    const plan = legacyPlan(root, 5, settings);
    expect(plan.breakpointsBase).toBe('container');
    expect(plan.perView).toEqual({ slidesPerView: 1, slidesPerGroup: 1 });
    expect(plan.breakpoints).toEqual({
      408: { slidesPerView: 2, slidesPerGroup: 2 },
      636: { slidesPerView: 3, slidesPerGroup: 3 },
      864: { slidesPerView: 4, slidesPerGroup: 4 },
    });
    expect(plan).toMatchObject({ spaceBetween: 48, drag: true, loop: true, autoplay: false });
  });

  test('scroll items set the step; the post cards’ responsive carousel has columns per window size', () => {
    expect(
      legacyPlan(element({ 'data-columns': '3', 'data-scrollitems': '1' }), 6, settings).breakpoints,
    ).toEqual({
      404: { slidesPerView: 2, slidesPerGroup: 1 },
      628: { slidesPerView: 3, slidesPerGroup: 1 },
    });
    const responsive = legacyPlan(
      element(
        { 'data-columns': '4', 'data-columnsmedium': '0', 'data-columnssmall': '2' },
        'fusion-carousel-responsive',
      ),
      8,
      settings,
    );
    expect(responsive.breakpointsBase).toBe('window');
    expect(responsive.perView.slidesPerView).toBe(2);
    // A 0 takes the next larger size's.
    expect(responsive.breakpoints[640]?.slidesPerView).toBe(4);
  });
});
