// The builder's countdown element (docs/theme-markup/countdown.md): the counter boxes the server
// printed at zero count down to `data-timer`, in the site's fixed GMT offset or the visitor's zone,
// once a second on the second boundary, and not at all while the element is off screen or the tab
// hidden. Screen readers get the time left to the minute as text in a timer region (live off), not
// the ticking digits.
import { defineModule, pickSettings } from '../../kernel/contract';
import { type SpokenTexts, spokenTimeLeft } from './spoken';
import type { TimeParts } from './time-left';
import { endsAt, msToNextSecond, readGmtOffset, readTimer, secondsLeft, timeParts } from './time-left';

export interface CountdownSettings {
  /** What screen readers read instead of the digits; `%d` is the number. */
  texts: SpokenTexts;
}

// Dutch defaults; every key may be missing from the settings.
const defaults = {
  texts: {
    week: '%d week',
    weeks: '%d weken',
    day: '%d dag',
    days: '%d dagen',
    hour: '%d uur',
    hours: '%d uur',
    minute: '%d minuut',
    minutes: '%d minuten',
    and: 'en',
  },
} satisfies CountdownSettings;

export interface CountdownOptions {
  /** When the countdown ends, ms since the epoch; undefined when `data-timer` is unreadable. */
  endMs: number | undefined;
  /** Weeks get a box of their own: `data-omit-weeks` is not `1` and the markup has the box. */
  withWeeks: boolean;
}

const unitsInOrder = [
  'weeks',
  'days',
  'hours',
  'minutes',
  'seconds',
] as const satisfies readonly (keyof TimeParts)[];

/** One digit of a box: the text node the module writes, and whether the theme hides it until needed. */
interface Digit {
  text: Text;
  /** The hundreds and thousands places, which the theme's stylesheet hides (`display: none`). */
  extra: HTMLElement | undefined;
}

/**
 * Gives each digit one `div` with a text node, as the theme's script leaves it (the theme's
 * `.fusion-digit > div` rule sets the digits' width), and returns them per unit, right to left.
 */
function takeDigits(wrapper: Element): Map<keyof TimeParts, Digit[]> {
  const boxes = new Map<keyof TimeParts, Digit[]>();
  for (const unit of unitsInOrder) {
    const digits = [...wrapper.querySelectorAll<HTMLElement>(`.fusion-dash-${unit} .fusion-digit`)].reverse();
    boxes.set(
      unit,
      digits.map((digit) => {
        const text = new Text(digit.textContent?.trim() || '0');
        const holder = document.createElement('div');
        holder.append(text);
        digit.replaceChildren(holder);
        const extra = digit.matches('.fusion-hundred-digit, .fusion-thousand-digit') ? digit : undefined;
        return { text, extra };
      }),
    );
  }
  return boxes;
}

export default defineModule<CountdownSettings, CountdownOptions>({
  id: 'countdown',
  settings: (site) => pickSettings(site.settings.countdown, defaults, 'countdown'),
  options(element) {
    const end = readTimer(element.getAttribute('data-timer'));
    return {
      endMs: end && endsAt(end, readGmtOffset(element.getAttribute('data-gmt-offset'))),
      withWeeks:
        element.getAttribute('data-omit-weeks')?.trim() !== '1' &&
        element.querySelector('.fusion-dash-weeks') !== null,
    };
  },
  init(ctx) {
    const wrapper = ctx.element as HTMLElement;
    const { endMs, withWeeks } = ctx.options;
    if (endMs === undefined) {
      ctx.log.warn(`unreadable data-timer "${wrapper.getAttribute('data-timer')}": the printed zeros stay`);
      return;
    }
    const printed = wrapper.querySelectorAll('.fusion-digit');
    const printedText = [...printed].map((digit) => digit.textContent);
    const boxes = takeDigits(wrapper);
    const dashes = [...wrapper.querySelectorAll<HTMLElement>('.fusion-dash-wrapper')];

    // The digits are for the eye; the timer region (live off, so nothing is announced) holds words.
    const spoken = document.createElement('span');
    spoken.className = 'screen-reader-text';
    wrapper.prepend(spoken);
    wrapper.setAttribute('role', 'timer');
    for (const dash of dashes) dash.setAttribute('aria-hidden', 'true');

    let left = Number.POSITIVE_INFINITY;
    const render = (now: number) => {
      left = secondsLeft(endMs, now);
      const parts = timeParts(left, withWeeks);
      for (const [unit, digits] of boxes) {
        let value = parts[unit];
        digits.forEach((digit, place) => {
          const figure = String(value % 10);
          value = Math.floor(value / 10);
          // Only what changed: an unchanged write would still be a mutation for the page's observers.
          if (digit.text.data !== figure) digit.text.data = figure;
          const shown = parts[unit] >= 10 ** place ? 'inline-block' : '';
          if (digit.extra && digit.extra.style.display !== shown) digit.extra.style.display = shown;
        });
      }
      const words = spokenTimeLeft(left, withWeeks, ctx.settings.texts);
      if (spoken.textContent !== words) spoken.textContent = words;
    };

    let inView = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // One wake-up per second at most, on the countdown's second boundary; none when nobody sees it.
    const schedule = () => {
      clearTimeout(timer);
      timer = undefined;
      if (!inView || document.visibilityState === 'hidden' || left === 0) return;
      timer = setTimeout(tick, msToNextSecond(endMs, Date.now()));
    };
    const tick = () => {
      render(Date.now());
      schedule();
    };
    const wake = () => {
      if (inView && document.visibilityState !== 'hidden') render(Date.now());
      schedule();
    };

    render(Date.now());
    const observer = new IntersectionObserver((records) => {
      inView = records[records.length - 1]!.isIntersecting;
      wake();
    });
    observer.observe(wrapper);
    document.addEventListener('visibilitychange', wake, { signal: ctx.signal });

    return () => {
      clearTimeout(timer);
      observer.disconnect();
      printed.forEach((digit, index) => {
        digit.textContent = printedText[index] ?? '0';
        (digit as HTMLElement).style.removeProperty('display');
        if (digit.getAttribute('style') === '') digit.removeAttribute('style');
      });
      spoken.remove();
      wrapper.removeAttribute('role');
      for (const dash of dashes) dash.removeAttribute('aria-hidden');
    };
  },
});
