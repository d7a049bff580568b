// The automatic triggers an off-canvas's options name: on page load, after some time on the page,
// on scrolling (down past a position or an element, or up), on exit intent (the pointer leaving the
// window at the top), after some inactivity, and on a click on elements its options name. Each calls
// `open` once; the listeners end with `signal`.
import type { OffCanvasOptions } from './off-canvas-options';

export interface TriggerTimings {
  /** Delay of the page-load trigger, in ms (the theme waits 100 ms). */
  pageLoadMs: number;
}

const seconds = (text: string) => {
  const value = Number.parseFloat(text);
  return Number.isFinite(value) && value > 0 ? value * 1000 : 0;
};

/** A scroll position given as px or as a percentage of the page's height. */
export function scrollThreshold(position: string, pageHeight: number): number {
  const value = Number.parseFloat(position);
  if (!Number.isFinite(value)) return 0;
  return position.trim().endsWith('%') ? (pageHeight / 100) * value : value;
}

export function watchAutoTriggers(
  options: OffCanvasOptions,
  open: () => void,
  timings: TriggerTimings,
  signal: AbortSignal,
): void {
  let fired = false;
  const fire = () => {
    if (fired || signal.aborted) return;
    fired = true;
    open();
  };
  const timer = (ms: number) => {
    const id = setTimeout(fire, ms);
    signal.addEventListener('abort', () => clearTimeout(id), { once: true });
  };

  if (options.on_page_load === 'yes') timer(timings.pageLoadMs);
  if (options.time_on_page === 'yes' && seconds(options.time_on_page_duration))
    timer(seconds(options.time_on_page_duration));

  if (options.on_scroll === 'yes') {
    const element =
      options.scroll_direction === 'down' && options.scroll_to === 'element' && options.scroll_element
        ? safeQuery(options.scroll_element)
        : null;
    if (element) {
      const observer = new IntersectionObserver((records) => {
        if (records.some((record) => record.isIntersecting)) fire();
      });
      observer.observe(element);
      signal.addEventListener('abort', () => observer.disconnect(), { once: true });
    } else {
      let last = scrollY;
      addEventListener(
        'scroll',
        () => {
          const now = scrollY;
          const threshold = scrollThreshold(options.scroll_position, document.documentElement.scrollHeight);
          if (options.scroll_direction === 'up' ? now < last : now > last && now >= threshold) fire();
          last = now;
        },
        { signal, passive: true },
      );
    }
  }

  if (options.exit_intent === 'yes')
    document.addEventListener(
      'mouseout',
      (event) => {
        if (event.relatedTarget === null && (event.target as Element).localName !== 'select') fire();
      },
      { signal },
    );

  const idle = seconds(options.inactivity_duration);
  if (options.after_inactivity === 'yes' && idle) {
    let id = setTimeout(fire, idle);
    const reset = () => {
      clearTimeout(id);
      if (!fired) id = setTimeout(fire, idle);
    };
    for (const type of ['mousemove', 'mousedown', 'keydown', 'touchmove', 'scroll'])
      document.addEventListener(type, reset, { signal, passive: true });
    signal.addEventListener('abort', () => clearTimeout(id), { once: true });
  }
}

/** Elements the options name by selector; a selector the browser rejects names none. */
export function safeQuery(selector: string): Element | null {
  try {
    return document.querySelector(selector);
  } catch {
    return null;
  }
}
