// Headings on the checkout page (typography sensitivity 0.6 there) as the window narrows, after a
// background request, and on a page where the sensitivity is the default 0.00 (off).
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { withSite } from '../../test/browser/harness';

const site = withSite();

const sizeOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));

async function moduleState(page: Page): Promise<string | undefined> {
  return page.evaluate(
    () => window.voorkant?.status().find((status) => status.id === 'responsive-headings')?.state,
  );
}

describe('responsive headings in Chromium', () => {
  test('full size at the site width, scaled by the sensitivity below it, never below size / 1.5', async () => {
    const { page } = await site.visit('/afrekenen/', { context: { viewport: { width: 1280, height: 800 } } });
    await expect.poll(() => moduleState(page)).toBe('ready');
    await page.locator('h1[style*="clamp"]').waitFor({ state: 'attached' });
    const base = await sizeOf(page, 'h1');
    expect(base).toBeCloseTo(2.1 * 16, 0); // 2.1rem, the theme's h1

    await page.setViewportSize({ width: 800, height: 800 });
    await expect.poll(() => sizeOf(page, 'h1')).toBeCloseTo(base * (1 - 0.6 * (1 - 800 / 1200)), 0);
    await page.setViewportSize({ width: 375, height: 800 });
    await expect.poll(() => sizeOf(page, 'h1')).toBeCloseTo(base / 1.5, 0);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => sizeOf(page, 'h1')).toBeCloseTo(base, 0);
  });

  test('recalculated after a completed background request', async () => {
    const { page } = await site.visit('/afrekenen/', { context: { viewport: { width: 600, height: 800 } } });
    await page.locator('h2[style*="clamp"]').first().waitFor({ state: 'attached' });
    // The theme restyles the shipping heading (say, a class its script adds) to 40 px.
    await page.addStyleTag({ content: '.woocommerce-shipping-calculator h2 { font-size: 40px; }' });
    await page.getByRole('button', { name: 'Levertijden tonen' }).click();
    await expect.poll(() => page.locator('.shipping-times-title').count()).toBe(1);
    // 40 × (1 − 0.6 × 0.5) = 28, within [26.7, 40].
    await expect.poll(() => sizeOf(page, '.woocommerce-shipping-calculator h2')).toBeCloseTo(28, 0);
    // The heading that came with the answer is scaled too.
    await expect.poll(() => page.locator('.shipping-times-title').getAttribute('style')).toContain('clamp');
    expect(site.backend.receivedAt(/^\/afrekenen\/levertijden\/$/)).toHaveLength(1);
  });

  test('with the default sensitivity 0.00 nothing scales and the chunk is never fetched', async () => {
    const visit = await site.visit('/afrekenen/', {
      settings: { 'responsive-headings': { sensitivity: 0 } },
      context: { viewport: { width: 600, height: 800 } },
    });
    await visit.page.waitForLoadState('load');
    await visit.page.waitForTimeout(300);
    expect(await visit.page.locator('h1').getAttribute('style')).toBeNull();
    expect(visit.chunks()).not.toContain('responsive-headings');
    const article = await site.visit('/artikel/');
    await article.page.waitForLoadState('load');
    expect(article.chunks()).not.toContain('responsive-headings');
  });

  test('a bad sensitivity is reported and leaves the headings alone', async () => {
    const visit = await site.visit('/afrekenen/', {
      settings: { 'responsive-headings': { sensitivity: 'veel' } },
      context: { viewport: { width: 600, height: 800 } },
    });
    await expect.poll(() => moduleState(visit.page)).toBe('ready');
    expect(visit.console.some((line) => line.includes('responsive-headings.sensitivity'))).toBe(true);
    expect(await visit.page.locator('h1').getAttribute('style')).toBeNull();
  });
});
