// The builder's Modal element on the werkplaats page as a visitor uses it: opened from its text
// link, a modal dialog over an inert page with Tab kept inside; closed by Escape, its close buttons
// and a click beside it, with focus back on the link and the film in it paused; at 375 and 1280 px,
// with reduced motion, axe with it open, and the safety net showing its content in the page.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations, providerPlayerLog, withSite } from '../../test/browser/harness';

const site = withSite();

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Tarieven van de werkplaats' });
const opener = (page: Page) => page.getByRole('link', { name: 'overzicht van de tarieven' });
const focusInDialog = (page: Page) =>
  page.evaluate(() => Boolean(document.activeElement?.closest('.fusion-modal')));

async function open(page: Page) {
  await opener(page).click();
  await expect.poll(() => dialog(page).isVisible()).toBe(true);
}

describe('modal in Chromium', () => {
  for (const width of [1280, 375])
    test(`at ${width} px: the link opens a modal dialog over an inert page; Escape closes it and focus returns`, async () => {
      const { page } = await site.visit('/werkplaats-in-cijfers/', {
        context: { viewport: { width, height: 800 } },
      });
      await open(page);
      expect(await dialog(page).getAttribute('aria-modal')).toBe('true');
      expect(await focusInDialog(page)).toBe(true);
      expect(
        await page.locator('.fusion-modal').evaluate((modal) => modal.parentElement === document.body),
      ).toBe(true);
      expect(await page.locator('#boxed-wrapper').evaluate((wrapper) => (wrapper as HTMLElement).inert)).toBe(
        true,
      );
      expect(await page.evaluate(() => document.body.classList.contains('modal-open'))).toBe(true);
      expect(await opener(page).getAttribute('aria-haspopup')).toBe('dialog');
      // Tab stays inside: the close button, the player, the footer button, and round again.
      const visited = new Set<string>();
      for (let step = 0; step < 8; step++) {
        await page.keyboard.press('Tab');
        expect(await focusInDialog(page)).toBe(true);
        visited.add(await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 40) ?? ''));
      }
      expect(visited.size).toBeGreaterThanOrEqual(3);
      await page.keyboard.press('Shift+Tab');
      expect(await focusInDialog(page)).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog(page).isVisible()).toBe(false);
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
        'overzicht van de tarieven',
      );
      expect(await page.locator('#boxed-wrapper').evaluate((wrapper) => (wrapper as HTMLElement).inert)).toBe(
        false,
      );
      expect(await page.locator('.modal-backdrop').count()).toBe(0);
      expect(await page.evaluate(() => document.body.classList.contains('modal-open'))).toBe(false);
    });

  test('the close buttons and a click beside the dialog close it; closing pauses the film inside', async () => {
    const { page } = await site.visit('/werkplaats-in-cijfers/');
    await open(page);
    await dialog(page).getByRole('button', { name: 'Sluiten' }).first().click();
    await expect.poll(() => dialog(page).isVisible()).toBe(false);
    await expect
      .poll(() => providerPlayerLog(site.backend).map((entry) => entry.func))
      .toContain('pauseVideo');
    expect(providerPlayerLog(site.backend).every((entry) => entry.from === new URL(page.url()).origin)).toBe(
      true,
    );
    await open(page);
    await page.locator('.modal-footer').getByRole('button', { name: 'Sluiten' }).click();
    await expect.poll(() => dialog(page).isVisible()).toBe(false);
    await open(page);
    await page.mouse.click(5, 400);
    await expect.poll(() => dialog(page).isVisible()).toBe(false);
  });

  test('moved to the end of the body as the theme does, without loading the film in it a second time', async () => {
    const visit = await site.visit('/werkplaats-in-cijfers/');
    const { page } = visit;
    await expect
      .poll(() =>
        page.evaluate(() => document.querySelector('.fusion-modal')?.parentElement === document.body),
      )
      .toBe(true);
    await page.waitForTimeout(300);
    // append() took the modal out of the page and back, and the iframe loaded its player again.
    const playerLoads = visit.requests.filter((url) => url.includes('/video-speler/embed/wielrichten'));
    expect(playerLoads).toHaveLength(1);
    await open(page);
    expect(visit.requests.filter((url) => url.includes('/video-speler/embed/wielrichten'))).toHaveLength(1);
  });

  test('axe finds nothing with the modal open', async () => {
    const { page } = await site.visit('/werkplaats-in-cijfers/');
    await open(page);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('reduced motion: the dialog is there at once, without a fade', async () => {
    const { page } = await site.visit('/werkplaats-in-cijfers/', { context: { reducedMotion: 'reduce' } });
    // Read once it is open: before that the modal is not shown at all, so opacity would prove nothing.
    await open(page);
    expect(
      await page
        .locator('.fusion-modal')
        .evaluate((modal) => [
          getComputedStyle(modal).opacity,
          getComputedStyle(document.querySelector('.modal-backdrop')!).opacity,
          getComputedStyle(modal.querySelector('.modal-dialog')!).transform,
          document.getAnimations().filter((animation) => animation.playState === 'running').length,
        ]),
    ).toEqual(['1', '0.5', 'none', 0]);
  });
});

describe('modal safety net', () => {
  for (const fault of ['status-404', 'hang'] as const)
    test(`its chunk ${fault === 'hang' ? 'hangs' : 'answers 404'}: the modal's content is shown in the page`, async () => {
      site.backend.fault({ path: /\/chunks\/[\w-]+\/modal\.js/, mode: fault });
      const { page } = await site.visit('/werkplaats-in-cijfers/', { settings: { safetyNetMs: 500 } });
      await expect
        .poll(() => page.getByText('Prijzen inclusief btw').isVisible(), { timeout: 5000 })
        .toBe(true);
      expect(await page.getByRole('button', { name: 'Sluiten' }).count()).toBe(0);
    });
});
