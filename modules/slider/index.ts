// The builder's sliders and the other FlexSlider users (Slider element, post slideshows, Post
// Slider, Recent Posts, attachment sliders: `.fusion-flexslider-loading` markup) as a WAI-ARIA
// carousel (theme-platform/carousel.ts). The theme hides every slide but the first while the
// slider is loading: init ends the loading state and shows the slides it runs. Settings come from
// the slider's `data-slideshow_*` attributes over `fusionFlexSliderVars` over the defaults.
import { defineModule, pickSettings, type ThemeKeys } from '../../kernel/contract';
import { bridgeHostEvents } from '../../kernel/services/host-events';
import { type CarouselTexts, startCarousel } from '../../theme-platform/carousel';
import { switchSlidePlayers, takeOverSlideVideos } from '../../theme-platform/slide-players';
import { startPaging } from './paging';
import stylesheet from './slider.css?url';
import { type SliderOptions, sliderOptions } from './slider-options';

export interface SliderSettings extends SliderOptions {
  /** Duration of the change between two slides, in ms (0 under reduced motion). */
  transitionSpeed: number;
  /** Sliders inside this follow the shop's variation form: a chosen variation shows the first photo. */
  productGallery: string;
  /** On a slide holding a video the dots move above it (the theme's `pagination_video_slide`) instead of hiding. */
  videoDotsAbove: boolean;
  /** How near the viewport a slider must come before Swiper is fetched and built (CSS margin). */
  buildMargin: string;
  texts: CarouselTexts;
}

const defaults = {
  autoplay: true,
  speed: 7000,
  animation: 'fade',
  smoothHeight: false,
  controlNav: true,
  directionNav: true,
  prevIcon: 'awb-icon-angle-left',
  nextIcon: 'awb-icon-angle-right',
  transitionSpeed: 600,
  productGallery: '.product',
  videoDotsAbove: false,
  buildMargin: '200px',
  texts: {
    carousel: 'Diavoorstelling',
    slide: '%1 van %2',
    dots: 'Dia kiezen',
    goTo: 'Dia %1 van %2',
    pause: 'Diavoorstelling pauzeren',
    play: 'Diavoorstelling afspelen',
    previous: 'Vorige dia',
    next: 'Volgende dia',
  },
} satisfies SliderSettings as SliderSettings;

/** The theme's values (THEME-MARKUP.md, "slider"); the Voorkant slice wins key by key. */
const theme = {
  autoplay: 'fusionFlexSliderVars.slideshow_autoplay',
  speed: 'fusionFlexSliderVars.slideshow_speed',
  smoothHeight: 'fusionFlexSliderVars.flex_smoothHeight',
  videoDotsAbove: 'fusionFlexSliderVars.pagination_video_slide',
} satisfies ThemeKeys;

declare module '../../kernel/contract' {
  interface ModuleEvents {
    /** A slider showed another slide. */
    'slider:change': { element: Element; index: number };
  }
}

/** The theme's FlexSlider CSS gate: every slide hidden, the first shown only while this class is on. */
const loadingClass = 'fusion-flexslider-loading';

interface SliderPage {
  /** Carousels started on this page: the second and later get a number in their name. */
  carousels: number;
}

export default defineModule<SliderSettings, undefined, SliderPage>({
  id: 'slider',
  stylesheet,
  theme,
  settings: (site) => pickSettings(site.settings.slider, defaults, 'slider', theme),
  page: () => ({ carousels: 0 }),
  init(ctx) {
    const root = ctx.element as HTMLElement;
    // WooCommerce's own gallery slider is the shop's, as for the theme's script.
    if (root.matches('.woocommerce .images #slider')) return;
    const list = root.querySelector<HTMLElement>(':scope > .slides');
    const slides = list
      ? [...list.children].filter((child): child is HTMLElement => child instanceof HTMLElement)
      : [];
    // The gate first: from here on the module shows the slides, not the loading state.
    root.classList.remove(loadingClass);
    root.querySelector(':scope > .fusion-slider-loading')?.remove();
    const restore = () => root.classList.add(loadingClass);

    // Fewer than 2 slides: no carousel, the slide is plain content.
    if (!list || slides.length < 2) {
      root.classList.add('slider--single');
      if (slides[0]) slides[0].style.display = 'block';
      return () => {
        root.classList.remove('slider--single');
        if (slides[0]) slides[0].style.display = '';
        restore();
      };
    }

    const settings = ctx.settings;
    const options = sliderOptions(root, settings);
    const still = ctx.viewport.reducedMotion;
    takeOverSlideVideos(slides);
    const videoDots = settings.videoDotsAbove ? 'slider--video-dots-above' : 'slider--video-dots-hidden';
    // Two regions of one name would be one landmark twice over for a screen reader.
    const number = ++ctx.page.carousels;
    const texts = {
      ...settings.texts,
      carousel: `${settings.texts.carousel}${number > 1 ? ` ${number}` : ''}`,
    };
    // The dots in FlexSlider's markup, for the theme's stylesheet, rather than the carousel's own.
    const paging = options.controlNav
      ? startPaging(slides.length, texts, (index) => carousel.go(index), ctx.signal)
      : undefined;

    const carousel = startCarousel({
      root,
      list,
      slides,
      prefix: 'slider',
      effect: options.animation,
      speed: settings.transitionSpeed,
      // Nothing rotates inside the page builder's live editor.
      autoplay: options.autoplay && !ctx.site.editor,
      delay: options.speed,
      loop: true,
      arrows: options.directionNav,
      dots: false,
      smoothHeight: options.smoothHeight,
      icons: { previous: options.prevIcon, next: options.nextIcon },
      texts,
      buildMargin: settings.buildMargin,
      reducedMotion: still,
      signal: ctx.signal,
      onChange: (index, self) => {
        paging?.show(index);
        const video = switchSlidePlayers(slides, index, self, still);
        root.classList.toggle('slider--video-slide', video);
        root.classList.toggle(videoDots, video);
        ctx.bus.emit('slider:change', { element: root, index });
      },
      onSwiperFailed: (error) =>
        ctx.log.warn('Swiper could not be loaded; slides change without animation', error),
    });

    // After the carousel's controls, as FlexSlider adds its control nav last.
    if (paging) root.append(paging.element);

    if (root.closest(settings.productGallery)) {
      bridgeHostEvents(['found_variation', 'reset_data'], ctx.bus, ctx.signal);
      const first = () => carousel.go(0);
      ctx.bus.on('host:found_variation', first);
      ctx.bus.on('host:reset_data', first);
    }

    return () => {
      root.classList.remove('slider--video-slide', videoDots);
      restore();
    };
  },
});
