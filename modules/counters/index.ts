// Counter boxes and counter circles (THEME-MARKUP.md, "Counters and progress bars"): a box's number,
// printed as 0 when it counts up, counts to its value when it comes into view; a circle's ring is
// drawn when it comes into view. With reduced motion both show their final state at once. Screen
// readers get the final number from the start (a hidden copy while the visible one counts).
import { defineModule, pickSettings, type ThemeKeys } from '../../kernel/contract';
import { type CounterValue, formatCounter, readCounter } from './counter-value';
import stylesheet from './counters.css?url';
import { type FrameLoop, frameLoop } from './frame-loop';
import { drawRing, readRing } from './ring';

export interface CountersSettings {
  /** How long a counter box counts, in ms (the theme's counter box speed). */
  countMs: number;
  /** When an element counts: `top-into-view`, `top-mid-of-view` or `bottom-in-view` (its own
   * `data-animationoffset` wins). */
  offset: string;
}

const defaults = {
  countMs: 1000,
  offset: 'top-into-view',
} satisfies CountersSettings;

const theme = { countMs: 'fusionCountersBox.counter_box_speed' } satisfies ThemeKeys;

/** Observer options for the theme's animation offsets. */
function inViewOptions(offset: string): IntersectionObserverInit {
  if (offset === 'top-mid-of-view') return { rootMargin: '0px 0px -50% 0px' };
  if (offset === 'bottom-in-view') return { threshold: 1 };
  return { threshold: 0 };
}

/** Calls `onView` once, when `element` first comes into view at `offset`. */
function whenInView(element: Element, offset: string, signal: AbortSignal, onView: () => void): void {
  const observer = new IntersectionObserver((records) => {
    if (!records.some((record) => record.isIntersecting)) return;
    observer.disconnect();
    onView();
  }, inViewOptions(offset));
  observer.observe(element);
  signal.addEventListener('abort', () => observer.disconnect(), { once: true });
}

/** Counts the number up (or down) in animation frames, then leaves the exact final text. */
function count(
  frames: FrameLoop,
  counter: HTMLElement,
  value: CounterValue,
  durationMs: number,
  done: () => void,
): () => void {
  const started = performance.now();
  const format = (at: number) => formatCounter(at, value.decimals, value.delimiter);
  // Every frame changes the data of one text node. Setting `textContent` made a new node each frame,
  // and each one woke every MutationObserver on the page: the kernel's cost a callback and a timer a
  // frame (about 20 ms a load of /werkplaats-in-cijfers/ at 4× CPU slowdown).
  const text = new Text(counter.textContent ?? '');
  counter.replaceChildren(text);
  return frames.add((now) => {
    const progress = Math.min((now - started) / durationMs, 1);
    text.data = format(value.from + (value.to - value.from) * progress);
    if (progress >= 1) done();
    return progress < 1;
  });
}

export default defineModule<CountersSettings, unknown, { frames: FrameLoop }>({
  id: 'counters',
  stylesheet,
  theme,
  settings: (site) => pickSettings(site.settings.counters, defaults, 'counters', theme),
  page: () => ({ frames: frameLoop() }),
  init(ctx) {
    const root = ctx.element as HTMLElement;
    const { signal, settings } = ctx;
    const animate = !ctx.viewport.reducedMotion;
    const offsetOf = (element: Element) =>
      element.closest('[data-animationoffset]')?.getAttribute('data-animationoffset') || settings.offset;

    for (const counter of root.querySelectorAll<HTMLElement>('.display-counter')) {
      const value = readCounter(counter);
      if (!value) continue;
      const final = formatCounter(value.to, value.decimals, value.delimiter);
      if (!animate || settings.countMs <= 0) {
        counter.textContent = final;
        continue;
      }
      // Screen readers read the final number while the visible one still shows where it starts.
      const spoken = document.createElement('span');
      spoken.className = 'screen-reader-text';
      spoken.textContent = final;
      counter.after(spoken);
      counter.setAttribute('aria-hidden', 'true');
      const finish = () => {
        counter.textContent = final;
        counter.removeAttribute('aria-hidden');
        spoken.remove();
      };
      signal.addEventListener('abort', finish, { once: true });
      whenInView(counter, offsetOf(counter), signal, () => {
        const stop = count(ctx.page.frames, counter, value, settings.countMs, finish);
        signal.addEventListener('abort', stop, { once: true });
      });
    }

    // Every circle's column is measured before any circle is sized: measured one after the other,
    // each circle's new size made the next one's measure force a layout of the page (two of three
    // on /werkplaats-in-cijfers/, bench/forced-layout.ts).
    const circles = [...root.querySelectorAll<HTMLElement>('.fusion-counter-circle')].map((circle) => {
      const ring = readRing(circle);
      // The theme sizes a circle to its data, or to its column when that is narrower.
      const wrapper = circle.closest<HTMLElement>('.counter-circle-wrapper');
      const room = wrapper?.parentElement?.clientWidth || ring.size;
      const size = Math.min(Number.parseFloat(wrapper?.dataset.originalsize ?? '') || ring.size, room);
      return { circle, ring, wrapper, size };
    });
    for (const { circle, ring, wrapper, size } of circles) {
      for (const element of [wrapper, circle]) {
        element?.style.setProperty('--awb-size', `${size}px`);
        element?.style.setProperty('--awb-font-size', `${(50 * size) / 220}px`);
      }
      const scaled = { ...ring, stroke: (ring.stroke * size) / ring.size, size };
      if (!animate) drawRing(circle, scaled, false);
      else whenInView(circle, offsetOf(circle), signal, () => drawRing(circle, scaled, true));
    }
  },
});
