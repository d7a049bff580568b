// Content sliders (the theme's `.flexslider` markup) as a WAI-ARIA carousel on top of Swiper
// (SPEC sections 2, 3, 4, 5, 9). Settings come from `data-slideshow_*` attributes over the global
// defaults; a slider with fewer than 2 slides stays plain content and Swiper is never downloaded.
import { defineModule, pickSettings } from '../../kernel/contract';
import { commandPlayer, playersIn } from '../../kernel/services/embedded-player';
import { bridgeHostEvents } from '../../kernel/services/host-events';
import stylesheet from './slider.css?url';
import { type SliderOptions, sliderOptions } from './slider-options';

export interface SliderSettings extends SliderOptions {
  /** Duration of the transition between two slides, in ms (0 under reduced motion). */
  transitionSpeed: number;
  /** Sliders inside this are product image galleries: a variation change moves them to the first slide. */
  productGallery: string;
  /** On a slide holding a video the dots move out of the way (`reposition`) or are hidden (`hide`). */
  videoDots: string;
  texts: {
    /** Accessible name of a slider without its own aria-label. */
    carousel: string;
    /** Accessible name of each slide: %1 is its number, %2 the count. */
    slide: string;
    /** Name of the group of dots. */
    dots: string;
    /** Name of one dot: %1 is the slide number. */
    goTo: string;
    pause: string;
    play: string;
  };
}

const defaults = {
  autoplay: true,
  speed: 7000,
  animation: 'fade',
  smoothHeight: false,
  controlNav: true,
  directionNav: true,
  prevText: 'Vorige',
  nextText: 'Volgende',
  transitionSpeed: 600,
  productGallery: '.product__gallery, .woocommerce-product-gallery',
  videoDots: 'reposition',
  texts: {
    carousel: 'Diavoorstelling',
    slide: '%1 van %2',
    dots: 'Dia kiezen',
    goTo: 'Dia %1',
    pause: 'Diavoorstelling pauzeren',
    play: 'Diavoorstelling afspelen',
  },
} satisfies SliderSettings as SliderSettings;

declare module '../../kernel/contract' {
  interface ModuleEvents {
    /** A slider showed another slide. */
    'slider:change': { element: Element; index: number };
  }
}

function fill(text: string, ...values: (string | number)[]): string {
  return values.reduce<string>((result, value, at) => result.replace(`%${at + 1}`, String(value)), text);
}

function button(className: string, label: string, text?: string): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = className;
  if (text === undefined) element.setAttribute('aria-label', label);
  else element.textContent = text;
  return element;
}

/** A slide's players start on their own when marked so (`autoplay` or `data-autoplay="1"`). */
const autoplays = (player: Element) =>
  (player instanceof HTMLVideoElement && player.autoplay) || player.getAttribute('data-autoplay') === '1';

export default defineModule({
  id: 'slider',
  stylesheet,
  settings: (site) => pickSettings(site.settings.slider, defaults, 'slider'),
  init(ctx) {
    const root = ctx.element as HTMLElement;
    const list = root.querySelector<HTMLElement>(':scope > .slides') ?? root.firstElementChild;
    const slides = list ? ([...list.children] as HTMLElement[]) : [];
    // Fewer than 2 slides: no slider at all, the single slide is plain content.
    if (!list || slides.length < 2) {
      root.classList.add('slider--single');
      return;
    }
    const settings = ctx.settings;
    const options = sliderOptions(root, settings);
    const still = ctx.viewport.reducedMotion;
    const autoplay = options.autoplay && !still;

    root.classList.add('slider', 'swiper');
    root.setAttribute('role', 'region');
    root.setAttribute('aria-roledescription', 'carousel');
    if (!root.hasAttribute('aria-label') && !root.hasAttribute('aria-labelledby'))
      root.setAttribute('aria-label', settings.texts.carousel);
    list.classList.add('swiper-wrapper');
    slides.forEach((slide, at) => {
      slide.classList.add('swiper-slide');
      // A list item keeps its role (a list may only hold items); other slides become groups.
      if (slide.localName !== 'li') slide.setAttribute('role', 'group');
      slide.setAttribute('aria-roledescription', 'slide');
      slide.setAttribute('aria-label', fill(settings.texts.slide, at + 1, slides.length));
    });

    const controls = document.createElement('div');
    controls.className = 'slider__controls';
    const rotation = autoplay ? button('slider__rotation', settings.texts.pause) : undefined;
    const prev = options.directionNav ? button('slider__prev', '', options.prevText) : undefined;
    const next = options.directionNav ? button('slider__next', '', options.nextText) : undefined;
    const dots = options.controlNav ? document.createElement('div') : undefined;
    const dotButtons = slides.map((_, at) => button('slider__dot', fill(settings.texts.goTo, at + 1)));
    if (dots) {
      dots.className = 'slider__dots';
      dots.setAttribute('role', 'group');
      dots.setAttribute('aria-label', settings.texts.dots);
      dots.append(...dotButtons);
    }
    // The rotation control comes first in the focus order (WAI-ARIA carousel pattern).
    if (rotation) root.prepend(rotation);
    for (const part of [prev, dots, next]) if (part) controls.append(part);
    root.append(controls);

    const state = { stopped: !autoplay, hovered: false, focused: false };
    let swiper: import('swiper').Swiper | undefined;

    const showSlide = (index: number) => {
      slides.forEach((slide, at) => {
        const active = at === index;
        // Hidden slides leave the accessibility tree and the focus order.
        slide.inert = !active;
        for (const player of playersIn(slide)) {
          if (!active) commandPlayer(player, 'pause');
          else if (autoplays(player)) commandPlayer(player, 'play');
        }
      });
      dotButtons.forEach((dot, at) => {
        if (at === index) dot.setAttribute('aria-current', 'true');
        else dot.removeAttribute('aria-current');
      });
      const video = playersIn(slides[index]!).length > 0;
      root.classList.toggle('slider--video-slide', video);
      root.classList.toggle(`slider--video-dots-${settings.videoDots}`, video);
    };
    const reflectRotation = () => {
      const running = !state.stopped && !state.hovered && !state.focused;
      if (swiper?.autoplay) {
        if (running && !swiper.autoplay.running) swiper.autoplay.start();
        else if (!running && swiper.autoplay.running) swiper.autoplay.stop();
      }
      // A rotating slider must not announce every slide; a still one announces the change.
      list.setAttribute('aria-live', running ? 'off' : 'polite');
      rotation?.setAttribute('aria-label', state.stopped ? settings.texts.play : settings.texts.pause);
      rotation?.classList.toggle('slider__rotation--stopped', state.stopped);
    };
    showSlide(0);
    reflectRotation();

    rotation?.addEventListener(
      'click',
      () => {
        state.stopped = !state.stopped;
        state.focused = false;
        reflectRotation();
      },
      { signal: ctx.signal },
    );
    const hover = (hovered: boolean) => () => {
      state.hovered = hovered;
      reflectRotation();
    };
    root.addEventListener('mouseenter', hover(true), { signal: ctx.signal });
    root.addEventListener('mouseleave', hover(false), { signal: ctx.signal });
    // Keyboard focus inside stops rotation until the visitor starts it again with the control.
    root.addEventListener(
      'focusin',
      (event) => {
        if (autoplay && (event.target as Element).matches(':focus-visible') && !state.stopped) {
          state.stopped = true;
          reflectRotation();
        }
      },
      { signal: ctx.signal },
    );
    prev?.addEventListener('click', () => swiper?.slidePrev(), { signal: ctx.signal });
    next?.addEventListener('click', () => swiper?.slideNext(), { signal: ctx.signal });
    dotButtons.forEach((dot, at) => {
      dot.addEventListener('click', () => swiper?.slideTo(at), { signal: ctx.signal });
    });

    if (root.closest(settings.productGallery)) {
      bridgeHostEvents(['found_variation', 'reset_data'], ctx.bus, ctx.signal);
      const first = () => swiper?.slideTo(0);
      ctx.bus.on('host:found_variation', first);
      ctx.bus.on('host:reset_data', first);
    }

    // Swiper and only the parts used arrive with the first slider on the page. Without it (chunk
    // failed) the first slide stays shown as plain content and the controls do nothing.
    import('./swiper-parts').then(
      ({ Swiper, Autoplay, EffectFade }) => {
        if (ctx.signal.aborted) return;
        swiper = new Swiper(root, {
          modules: [Autoplay, EffectFade],
          effect: options.animation,
          fadeEffect: { crossFade: true },
          speed: still ? 0 : settings.transitionSpeed,
          autoHeight: options.smoothHeight,
          rewind: true,
          autoplay: autoplay ? { delay: options.speed, disableOnInteraction: false } : false,
          on: {
            slideChange: (instance) => {
              showSlide(instance.realIndex);
              ctx.bus.emit('slider:change', { element: root, index: instance.realIndex });
            },
          },
        });
        reflectRotation();
      },
      (error: unknown) => ctx.log.warn('Swiper could not be loaded; the first slide stays', error),
    );

    return () => {
      swiper?.destroy(true, true);
      rotation?.remove();
      controls.remove();
      root.classList.remove(
        'slider',
        'swiper',
        'slider--video-slide',
        `slider--video-dots-${settings.videoDots}`,
      );
      list.classList.remove('swiper-wrapper');
      list.removeAttribute('aria-live');
      for (const slide of slides) {
        slide.inert = false;
        slide.classList.remove('swiper-slide');
        if (slide.localName !== 'li') slide.removeAttribute('role');
        for (const name of ['aria-roledescription', 'aria-label']) slide.removeAttribute(name);
      }
    };
  },
});
