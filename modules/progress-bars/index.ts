// Progress bars (THEME-MARKUP.md, "Counters and progress bars"): the bar the server printed at
// `width:0%` widens to its `aria-valuenow` when it comes into view, as the theme's script does; with
// reduced motion it is at its width at once. The bar already carries role=progressbar and its value.
import { defineModule, pickSettings } from '../../kernel/contract';

export interface ProgressBarsSettings {
  /** How long a bar takes to widen, in ms. */
  widenMs: number;
  /** When a bar widens: `top-into-view`, `top-mid-of-view` or `bottom-in-view`. */
  offset: string;
}

const defaults = {
  widenMs: 1000,
  offset: 'top-into-view',
} satisfies ProgressBarsSettings;

/** The bar's width in percent, from its `aria-valuenow` (0 to 100). */
export function barWidth(bar: Element): number {
  const value = Number.parseFloat(bar.getAttribute('aria-valuenow') ?? '');
  return Number.isFinite(value) ? Math.min(Math.max(value, 0), 100) : 0;
}

function inViewOptions(offset: string): IntersectionObserverInit {
  if (offset === 'top-mid-of-view') return { rootMargin: '0px 0px -50% 0px' };
  if (offset === 'bottom-in-view') return { threshold: 1 };
  return { threshold: 0 };
}

export default defineModule<ProgressBarsSettings>({
  id: 'progress-bars',
  settings: (site) => pickSettings(site.settings['progress-bars'], defaults, 'progress-bars'),
  init(ctx) {
    const root = ctx.element;
    const bar = root.querySelector<HTMLElement>('.progress-bar-content');
    if (!bar) return;
    const width = `${barWidth(bar)}%`;
    if (ctx.viewport.reducedMotion || ctx.settings.widenMs <= 0) {
      bar.style.width = width;
      return;
    }
    const observer = new IntersectionObserver(
      (records) => {
        if (!records.some((record) => record.isIntersecting)) return;
        observer.disconnect();
        bar.animate([{ width: getComputedStyle(bar).width }, { width }], {
          duration: ctx.settings.widenMs,
          easing: 'ease-in-out',
        });
        bar.style.width = width;
      },
      inViewOptions(root.getAttribute('data-animationoffset') || ctx.settings.offset),
    );
    observer.observe(root);
    return () => observer.disconnect();
  },
});
