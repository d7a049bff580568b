// Swiper full-height sections (SPEC section 2; THEME-MARKUP.md "full-sections"): the builder prints
// a group of 100%-height containers as `.awb-swiper-full-sections > .swiper-wrapper > .swiper-slide`
// with its side navigation, and the theme's stylesheet keeps the wrapper hidden until the group is
// `swiper-ready` (or `fusion-full-scroll-disabled`). The module lifts that at once: below the
// content break point (and in the live editor) the sections are ordinary content; above it the first
// section shows, and the Swiper itself is built when the group comes near the viewport (its set-up
// is the costly part). Then the wheel (released at the first and last section), the keys, the side
// navigation and links into the group change sections with the group's animation and speed.
import { defineModule, pickSettings, type ThemeKeys } from '../../kernel/contract';
import stylesheet from './full-sections.css?url';
import { disable, type Group, ready, release } from './group';
import { linkName, linksBySlide, positionLabel } from './section-nav';
import { motionFor } from './swiper-options';

export interface FullSectionsSettings {
  /** Up to this window width (px) the sections are ordinary content (the theme's content break point). */
  contentBreakPoint: number;
  /** Keep the sections full height on phones too (`container_hundred_percent_height_mobile`). */
  mobileFullHeight: boolean;
  /** Transition time in ms when the group gives no `data-speed` (0 under reduced motion). */
  speedMs: number;
  /** How near the viewport the Swiper is built (an IntersectionObserver root margin). */
  buildMargin: string;
  /** Extra wait after a transition before the chosen section takes focus, in ms. */
  focusDelayMs: number;
  texts: {
    /** Name of the side navigation, where the server gave it none. */
    nav: string;
    /** Name of a navigation link without `data-name`; %d is its number. */
    untitled: string;
    /** Each section's group label: %1$s its number, %2$s the count. */
    position: string;
  };
}

const defaults = {
  contentBreakPoint: 800,
  mobileFullHeight: false,
  speedMs: 800,
  buildMargin: '100% 0px',
  focusDelayMs: 50,
  texts: { nav: 'Secties', untitled: 'Sectie %d', position: '%1$s van %2$s' },
} satisfies FullSectionsSettings;

const theme = {
  contentBreakPoint: 'fusionContainerVars.content_break_point',
  mobileFullHeight: 'fusionContainerVars.container_hundred_percent_height_mobile',
} satisfies ThemeKeys;

declare module '../../kernel/contract' {
  interface ModuleEvents {
    'full-sections:change': { element: Element; index: number };
  }
}

export default defineModule<FullSectionsSettings>({
  id: 'full-sections',
  stylesheet,
  theme,
  settings: (site) => pickSettings(site.settings['full-sections'], defaults, 'full-sections', theme),
  init(ctx) {
    const root = ctx.element as HTMLElement;
    const wrapper = root.querySelector(':scope > .swiper-wrapper');
    const slides = wrapper ? [...wrapper.querySelectorAll<HTMLElement>(':scope > .swiper-slide')] : [];
    const nav = root.querySelector<HTMLElement>(':scope > .fusion-scroll-section-nav');
    const navLinks = nav ? [...nav.querySelectorAll<HTMLAnchorElement>('a.fusion-scroll-section-link')] : [];
    const group: Group = { root, slides, links: linksBySlide(slides, navLinks) };
    const { texts } = ctx.settings;
    const narrow = matchMedia(`(max-width: ${ctx.settings.contentBreakPoint}px)`);
    const asContent = () =>
      ctx.site.editor || slides.length < 2 || (narrow.matches && !ctx.settings.mobileFullHeight);
    const vertical = motionFor(root.getAttribute('data-animation')).direction === 'vertical';

    // The gate first: the wrapper shows, as content or as the first section.
    if (asContent()) disable(group);
    else ready(group, vertical);

    // The bullets have no text: the builder's names make them links a screen reader can read.
    if (nav && !nav.hasAttribute('aria-label')) nav.setAttribute('aria-label', texts.nav);
    navLinks.forEach((link, index) => {
      link.setAttribute('aria-label', linkName(link, index, texts.untitled));
    });
    slides.forEach((slide, index) => {
      slide.setAttribute('role', 'group');
      slide.setAttribute('aria-label', positionLabel(texts.position, index, slides.length));
    });

    let takeDown: (() => void) | undefined;
    let near: IntersectionObserver | undefined;
    const apply = () => {
      near?.disconnect();
      near = undefined;
      takeDown?.();
      takeDown = undefined;
      if (asContent()) {
        disable(group);
        return;
      }
      ready(group, vertical);
      // Built when the group comes near, not while the page loads; Swiper comes with it.
      near = new IntersectionObserver(
        ([entry]) => {
          if (!entry?.isIntersecting) return;
          near?.disconnect();
          const wanted = near;
          import('./swiper-stage').then(
            (stage) => {
              if (near === wanted && !ctx.signal.aborted && !asContent()) takeDown = stage.build(group, ctx);
            },
            (error: unknown) => {
              ctx.log.warn('Swiper could not be loaded; the sections are shown one below the other', error);
              disable(group);
            },
          );
        },
        { rootMargin: ctx.settings.buildMargin },
      );
      near.observe(root);
    };
    narrow.addEventListener('change', apply, { signal: ctx.signal });
    apply();

    return () => {
      near?.disconnect();
      near = undefined;
      takeDown?.();
      release(group);
      for (const link of navLinks) link.removeAttribute('aria-label');
      for (const slide of slides) {
        slide.removeAttribute('role');
        slide.removeAttribute('aria-label');
      }
    };
  },
});
