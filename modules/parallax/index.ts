// Parallax backgrounds (SPEC sections 3 and 9; THEME-MARKUP.md "parallax"): the builder prints an
// empty helper `div.fusion-bg-parallax` with the background's data attributes right before the
// container it belongs to. The module empties and hides the helper, marks the container after it
// `bg-parallax-parent` and builds a `.parallax-inner` layer inside it, shifted with compositor-only
// transforms, sized and moved as the theme's (parallax-geometry.ts), so the picture shows the same
// crop. The speed is the printed velocity's negative. One animation frame per scroll frame
// serves every container on screen, and none is requested while none is. Still under reduced
// motion, and on phones and tablets (by user agent, as the theme decides) unless `data-mobile-enabled`.
import { defineModule, pickSettings, type ThemeKeys } from '../../kernel/contract';
import { isMobileDevice } from '../../theme-platform/mobile-device';
import { backgroundImage, forSize, type ParallaxOptions, parallaxOptions, windowSize } from './layer-style';
import stylesheet from './parallax.css?url';
import { layerInset, layerShift, type SectionMetrics, travel } from './parallax-geometry';

export interface ParallaxSettings {
  /** Share of the scroll distance the layer moves where the helper prints no velocity (0.3: 30 %). */
  velocity: number;
  /** Up to this window width (px) the small image, colour and blend mode apply (`visibility_small`). */
  smallWidth: number;
  /** Up to this window width (px) the medium ones apply (`visibility_medium`). */
  mediumWidth: number;
}

const defaults = {
  velocity: 0.3,
  smallWidth: 640,
  mediumWidth: 1024,
} satisfies ParallaxSettings;

const theme = {
  smallWidth: 'fusionJSVars.visibility_small',
  mediumWidth: 'fusionJSVars.visibility_medium',
} satisfies ThemeKeys;

interface ParallaxSection {
  /** Re-reads the container's place and size (after a resize, never per frame). */
  measure(): void;
  /** Writes the layer's transform for the scroll position. */
  move(scrollY: number): void;
}

interface ParallaxPage {
  /** Containers on screen: the only ones a frame touches. */
  visible: Set<ParallaxSection>;
  frame: number;
  count: number;
  scroll?: AbortController;
  sections: WeakMap<Element, ParallaxSection>;
}

function schedule(page: ParallaxPage): void {
  if (page.frame || page.visible.size === 0) return;
  page.frame = requestAnimationFrame(() => {
    page.frame = 0;
    const scrollY = window.scrollY;
    for (const section of page.visible) section.move(scrollY);
  });
}

export default defineModule<ParallaxSettings, ParallaxOptions, ParallaxPage>({
  id: 'parallax',
  stylesheet,
  theme,
  settings: (site) => pickSettings(site.settings.parallax, defaults, 'parallax', theme),
  options: parallaxOptions,
  page: () => ({ visible: new Set(), frame: 0, count: 0, sections: new WeakMap() }),
  init(ctx) {
    const helper = ctx.element as HTMLElement;
    // The container the background belongs to is the helper's next sibling.
    const container = helper.nextElementSibling;
    if (!(container instanceof HTMLElement)) {
      ctx.log.warn('a parallax helper without a container after it is left alone', helper);
      return;
    }
    const options = ctx.options;
    const speed = options.velocity === undefined ? ctx.settings.velocity : -options.velocity;
    const sizes = { small: ctx.settings.smallWidth, medium: ctx.settings.mediumWidth };
    const held = [...helper.childNodes];
    helper.replaceChildren();
    helper.style.display = 'none';
    container.classList.add('bg-parallax-parent');

    const layer = document.createElement('div');
    layer.className = 'parallax-inner';
    layer.setAttribute('aria-hidden', 'true');
    Object.assign(layer.style, {
      // A repeated image starts at the corner, as the theme's.
      backgroundPosition: options.repeat === 'repeat' ? '0 0' : options.align,
      backgroundRepeat: options.repeat,
      backgroundSize: options.repeat === 'no-repeat' ? 'cover' : 'auto',
      opacity: String(options.opacity),
    });
    container.prepend(layer);

    let metrics: SectionMetrics = { top: 0, height: 0, viewportHeight: window.innerHeight };
    let moving = false;
    let extent = 0;
    let size = '';
    const mobile = isMobileDevice();
    const section: ParallaxSection = {
      measure() {
        // Every read before the first write. Read after the writes below, `scrollY` forced a second
        // layout of the page; written before the container's place was read, the background forced a
        // style recalculation (15 ms of forced style and layout a load of /fietsroutes/in-beeld/ at
        // 4× CPU slowdown, its three containers measured at start and on their first resize callback).
        const rect = container.getBoundingClientRect();
        const { scrollY, innerHeight } = window;
        const now = windowSize(window.innerWidth, sizes);
        metrics = { top: rect.top + scrollY, height: rect.height, viewportHeight: innerHeight };
        if (now !== size) {
          size = now;
          layer.style.backgroundImage = backgroundImage(options, forSize(options.image, now));
          layer.style.backgroundColor = forSize(options.color, now);
          layer.style.backgroundBlendMode = forSize(options.blendMode, now);
        }
        moving =
          options.direction !== 'none' && !ctx.viewport.reducedMotion && (options.mobileEnabled || !mobile);
        extent = moving ? Math.round(travel(options.direction, metrics, speed)) : 0;
        Object.assign(layer.style, { inset: layerInset(options.direction, extent), transform: '' });
        layer.classList.toggle('parallax-inner--moving', moving);
        section.move(scrollY);
      },
      move(scrollY) {
        if (!moving) return;
        const { x, y } = layerShift(options.direction, metrics, scrollY, extent);
        layer.style.transform = `translate3d(${x.toFixed(1)}px, ${y.toFixed(1)}px, 0)`;
      },
    };

    // The page's one scroll listener, there while any parallax container exists.
    const page = ctx.page;
    page.count++;
    if (!page.scroll) {
      page.scroll = new AbortController();
      window.addEventListener('scroll', () => schedule(page), { passive: true, signal: page.scroll.signal });
    }
    const sight = new IntersectionObserver((records) => {
      for (const record of records) {
        if (record.isIntersecting) page.visible.add(section);
        else page.visible.delete(section);
      }
      schedule(page);
    });
    sight.observe(container);
    // A ResizeObserver on the container and the page re-measures whenever a size changes (the old
    // engine re-measured at 1 ms, 100 ms and 1 s after a resize); content above that grows moves
    // the container, so the page's size counts too.
    const resized = new ResizeObserver(() => section.measure());
    resized.observe(container);
    resized.observe(document.documentElement);
    section.measure();
    page.sections.set(helper, section);

    return () => {
      sight.disconnect();
      resized.disconnect();
      page.visible.delete(section);
      page.count--;
      if (page.count === 0) {
        page.scroll?.abort();
        page.scroll = undefined;
        cancelAnimationFrame(page.frame);
        page.frame = 0;
      }
      layer.remove();
      container.classList.remove('bg-parallax-parent');
      helper.style.display = '';
      helper.append(...held);
    };
  },
  resize(ctx) {
    // A new window height or size changes the travel and the image, yet no element's size.
    ctx.page.sections.get(ctx.element)?.measure();
  },
});
