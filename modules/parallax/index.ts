// Parallax backgrounds (SPEC sections 3 and 9): `.fusion-bg-parallax` fills its section with a
// layer built from its data attributes and shifted with compositor-only transforms. One animation
// frame per scroll frame serves every section on screen, and none is requested while no parallax
// section is on screen. Off under reduced motion, and on narrow screens unless the element allows it.
import { defineModule, pickSettings } from '../../kernel/contract';
import { backgroundImage, imageFor, type ParallaxOptions, parallaxOptions } from './layer-style';
import stylesheet from './parallax.css?url';
import { layerShift, maxShift, type SectionMetrics, scrollBlur } from './parallax-geometry';

export interface ParallaxSettings {
  /** Share of the scroll distance the layer moves (0.3: the background lags 30 %). */
  velocity: number;
  /** Largest scroll blur, in px. */
  blurMax: number;
  /** At or below this viewport width (px) parallax is off unless `data-mobile-enabled`. */
  mobileWidth: number;
}

const defaults = {
  velocity: 0.3,
  blurMax: 50,
  mobileWidth: 800,
} satisfies ParallaxSettings;

interface ParallaxSection {
  /** Re-reads the section's place and size (after a resize, never per frame). */
  measure(): void;
  /** Writes the layer's transform for the scroll position. */
  move(scrollY: number): void;
}

interface ParallaxPage {
  /** Sections on screen: the only ones a frame touches. */
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
  settings: (site) => pickSettings(site.settings.parallax, defaults, 'parallax'),
  options: parallaxOptions,
  page: () => ({ visible: new Set(), frame: 0, count: 0, sections: new WeakMap() }),
  init(ctx) {
    const holder = ctx.element as HTMLElement;
    const container = holder.parentElement;
    if (!container) return;
    const options = ctx.options;
    const velocity = options.velocity ?? ctx.settings.velocity;
    container.classList.add('parallax');

    const layer = document.createElement('div');
    layer.className = 'parallax__layer';
    layer.setAttribute('aria-hidden', 'true');
    Object.assign(layer.style, {
      backgroundColor: options.color,
      backgroundBlendMode: options.blendMode,
      backgroundPosition: options.align,
      backgroundRepeat: options.repeat,
      backgroundSize: options.repeat === 'no-repeat' ? 'cover' : 'auto',
      opacity: String(options.opacity),
    });
    holder.append(layer);

    let metrics: SectionMetrics = { top: 0, height: 0, viewportHeight: window.innerHeight };
    let moving = false;
    let image = '';
    const section: ParallaxSection = {
      measure() {
        const viewport = ctx.viewport;
        const next = imageFor(options, viewport.breakpoint);
        if (next !== image) {
          image = next;
          layer.style.backgroundImage = backgroundImage(options, image);
        }
        const rect = container.getBoundingClientRect();
        metrics = { top: rect.top + window.scrollY, height: rect.height, viewportHeight: window.innerHeight };
        moving =
          options.direction !== 'none' &&
          !viewport.reducedMotion &&
          (options.mobileEnabled || window.innerWidth > ctx.settings.mobileWidth);
        const extent = moving ? Math.ceil(maxShift(metrics, velocity)) : 0;
        const sideways = options.direction === 'left' || options.direction === 'right';
        Object.assign(layer.style, {
          inset: sideways ? `0 ${-extent}px` : `${-extent}px 0`,
          transform: '',
          filter: '',
        });
        layer.classList.toggle('parallax__layer--moving', moving);
        section.move(window.scrollY);
      },
      move(scrollY) {
        if (moving) {
          const { x, y } = layerShift(options.direction, metrics, scrollY, velocity);
          layer.style.transform = `translate3d(${x.toFixed(1)}px, ${y.toFixed(1)}px, 0)`;
        }
        if (options.blur && !ctx.viewport.reducedMotion)
          layer.style.filter = `blur(${scrollBlur(metrics, scrollY, ctx.settings.blurMax)}px)`;
      },
    };

    // The page's one scroll listener, there while any parallax section exists.
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
    // A ResizeObserver on the section and the page re-measures whenever a size changes (the old
    // engine re-measured at 1 ms, 100 ms and 1 s after a resize); content above that grows moves
    // the section, so the page's size counts too.
    const sizes = new ResizeObserver(() => section.measure());
    sizes.observe(container);
    sizes.observe(document.documentElement);
    section.measure();
    page.sections.set(holder, section);

    return () => {
      sight.disconnect();
      sizes.disconnect();
      page.visible.delete(section);
      page.count--;
      if (page.count === 0) {
        page.scroll?.abort();
        page.scroll = undefined;
        cancelAnimationFrame(page.frame);
        page.frame = 0;
      }
      layer.remove();
      container.classList.remove('parallax');
    };
  },
  resize(ctx) {
    // A new viewport height or breakpoint changes the travel and the image, yet no element's size.
    ctx.page.sections.get(ctx.element)?.measure();
  },
});
