// Countdowns as a visitor meets them, on a clock the test drives (Playwright's page.clock; no real
// seconds are waited): the digits show the time left in the site's offset or the visitor's zone,
// tick once a second, stop while off screen or in a hidden tab and catch up when seen again; a
// passed date shows zeros; screen readers get a timer with the time left in words; a failing chunk
// leaves the printed element as it is, readable.
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, test } from 'vitest';
import { axeViolations, modulesReady, pageAnimationCount, withSite } from '../../test/browser/harness';

const site = withSite();

/** The figures of each box of a countdown as they read, the places the theme hides left out. */
const digits = (page: Page, id: string) =>
  page.locator(`#${id} .fusion-dash`).evaluateAll((dashes) =>
    dashes.map((dash) =>
      [...dash.querySelectorAll<HTMLElement>('.fusion-digit')]
        .filter((digit) => digit.checkVisibility())
        .map((digit) => digit.textContent)
        .join(''),
    ),
  );

/** Every timer callback the countdown chunk's code scheduled that has fired, counted in the page. */
function countWakeUps(): void {
  const schedule = window.setTimeout;
  const page = window as unknown as { countdownWakeUps: number };
  page.countdownWakeUps = 0;
  window.setTimeout = ((handler: TimerHandler, ms?: number, ...rest: unknown[]) => {
    if (typeof handler === 'function' && /\/countdown\.js/.test(new Error().stack ?? '')) {
      const wrapped = handler;
      handler = (...args: unknown[]) => {
        page.countdownWakeUps++;
        wrapped(...args);
      };
    }
    return schedule(handler, ms, ...rest);
  }) as typeof window.setTimeout;
}

const wakeUps = (page: Page) =>
  page.evaluate(() => (window as unknown as { countdownWakeUps: number }).countdownWakeUps);

/** Resolves once the page has told its observers whether these elements are in view (`seen`). */
const untilSeen = (page: Page, ids: string[], seen: boolean) =>
  page.evaluate(
    ([ids, seen]) =>
      new Promise<void>((resolve) => {
        const state = new Map<string, boolean>();
        const observer = new IntersectionObserver((records) => {
          for (const record of records) state.set(record.target.id, record.isIntersecting);
          if (ids.every((id) => state.get(id) === seen)) {
            observer.disconnect();
            resolve();
          }
        });
        for (const id of ids) observer.observe(document.getElementById(id)!);
      }),
    [ids, seen] as const,
  );

describe('countdown in Chromium', () => {
  let context: BrowserContext | undefined;
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  /** The test page in New York (UTC-5 in December), on a clock that starts at `startsAt`. */
  async function visitAt(startsAt: string): Promise<Page> {
    context = await site.browser.newContext({ timezoneId: 'America/New_York' });
    await context.clock.install({ time: new Date(startsAt) });
    await context.addInitScript(countWakeUps);
    const page = await context.newPage();
    await page.goto(`${site.server.url}/test/countdown/`);
    await modulesReady(page, 'countdown');
    return page;
  }

  test('the digits count down in the site’s offset and in the visitor’s zone, once a second', async () => {
    const page = await visitAt('2026-12-20T10:20:20.000Z');
    await page.clock.pauseAt(new Date('2026-12-20T10:20:35.250Z'));
    // Midnight at +1 is 23:00 UTC: 11 days 12:39:24.75 left, shown as 1 week, 4 days, 12:39:25.
    expect(await digits(page, 'fusion-countdown-1')).toEqual(['01', '04', '12', '39', '25']);
    // Midnight in New York is 05:00 UTC; without a weeks box the days hold them.
    expect(await digits(page, 'fusion-countdown-2')).toEqual(['11', '18', '39', '25']);
    // Passed: zeros, as the theme shows.
    expect(await digits(page, 'fusion-countdown-3')).toEqual(['00', '00', '00', '00']);

    await page.clock.runFor(749);
    expect((await digits(page, 'fusion-countdown-1'))[4]).toBe('25');
    await page.clock.runFor(1);
    expect((await digits(page, 'fusion-countdown-1'))[4]).toBe('24');
    expect((await digits(page, 'fusion-countdown-2'))[3]).toBe('24');
    await page.clock.runFor(25_000);
    expect(await digits(page, 'fusion-countdown-1')).toEqual(['01', '04', '12', '38', '59']);

    // Screen readers: a timer (never announced) with the time left to the minute, the boxes hidden.
    const timer = page.getByRole('timer').first();
    // What the accessibility tree holds: the words, none of the digits or labels.
    expect(await timer.ariaSnapshot()).toBe('- timer: 1 week, 4 dagen, 12 uur en 39 minuten');
    expect(await page.locator('#fusion-countdown-1 .fusion-dash-wrapper[aria-hidden="true"]').count()).toBe(
      5,
    );
    // The one far below is started too (the module's chunk is loaded for the page) but never ticked.
    expect(await page.locator('[role="timer"]').count()).toBe(4);
    expect(await pageAnimationCount(page)).toBe(0);
  });

  test('no wake-ups off screen or in a hidden tab; the digits catch up when seen again', async () => {
    const page = await visitAt('2026-12-20T10:20:20.000Z');
    await page.clock.pauseAt(new Date('2026-12-20T10:20:35.250Z'));
    const ticking = ['fusion-countdown-1', 'fusion-countdown-2'];
    let before = await wakeUps(page);
    await page.clock.runFor(5000);
    // Two ticking countdowns, five seconds: ten wake-ups; the passed one sets none.
    expect((await wakeUps(page)) - before).toBe(10);

    // Scrolled away from all of them (the one far below is not near yet).
    await page.evaluate(() => scrollTo(0, 1400));
    await untilSeen(page, [...ticking, 'fusion-countdown-3'], false);
    before = await wakeUps(page);
    await page.clock.runFor(60_000);
    expect((await wakeUps(page)) - before).toBe(0);
    expect((await digits(page, 'fusion-countdown-1'))[4]).toBe('20');

    await page.evaluate(() => scrollTo(0, 0));
    await untilSeen(page, ticking, true);
    // Seen again: current at once (65 s later than when it stopped), then ticking.
    expect(await digits(page, 'fusion-countdown-1')).toEqual(['01', '04', '12', '38', '20']);
    before = await wakeUps(page);
    await page.clock.runFor(3000);
    expect((await wakeUps(page)) - before).toBe(6);

    // The tab goes to the background.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    before = await wakeUps(page);
    await page.clock.runFor(3_600_000);
    expect((await wakeUps(page)) - before).toBe(0);
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(await digits(page, 'fusion-countdown-1')).toEqual(['01', '04', '11', '38', '17']);
    await page.clock.runFor(1000);
    expect((await digits(page, 'fusion-countdown-1'))[4]).toBe('16');
  });

  test('the last seconds run out to zero and the ticking stops there', async () => {
    const page = await visitAt('2026-12-31T22:59:30.000Z');
    await page.clock.pauseAt(new Date('2026-12-31T22:59:57.500Z'));
    expect(await digits(page, 'fusion-countdown-1')).toEqual(['00', '00', '00', '00', '03']);
    await page.clock.runFor(10_000);
    expect(await digits(page, 'fusion-countdown-1')).toEqual(['00', '00', '00', '00', '00']);
    const before = await wakeUps(page);
    await page.clock.runFor(10_000);
    // Only the New York one (five hours to go) still ticks.
    expect((await wakeUps(page)) - before).toBe(10);
    expect(await page.locator('#fusion-countdown-1 .screen-reader-text').textContent()).toBe('0 minuten');
  });

  test('on the real clock: the page passes axe, the timers are named by their words', async () => {
    const { page } = await site.visit('/test/countdown/');
    await modulesReady(page, 'countdown');
    expect(await page.getByRole('timer').count()).toBe(4);
    expect(await axeViolations(page, '#content')).toEqual([]);
  });
});

describe('countdown when its chunk fails', () => {
  for (const fault of ['status-404', 'hang'] as const)
    test(`its chunk ${fault === 'hang' ? 'hangs' : 'answers 404'}: the printed boxes stay, visible and readable`, async () => {
      site.backend.fault({ path: /\/chunks\/[\w-]+\/countdown\.js/, mode: fault });
      const { page } = await site.visit('/test/countdown/', { settings: { safetyNetMs: 500 } });
      const wrapper = page.locator('#fusion-countdown-1');
      await expect.poll(() => wrapper.isVisible()).toBe(true);
      expect(await digits(page, 'fusion-countdown-1')).toEqual(['00', '00', '00', '00', '00']);
      expect(await wrapper.innerText()).toContain('Seconden');
      expect(await wrapper.getAttribute('role')).toBeNull();
    });
});
