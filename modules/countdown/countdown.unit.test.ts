import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { ModuleContext, Site } from '../../kernel/contract';
import countdown, { type CountdownOptions, type CountdownSettings } from './index';
import { spokenTimeLeft } from './spoken';
import { endsAt, msToNextSecond, readGmtOffset, readTimer, secondsLeft, timeParts } from './time-left';

const day = 86_400;
const { texts } = countdown.settings!({ settings: {} } as Site);

describe('countdown: the date the builder printed', () => {
  test('data-timer is Y-m-d-H-i-s; anything else, or a date that cannot be, is unreadable', () => {
    expect(readTimer('2027-03-14-09-05-00')).toEqual({
      year: 2027,
      month: 3,
      day: 14,
      hour: 9,
      minute: 5,
      second: 0,
    });
    for (const bad of [
      null,
      '',
      '2027-03-14',
      '14-03-2027-09-00-00',
      '2027-02-30-00-00-00',
      '2027-03-14-24-00-00',
      '2027-03-14T09:00:00',
    ])
      expect(readTimer(bad), String(bad)).toBeUndefined();
  });

  test('data-gmt-offset is hours from UTC; missing, empty or not a number means the visitor’s zone', () => {
    expect(readGmtOffset('1')).toBe(1);
    expect(readGmtOffset('0')).toBe(0);
    expect(readGmtOffset('-3.5')).toBe(-3.5);
    expect(readGmtOffset(' 5.75 ')).toBe(5.75);
    for (const none of [null, '', ' ', 'Europe/Amsterdam', '99']) expect(readGmtOffset(none)).toBeUndefined();
  });

  test('with an offset the end is a fixed one, summer time or not', () => {
    const newYear = readTimer('2027-01-01-00-00-00')!;
    expect(new Date(endsAt(newYear, 1)).toISOString()).toBe('2026-12-31T23:00:00.000Z');
    expect(new Date(endsAt(newYear, 0)).toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(new Date(endsAt(newYear, -3.5)).toISOString()).toBe('2027-01-01T03:30:00.000Z');
    expect(new Date(endsAt(newYear, 5.75)).toISOString()).toBe('2026-12-31T18:15:00.000Z');
    // Amsterdam is at +2 on this date, but the printed offset is what the site had when the page was made.
    expect(new Date(endsAt(readTimer('2027-07-01-12-00-00')!, 1)).toISOString()).toBe(
      '2027-07-01T11:00:00.000Z',
    );
  });

  describe('without an offset, the visitor’s own zone with its rules on that date', () => {
    const zone = process.env.TZ;
    beforeEach(() => {
      process.env.TZ = 'Europe/Amsterdam';
    });
    afterEach(() => {
      // Assigning undefined would set the zone named "undefined".
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    });
    test('before and after the clocks go forward', () => {
      expect(new Date(endsAt(readTimer('2027-03-28-01-00-00')!, undefined)).toISOString()).toBe(
        '2027-03-28T00:00:00.000Z',
      );
      expect(new Date(endsAt(readTimer('2027-03-28-03-00-00')!, undefined)).toISOString()).toBe(
        '2027-03-28T01:00:00.000Z',
      );
    });
  });
});

describe('countdown: what is left', () => {
  test('whole seconds, rounded up: zero at the end itself and after it', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 250)).toBe(10);
    expect(secondsLeft(10_000, 1000)).toBe(9);
    expect(secondsLeft(10_000, 9_999)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 99_000)).toBe(0);
  });

  test('the next wake-up falls on the countdown’s second boundary', () => {
    expect(msToNextSecond(10_000, 250)).toBe(750);
    expect(msToNextSecond(10_000, 1000)).toBe(1000);
    expect(msToNextSecond(10_500, 0)).toBe(500);
  });

  test('units with weeks, and without them the days absorb the weeks', () => {
    const left = 17 * day + 5 * 3600 + 4 * 60 + 3;
    expect(timeParts(left, true)).toEqual({ weeks: 2, days: 3, hours: 5, minutes: 4, seconds: 3 });
    expect(timeParts(left, false)).toEqual({ weeks: 0, days: 17, hours: 5, minutes: 4, seconds: 3 });
    expect(timeParts(0, true)).toEqual({ weeks: 0, days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(timeParts(1234 * day, false).days).toBe(1234);
  });

  test('the spoken text: to the minute, rounded up, without the units that are zero', () => {
    expect(spokenTimeLeft(17 * day + 5 * 3600 + 4 * 60 + 3, true, texts)).toBe(
      '2 weken, 3 dagen, 5 uur en 5 minuten',
    );
    expect(spokenTimeLeft(8 * day + 3600, true, texts)).toBe('1 week, 1 dag en 1 uur');
    expect(spokenTimeLeft(17 * day, false, texts)).toBe('17 dagen');
    expect(spokenTimeLeft(3600, false, texts)).toBe('1 uur');
    expect(spokenTimeLeft(59, false, texts)).toBe('1 minuut');
    expect(spokenTimeLeft(0, true, texts)).toBe('0 minuten');
  });

  test('the words come from the settings, the missing ones from the Dutch defaults', () => {
    const english = countdown.settings!({
      settings: { countdown: { texts: { day: '%d day', days: '%d days', minute: '%d minute', and: 'and' } } },
    } as unknown as Site).texts;
    expect(spokenTimeLeft(day + 60, false, english)).toBe('1 day and 1 minute');
    expect(spokenTimeLeft(2 * day + 120, false, english)).toBe('2 days and 2 minuten');
  });
});

// The element as builder 3.14 prints it, with or without weeks.
const markup = (attributes: string, weeks: boolean) => {
  const box = (unit: string, label: string, extra = '') =>
    `<div class="fusion-dash-wrapper "><div class="fusion-dash fusion-dash-${unit}"><div class="fusion-digit-wrapper">${extra}<div class="fusion-digit">0</div><div class="fusion-digit">0</div></div><div class="fusion-dash-title">${label}</div></div></div>`;
  document.body.innerHTML = `<div class="fusion-countdown"><div class="fusion-countdown-wrapper"><div class="fusion-countdown-counter-wrapper awb-flex-grow" id="fusion-countdown-1" ${attributes}>${
    weeks ? box('weeks', 'Weken', '<div class="fusion-hundred-digit fusion-digit">0</div>') : ''
  }${box('days', 'Dagen', '<div class="fusion-thousand-digit fusion-digit">0</div><div class="fusion-hundred-digit fusion-digit">0</div>')}${box('hours', 'Uren')}${box('minutes', 'Minuten')}${box('seconds', 'Seconden')}</div></div></div>`;
  return document.querySelector<HTMLElement>('.fusion-countdown-counter-wrapper')!;
};

/** The digits of each box as they read, the hidden places left out. */
const digits = (wrapper: Element) =>
  [...wrapper.querySelectorAll('.fusion-dash')].map((dash) =>
    [...dash.querySelectorAll<HTMLElement>('.fusion-digit')]
      .filter(
        (digit) => !digit.matches('.fusion-hundred-digit, .fusion-thousand-digit') || digit.style.display,
      )
      .map((digit) => digit.textContent)
      .join(''),
  );

describe('countdown: the element ticking', () => {
  let observed: { callback: IntersectionObserverCallback; disconnected: boolean } | undefined;
  const setView = (isIntersecting: boolean) =>
    observed!.callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
  let hidden = false;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          observed = { callback, disconnected: false };
        }
        observe() {}
        disconnect() {
          observed!.disconnected = true;
        }
      },
    );
    hidden = false;
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => (hidden ? 'hidden' : 'visible'));
  });
  afterEach(() => {
    // Spies first: the setTimeout spy wraps the fake one, and restoring it after the real timers
    // came back would leave the fake in place for the worker's next test files.
    vi.restoreAllMocks();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  const start = (wrapper: HTMLElement) => {
    const controller = new AbortController();
    const warnings: unknown[][] = [];
    const ctx = {
      element: wrapper,
      options: countdown.options!(wrapper),
      settings: { texts },
      signal: controller.signal,
      log: { warn: (...args: unknown[]) => warnings.push(args), error() {}, debug() {} },
    } as unknown as ModuleContext<CountdownSettings, CountdownOptions>;
    const cleanup = countdown.init(ctx) as (() => void) | undefined;
    return {
      warnings,
      stop() {
        controller.abort();
        cleanup?.();
      },
    };
  };

  test('the digits show the time left in the site’s offset and tick on the second boundary while in view', () => {
    // 11 days 12:39:29.75 before midnight at +1.
    vi.setSystemTime(new Date('2026-12-20T10:20:30.250Z'));
    const wrapper = markup('data-gmt-offset="1" data-timer="2027-01-01-00-00-00" data-omit-weeks="0"', true);
    const running = start(wrapper);
    expect(digits(wrapper)).toEqual(['01', '04', '12', '39', '30']);
    expect(wrapper.getAttribute('role')).toBe('timer');
    expect(wrapper.querySelector('.screen-reader-text')?.textContent).toBe(
      '1 week, 4 dagen, 12 uur en 40 minuten',
    );
    expect(
      [...wrapper.querySelectorAll('.fusion-dash-wrapper')].every(
        (dash) => dash.getAttribute('aria-hidden') === 'true',
      ),
    ).toBe(true);
    // Not seen yet: no timer at all.
    expect(vi.getTimerCount()).toBe(0);
    setView(true);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(749);
    expect(digits(wrapper)[4]).toBe('30');
    vi.advanceTimersByTime(1);
    expect(digits(wrapper)[4]).toBe('29');
    vi.advanceTimersByTime(29_000);
    expect(digits(wrapper)).toEqual(['01', '04', '12', '39', '00']);
    expect(wrapper.querySelector('.screen-reader-text')?.textContent).toBe(
      '1 week, 4 dagen, 12 uur en 39 minuten',
    );
    expect(vi.getTimerCount()).toBe(1);
    running.stop();
    expect(vi.getTimerCount()).toBe(0);
    expect(observed!.disconnected).toBe(true);
    // What init changed is undone: the printed zeros, no role, no spoken copy.
    expect(digits(wrapper)).toEqual(['00', '00', '00', '00', '00']);
    expect(wrapper.hasAttribute('role')).toBe(false);
    expect(wrapper.querySelector('.screen-reader-text, [aria-hidden], [style]')).toBeNull();
  });

  test('one wake-up a second at most; none off screen or while the tab is hidden', () => {
    vi.setSystemTime(new Date('2026-12-20T10:20:30.000Z'));
    const wrapper = markup('data-gmt-offset="0" data-timer="2026-12-21-00-00-00" data-omit-weeks="1"', false);
    const timers = vi.spyOn(globalThis, 'setTimeout');
    start(wrapper);
    setView(true);
    vi.advanceTimersByTime(10_000);
    expect(timers).toHaveBeenCalledTimes(11);
    setView(false);
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(60_000);
    expect(timers).toHaveBeenCalledTimes(11);
    // Back in view: the digits are current at once, then tick again.
    setView(true);
    expect(digits(wrapper)).toEqual(['00', '13', '38', '20']);
    hidden = true;
    document.dispatchEvent(new Event('visibilitychange'));
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(3_600_000);
    hidden = false;
    document.dispatchEvent(new Event('visibilitychange'));
    expect(digits(wrapper)).toEqual(['00', '12', '38', '20']);
    expect(vi.getTimerCount()).toBe(1);
  });

  test('without weeks the days absorb them and the hundreds place shows when needed', () => {
    vi.setSystemTime(new Date('2026-01-01T00:00:00.000Z'));
    const wrapper = markup('data-gmt-offset="0" data-timer="2027-01-01-00-00-00" data-omit-weeks="1"', false);
    start(wrapper);
    expect(digits(wrapper)).toEqual(['365', '00', '00', '00']);
  });

  test('weeks asked for but no weeks box printed: the days keep them', () => {
    vi.setSystemTime(new Date('2026-12-01T00:00:00.000Z'));
    const wrapper = markup('data-gmt-offset="0" data-timer="2026-12-11-00-00-00" data-omit-weeks="0"', false);
    start(wrapper);
    expect(digits(wrapper)).toEqual(['10', '00', '00', '00']);
  });

  test('a passed date shows zeros and sets no timer, in view or not', () => {
    vi.setSystemTime(new Date('2027-06-01T00:00:00.000Z'));
    const wrapper = markup('data-gmt-offset="2" data-timer="2027-01-01-00-00-00" data-omit-weeks="0"', true);
    start(wrapper);
    setView(true);
    expect(digits(wrapper)).toEqual(['00', '00', '00', '00', '00']);
    expect(wrapper.querySelector('.screen-reader-text')?.textContent).toBe('0 minuten');
    expect(vi.getTimerCount()).toBe(0);
  });

  test('reaching the end stops the ticking at zero', () => {
    vi.setSystemTime(new Date('2026-12-31T22:59:57.500Z'));
    const wrapper = markup('data-gmt-offset="1" data-timer="2027-01-01-00-00-00" data-omit-weeks="1"', false);
    const timers = vi.spyOn(globalThis, 'setTimeout');
    start(wrapper);
    setView(true);
    vi.advanceTimersByTime(10_000);
    expect(digits(wrapper)).toEqual(['00', '00', '00', '00']);
    expect(timers).toHaveBeenCalledTimes(3);
    expect(vi.getTimerCount()).toBe(0);
  });

  test('an unreadable data-timer leaves the printed zeros, with a warning', () => {
    const wrapper = markup('data-timer="binnenkort" data-omit-weeks="1"', false);
    const running = start(wrapper);
    expect(running.warnings).toHaveLength(1);
    expect(digits(wrapper)).toEqual(['00', '00', '00', '00']);
    expect(wrapper.hasAttribute('role')).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });
});
