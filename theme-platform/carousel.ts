// A WAI-ARIA carousel over slides the server printed, shared by the builder's sliders (module
// `slider`) and the Avada Slider (module `avada-slider`): a labelled region of labelled slides, a
// rotation control first in the focus order, previous and next buttons, dots, arrow keys, and
// autoplay on one timer per slide change that stops off screen, in a hidden tab, under the pointer,
// when keyboard focus enters and under reduced motion. Swiper (only its core and fade effect) is
// fetched and built when the carousel comes near the viewport; until then, and if it cannot be
// loaded, the controls still change the slide.
import type { Swiper as SwiperInstance } from 'swiper';
import { afterNextFrame } from '../kernel/services/after-frame';

export interface CarouselTexts {
  /** Name of a carousel without an aria-label of its own. */
  carousel: string;
  /** Name of each slide: %1 is its number, %2 the count. */
  slide: string;
  /** Name of the group of dots. */
  dots: string;
  /** Name of one dot: %1 is the slide number. */
  goTo: string;
  pause: string;
  play: string;
  previous: string;
  next: string;
}

export interface CarouselOptions {
  /** The carousel: becomes the Swiper root and the labelled region. */
  root: HTMLElement;
  /** The slides' parent, a child of `root`. */
  list: HTMLElement;
  slides: HTMLElement[];
  /** Prefix of the classes of the controls (the module's id). */
  prefix: string;
  effect: 'fade' | 'slide';
  /** Duration of a change, in ms (0 under reduced motion). */
  speed: number;
  autoplay: boolean;
  /** Time each slide shows while rotating, in ms. */
  delay: number;
  /** After the last slide comes the first; otherwise rotation stops on the last. */
  loop: boolean;
  arrows: boolean;
  dots: boolean;
  /** The carousel's height follows the active slide. */
  smoothHeight: boolean;
  /** Class names of the icons inside the previous and next buttons (the theme's icon font). */
  icons: { previous: string; next: string };
  texts: CarouselTexts;
  /** How near the viewport the carousel must come before Swiper is fetched and built. */
  buildMargin: string;
  reducedMotion: boolean;
  signal: AbortSignal;
  /** After every change of slide, and once for the first slide. */
  onChange?(index: number, carousel: Carousel): void;
  /** Swiper could not be loaded: the carousel switches slides without animation. */
  onSwiperFailed?(error: unknown): void;
}

export interface Carousel {
  readonly index: number;
  go(index: number): void;
  /** Holds (or releases) the rotation for a reason of the caller's, such as a looping video. */
  hold(reason: string, held: boolean): void;
}

/** `fill('%1 van %2', 1, 3)` → `1 van 3`. */
export function fill(text: string, ...values: (string | number)[]): string {
  return values.reduce<string>((result, value, at) => result.replaceAll(`%${at + 1}`, String(value)), text);
}

/** The class names in `text` (a theme attribute), without anything that is not a class name. */
export function iconClasses(text: string): string[] {
  return text.split(/\s+/).filter((name) => /^[\w-]+$/.test(name));
}

function button(className: string, label: string, icon?: string): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = className;
  element.setAttribute('aria-label', label);
  const classes = icon ? iconClasses(icon) : [];
  if (classes.length) {
    const glyph = document.createElement('i');
    glyph.classList.add(...classes);
    glyph.setAttribute('aria-hidden', 'true');
    element.append(glyph);
  }
  return element;
}

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(input|select|textarea)$/.test(target.localName));

export function startCarousel(options: CarouselOptions): Carousel {
  const { root, list, slides, prefix, texts, signal } = options;
  const last = slides.length - 1;
  const rotating = options.autoplay && !options.reducedMotion;
  const speed = options.reducedMotion ? 0 : options.speed;

  const labelled = !root.hasAttribute('aria-label') && !root.hasAttribute('aria-labelledby');
  root.classList.add('swiper', `${prefix}--carousel`);
  root.setAttribute('role', 'region');
  root.setAttribute('aria-roledescription', 'carousel');
  if (labelled) root.setAttribute('aria-label', texts.carousel);
  list.classList.add('swiper-wrapper');
  slides.forEach((slide, at) => {
    slide.classList.add('swiper-slide');
    // The theme's stylesheet hides every slide until its own script shows them.
    slide.style.display = 'block';
    // A list item keeps its role (a list may only hold items); other slides become groups.
    if (slide.localName !== 'li') slide.setAttribute('role', 'group');
    slide.setAttribute('aria-roledescription', 'slide');
    slide.setAttribute('aria-label', fill(texts.slide, at + 1, slides.length));
  });

  const rotation = rotating ? button(`${prefix}__rotation`, texts.pause) : undefined;
  const previous = options.arrows
    ? button(`${prefix}__prev`, texts.previous, options.icons.previous)
    : undefined;
  const next = options.arrows ? button(`${prefix}__next`, texts.next, options.icons.next) : undefined;
  const dotButtons = options.dots
    ? slides.map((_, at) => button(`${prefix}__dot`, fill(texts.goTo, at + 1)))
    : [];
  const controls = document.createElement('div');
  controls.className = `${prefix}__controls`;
  if (dotButtons.length) {
    const dots = document.createElement('div');
    dots.className = `${prefix}__dots`;
    dots.setAttribute('role', 'group');
    dots.setAttribute('aria-label', texts.dots);
    dots.append(...dotButtons);
    controls.append(...[previous, dots, next].filter((part) => part !== undefined));
  } else controls.append(...[previous, next].filter((part) => part !== undefined));
  // The rotation control comes first in the focus order (WAI-ARIA carousel pattern).
  if (rotation) root.prepend(rotation);
  if (controls.childElementCount) root.append(controls);

  let index = 0;
  let swiper: SwiperInstance | undefined;
  let building = false;
  let failed = false;
  let wanted: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const state = { stopped: !rotating, hovered: false, visible: false };
  const holds = new Set<string>();

  const running = () => !state.stopped && !state.hovered && state.visible && !document.hidden && !holds.size;
  // One timer per change: nothing runs while a slide waits its turn.
  const schedule = () => {
    clearTimeout(timer);
    timer = undefined;
    const rotates = running();
    // A rotating carousel must not announce every slide; a still one announces the change.
    list.setAttribute('aria-live', rotates ? 'off' : 'polite');
    rotation?.setAttribute('aria-label', state.stopped ? texts.play : texts.pause);
    rotation?.classList.toggle(`${prefix}__rotation--stopped`, state.stopped);
    if (rotates && (options.loop || index < last))
      timer = setTimeout(() => {
        timer = undefined;
        go(index + 1);
      }, options.delay);
  };

  const reflect = (to: number) => {
    index = to;
    slides.forEach((slide, at) => {
      // Hidden slides leave the accessibility tree and the focus order.
      slide.inert = at !== to;
      if (failed) slide.style.display = at === to ? 'block' : 'none';
    });
    dotButtons.forEach((dot, at) => {
      if (at === to) dot.setAttribute('aria-current', 'true');
      else dot.removeAttribute('aria-current');
    });
    if (!options.loop) {
      for (const [edge, control] of [
        [0, previous],
        [last, next],
      ] as const) {
        if (to === edge) control?.setAttribute('aria-disabled', 'true');
        else control?.removeAttribute('aria-disabled');
      }
    }
    options.onChange?.(to, carousel);
    schedule();
  };

  const build = () => {
    if (building) return;
    building = true;
    import('./carousel-swiper').then(
      ({ Swiper, EffectFade }) => {
        if (signal.aborted) return;
        const instance = new Swiper(root, {
          modules: [EffectFade],
          effect: options.effect,
          fadeEffect: { crossFade: true },
          speed,
          autoHeight: options.smoothHeight,
          rewind: options.loop,
          init: false,
          on: { slideChange: (changed) => reflect(changed.activeIndex) },
        });
        // Swiper's init measures and places every slide: built in the task that also made the
        // instance, after the module's own changes to the slides, it was one task of 48-95 ms on
        // the first-screen sliders of `/` and `/winkel/bakfiets/` (4× slowdown,
        // `npx tsx bench/long-frames.ts /`). It runs on its own after the next frame, which has
        // applied those changes.
        afterNextFrame(() => {
          if (signal.aborted) return;
          instance.params.initialSlide = wanted ?? index;
          instance.init();
          swiper = instance;
          if (instance.activeIndex !== index) reflect(instance.activeIndex);
        });
      },
      (error: unknown) => {
        if (signal.aborted) return;
        failed = true;
        options.onSwiperFailed?.(error);
        reflect(wanted ?? index);
      },
    );
  };

  const go = (to: number) => {
    const target = options.loop ? (to + slides.length) % slides.length : Math.min(Math.max(to, 0), last);
    if (swiper) swiper.slideTo(target);
    else if (failed) reflect(target);
    else {
      wanted = target;
      build();
    }
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
  const sight = new IntersectionObserver((records) => {
    const visible = records.some((record) => record.isIntersecting);
    if (visible !== state.visible) {
      state.visible = visible;
      schedule();
    }
  });
  sight.observe(root);

  const listen = <K extends keyof HTMLElementEventMap>(
    target: HTMLElement | undefined,
    type: K,
    handler: (event: HTMLElementEventMap[K]) => void,
  ) => target?.addEventListener(type, handler, { signal });
  document.addEventListener('visibilitychange', schedule, { signal });
  listen(rotation, 'click', () => {
    state.stopped = !state.stopped;
    schedule();
  });
  listen(previous, 'click', () => {
    if (options.loop || index > 0) go(index - 1);
  });
  listen(next, 'click', () => {
    if (options.loop || index < last) go(index + 1);
  });
  dotButtons.forEach((dot, at) => {
    listen(dot, 'click', () => go(at));
  });
  listen(root, 'mouseenter', () => {
    state.hovered = true;
    schedule();
  });
  listen(root, 'mouseleave', () => {
    state.hovered = false;
    schedule();
  });
  // Keyboard focus arriving from outside stops the rotation until the visitor starts it again.
  listen(root, 'focusin', (event) => {
    const from = event.relatedTarget;
    if (from instanceof Node && root.contains(from)) return;
    if (rotating && !state.stopped && (event.target as Element).matches(':focus-visible')) {
      state.stopped = true;
      schedule();
    }
  });
  listen(root, 'keydown', (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey || typing(event.target)) return;
    const step = event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : 0;
    if (!step || (!options.loop && (index + step < 0 || index + step > last))) return;
    event.preventDefault();
    go(index + step);
  });

  const carousel: Carousel = {
    get index() {
      return index;
    },
    go,
    hold(reason, held) {
      if (held === holds.has(reason)) return;
      if (held) holds.add(reason);
      else holds.delete(reason);
      schedule();
    },
  };
  reflect(0);

  signal.addEventListener('abort', () => {
    clearTimeout(timer);
    near.disconnect();
    sight.disconnect();
    swiper?.destroy(true, true);
    rotation?.remove();
    controls.remove();
    root.classList.remove('swiper', `${prefix}--carousel`);
    for (const name of ['role', 'aria-roledescription']) root.removeAttribute(name);
    if (labelled) root.removeAttribute('aria-label');
    list.classList.remove('swiper-wrapper');
    list.removeAttribute('aria-live');
    for (const slide of slides) {
      slide.inert = false;
      slide.classList.remove('swiper-slide');
      slide.style.display = '';
      if (slide.localName !== 'li') slide.removeAttribute('role');
      for (const name of ['aria-roledescription', 'aria-label']) slide.removeAttribute(name);
    }
  });

  return carousel;
}
