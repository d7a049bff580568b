// The rental page's 100%-height containers (/verhuur/): on a desktop as high as the window below the
// sticky header, the welcome text centred in it; below the content break point as tall as their
// content, so nothing is cut off on a phone (the theme's stylesheet alone clips them at 100vh);
// the site's "100% height on mobile" keeps them window-high; the safety net never clips.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { settleAnimations, withSite } from '../../test/browser/harness';

const site = withSite();
const welcome = '#verhuur-welkom';
const rates = '#verhuur-tarieven';

/**
 * The window height less what the sticky header covers once the page scrolls (stuck, and shrunk
 * where it shrinks; nothing where it does not stick on this device), measured as a visitor sees it.
 */
async function expectedHeight(page: Page): Promise<number> {
  const before = await page.evaluate(() => scrollY);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  // The header module loads on the first scroll: its sticky state is what the visitor sees once
  // it runs (under load it can still be arriving when the scroll is done).
  await expect
    .poll(() =>
      page.evaluate(() => {
        const state = window.voorkant?.status().find((status) => status.id === 'header')?.state;
        return state !== 'waiting' && state !== 'loading';
      }),
    )
    .toBe(true);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await settleAnimations(page);
  const covered = await page.evaluate(() => {
    const wrapper = document.querySelector('.fusion-header-wrapper.fusion-is-sticky');
    return wrapper ? Math.round(wrapper.querySelector('.fusion-header')!.getBoundingClientRect().bottom) : 0;
  });
  await page.evaluate((y) => window.scrollTo(0, y), before);
  return page.evaluate((top) => innerHeight - top, covered);
}
const heightOf = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => Math.round(element.getBoundingClientRect().height));
/** Content cut off: taller than the box that shows it. */
const clipped = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => element.scrollHeight > element.clientHeight + 1);
const moduleState = (page: Page) =>
  page.evaluate(
    () => window.voorkant?.status().find((status) => status.id === 'hundred-percent-height')?.state,
  );

const phone = { viewport: { width: 375, height: 640 } };

describe('hundred-percent-height in Chromium', () => {
  test('on a desktop each container is as high as the window below the sticky header, its content centred', async () => {
    const { page } = await site.visit('/verhuur/');
    await expect.poll(() => moduleState(page)).toBe('ready');
    const height = await expectedHeight(page);
    expect(await heightOf(page, welcome)).toBe(height);
    expect(await heightOf(page, rates)).toBe(height);
    const centred = await page.locator(welcome).evaluate((container) => {
      const box = container.getBoundingClientRect();
      const row = container.querySelector('.fusion-builder-row')!.getBoundingClientRect();
      return Math.abs(row.top - box.top - (box.bottom - row.bottom));
    });
    expect(centred).toBeLessThan(2);
  });

  test('on a phone the containers grow with their content: nothing is cut off, and it returns on a wide window', async () => {
    const { page } = await site.visit('/verhuur/', { context: phone });
    await expect.poll(() => moduleState(page)).toBe('ready');
    expect(await clipped(page, rates)).toBe(false);
    expect(await heightOf(page, rates)).toBeGreaterThan(640);
    const last = page.getByText('Annuleren is kosteloos tot de avond voor de huurdag.');
    await last.scrollIntoViewIfNeeded();
    expect(await last.isVisible()).toBe(true);
    // The welcome text is short: its container is only as tall as its content.
    expect(await heightOf(page, welcome)).toBeLessThan(640);

    await page.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(() => heightOf(page, rates)).toBe(await expectedHeight(page));
    await page.setViewportSize({ width: 375, height: 640 });
    await expect.poll(() => clipped(page, rates)).toBe(false);
  });

  test('with the site’s "100% height on mobile" the containers stay window-high on a phone', async () => {
    const { page } = await site.visit('/verhuur/', {
      context: phone,
      settings: { 'hundred-percent-height': { mobileFullHeight: true } },
    });
    await expect.poll(() => moduleState(page)).toBe('ready');
    expect(await heightOf(page, welcome)).toBe(await expectedHeight(page));
  });

  test.each(['status-404', 'hang'] as const)(
    'safety net: with the chunk failing (%s) nothing is cut off on a phone',
    async (mode) => {
      site.backend.fault({ path: /\/chunks\/[\w-]+\/hundred-percent-height\.js/, mode });
      const { page } = await site.visit('/verhuur/', { context: phone, settings: { safetyNetMs: 500 } });
      await expect.poll(() => moduleState(page), { timeout: 10_000 }).toBe('failed');
      await expect.poll(() => clipped(page, rates)).toBe(false);
      expect(await heightOf(page, welcome)).toBeGreaterThanOrEqual(640);
    },
  );

  test('without the module, where the theme’s own script would act, the theme’s stylesheet cuts the content off', async () => {
    const { page } = await site.visit('/verhuur/', {
      context: phone,
      settings: { takeover: ['lightbox'], modules: { 'hundred-percent-height': false } },
    });
    await page.waitForTimeout(300);
    expect(await clipped(page, rates)).toBe(true);
  });
});
