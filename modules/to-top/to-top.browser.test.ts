// The to-top link as a visitor meets it on the one-page winter-service page: invisible at the top,
// shown after scrolling, a smooth way back up that leaves the focus at the top of the page; the
// theme's options (devices, scroll-down only); reduced motion; and the safety net.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  axeViolations,
  modulesReady,
  recordScrollFrames,
  scrollFrames,
  withSite,
} from '../../test/browser/harness';

const site = withSite();

/** The module loads on the page's first scroll or a visitor's focus or pointer on the link: waits for it. */
async function ready(page: Page) {
  await modulesReady(page, 'to-top');
}

const chunkState = (page: Page) =>
  page.evaluate(() => window.voorkant?.status().find((status) => status.id === 'to-top')?.state);
const opacity = (page: Page) =>
  page
    .locator('#toTop')
    .first()
    .evaluate((link) => getComputedStyle(link).opacity);
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
const toTop = (page: Page) => page.getByRole('link', { name: 'Naar boven' });

describe('to-top in Chromium', () => {
  for (const width of [1280, 375]) {
    test(`${width} px: appears after scrolling, takes the visitor up smoothly and leaves the focus at the top`, async () => {
      const { page } = await site.visit('/winterbeurt/', { context: { viewport: { width, height: 760 } } });
      expect(await opacity(page)).toBe('0');
      // Nothing of it is fetched before the visitor scrolls.
      await page.waitForTimeout(300);
      expect(await chunkState(page)).toBe('waiting');
      await page.mouse.move(width / 2, 400);
      await page.mouse.wheel(0, 1200);
      await ready(page);
      await expect.poll(() => opacity(page)).toBe('0.9');
      const from = await scrollY(page);
      await recordScrollFrames(page);
      await toTop(page).click();
      await expect.poll(() => scrollY(page), { timeout: 5000 }).toBe(0);
      // Smooth: frames on its way, between where it was and the top, not there at once.
      const between = (await scrollFrames(page)).filter(({ y }) => y > 0 && y < from);
      expect(new Set(between.map(({ y }) => y)).size).toBeGreaterThan(1);
      await expect.poll(() => opacity(page)).toBe('0');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('wrapper');
      // The next Tab starts at the header: the logo.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('.fusion-logo') !== null)).toBe(true);
    });
  }

  test('a keyboard visitor sees it when it has the focus, also at the top of the page', async () => {
    const { page } = await site.visit('/winterbeurt/');
    // The focus itself loads the module, which shows the focused link.
    await toTop(page).focus();
    await ready(page);
    await expect.poll(() => opacity(page)).toBe('1');
    expect(await scrollY(page)).toBe(0);
  });

  test("the theme's options: only on desktop, only while scrolling down, in another corner", async () => {
    const options = { 'to-top': { status: 'desktop', scrollDownOnly: true, position: 'left' } };
    const phone = await site.visit('/winterbeurt/', {
      context: { viewport: { width: 375, height: 760 } },
      settings: options,
    });
    await phone.page.evaluate(() => window.scrollTo(0, 1200));
    await ready(phone.page);
    await phone.page.waitForTimeout(300);
    expect(await opacity(phone.page)).toBe('0');

    const { page } = await site.visit('/winterbeurt/', { settings: options });
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 900);
    await ready(page);
    expect(
      await page
        .locator('.to-top-container')
        .first()
        .evaluate((container) => container.className),
    ).toBe('to-top-container to-top-left');
    await expect.poll(() => opacity(page)).toBe('0.9');
    await page.mouse.wheel(0, -300);
    await expect.poll(() => opacity(page)).toBe('0');
    expect(await scrollY(page)).toBeGreaterThan(200);
  });

  test('reduced motion: straight to the top', async () => {
    const { page } = await site.visit('/winterbeurt/', { context: { reducedMotion: 'reduce' } });
    await page.evaluate(() => window.scrollTo(0, 1500));
    await ready(page);
    await expect.poll(() => opacity(page)).toBe('0.9');
    await toTop(page).click();
    expect(await scrollY(page)).toBe(0);
  });

  test('axe: no violations with the link shown', async () => {
    const { page } = await site.visit('/winterbeurt/');
    await page.evaluate(() => window.scrollTo(0, 1500));
    await ready(page);
    await expect.poll(() => opacity(page)).toBe('0.9');
    expect(await axeViolations(page, '.to-top-container')).toEqual([]);
  });

  for (const mode of ['status-404', 'hang'] as const) {
    test(`safety net, chunk ${mode === 'hang' ? 'hangs' : 'answers 404'}: the link is shown and still leads to the top`, async () => {
      site.backend.fault({ path: /\/chunks\/[\w-]+\/to-top\.js/, mode });
      const { page } = await site.visit('/winterbeurt/', { settings: { safetyNetMs: 500 } });
      await page.evaluate(() => window.scrollTo(0, 1500));
      await expect.poll(() => opacity(page), { timeout: 5000 }).toBe('0.9');
      await toTop(page).click();
      await expect.poll(() => scrollY(page)).toBe(0);
    });
  }
});
