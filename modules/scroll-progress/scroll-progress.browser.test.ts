// The reading-progress bar as a visitor meets it on a blog post: fixed at the top of the window,
// filling as the visitor reads down and emptying on the way back, full at the end, following the
// page as it grows, named for screen readers; and the page as the theme prints it when the chunk fails.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations, moduleState, modulesReady, withSite } from '../../test/browser/harness';

const site = withSite();
const route = '/blog/winterbanden/';
const bar = (page: Page) => page.locator('progress.fusion-scroll-progress');
/** The value the bar shows and reads out (null: none, as the theme prints it), and where it sits in the window. */
const shown = (page: Page) =>
  bar(page).evaluate((progress: HTMLProgressElement) => ({
    value: progress.hasAttribute('value') ? progress.value : null,
    top: Math.round(progress.getBoundingClientRect().top),
  }));
const scrollTo = (page: Page, share: number) =>
  page.evaluate((part) => {
    const end = document.documentElement.scrollHeight - innerHeight;
    window.scrollTo(0, Math.round(end * part));
  }, share);

/**
 * The related posts' carousel shortens the page by thousands of pixels as it sets up (before, the
 * theme's stylesheet stacks its items): read down once and back, so that a share stays put.
 */
async function settled(page: Page) {
  await scrollTo(page, 1);
  await modulesReady(page, 'carousel');
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await scrollTo(page, 0);
  await expect.poll(async () => (await shown(page)).value).toBe(0);
}

describe('scroll-progress in Chromium', () => {
  for (const width of [1280, 375]) {
    test(`${width} px: empty at the top, half at half way, full at the end, and back`, async () => {
      const { page, errors } = await site.visit(route, { context: { viewport: { width, height: 700 } } });
      await modulesReady(page, 'scroll-progress');
      expect(await shown(page)).toEqual({ value: 0, top: 0 });
      await settled(page);
      await scrollTo(page, 0.5);
      // Within a point: a picture that arrives late moves the page's end by a few pixels.
      await expect.poll(async () => Math.abs((await shown(page)).value! - 50)).toBeLessThanOrEqual(1);
      await scrollTo(page, 1);
      await expect.poll(async () => (await shown(page)).value).toBe(100);
      // Fixed: still at the top of the window after scrolling.
      expect((await shown(page)).top).toBe(0);
      await scrollTo(page, 0);
      await expect.poll(async () => (await shown(page)).value).toBe(0);
      expect(errors).toEqual([]);
    });
  }

  test('the page grows (more content below): the same scroll position is a smaller share', async () => {
    const { page } = await site.visit(route, { context: { viewport: { width: 1280, height: 700 } } });
    await modulesReady(page, 'scroll-progress');
    await settled(page);
    await scrollTo(page, 1);
    await expect.poll(async () => (await shown(page)).value).toBe(100);
    await page.evaluate(() => {
      // Without scroll anchoring: at the end of the page Chromium may anchor on the footer and move
      // the scroll position down with it, which would keep the share at 100 whatever the module does.
      document.documentElement.style.overflowAnchor = 'none';
      const more = document.createElement('div');
      more.style.height = `${document.documentElement.scrollHeight}px`;
      document.querySelector('#content')!.append(more);
    });
    await expect.poll(async () => (await shown(page)).value).toBeLessThan(60);
  });

  test('screen readers hear a named progress bar, and axe finds nothing', async () => {
    const { page } = await site.visit(route);
    await modulesReady(page, 'scroll-progress');
    const named = page.getByRole('progressbar', { name: 'Leesvoortgang' });
    expect(await named.count()).toBe(1);
    expect(await axeViolations(page, 'progress.fusion-scroll-progress')).toEqual([]);
  });

  test('chunk answers 404: the bar stays as the theme prints it, empty, and the article reads on', async () => {
    site.backend.fault({ path: /\/chunks\/[\w-]+\/scroll-progress\.js/, mode: 'status-404' });
    const { page, errors } = await site.visit(route, { settings: { safetyNetMs: 300 } });
    await expect.poll(() => moduleState(page, 'scroll-progress')).toBe('failed');
    await scrollTo(page, 1);
    await page.waitForTimeout(100);
    expect((await shown(page)).value).toBeNull();
    expect(await page.getByRole('heading', { name: 'Bandenspanning' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });
});
