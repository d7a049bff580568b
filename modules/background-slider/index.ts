// Background sliders in containers and columns (SPEC sections 2 and 9): decorative images that
// change every `delay` ms with one of the theme's effects. Hidden from screen readers, and still
// under reduced motion, while off screen and while the tab is hidden.
import { defineModule, pickSettings } from '../../kernel/contract';
import stylesheet from './background-slider.css?url';
import { type BackgroundEffect, effects, isEffect } from './effects';

export interface BackgroundSliderSettings {
  /** Time each image shows, in ms. */
  delay: number;
  /** Duration of the change, in ms. */
  speed: number;
  /** `fade`, `slide`, `slide-left`, `slide-right`, `slide-up`, `slide-down`, `stack`, `zoom`, `slide-zoom`. */
  effect: string;
}

const defaults = {
  delay: 5000,
  speed: 800,
  effect: 'fade',
} satisfies BackgroundSliderSettings;

export interface BackgroundSliderOptions {
  effect: string | null;
  delay: number | undefined;
  speed: number | undefined;
}

const positive = (text: string | null) => {
  const value = Number(text);
  return text !== null && Number.isFinite(value) && value > 0 ? value : undefined;
};

export default defineModule<BackgroundSliderSettings, BackgroundSliderOptions>({
  id: 'background-slider',
  stylesheet,
  settings: (site) => pickSettings(site.settings['background-slider'], defaults, 'background-slider'),
  options: (element) => ({
    effect: element.getAttribute('data-effect'),
    delay: positive(element.getAttribute('data-delay')),
    speed: positive(element.getAttribute('data-speed')),
  }),
  init(ctx) {
    const root = ctx.element as HTMLElement;
    const slides = [...root.querySelectorAll<HTMLElement>(':scope > .background-slider__slide')];
    // Decorative: nothing in it is for screen readers or the focus order.
    root.setAttribute('aria-hidden', 'true');
    const requested = ctx.options.effect ?? ctx.settings.effect;
    let effect: BackgroundEffect = 'fade';
    if (isEffect(requested)) effect = requested;
    else ctx.log.warn(`unknown effect "${requested}"; using fade`);
    const delay = ctx.options.delay ?? ctx.settings.delay;
    const speed = ctx.options.speed ?? ctx.settings.speed;
    root.classList.add(`background-slider--${effect}`);

    const show = (slide: HTMLElement) => {
      const image = slide.getAttribute('data-image');
      if (image && !slide.style.backgroundImage)
        slide.style.backgroundImage = `url(${JSON.stringify(new URL(image, document.baseURI).href)})`;
    };
    let current = 0;
    slides.forEach((slide, at) => {
      slide.classList.toggle('background-slider__slide--active', at === 0);
    });
    if (slides[0]) show(slides[0]);
    if (slides.length < 2) return;
    // The next image is fetched while the current one shows, so it is there when its turn comes.
    show(slides[1]!);

    const running = new Set<Animation>();
    const advance = () => {
      const leaving = slides[current]!;
      current = (current + 1) % slides.length;
      const entering = slides[current]!;
      show(entering);
      show(slides[(current + 1) % slides.length]!);
      entering.classList.add('background-slider__slide--active', 'background-slider__slide--entering');
      const frames = effects[effect];
      const timing = { duration: speed, easing: 'ease-in-out' };
      const animations = [entering.animate(frames.enter, timing), leaving.animate(frames.leave, timing)];
      for (const animation of animations) running.add(animation);
      return Promise.all(animations.map((animation) => animation.finished))
        .then(() => {
          leaving.classList.remove('background-slider__slide--active');
          entering.classList.remove('background-slider__slide--entering');
        })
        .catch(() => {})
        .finally(() => {
          for (const animation of animations) running.delete(animation);
        });
    };

    const state = { visible: false, timer: 0 as ReturnType<typeof setTimeout> | 0 };
    const schedule = () => {
      clearTimeout(state.timer);
      state.timer = 0;
      if (!state.visible || document.hidden || ctx.viewport.reducedMotion) {
        // Paused: a change in progress ends at once rather than freezing halfway.
        for (const animation of running) animation.finish();
        return;
      }
      // The delay counts from the end of the previous change, so changes never overlap.
      state.timer = setTimeout(() => {
        state.timer = 0;
        advance().then(() => {
          if (!ctx.signal.aborted && !state.timer) schedule();
        });
      }, delay);
    };
    const sight = new IntersectionObserver((records) => {
      const visible = records.some((record) => record.isIntersecting);
      if (visible !== state.visible) {
        state.visible = visible;
        schedule();
      }
    });
    sight.observe(root);
    document.addEventListener('visibilitychange', schedule, { signal: ctx.signal });

    return () => {
      sight.disconnect();
      clearTimeout(state.timer);
      for (const animation of running) animation.cancel();
    };
  },
});
