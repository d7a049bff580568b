// Off-canvas panels as a visitor meets them: the werkplaats page's appointment bar, opened by its
// link and the address fragment, a modal dialog closed by its button, Escape, the overlay and a close
// link; and a test page whose popups open by themselves on load (once), on scrolling (a bar beside
// a page that stays usable) and on exit intent. Axe with one open; the safety net shows the content.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations, withSite } from '../../test/browser/harness';

const site = withSite();

const bar = (page: Page) => page.getByRole('dialog', { name: 'Maak een afspraak' });
const opener = (page: Page) => page.getByRole('link', { name: 'Maak een afspraak' });
const inert = (page: Page) =>
  page.locator('#boxed-wrapper').evaluate((wrapper) => (wrapper as HTMLElement).inert);

async function openBar(page: Page) {
  await opener(page).click();
  await expect.poll(() => bar(page).isVisible()).toBe(true);
}

describe('off-canvas on the werkplaats page', () => {
  for (const width of [1280, 375])
    test(`at ${width} px: its link opens the bar as a modal dialog; the close button closes it and focus returns`, async () => {
      const { page } = await site.visit('/werkplaats-in-cijfers/', {
        context: { viewport: { width, height: 800 } },
      });
      await openBar(page);
      expect(await bar(page).getAttribute('aria-modal')).toBe('true');
      expect(await inert(page)).toBe(true);
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.awb-off-canvas')))).toBe(
        true,
      );
      expect(
        await opener(page).evaluate((link) => [
          link.className.includes('awb-oc-active'),
          link.getAttribute('aria-expanded'),
        ]),
      ).toEqual([true, 'true']);
      // The builder asked for the page's scroll bar to go while it is open.
      expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('hidden');
      await bar(page).getByRole('button', { name: 'Sluiten' }).click();
      await expect.poll(() => bar(page).isVisible()).toBe(false);
      expect(await inert(page)).toBe(false);
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Maak een afspraak');
      expect(await opener(page).getAttribute('aria-expanded')).toBe('false');
      expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
    });

  test('Escape, a click on the overlay and the close link inside close it too', async () => {
    const { page } = await site.visit('/werkplaats-in-cijfers/', {
      settings: { 'off-canvas': { animationMs: 0 } },
    });
    await openBar(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => bar(page).isVisible()).toBe(false);
    await openBar(page);
    await page.mouse.click(10, 400);
    await expect.poll(() => bar(page).isVisible()).toBe(false);
    await openBar(page);
    await bar(page).getByRole('link', { name: 'Sluiten' }).click();
    await expect.poll(() => bar(page).isVisible()).toBe(false);
    expect(new URL(page.url()).hash).toBe('');
  });

  test('the address fragment opens it at load; closing takes the fragment away', async () => {
    const { page } = await site.visit('/werkplaats-in-cijfers/#awb-oc__412');
    await expect.poll(() => bar(page).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => bar(page).isVisible()).toBe(false);
    await expect.poll(() => new URL(page.url()).hash).toBe('');
  });

  test('reduced motion: it opens without moving', async () => {
    const { page } = await site.visit('/werkplaats-in-cijfers/', { context: { reducedMotion: 'reduce' } });
    // The click may come before the module is there (it loads on the first interaction or when the
    // browser is idle): the click is replayed once it is, so the bar is awaited, not assumed.
    await openBar(page);
    expect(await page.locator('.awb-off-canvas').evaluate((panel) => panel.getAnimations().length)).toBe(0);
  });
});

describe('off-canvas triggers the builder prints beside a panel', () => {
  test('on page load, once: it opens by itself, and not again on the next page view', async () => {
    const { page } = await site.visit('/test/off-canvas/');
    const welcome = page.getByRole('dialog').filter({ hasText: 'Welkom bij De Spaak' });
    await expect.poll(() => welcome.isVisible()).toBe(true);
    expect(await welcome.getAttribute('aria-label')).toBe('Venster');
    await page.keyboard.press('Escape');
    await expect.poll(() => welcome.isVisible()).toBe(false);
    await page.reload();
    await page.waitForFunction(() => performance.getEntriesByName('voorkant:boot').length > 0);
    await page.waitForTimeout(600);
    expect(await welcome.isVisible()).toBe(false);
  });

  test('on scrolling past half the page: a bar beside a page that stays usable (non-modal)', async () => {
    const { page } = await site.visit('/test/off-canvas/');
    const welcome = page.getByRole('dialog').filter({ hasText: 'Welkom bij De Spaak' });
    await expect.poll(() => welcome.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    // The welcome dialog is modal: the page behind it stays inert until its closing slide ends.
    await expect.poll(() => welcome.isVisible()).toBe(false);
    const side = page.getByRole('dialog', { name: 'Halverwege' });
    expect(await side.isVisible()).toBe(false);
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(200);
    expect(await side.isVisible()).toBe(false);
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => side.isVisible()).toBe(true);
    expect(await side.getAttribute('aria-modal')).toBeNull();
    expect(await inert(page)).toBe(false);
    await page.keyboard.press('Escape');
    await expect.poll(() => side.isVisible()).toBe(false);
  });

  test('on exit intent: the pointer leaving the window opens the question', async () => {
    const { page } = await site.visit('/test/off-canvas/');
    const welcome = page.getByRole('dialog').filter({ hasText: 'Welkom bij De Spaak' });
    await expect.poll(() => welcome.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await page.mouse.move(300, 300);
    await page.evaluate(() =>
      document.documentElement.dispatchEvent(
        new MouseEvent('mouseout', { bubbles: true, relatedTarget: null, clientY: -2 }),
      ),
    );
    await expect.poll(() => page.getByRole('dialog', { name: 'Al weg?' }).isVisible()).toBe(true);
  });
});

describe('off-canvas safety net', () => {
  for (const fault of ['status-404', 'hang'] as const)
    test(`its chunk ${fault === 'hang' ? 'hangs' : 'answers 404'}: the panel's content is shown in the page`, async () => {
      site.backend.fault({ path: /\/chunks\/[\w-]+\/off-canvas\.js/, mode: fault });
      const { page } = await site.visit('/werkplaats-in-cijfers/', { settings: { safetyNetMs: 500 } });
      const heading = page.getByRole('heading', { name: 'Maak een afspraak' });
      await expect.poll(() => heading.isVisible(), { timeout: 5000 }).toBe(true);
      expect(await page.locator('.off-canvas-close').isVisible()).toBe(false);
      // Part of the page: it scrolls with it rather than covering it.
      expect(
        await page.locator('.awb-off-canvas-wrap').evaluate((wrap) => getComputedStyle(wrap).position),
      ).toBe('static');
    });
});
