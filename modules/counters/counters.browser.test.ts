// Counter boxes and circles as a visitor meets them: the numbers count to their values and the rings
// draw once they come into view (the werkplaats page, and a test page where they start below the
// fold), at once with reduced motion; screen readers get the final number from the start; the
// safety net shows the final values when the module's chunk fails or hangs.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations, pageAnimationCount, withSite } from '../../test/browser/harness';

const site = withSite();

const counts = (page: Page) =>
  page.locator('.display-counter').evaluateAll((counters) => counters.map((counter) => counter.textContent));
const rings = (page: Page) =>
  page.locator('.fusion-counter-circle').evaluateAll((circles) =>
    circles.map((circle) => {
      // The safety net's still ring says its share; the module's SVG ring is measured.
      const still = circle.querySelector<HTMLElement>('.fusion-counter-circle-still');
      if (still && getComputedStyle(still).backgroundImage.startsWith('conic-gradient'))
        return Number(still.dataset.percent);
      const arcs = circle.querySelectorAll('svg circle');
      const value = arcs[1];
      if (!value) return null;
      const length = Number(value.getAttribute('stroke-dasharray')?.split(' ')[0]);
      const offset = Number(value.getAttribute('stroke-dashoffset') ?? Number.NaN);
      // Drawn by the module: offset from the full length; still by the safety net: the dash itself.
      const dash = Number.isFinite(offset) ? length - offset : length;
      const full =
        Math.PI * (Number(circle.getAttribute('data-size')) - Number(circle.getAttribute('data-strokesize')));
      return Math.round((dash / full) * 100);
    }),
  );

describe('counters in Chromium', () => {
  test('below the fold they wait at their printed start; in view they count to their values', async () => {
    const { page } = await site.visit('/test/counters/', { settings: { counters: { countMs: 800 } } });
    // Just below the window: near enough for the module to load (it loads on approach), not yet seen.
    await page
      .locator('.fusion-counters-box')
      .evaluate((box) => scrollTo(0, box.getBoundingClientRect().top + scrollY - innerHeight - 100));
    await page.locator('.counters-box .screen-reader-text').first().waitFor({ state: 'attached' });
    expect(await counts(page)).toEqual(['0', '12', '0']);
    expect(await rings(page)).toEqual([null]);
    // Screen readers get the final numbers while the visible ones wait.
    expect(await page.locator('.counters-box .screen-reader-text').allTextContents()).toEqual([
      '1.234.567.5',
      '0',
      '640',
    ]);
    expect(await page.locator('.display-counter').first().getAttribute('aria-hidden')).toBe('true');
    await page.locator('.fusion-counters-box').scrollIntoViewIfNeeded();
    await expect.poll(() => counts(page), { timeout: 5000 }).toEqual(['1.234.567.5', '0', '640']);
    expect(await page.locator('.counters-box .screen-reader-text').count()).toBe(0);
    expect(await page.locator('.display-counter[aria-hidden]').count()).toBe(0);
    await page.locator('.fusion-counters-circle').scrollIntoViewIfNeeded();
    await expect.poll(() => rings(page)).toEqual([64]);
  });

  test('on the werkplaats page at 375 px: the numbers read as the theme writes them, the rings show their share', async () => {
    const { page } = await site.visit('/werkplaats-in-cijfers/', {
      context: { viewport: { width: 375, height: 800 } },
    });
    await page.locator('.fusion-counters-box').scrollIntoViewIfNeeded();
    await expect.poll(() => counts(page), { timeout: 5000 }).toEqual(['1.250', '98', '2.5', '35']);
    await page.locator('.fusion-counters-circle').scrollIntoViewIfNeeded();
    await expect.poll(() => rings(page), { timeout: 5000 }).toEqual([85, 92, 40]);
    // The module sizes each circle from its data, as the theme's script does.
    expect(
      await page
        .locator('.counter-circle-wrapper')
        .first()
        .evaluate((wrapper) => wrapper.getBoundingClientRect().width),
    ).toBe(160);
    expect(await axeViolations(page, '#content')).toEqual([]);
  });

  test('reduced motion: final numbers and rings at once, before they are in view, nothing animates', async () => {
    const { page } = await site.visit('/test/counters/', { context: { reducedMotion: 'reduce' } });
    await page
      .locator('.fusion-counters-box')
      .evaluate((box) => scrollTo(0, box.getBoundingClientRect().top + scrollY - innerHeight - 100));
    await expect.poll(() => counts(page)).toEqual(['1.234.567.5', '0', '640']);
    // The circles are an element of their own, which the kernel may start in a later time slice.
    await expect.poll(() => rings(page)).toEqual([64]);
    expect(await pageAnimationCount(page)).toBe(0);
  });
});

describe('counters safety net', () => {
  for (const fault of ['status-404', 'hang'] as const)
    test(`its chunk ${fault === 'hang' ? 'hangs' : 'answers 404'}: the final values and still rings are shown`, async () => {
      site.backend.fault({ path: /\/chunks\/[\w-]+\/counters\.js/, mode: fault });
      const { page } = await site.visit('/werkplaats-in-cijfers/', { settings: { safetyNetMs: 500 } });
      await expect.poll(() => counts(page), { timeout: 5000 }).toEqual(['1.250', '98', '2.5', '35']);
      await expect.poll(() => rings(page)).toEqual([85, 92, 40]);
    });
});
