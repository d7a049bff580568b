// Headings with the theme's responsive typography (/ontdek/: the host printed this module's
// settings, the theme's fusionTypographyVars say sensitivity 0.81, factor 1.50): each heading gets
// the theme's data and the theme's own stylesheet scales it with the window; headings added later
// and after a background request are measured too; headings the theme leaves alone stay alone; with
// sensitivity 0 nothing happens, and a page without the module's settings never fetches it.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { withSite } from '../../test/browser/harness';

const site = withSite();

const sizeOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));

const moduleState = (page: Page) =>
  page.evaluate(() => window.voorkant?.status().find((status) => status.id === 'responsive-headings')?.state);

/** The theme's rule at a window width: between its minimum and the heading's own size (grid break point 1000). */
const themeSize = (own: number, width: number, minimum = 25.5, sensitivity = 0.81) =>
  Math.min(
    own,
    Math.max(minimum, minimum + (own - minimum) * (1 - sensitivity + (sensitivity * (width - 360)) / 640)),
  );

const h1 = '.fusion-title-rotating h1';

describe('responsive headings in Chromium', () => {
  test('a heading gets the theme’s data, and the theme’s stylesheet scales it with the window', async () => {
    const { page } = await site.visit('/ontdek/');
    await expect
      .poll(() => page.locator(h1).getAttribute('class'))
      .toContain('fusion-responsive-typography-calculated');
    const data = await page.locator(h1).evaluate((heading) => ({
      fontSize: (heading as HTMLElement).style.getPropertyValue('--fontSize'),
      dataFontSize: heading.getAttribute('data-fontsize'),
      lineHeight: (heading as HTMLElement).style.lineHeight,
      dataLineHeight: heading.getAttribute('data-lineheight'),
      minFontSize: (heading as HTMLElement).style.getPropertyValue('--minFontSize'),
      viewportWidth: document.body.style.getPropertyValue('--viewportWidth'),
    }));
    // The theme's h1: 2.1rem (33.6 px) with line height 1.2.
    expect(data).toMatchObject({
      fontSize: '33.6',
      dataFontSize: '33.6',
      lineHeight: '1.2',
      minFontSize: '',
    });
    expect(Number.parseFloat(data.dataLineHeight!)).toBeCloseTo(40.32, 1);
    expect(Number(data.viewportWidth)).toBeGreaterThan(0);
    // At 1280 the heading keeps its size; narrower, the theme's rule shrinks it.
    expect(await sizeOf(page, h1)).toBeCloseTo(33.6, 1);
    for (const width of [800, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await expect.poll(() => sizeOf(page, h1)).toBeCloseTo(themeSize(33.6, width), 0);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => sizeOf(page, h1)).toBeCloseTo(33.6, 1);
  });

  test('a heading added later is measured too; one smaller than the theme’s minimum keeps its own size', async () => {
    const { page } = await site.visit('/ontdek/', { context: { viewport: { width: 375, height: 800 } } });
    await expect.poll(() => moduleState(page)).toBe('ready');
    await page.evaluate(() => {
      const content = document.querySelector('.post-content')!;
      content.insertAdjacentHTML(
        'beforeend',
        '<h4 id="klein">Openingstijden</h4><div class="awb-responsive-type__disable"><h2 id="vast">Vaste kop</h2></div>',
      );
    });
    await expect
      .poll(() => page.locator('#klein').getAttribute('class'))
      .toBe('fusion-responsive-typography-calculated');
    const own = Number(await page.locator('#klein').getAttribute('data-fontsize'));
    expect(own).toBeLessThan(25.5);
    expect(
      await page
        .locator('#klein')
        .evaluate((heading) => (heading as HTMLElement).style.getPropertyValue('--minFontSize')),
    ).toBe(String(own));
    expect(await sizeOf(page, '#klein')).toBeCloseTo(own, 1);
    // The author switched that one off.
    await page.waitForTimeout(200);
    expect(await page.locator('#vast').getAttribute('class')).toBeNull();
  });

  test('headings that arrive with a background request are measured after it completes', async () => {
    // The checkout page: the host printed the module's settings with a sensitivity of its own (0.6).
    const { page } = await site.visit('/afrekenen/', { context: { viewport: { width: 600, height: 800 } } });
    await expect.poll(() => moduleState(page)).toBe('ready');
    await page.getByRole('button', { name: 'Levertijden tonen' }).click();
    await expect.poll(() => page.locator('.shipping-times-title').count()).toBe(1);
    await expect
      .poll(() => page.locator('.shipping-times-title').getAttribute('class'))
      .toContain('fusion-responsive-typography-calculated');
    expect(site.backend.receivedAt(/^\/afrekenen\/levertijden\/$/)).toHaveLength(1);
  });

  test('with sensitivity 0 nothing is touched; a page without the module’s settings never fetches it', async () => {
    const visit = await site.visit('/ontdek/', {
      settings: { 'responsive-headings': { sensitivity: 0 } },
      context: { viewport: { width: 600, height: 800 } },
    });
    await expect.poll(() => moduleState(visit.page)).toBe('ready');
    await visit.page.waitForTimeout(300);
    expect(await visit.page.locator('.fusion-responsive-typography-calculated').count()).toBe(0);
    const article = await site.visit('/artikel/');
    await article.page.waitForLoadState('load');
    await article.page.waitForTimeout(300);
    expect(article.chunks()).not.toContain('responsive-headings');
  });

  test('a bad sensitivity is reported and the theme’s applies', async () => {
    const visit = await site.visit('/ontdek/', {
      settings: { 'responsive-headings': { sensitivity: 'veel' } },
      context: { viewport: { width: 600, height: 800 } },
    });
    await expect.poll(() => moduleState(visit.page)).toBe('ready');
    expect(visit.console.some((line) => line.includes('responsive-headings.sensitivity'))).toBe(true);
    await expect
      .poll(() => visit.page.locator(h1).getAttribute('class'))
      .toContain('fusion-responsive-typography-calculated');
  });
});
