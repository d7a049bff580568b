// The Avada Slider (Fusion Core's `#sliders-container` hero, THEME-MARKUP.md "slider",
// docs/theme-markup/avada-slider.md): the theme prints it on "Loading..." with every slide hidden,
// each slide's heading and caption container at `display: none` and the content in it at
// `opacity: 0` until its script runs. init lifts that at once (loading block gone, slides and their
// content shown and opaque, the shown content fading in as the theme's does), sizes the slider as
// the theme does, and runs two or more slides as a WAI-ARIA carousel (theme-platform/carousel.ts)
// with the slider's own animation, speeds, loop, arrows and dots. One slide is simply shown.
import { defineModule, pickSettings, type ThemeKeys } from '../../kernel/contract';
import { type CarouselTexts, startCarousel } from '../../theme-platform/carousel';
import { switchSlidePlayers, takeOverSlideVideos } from '../../theme-platform/slide-players';
import stylesheet from './avada-slider.css?url';
import { type AvadaSliderOptions, avadaSliderOptions } from './avada-slider-options';
import { showSlideContent, slideVideosFromPlaceholders } from './slide-content';
import { sliderHeight } from './slider-height';

export interface AvadaSliderSettings {
  /** The header's break point, px (the theme's `side_header_break_point`): the phone header is used at or below it. */
  headerBreakPoint: number;
  /** `below` or `above` the header (the theme's `slider_position`). */
  sliderPosition: string;
  /** A transparent header lies over a full-screen slider below it, so its height is not taken off. */
  headerTransparent: boolean;
  /** The same for the phone header. */
  mobileHeaderTransparent: boolean;
  /** The page's header, the first of these (in this order) on the page: its content height is taken off a full-screen slider, unless the slider lies under it transparent. */
  header: string;
  /** A side header (`header_position` left or right): beside the slider nothing is taken off; at or below the break point it is a bar above it, its outer height taken off. */
  sideHeader: string;
  /** Fixed bars over the top of the window (the admin bar): their content heights are always taken off a full-screen slider. */
  topBars: string;
  /** A framed layout's frames, top and bottom: their content heights are taken off a full-screen slider. */
  frames: string;
  /** The least height of a slider that is not full screen, px. */
  minHeight: number;
  /** Room kept around the tallest slide content, px. */
  contentMargin: number;
  /** Width to size by when the slider is a percentage wide and its first image gives none, px. */
  fallbackWidth: number;
  /** The lowest height-to-width ratio a slider keeps. */
  minRatio: number;
  /** Duration of a slide content's entrance, ms (none under reduced motion). */
  contentEntranceMs: number;
  /** How far below its place a slide's content starts its entrance, px (the theme's 50 px top margin on a vertically centred box moves it half that). */
  contentEntranceShift: number;
  /** How near the viewport a slider must come before Swiper is fetched and built (CSS margin). */
  buildMargin: string;
  /** Above 0: every slider's time per slide, ms, instead of its own `data-slideshow_speed` (one pace for the site; tests). */
  forceDelay: number;
  /** Above 0: every slider's change duration, ms, instead of its own `data-animation_speed`. */
  forceSpeed: number;
  icons: { previous: string; next: string };
  texts: CarouselTexts;
}

const defaults = {
  headerBreakPoint: 1000,
  sliderPosition: 'below',
  headerTransparent: false,
  mobileHeaderTransparent: false,
  header: '.fusion-tb-header:not(#side-header), #side-header, .fusion-header-wrapper',
  sideHeader: '#side-header',
  topBars: '#wpadminbar, .fusion-fixed-top',
  frames: '.fusion-top-frame, .fusion-bottom-frame',
  minHeight: 200,
  contentMargin: 40,
  fallbackWidth: 940,
  minRatio: 0.5,
  contentEntranceMs: 1000,
  contentEntranceShift: 25,
  buildMargin: '200px',
  forceDelay: 0,
  forceSpeed: 0,
  icons: { previous: 'awb-icon-angle-left', next: 'awb-icon-angle-right' },
  texts: {
    carousel: 'Uitgelicht',
    slide: '%1 van %2',
    dots: 'Dia kiezen',
    goTo: 'Dia %1',
    pause: 'Diavoorstelling pauzeren',
    play: 'Diavoorstelling afspelen',
    previous: 'Vorige dia',
    next: 'Volgende dia',
  },
} satisfies AvadaSliderSettings;

/** The theme's values (`avadaFusionSliderVars`); the Voorkant slice wins key by key. */
const theme = {
  headerBreakPoint: 'avadaFusionSliderVars.side_header_break_point',
  sliderPosition: 'avadaFusionSliderVars.slider_position',
  headerTransparent: 'avadaFusionSliderVars.header_transparency',
  mobileHeaderTransparent: 'avadaFusionSliderVars.mobile_header_transparency',
} satisfies ThemeKeys;

declare module '../../kernel/contract' {
  interface ModuleEvents {
    /** The Avada Slider showed another slide. */
    'avada-slider:change': { element: Element; index: number };
  }
}

const slidesOf = (slider: Element) => [...slider.querySelectorAll<HTMLElement>(':scope > .slides > li')];

/** An element's height without its padding and border, as the theme's script reads heights (jQuery's `height()`). */
function contentHeightOf(element: Element): number {
  const { paddingTop, paddingBottom, borderTopWidth, borderBottomWidth } = getComputedStyle(element);
  return [paddingTop, paddingBottom, borderTopWidth, borderBottomWidth].reduce(
    (height, edge) => height - Number.parseFloat(edge),
    element.getBoundingClientRect().height,
  );
}

const heightsOf = (selector: string) =>
  [...document.querySelectorAll(selector)].reduce((sum, element) => sum + contentHeightOf(element), 0);

/**
 * The window height a full-screen slider fills, as the theme's script takes it (docs/theme-markup/
 * avada-slider.md): the window (without a horizontal scroll bar) less the fixed top bars (admin
 * bar), a framed layout's frames, and the header unless the slider lies under it transparent or
 * beside it (a side header above the break point).
 */
function fullScreenHeight(settings: AvadaSliderSettings): number {
  const phone = matchMedia(`(max-width: ${settings.headerBreakPoint}px)`).matches;
  const transparent =
    settings.sliderPosition.toLowerCase() === 'below' &&
    (phone ? settings.mobileHeaderTransparent : settings.headerTransparent);
  // The first selector of the list with an element on the page names the header.
  let header: HTMLElement | null = null;
  for (const selector of settings.header.split(',')) header ??= document.querySelector(selector);
  const beside = header?.matches(settings.sideHeader);
  // The theme keeps a parallax slider's header too (it pulls that slider up under the header);
  // parallax is not done here, so the slider stays below the header and the header is taken off.
  const headerHeight =
    !header || transparent || (beside && !phone) ? 0 : beside ? header.offsetHeight : contentHeightOf(header);
  return (
    document.documentElement.clientHeight -
    heightsOf(settings.topBars) -
    heightsOf(settings.frames) -
    headerHeight
  );
}

/** Sizes the slider as the theme does: reads every measure first, then writes. */
function size(slider: HTMLElement, settings: AvadaSliderSettings, options: AvadaSliderOptions): void {
  const container = slider.closest<HTMLElement>('.fusion-slider-container') ?? slider;
  // Inside the page content a slider is never full screen (as in the theme's script).
  const inContent = slider.closest('.post-content') !== null;
  const fullScreen = options.fullScreen && !inContent;
  const imageWidth = Number(slider.querySelector('.background-image')?.getAttribute('data-imgwidth'));
  const setWidth = options.width.endsWith('%')
    ? imageWidth > 0
      ? imageWidth
      : settings.fallbackWidth
    : Number.parseFloat(options.width) || settings.fallbackWidth;
  const availableWidth = (inContent ? slider : (container.parentElement ?? container)).clientWidth;
  const contentHeight = Math.max(
    0,
    ...[...slider.querySelectorAll<HTMLElement>('.slide-content')].map((content) => content.offsetHeight),
  );
  const height = sliderHeight({
    fullScreen,
    screenHeight: fullScreen ? fullScreenHeight(settings) : 0,
    setHeight: options.height,
    setWidth,
    availableWidth,
    contentHeight,
    minHeight: settings.minHeight,
    contentMargin: settings.contentMargin,
    minRatio: settings.minRatio,
  });
  for (const element of [
    container,
    slider,
    ...slider.querySelectorAll<HTMLElement>('.background, .mobile_video_image'),
  ])
    element.style.height = `${height}px`;
  container.style.maxHeight = `${height}px`;
  if (fullScreen) slider.style.maxWidth = '100%';
  // Sized: a stylesheet that laid the hero out at first paint as it is sized here gives way to
  // these heights (docs/theme-markup/avada-slider.md, "Layout shift").
  slider.classList.add('avada-slider--sized');
}

export default defineModule<AvadaSliderSettings, AvadaSliderOptions>({
  id: 'avada-slider',
  stylesheet,
  theme,
  settings: (site) => pickSettings(site.settings['avada-slider'], defaults, 'avada-slider', theme),
  options: avadaSliderOptions,
  init(ctx) {
    const slider = ctx.element as HTMLElement;
    const container = slider.closest<HTMLElement>('.fusion-slider-container');
    // The gate first: "Loading..." goes and every slide's content is shown and opaque (inactive
    // slides are hidden by the carousel itself).
    container?.querySelector(':scope > .fusion-slider-loading')?.remove();
    const slides = slidesOf(slider);
    showSlideContent(slides);
    slides[0]?.style.setProperty('display', 'block');

    const { settings, options } = ctx;
    const still = ctx.viewport.reducedMotion;
    slideVideosFromPlaceholders(slider);
    takeOverSlideVideos(slides);

    // The theme's script fades every slide's content in once, rising into place, and lets the
    // content of each slide it shows later rise again, already opaque. A transform, not the
    // theme's top margin: the same movement without a layout per frame.
    let faded = false;
    const entrance = (slide: HTMLElement | undefined) => {
      if (still || !slide) return;
      const from = { opacity: faded ? 1 : 0, transform: `translateY(${settings.contentEntranceShift}px)` };
      faded = true;
      for (const content of slide.querySelectorAll<HTMLElement>('.slide-content'))
        content.animate([from, { opacity: 1, transform: 'none' }], {
          duration: settings.contentEntranceMs,
          // Near jQuery's default `swing` easing, which the theme's animation uses.
          easing: 'ease-in-out',
        });
    };

    if (slides.length < 2) {
      size(slider, settings, options);
      entrance(slides[0]);
      // The hero sits between the header and the main content: a named region, so no content is
      // outside a landmark.
      const labelled = slider.hasAttribute('aria-label') || slider.hasAttribute('aria-labelledby');
      slider.setAttribute('role', 'region');
      if (!labelled) slider.setAttribute('aria-label', settings.texts.carousel);
      return () => {
        slider.removeAttribute('role');
        if (!labelled) slider.removeAttribute('aria-label');
      };
    }
    startCarousel({
      root: slider,
      list: slider.querySelector<HTMLElement>(':scope > .slides')!,
      slides,
      prefix: 'avada-slider',
      effect: options.animation,
      speed: settings.forceSpeed > 0 ? settings.forceSpeed : options.speed,
      autoplay: options.autoplay && !ctx.site.editor,
      delay: settings.forceDelay > 0 ? settings.forceDelay : options.delay,
      loop: options.loop,
      arrows: options.arrows,
      dots: options.dots,
      smoothHeight: false,
      icons: settings.icons,
      texts: settings.texts,
      buildMargin: settings.buildMargin,
      reducedMotion: still,
      signal: ctx.signal,
      onChange: (index, carousel) => {
        switchSlidePlayers(slides, index, carousel, still);
        entrance(slides[index]);
        ctx.bus.emit('avada-slider:change', { element: slider, index });
      },
      onSwiperFailed: (error) =>
        ctx.log.warn('Swiper could not be loaded; slides change without animation', error),
    });
    // Measured once every slide takes part in the layout, so the tallest content counts.
    size(slider, settings, options);
  },
  resize(ctx) {
    size(ctx.element as HTMLElement, ctx.settings, ctx.options);
  },
});
