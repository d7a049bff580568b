// Background sliders of containers and columns (`.awb-background-slider`, THEME-MARKUP.md
// "background-slider"): decorative images that change with the theme's effects, every
// `data-slideshow-speed` ms, in `data-animation-speed` ms. No library: each change is a pair of
// keyframes on the compositor and one timer waits for the next, so a waiting slider costs nothing.
// It runs only while in view and the tab is visible, pauses while the pointer is over its container
// or column when the slider asks, stops on the last image with `data-loop="no"`, and stays on its
// first image under reduced motion.
import { defineModule, pickSettings } from '../../kernel/contract';
import { revealLazySource } from '../../theme-platform/lazy-source';
import stylesheet from './background-slider.css?url';
import {
  type BackgroundAnimation,
  changeFrames,
  isAnimation,
  isDirection,
  type SlideDirection,
} from './effects';

export interface BackgroundSliderSettings {
  /** Time each image shows, in ms, where the slider gives none (the theme's 5000). */
  delay: number;
  /** Duration of a change, in ms, where the slider gives none (the theme's 800). */
  speed: number;
  /** Above 0: every slider's time per image, ms, instead of its own `data-slideshow-speed` (one pace for the site; tests). */
  forceDelay: number;
  /** Above 0: every slider's change duration, ms, instead of its own `data-animation-speed`. */
  forceSpeed: number;
}

const defaults = {
  delay: 5000,
  speed: 800,
  forceDelay: 0,
  forceSpeed: 0,
} satisfies BackgroundSliderSettings;

export interface BackgroundSliderOptions {
  animation: BackgroundAnimation;
  direction: SlideDirection;
  delay: number | undefined;
  speed: number | undefined;
  loop: boolean;
  pauseOnHover: boolean;
  /** An attribute value that is not the theme's, to report once the logger is there. */
  unknown: string[];
}

const positive = (text: string | null) => {
  const value = Number(text);
  return text !== null && text.trim() !== '' && Number.isFinite(value) && value > 0 ? value : undefined;
};

export function backgroundSliderOptions(element: Element): BackgroundSliderOptions {
  const animation = element.getAttribute('data-animation');
  const direction = element.getAttribute('data-direction');
  const unknown = [
    animation !== null && !isAnimation(animation) ? `data-animation="${animation}"` : '',
    direction !== null && !isDirection(direction) ? `data-direction="${direction}"` : '',
  ].filter(Boolean);
  return {
    animation: isAnimation(animation) ? animation : 'fade',
    // The builder's default direction.
    direction: isDirection(direction) ? direction : 'up',
    delay: positive(element.getAttribute('data-slideshow-speed')),
    speed: positive(element.getAttribute('data-animation-speed')),
    loop: element.getAttribute('data-loop') !== 'no',
    pauseOnHover: element.getAttribute('data-pause_on_hover') === 'yes',
    unknown,
  };
}

/** The first image's slide, shown by the stylesheet until the first change. */
const firstClass = 'background-slider__slide--first';

/** The image of a slide, with its real source, so it is there when its turn comes. */
const prepare = (slide: Element | undefined) => {
  const image = slide?.querySelector('img');
  if (image) revealLazySource(image);
};

export default defineModule<BackgroundSliderSettings, BackgroundSliderOptions>({
  id: 'background-slider',
  stylesheet,
  settings: (site) => pickSettings(site.settings['background-slider'], defaults, 'background-slider'),
  options: backgroundSliderOptions,
  init(ctx) {
    const root = ctx.element as HTMLElement;
    const { options } = ctx;
    for (const value of options.unknown) ctx.log.warn(`unknown ${value}; using the theme's default`);
    const slides = [...root.querySelectorAll<HTMLElement>(':scope > .swiper-wrapper > .swiper-slide')];
    // Decorative: nothing in it is for screen readers.
    root.setAttribute('aria-hidden', 'true');
    if (slides.length < 2) return () => root.removeAttribute('aria-hidden');

    const { settings } = ctx;
    const delay = settings.forceDelay > 0 ? settings.forceDelay : (options.delay ?? settings.delay);
    const speed = settings.forceSpeed > 0 ? settings.forceSpeed : (options.speed ?? settings.speed);
    const frames = changeFrames(options.animation, options.direction);
    const last = slides.length - 1;
    root.classList.add('background-slider--running');
    slides[0]!.classList.add(firstClass);

    const state = { current: 0, visible: false, hovered: false, timer: undefined as number | undefined };
    const advance = () => {
      state.timer = undefined;
      const leaving = slides[state.current]!;
      state.current = state.current === last ? 0 : state.current + 1;
      const entering = slides[state.current]!;
      prepare(entering);
      prepare(slides[state.current === last ? 0 : state.current + 1]);
      // Each image keeps only its latest change; what it shows after that is that change's end.
      const timing = { duration: speed, easing: 'ease-in-out', fill: 'forwards' } as const;
      for (const [slide, keyframes] of [
        [leaving, frames.leave],
        [entering, frames.enter],
      ] as const) {
        for (const animation of slide.getAnimations()) animation.cancel();
        slide.animate(keyframes, timing);
      }
      schedule(speed);
    };
    // The only wake-up while a slide shows: the timer of the next change.
    const schedule = (changing = 0) => {
      clearTimeout(state.timer);
      state.timer = undefined;
      const runs = state.visible && !state.hovered && !document.hidden && !ctx.viewport.reducedMotion;
      if (runs && (options.loop || state.current < last))
        state.timer = window.setTimeout(advance, changing + delay);
    };

    const sight = new IntersectionObserver((records) => {
      const visible = records.some((record) => record.isIntersecting);
      if (visible === state.visible) return;
      state.visible = visible;
      if (visible) for (const slide of [slides[state.current], slides[state.current + 1]]) prepare(slide);
      schedule();
    });
    sight.observe(root);
    document.addEventListener('visibilitychange', () => schedule(), { signal: ctx.signal });
    const hoverArea = options.pauseOnHover
      ? root.closest('.fusion-flex-container, .fusion-layout-column')
      : null;
    for (const [type, hovered] of [
      ['mouseenter', true],
      ['mouseleave', false],
    ] as const)
      hoverArea?.addEventListener(
        type,
        () => {
          state.hovered = hovered;
          schedule();
        },
        { signal: ctx.signal },
      );

    return () => {
      sight.disconnect();
      clearTimeout(state.timer);
      root.removeAttribute('aria-hidden');
      root.classList.remove('background-slider--running');
      for (const slide of slides) {
        for (const animation of slide.getAnimations()) animation.cancel();
        slide.classList.remove(firstClass);
      }
    };
  },
});
