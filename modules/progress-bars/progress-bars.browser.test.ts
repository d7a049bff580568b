// Progress bars as a visitor meets them: printed empty (`width:0%`), they widen to their value once
// in view, at once with reduced motion, and the safety net gives them their width when the module's
// chunk fails or hangs. The test page carries the builder's markup with its inline width; the
// werkplaats page the same bars without it (the demo's strict CSP; its stylesheet stands in).
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { pageAnimationCount, withSite } from '../../test/browser/harness';

const site = withSite();

/** Each bar's filled share of its track, in whole percent. */
const widths = (page: Page) =>
  page
    .locator('.progress-bar-content')
    .evaluateAll((bars) =>
      bars.map((bar) =>
        Math.round(
          (bar.getBoundingClientRect().width / bar.parentElement!.getBoundingClientRect().width) * 100,
        ),
      ),
    );

describe('progress bars in Chromium', () => {
  test('on the builder markup: empty below the fold, widened to their value in view (100 at most)', async () => {
    const { page } = await site.visit('/test/progress-bars/', {
      // A slow widening, so the test sees it under way on a busy machine.
      settings: { 'progress-bars': { widenMs: 3000 } },
    });
    await page.waitForLoadState('load');
    expect(await widths(page)).toEqual([0, 0]);
    await page.locator('.fusion-progressbar').first().scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        page
          .locator('.progress-bar-content')
          .first()
          .evaluate((bar) => bar.getAnimations().length),
      )
      .toBe(1);
    await expect.poll(() => widths(page), { timeout: 10_000 }).toEqual([80, 100]);
    // The value stays the bar's own: role and aria-valuenow as printed.
    expect(
      await page
        .getByRole('progressbar', { name: 'Fietsen binnen een dag klaar' })
        .getAttribute('aria-valuenow'),
    ).toBe('80');
  });

  for (const width of [1280, 375])
    test(`on the werkplaats page at ${width} px the bars widen as they come into view`, async () => {
      const { page } = await site.visit('/werkplaats-in-cijfers/', {
        context: { viewport: { width, height: 700 } },
      });
      await page.waitForLoadState('load');
      await page.locator('.fusion-progressbar').last().scrollIntoViewIfNeeded();
      await expect.poll(() => widths(page), { timeout: 5000 }).toEqual([72, 45, 30, 18]);
    });

  test('reduced motion: the bars have their width at once, without moving', async () => {
    const { page } = await site.visit('/test/progress-bars/', { context: { reducedMotion: 'reduce' } });
    await page.locator('.fusion-progressbar').first().scrollIntoViewIfNeeded();
    await expect.poll(() => widths(page)).toEqual([80, 100]);
    expect(await pageAnimationCount(page)).toBe(0);
  });
});

describe('progress bars safety net', () => {
  for (const fault of ['status-404', 'hang'] as const)
    test(`its chunk ${fault === 'hang' ? 'hangs' : 'answers 404'}: every bar at its width`, async () => {
      site.backend.fault({ path: /\/chunks\/[\w-]+\/progress-bars\.js/, mode: fault });
      const { page } = await site.visit('/test/progress-bars/', { settings: { safetyNetMs: 500 } });
      await page.locator('.fusion-progressbar').first().scrollIntoViewIfNeeded();
      await expect.poll(() => widths(page), { timeout: 5000 }).toEqual([80, 100]);
    });
});
