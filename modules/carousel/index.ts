// The theme's carousels of both generations (the 7.0-7.8 `.fusion-carousel`, the 7.9+
// `.awb-carousel`: image carousels, related posts, product and post card carousels) as WAI-ARIA
// carousels on Swiper (theme-platform/item-carousel.ts), and the Testimonials element
// (testimonials.ts). Settings: each carousel's data attributes over the theme's `awbCarouselVars`
// (7.9+) or `fusionCarouselVars` (7.0-7.8) and `fusionTestimonialVars` over the defaults.
import { defineModule, pickSettings, type ThemeKeys } from '../../kernel/contract';
import type { ItemCarouselTexts } from '../../theme-platform/item-carousel';
import { startItemCarousel } from '../../theme-platform/item-carousel';
import stylesheet from './carousel.css?url';
import { awbPlan, legacyPlan, type PlanSettings } from './carousel-options';
import { startTestimonials, type TestimonialTexts } from './testimonials';

export interface CarouselSettings extends PlanSettings {
  /** The same for the 7.0-7.8 carousels (`fusionCarouselVars`). */
  legacyDelay: number;
  legacyRelatedDelay: number;
  /** Testimonials whose element names no `data-speed` (7.0-7.3), in ms. */
  testimonialsDelay: number;
  /** How near the viewport a carousel must come before Swiper is fetched and built (CSS margin). */
  buildMargin: string;
  texts: ItemCarouselTexts;
  testimonialTexts: TestimonialTexts;
}

const defaults = {
  delay: 5000,
  relatedDelay: 5000,
  legacyDelay: 5000,
  legacyRelatedDelay: 5000,
  testimonialsDelay: 4000,
  speed: 500,
  breakpoints: { medium: 640, large: 1024 },
  buildMargin: '200px',
  texts: {
    carousel: 'Carrousel',
    slide: '%1 van %2',
    previous: 'Vorige',
    next: 'Volgende',
    goTo: 'Naar dia %1',
    pause: 'Carrousel pauzeren',
    play: 'Carrousel afspelen',
  },
  testimonialTexts: {
    goTo: 'Ervaring %1 van %2',
    pause: 'Ervaringen pauzeren',
    play: 'Ervaringen afspelen',
  },
} satisfies CarouselSettings as CarouselSettings;

/** The theme's values (docs/theme-markup/carousels.md); the Voorkant slice wins key by key. */
const theme = {
  delay: 'awbCarouselVars.carousel_speed',
  relatedDelay: 'awbCarouselVars.related_posts_speed',
  legacyDelay: 'fusionCarouselVars.carousel_speed',
  legacyRelatedDelay: 'fusionCarouselVars.related_posts_speed',
  testimonialsDelay: 'fusionTestimonialVars.testimonials_speed',
} satisfies ThemeKeys;

interface CarouselPage {
  /** Carousels started on this page: the second and later get a number in their name. */
  carousels: number;
}

/** Children of `parent` that are elements matching `selector`. */
const childrenOf = (parent: Element | null, selector: string) =>
  parent
    ? [...parent.children].filter(
        (child): child is HTMLElement => child instanceof HTMLElement && child.matches(selector),
      )
    : [];

export default defineModule<CarouselSettings, undefined, CarouselPage>({
  id: 'carousel',
  stylesheet,
  theme,
  settings: (site) => pickSettings(site.settings.carousel, defaults, 'carousel', theme),
  page: () => ({ carousels: 0 }),
  init(ctx) {
    const element = ctx.element as HTMLElement;
    const { settings } = ctx;
    // Nothing rotates inside the page builder's live editor, nor under reduced motion.
    const rotates = !ctx.site.editor && !ctx.viewport.reducedMotion;
    if (element.matches('.fusion-testimonials'))
      return startTestimonials({
        root: element,
        delay: settings.testimonialsDelay,
        rotates,
        texts: settings.testimonialTexts,
        signal: ctx.signal,
      });

    const legacy = !element.matches('.awb-carousel');
    // 7.0-7.8: the slides' list sits in `.fusion-carousel-positioner` with the arrows beside it.
    const root = legacy
      ? element.querySelector<HTMLElement>(':scope > .fusion-carousel-positioner')
      : element;
    const wrapper = root?.querySelector<HTMLElement>(
      legacy ? ':scope > .fusion-carousel-holder' : ':scope > .swiper-wrapper',
    );
    const slides = childrenOf(wrapper ?? null, legacy ? '.fusion-carousel-item' : '.swiper-slide');
    if (!root || !wrapper) return;
    element.classList.add('carousel--ready');
    const plan = (legacy ? legacyPlan : awbPlan)(element, slides.length, {
      ...settings,
      ...(legacy && { delay: settings.legacyDelay, relatedDelay: settings.legacyRelatedDelay }),
    });
    const pagination = element.querySelector<HTMLElement>(':scope > .swiper-pagination');
    const arrow = (which: 'prev' | 'next') =>
      legacy
        ? root.querySelector<HTMLElement>(`:scope > .fusion-carousel-nav > .fusion-nav-${which}`)
        : element.querySelector<HTMLElement>(`:scope > .awb-swiper-button-${which}`);
    const number = ++ctx.page.carousels;
    startItemCarousel({
      root,
      wrapper,
      slides,
      prefix: 'carousel',
      previous: arrow('prev'),
      next: arrow('next'),
      pagination: pagination
        ? {
            element: pagination,
            type: element.getAttribute('data-pagination') === 'progressbar' ? 'progressbar' : 'bullets',
          }
        : undefined,
      ...plan,
      autoplay: plan.autoplay && rotates,
      texts: {
        ...settings.texts,
        // Two regions of one name would be one landmark twice over for a screen reader.
        carousel: `${settings.texts.carousel}${number > 1 ? ` ${number}` : ''}`,
      },
      buildMargin: settings.buildMargin,
      reducedMotion: ctx.viewport.reducedMotion,
      signal: ctx.signal,
      onSwiperFailed: (error) => ctx.log.warn('Swiper could not be loaded; the items scroll instead', error),
    });
    return () => element.classList.remove('carousel--ready');
  },
});
