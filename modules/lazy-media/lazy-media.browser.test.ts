// Lazy media as a visitor meets it on the photo album: pictures arrive as they scroll near, in the
// space kept for them, backgrounds too; a picture that fails says so; native mode and a missing
// lazysizes chunk both still show every picture.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations, withSite } from '../../test/browser/harness';

const site = withSite();

/** Records layout shifts not caused by input, from before the page's first paint. */
const layoutShiftRecorder = `
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__shifts.push(entry.value);
  }).observe({ type: 'layout-shift', buffered: true });
`;

async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 400) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(60);
  }
}

const image = (page: Page, n: number) => page.getByRole('img', { name: new RegExp(`^Fietstocht ${n}:`) });

describe('lazy media in Chromium', () => {
  test('pictures far down wait, then load as the visitor scrolls near them', async () => {
    const visit = await site.visit('/fotoalbum/');
    await expect.poll(() => image(visit.page, 1).getAttribute('class')).toContain('lazyloaded');
    expect(await image(visit.page, 24).getAttribute('class')).toContain('lazyload');
    expect(await image(visit.page, 24).getAttribute('src')).toBeNull();
    expect(visit.requests.some((url) => url.endsWith('/album-24.svg'))).toBe(false);

    await image(visit.page, 24).scrollIntoViewIfNeeded();
    await expect.poll(() => image(visit.page, 24).getAttribute('class')).toContain('lazyloaded');
    expect(await image(visit.page, 24).getAttribute('src')).toBe('/assets/img/media/album-24.svg');
    expect(await image(visit.page, 24).evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(800);
  });

  test('lazysizes runs with the configured constants, and 500 px or 370 px of default margin', async () => {
    const wide = await site.visit('/fotoalbum/');
    await expect
      .poll(() => wide.page.evaluate(() => Boolean((window as { lazySizes?: unknown }).lazySizes)))
      .toBe(true);
    const read = (page: Page) =>
      page.evaluate(() => {
        const lazySizes = (
          window as unknown as { lazySizes: { cfg: Record<string, unknown>; _defEx?: number } }
        ).lazySizes;
        const { minSize, expFactor, throttleDelay, loadMode } = lazySizes.cfg;
        return { minSize, expFactor, throttleDelay, loadMode, defaultExpand: lazySizes._defEx };
      });
    expect(await read(wide.page)).toEqual({
      minSize: 40,
      expFactor: 1.5,
      throttleDelay: 125,
      loadMode: 2,
      defaultExpand: 500,
    });
    const phone = await site.visit('/fotoalbum/', { context: { viewport: { width: 375, height: 700 } } });
    await expect.poll(() => read(phone.page).then((found) => found.defaultExpand)).toBe(370);
  });

  test('waiting pictures keep their space, so nothing shifts while they arrive', async () => {
    const { page } = await site.visit('/fotoalbum/', { initScript: layoutShiftRecorder });
    const box = await image(page, 20).boundingBox();
    expect(box?.width).toBeGreaterThan(100);
    expect(box!.height).toBeCloseTo((box!.width * 533) / 800, 0);
    await scrollThrough(page);
    await expect.poll(() => image(page, 20).getAttribute('class')).toContain('lazyloaded');
    const shift = await page.evaluate(() =>
      ((window as unknown as { __shifts: number[] }).__shifts ?? []).reduce((sum, value) => sum + value, 0),
    );
    expect(shift).toBeLessThan(0.01);
  });

  test('background images load near the viewport and end as loaded', async () => {
    const { page } = await site.visit('/fotoalbum/');
    const banner = page.locator('.bg-banner').last();
    expect(await banner.evaluate((element) => getComputedStyle(element).backgroundImage)).toBe('none');
    await banner.scrollIntoViewIfNeeded();
    await expect.poll(() => banner.getAttribute('class')).toContain('lazyloaded');
    expect(await banner.evaluate((element) => getComputedStyle(element).backgroundImage)).toContain(
      '/assets/img/media/werkplaats-2.svg',
    );
  });

  test('a picture or background that cannot be loaded ends in the error state', async () => {
    const { page } = await site.visit('/fotoalbum/');
    await page.route('**/album-23.svg', (route) => route.fulfill({ status: 404, body: 'weg' }));
    await page.route('**/werkplaats-2.svg', (route) => route.fulfill({ status: 404, body: 'weg' }));
    await page.locator('.bg-banner').last().scrollIntoViewIfNeeded();
    await expect.poll(() => image(page, 23).getAttribute('class')).toContain('lazyerror');
    expect(await image(page, 23).getAttribute('class')).not.toContain('lazyloaded');
    await expect.poll(() => page.locator('.bg-banner').last().getAttribute('class')).toContain('lazyerror');
    expect(await image(page, 24).getAttribute('class')).toContain('lazyloaded');
  });

  test('with native loading chosen, the browser loads the pictures itself', async () => {
    const { page } = await site.visit('/fotoalbum/', { settings: { 'lazy-media': { nativeLoading: true } } });
    await expect.poll(() => image(page, 24).getAttribute('loading')).toBe('lazy');
    expect(await image(page, 24).getAttribute('src')).toBe('/assets/img/media/album-24.svg');
    await image(page, 24).scrollIntoViewIfNeeded();
    await expect.poll(() => image(page, 24).getAttribute('class')).toContain('lazyloaded');
  });

  test('when lazysizes cannot be loaded, every picture is shown anyway', async () => {
    site.backend.fault({ path: /\/dist\/chunks\/lazysizes-/, mode: 'status-404' });
    const visit = await site.visit('/fotoalbum/');
    await expect.poll(() => image(visit.page, 24).getAttribute('src')).toBe('/assets/img/media/album-24.svg');
    expect(visit.errors).toEqual([]);
  });

  test('axe finds no violations on the album', async () => {
    const { page } = await site.visit('/fotoalbum/');
    await expect.poll(() => image(page, 1).getAttribute('class')).toContain('lazyloaded');
    expect(await axeViolations(page)).toEqual([]);
  });
});
