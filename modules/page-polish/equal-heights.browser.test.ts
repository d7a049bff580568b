// Equal-height columns on the rental page's legacy container (/verhuur/, "Routes vanaf de winkel"):
// a column with only a background image, a centred column and a text column, as a visitor sees them
// at 1280 px, on a phone, after a resize and after content arrives.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { withSite } from '../../test/browser/harness';

const site = withSite();

/** The heights of the row's column wrappers and of the centred content boxes, rounded to the pixel. */
const heights = (page: Page) =>
  page.locator('#verhuur-routes').evaluate((container) => ({
    wrappers: [...container.querySelectorAll('.fusion-column-wrapper')].map((wrapper) =>
      Math.round(wrapper.getBoundingClientRect().height),
    ),
    centred: [...container.querySelectorAll('.fusion-column-content-centered')].map((centred) =>
      Math.round(centred.getBoundingClientRect().height),
    ),
  }));

/** Every wrapper as tall as the tallest, each centred box that height less the wrapper's 80 px padding. */
async function equal(page: Page): Promise<number> {
  await expect
    .poll(async () => {
      const { wrappers, centred } = await heights(page);
      const tallest = Math.max(...wrappers);
      return (
        wrappers.every((height) => height === tallest) && centred.every((height) => height === tallest - 80)
      );
    })
    .toBe(true);
  return Math.max(...(await heights(page)).wrappers);
}

describe('equal-height columns in Chromium', () => {
  test('at 1280 px the centred columns have the row height, the image column is no longer only its padding', async () => {
    const { page } = await site.visit('/verhuur/');
    await page.locator('#verhuur-routes').scrollIntoViewIfNeeded();
    const tallest = await equal(page);
    expect(tallest).toBeGreaterThan(200);
    // Centred content sits in the middle of the full height.
    const centring = await page
      .locator('.fusion-builder-column-5 .fusion-column-content-centered')
      .evaluate((box) => {
        const outer = box.getBoundingClientRect();
        const inner = box.firstElementChild!.getBoundingClientRect();
        return Math.abs(inner.top - outer.top - (outer.bottom - inner.bottom));
      });
    expect(centring).toBeLessThan(2);
  });

  test('without the module the image column collapses to its padding (the theme CSS the test stands on)', async () => {
    const { page } = await site.visit('/verhuur/', { settings: { modules: { 'page-polish': false } } });
    await page.waitForTimeout(300);
    const { wrappers, centred } = await heights(page);
    expect(wrappers[0]).toBe(80);
    expect(centred[0]).toBe(0);
  });

  test('below the break point (375 px) the columns keep their own heights', async () => {
    const { page } = await site.visit('/verhuur/', { context: { viewport: { width: 375, height: 800 } } });
    await page.locator('#verhuur-routes').scrollIntoViewIfNeeded();
    await page.waitForFunction(() => window.voorkant?.bus !== undefined);
    await expect
      .poll(() =>
        page
          .locator('#verhuur-routes .fusion-column-wrapper')
          .evaluateAll((wrappers) => wrappers.map((wrapper) => (wrapper as HTMLElement).style.minHeight)),
      )
      .toEqual(['', '', '']);
    const { wrappers } = await heights(page);
    expect(new Set(wrappers).size).toBe(3);
  });

  test('a resize re-measures, and going below the break point resets', async () => {
    const { page } = await site.visit('/verhuur/');
    await page.locator('#verhuur-routes').scrollIntoViewIfNeeded();
    const wide = await equal(page);
    await page.setViewportSize({ width: 1050, height: 900 });
    const narrower = await equal(page);
    expect(narrower).toBeGreaterThan(wide);
    // Landscape: a portrait screen of 768–1024 px is a tablet the theme equalizes on all the same.
    await page.setViewportSize({ width: 900, height: 600 });
    await expect.poll(async () => new Set((await heights(page)).wrappers).size).toBe(3);
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await equal(page)).toBe(wide);
  });

  test('content added later re-measures, and content removed again shrinks the row', async () => {
    const { page } = await site.visit('/verhuur/');
    await page.locator('#verhuur-routes').scrollIntoViewIfNeeded();
    const before = await equal(page);
    await page.locator('.fusion-builder-column-6 .fusion-text').evaluate((text) => {
      const added = document.createElement('p');
      added.id = 'later';
      added.textContent = 'Nieuw: ook tandems en bakfietsen te huur, per dag of per week. '.repeat(6);
      text.append(added);
    });
    const after = await equal(page);
    expect(after).toBeGreaterThan(before);
    await page.locator('#later').evaluate((added) => added.remove());
    expect(await equal(page)).toBe(before);
  });
});
