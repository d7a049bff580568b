// The sidebar tabs widget as a visitor uses it, on the theme's markup (every content after the first
// printed with an inline display:none): mouse, keyboard (one tab stop, arrows, Home, End), a deep
// link to a tab, reduced motion, markup whose links name no content, and the chunk failing.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations, withSite } from '../../test/browser/harness';

const site = withSite();

const tab = (page: Page, name: string) => page.getByRole('tab', { name });
const selected = (page: Page) =>
  page.evaluate(() => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent);

async function ready(page: Page) {
  // The widget loads when seen; on a phone the sidebar is below the article.
  await page.locator('.fusion-tabs-widget').scrollIntoViewIfNeeded();
  await page.locator('[role="tablist"]').waitFor();
}

describe('tabs widget in Chromium', () => {
  test('a click marks only that tab active, hides the other contents and shows its own', async () => {
    const { page } = await site.visit('/fietsroutes/');
    await ready(page);
    expect(await selected(page)).toBe('Populair');
    expect(await page.getByRole('tabpanel', { name: 'Populair' }).isVisible()).toBe(true);
    expect(await page.getByText('Fatima zegt:').isVisible()).toBe(false);
    await tab(page, 'Recent').click();
    expect(await selected(page)).toBe('Recent');
    expect(await page.getByRole('link', { name: 'Twee nieuwe leerling-monteurs' }).isVisible()).toBe(true);
    await tab(page, 'Reacties').click();
    expect(await selected(page)).toBe('Reacties');
    expect(await page.locator('.fusion-tabs-nav li.active').count()).toBe(1);
    expect(await page.locator('.fusion-tabs-nav li.active').textContent()).toBe('Reacties');
    expect(await page.getByRole('tabpanel', { name: 'Reacties' }).isVisible()).toBe(true);
    expect(await page.getByText('Fatima zegt:').isVisible()).toBe(true);
    expect(
      await page.getByRole('link', { name: 'Stadsfiets N7: onze best verkochte fiets' }).isVisible(),
    ).toBe(false);
    // The click selects in place: the address does not change and the page does not jump.
    expect(new URL(page.url()).hash).toBe('');
    expect(await page.locator('.fusion-tab-content.tabs__panel--fade').count()).toBe(1);
  });

  test('keyboard: one tab stop, arrows wrap around, Home and End, Tab goes into the panel', async () => {
    const { page } = await site.visit('/fietsroutes/');
    await ready(page);
    expect(await page.locator('[role="tab"][tabindex="0"]').count()).toBe(1);
    await tab(page, 'Populair').focus();
    await page.keyboard.press('ArrowRight');
    expect(await selected(page)).toBe('Recent');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Recent');
    await page.keyboard.press('End');
    expect(await selected(page)).toBe('Reacties');
    await page.keyboard.press('ArrowRight');
    expect(await selected(page)).toBe('Populair');
    await page.keyboard.press('ArrowLeft');
    expect(await selected(page)).toBe('Reacties');
    await page.keyboard.press('Home');
    expect(await selected(page)).toBe('Populair');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tabpanel');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-labelledby'))).toBe(
      await tab(page, 'Populair').getAttribute('id'),
    );
  });

  test('manual activation: arrows move focus, Space selects', async () => {
    const { page } = await site.visit('/fietsroutes/', { settings: { tabs: { activation: 'manual' } } });
    await ready(page);
    await tab(page, 'Populair').focus();
    await page.keyboard.press('ArrowRight');
    expect(await selected(page)).toBe('Populair');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Recent');
    await page.keyboard.press('Space');
    expect(await selected(page)).toBe('Recent');
  });

  test('the address fragment selects a tab, at load and when it changes', async () => {
    const { page } = await site.visit('/fietsroutes/#fusion-tab-recent');
    await ready(page);
    expect(await selected(page)).toBe('Recent');
    await page.evaluate(() => {
      location.hash = 'fusion-tab-comments';
    });
    await expect.poll(() => selected(page)).toBe('Reacties');
  });

  test('reduced motion: the content shows without a fade', async () => {
    const { page } = await site.visit('/fietsroutes/', { context: { reducedMotion: 'reduce' } });
    await ready(page);
    await tab(page, 'Recent').click();
    expect(await page.locator('.tabs__panel--fade').count()).toBe(0);
    expect(await page.getByRole('tabpanel', { name: 'Recent' }).isVisible()).toBe(true);
  });

  test('failure case: links that name no content are left alone and reported', async () => {
    const visit = await site.visit('/fietsroutes/', {
      initScript: `document.addEventListener('DOMContentLoaded', () => {
        for (const link of document.querySelectorAll('.fusion-tabs-nav a')) link.dataset.link = 'weg';
      });`,
    });
    // The report comes once the module has loaded and run (a chunk load, slower on a loaded machine).
    await expect
      .poll(() => visit.console.some((line) => line.includes('no tab link names a content')))
      .toBe(true);
    expect(await visit.page.locator('[role="tab"]').count()).toBe(0);
    // Every content stays readable.
    expect(await visit.page.getByText('Fatima zegt:').isVisible()).toBe(true);
  });

  test.each([375, 1280])('axe: no violations at %i px', async (width) => {
    const { page } = await site.visit('/fietsroutes/', { context: { viewport: { width, height: 800 } } });
    await ready(page);
    expect(await axeViolations(page)).toEqual([]);
    await tab(page, 'Reacties').click();
    // Contrast is measured on the finished fade (endless animations elsewhere on the page, such as a
    // loading spinner, never finish and are not waited for).
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
          // The stylesheet net's own animation on html stays paused for good.
          .filter((animation) => (animation as CSSAnimation).animationName !== 'voorkant-net')
          .map((animation) => animation.finished),
      ),
    );
    expect(await axeViolations(page)).toEqual([]);
  });

  test.each(['status-404', 'hang'] as const)(
    'safety net, the chunk failing (%s): every content is shown under the tab links',
    async (mode) => {
      site.backend.fault({ path: /\/chunks\/[\w-]+\/tabs\.js/, mode });
      const { page } = await site.visit('/fietsroutes/', { settings: { safetyNetMs: 500 } });
      await page.locator('.fusion-tabs-widget').scrollIntoViewIfNeeded();
      await expect.poll(() => page.getByText('Fatima zegt:').isVisible(), { timeout: 10_000 }).toBe(true);
      expect(await page.getByRole('link', { name: 'Twee nieuwe leerling-monteurs' }).isVisible()).toBe(true);
      expect(await page.locator('[role="tab"]').count()).toBe(0);
    },
  );
});
