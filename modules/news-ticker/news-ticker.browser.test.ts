// The news tickers as a visitor meets them: the running headlines on the holidays page, crossing
// the bar at the element's speed and holding still under the pointer, the keyboard focus, off
// screen and under reduced motion; the one-at-a-time results ticker on a clock the test drives,
// with its pause button, its previous and next buttons and its pauses; and both with the chunk failing.
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, test } from 'vitest';
import { axeViolations, moduleState, modulesReady, withSite } from '../../test/browser/harness';

const site = withSite();
const list = (page: Page) => page.locator('.awb-news-ticker-item-list').first();
const run = (page: Page) =>
  list(page).evaluate((element: HTMLElement) => {
    const style = getComputedStyle(element);
    const bar = element.parentElement!.getBoundingClientRect();
    return {
      name: style.animationName,
      seconds: Number.parseFloat(style.animationDuration),
      state: style.animationPlayState,
      expected:
        Math.round(((element.offsetWidth + (element.parentElement as HTMLElement).offsetWidth) / 60) * 100) /
        100,
      start: Math.round(element.getBoundingClientRect().left - bar.left),
    };
  });
const shownHeadline = (page: Page) =>
  page.locator('.awb-news-ticker-carousel .awb-news-ticker-item-active').textContent();

async function readyAt(page: Page, selector: string) {
  await page.locator(selector).scrollIntoViewIfNeeded();
  await modulesReady(page, 'news-ticker');
}

describe('news-ticker marquee in Chromium', () => {
  test('the headlines cross the bar at the speed, and hold still under the pointer and the focus', async () => {
    const { page, errors } = await site.visit('/fietsvakanties/');
    await readyAt(page, '.awb-news-ticker-marquee');
    const running = await run(page);
    expect(running.name).toBe('awb-run-news-ticker');
    expect(running.seconds).toBe(running.expected);
    expect(running.state).toBe('running');
    // Moving: it does not stay where it was.
    const at = running.start;
    await expect.poll(async () => (await run(page)).start).toBeLessThan(at - 5);
    await page.locator('.awb-news-ticker-marquee .awb-news-ticker-bar').hover();
    expect((await run(page)).state).toBe('paused');
    await page.mouse.move(5, 5);
    expect((await run(page)).state).toBe('running');
    await page.locator('.awb-news-ticker-marquee a').first().focus();
    expect((await run(page)).state).toBe('paused');
    expect(errors).toEqual([]);
  });

  test('off screen it holds still', async () => {
    const { page } = await site.visit('/fietsvakanties/');
    await readyAt(page, '.awb-news-ticker-marquee');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(async () => (await run(page)).state).toBe('paused');
  });

  test('reduced motion: the headlines stand in the bar, which scrolls sideways', async () => {
    const { page } = await site.visit('/fietsvakanties/', { context: { reducedMotion: 'reduce' } });
    await readyAt(page, '.awb-news-ticker-marquee');
    const still = await run(page);
    expect(still.name).toBe('none');
    expect(still.start).toBe(0);
    const bar = page.locator('.awb-news-ticker-marquee .awb-news-ticker-bar');
    expect(await bar.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    expect(await page.getByRole('link', { name: /Winterbanden voor de fiets/ }).isVisible()).toBe(true);
  });

  for (const mode of ['status-404', 'hang'] as const) {
    test(`chunk ${mode === 'hang' ? 'hangs' : 'answers 404'}: the headlines stand in the bar instead of outside it`, async () => {
      site.backend.fault({ path: /\/chunks\/[\w-]+\/news-ticker\.js/, mode });
      const { page } = await site.visit('/fietsvakanties/', { settings: { safetyNetMs: 300 } });
      await page.locator('.awb-news-ticker-marquee').scrollIntoViewIfNeeded();
      await expect.poll(() => moduleState(page, 'news-ticker')).toBe('failed');
      await expect.poll(async () => (await run(page)).start).toBe(0);
      expect(await page.getByRole('link', { name: /Winterbanden voor de fiets/ }).isVisible()).toBe(true);
    });
  }
});

describe('news-ticker carousel in Chromium', () => {
  let context: BrowserContext | undefined;
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  /** The results page on a clock the test drives, the ticker in view and its module running. */
  async function visitOnClock(options: { reducedMotion?: 'reduce' } = {}): Promise<Page> {
    context = await site.browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
    await context.clock.install({ time: new Date('2026-12-03T10:00:00Z') });
    const page = await context.newPage();
    await page.goto(`${site.server.url}/uitslagen/`);
    await readyAt(page, '.awb-news-ticker-carousel');
    // The installed clock follows real time until paused: held here, so a busy machine's delays
    // between the steps below never count as the headline's time.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 500));
    return page;
  }

  test('one headline at a time, the next after its six seconds, the indicator filling meanwhile', async () => {
    const page = await visitOnClock();
    expect(await shownHeadline(page)).toMatch(/^Voorjaarsrit/);
    // Pointing at it and leaving starts the headline's full time now, on the held clock.
    await page.locator('.awb-news-ticker-carousel .awb-news-ticker-bar').hover();
    await page.mouse.move(5, 5);
    await page.clock.runFor(5900);
    expect(await shownHeadline(page)).toMatch(/^Voorjaarsrit/);
    await page.clock.runFor(200);
    expect(await shownHeadline(page)).toMatch(/^Zomerrit/);
    expect(
      await page
        .locator('.awb-news-ticker-carousel-indicator')
        .evaluate((bar) => getComputedStyle(bar).animationName),
    ).toBe('awb-news-ticker-indicator');
    expect(await page.locator('.awb-news-ticker-item-list-carousel').getAttribute('aria-live')).toBe('off');
  });

  test('the pause button stops it and says so; previous and next change the headline', async () => {
    const page = await visitOnClock();
    const pause = page.getByRole('button', { name: 'Nieuws pauzeren' });
    await pause.click();
    expect(await page.getByRole('button', { name: 'Nieuws afspelen' }).count()).toBe(1);
    expect(await page.locator('.awb-news-ticker-item-list-carousel').getAttribute('aria-live')).toBe(
      'polite',
    );
    await page.mouse.move(5, 5);
    await page.clock.runFor(20_000);
    expect(await shownHeadline(page)).toMatch(/^Voorjaarsrit/);
    await page.getByRole('button', { name: 'Volgende' }).click();
    expect(await shownHeadline(page)).toMatch(/^Zomerrit/);
    await page.getByRole('button', { name: 'Vorige' }).click();
    await page.getByRole('button', { name: 'Vorige' }).click();
    expect(await shownHeadline(page)).toMatch(/^Winterrit/);
  });

  test('under the pointer it waits', async () => {
    const page = await visitOnClock();
    await page.locator('.awb-news-ticker-carousel .awb-news-ticker-bar').hover();
    await page.clock.runFor(20_000);
    expect(await shownHeadline(page)).toMatch(/^Voorjaarsrit/);
  });

  test('reduced motion: it does not rotate, the buttons still work', async () => {
    const page = await visitOnClock({ reducedMotion: 'reduce' });
    await page.mouse.move(5, 5);
    await page.clock.runFor(20_000);
    expect(await shownHeadline(page)).toMatch(/^Voorjaarsrit/);
    expect(await page.getByRole('button', { name: 'Nieuws pauzeren' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Volgende' }).click();
    expect(await shownHeadline(page)).toMatch(/^Zomerrit/);
  });

  test('axe: no violations in either ticker', async () => {
    const results = await site.visit('/uitslagen/');
    await readyAt(results.page, '.awb-news-ticker-carousel');
    expect(await axeViolations(results.page, '.awb-news-ticker')).toEqual([]);
    const news = await site.visit('/fietsvakanties/');
    await readyAt(news.page, '.awb-news-ticker-marquee');
    expect(await axeViolations(news.page, '.awb-news-ticker')).toEqual([]);
  });
});
