// The builder's Scroll Progress element (`progress.fusion-scroll-progress[max="100"]`, Builder
// shortcodes/fusion-scroll-progress.php): a bar, in the flow or fixed to the top or bottom of the
// window, that shows how far the visitor has read. The theme prints it empty and its script writes
// the percentage into `value` as the page scrolls; docs/theme-markup/scroll-progress.md has the
// markup. One listener for the page, one write per frame at most, and the page's height measured
// again when it changes (images arriving, an infinite blog grid) rather than on a timer.
import { defineModule, pickSettings } from '../../kernel/contract';
import { readPercent } from './read-percent';

export interface ScrollProgressSettings {
  /** The bar's accessible name where the page gives it none (it is a `progressbar`). */
  label: string;
}

const defaults = { label: 'Leesvoortgang' } satisfies ScrollProgressSettings;

export default defineModule<ScrollProgressSettings>({
  id: 'scroll-progress',
  settings: (site) => pickSettings(site.settings['scroll-progress'], defaults, 'scroll-progress'),
  init(ctx) {
    const { signal } = ctx;
    const bar = ctx.element as HTMLProgressElement;
    if (!bar.hasAttribute('aria-label') && !bar.hasAttribute('aria-labelledby') && !bar.labels?.length)
      bar.setAttribute('aria-label', ctx.settings.label);
    const root = document.documentElement;
    let scrollable = 0;
    let frame = 0;
    const write = () => {
      frame = 0;
      bar.value = readPercent(window.scrollY, scrollable);
    };
    const measure = () => {
      scrollable = root.scrollHeight - window.innerHeight;
      write();
    };
    measure();
    window.addEventListener('scroll', () => (frame ||= requestAnimationFrame(write)), {
      passive: true,
      signal,
    });
    window.addEventListener('resize', measure, { signal });
    // The page grows and shrinks without a resize of the window: content arriving or collapsing.
    const grows = new ResizeObserver(measure);
    grows.observe(document.body);
    return () => {
      grows.disconnect();
      cancelAnimationFrame(frame);
    };
  },
});
