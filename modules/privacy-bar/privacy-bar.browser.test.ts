// The privacy bar as a visitor meets it on the privacy page (the theme's own markup and gates): shown
// on a first visit, answered once and kept in the theme's cookie; the settings part by keyboard; a
// held-back video loaded only after consent, from the bar or from its own placeholder; a held-back
// tracking script run only once it is agreed to; and the safety net when the chunk fails.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations, modulesReady, withSite } from '../../test/browser/harness';

const site = withSite();

const bar = (page: Page) => page.locator('.fusion-privacy-bar');
const barShown = (page: Page) => bar(page).isVisible();
const consentCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'privacy_embeds')?.value;
const videoAddress = (page: Page) =>
  page.locator('iframe[title="Video: remmen afstellen"]').getAttribute('src');
const counted = (page: Page) => page.evaluate(() => document.documentElement.dataset.statistiek ?? null);

describe('privacy-bar in Chromium', () => {
  test('first visit: the bar shows; Akkoord keeps the answer, and the next page has no bar', async () => {
    const { page } = await site.visit('/privacy/');
    await modulesReady(page, 'privacy-bar');
    await expect.poll(() => barShown(page)).toBe(true);
    expect(await bar(page).getAttribute('role')).toBe('region');
    expect(await bar(page).getAttribute('aria-label')).toBe('Cookiemelding');
    // Until then the video and the counter are held back, the placeholder in the video's proportions.
    expect(await videoAddress(page)).toBe('');
    expect(await counted(page)).toBeNull();
    const box = await page.locator('.fusion-privacy-placeholder').boundingBox();
    const column = await page.locator('.fusion-builder-column-1 .video-shortcode').boundingBox();
    expect(Math.round(box!.width)).toBe(Math.round(column!.width));
    expect(box!.height / box!.width).toBeCloseTo(350 / 600, 2);
    expect(await axeViolations(page, '.fusion-privacy-bar')).toEqual([]);

    await page.getByRole('button', { name: 'Akkoord' }).click();
    await expect.poll(() => barShown(page)).toBe(false);
    expect(await consentCookie(page)).toBe('consent');
    // Only the answer: no embed type was agreed to.
    expect(await videoAddress(page)).toBe('');
    // The server leaves the bar out for a visitor who answered it, as the theme does.
    const next = await page.goto(`${site.server.url}/privacy/`);
    expect(await next?.text()).not.toContain('fusion-privacy-bar-main');
  });

  test('the settings part by keyboard: choices change the button, saving loads what was chosen', async () => {
    const { page } = await site.visit('/privacy/');
    await modulesReady(page, 'privacy-bar');
    const settings = page.getByRole('button', { name: 'Instellingen' });
    expect(await settings.getAttribute('aria-expanded')).toBe('false');
    await settings.focus();
    await page.keyboard.press('Space');
    expect(await settings.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => page.locator('.fusion-privacy-bar-full').isVisible()).toBe(true);
    expect(await bar(page).getAttribute('class')).toContain('fusion-privacy-bar-open');
    await page.getByLabel('YouTube').check();
    await page.getByLabel('Statistiekcookies').check();
    const save = page.getByRole('button', { name: 'Instellingen opslaan' });
    expect(await save.getAttribute('class')).toContain('fusion-privacy-update');
    await save.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => barShown(page)).toBe(false);
    expect((await consentCookie(page))?.split(',').sort()).toEqual(['consent', 'tracking', 'youtube']);
    await expect.poll(() => videoAddress(page)).toContain('/video-speler/embed/remmen');
    expect(await page.locator('.fusion-privacy-placeholder').count()).toBe(0);
    await expect.poll(() => counted(page)).toBe('geteld');
    // On the next page what was agreed to loads at once; there is no bar.
    await page.reload();
    await modulesReady(page, 'privacy-bar');
    await expect.poll(() => videoAddress(page)).toContain('/video-speler/embed/remmen');
    await expect.poll(() => counted(page)).toBe('geteld');
    expect(await bar(page).count()).toBe(0);
  });

  test("a placeholder's own button agrees to its type only and loads the video", async () => {
    const { page } = await site.visit('/privacy/', { context: { viewport: { width: 375, height: 760 } } });
    await modulesReady(page, 'privacy-bar');
    await page.getByRole('link', { name: 'Ik ga akkoord' }).click();
    await expect.poll(() => videoAddress(page)).toContain('/video-speler/embed/remmen');
    expect(await consentCookie(page)).toBe('youtube');
    // The bar itself still waits for its answer; the counter still waits for its consent.
    expect(await barShown(page)).toBe(true);
    expect(await counted(page)).toBeNull();
    expect(await page.locator('iframe[title="Video: remmen afstellen"]').isVisible()).toBe(true);
  });

  test('reduced motion: the settings part opens at once', async () => {
    const { page } = await site.visit('/privacy/', { context: { reducedMotion: 'reduce' } });
    await modulesReady(page, 'privacy-bar');
    await page.getByRole('button', { name: 'Instellingen' }).click();
    expect(
      await page.locator('.fusion-privacy-bar-full').evaluate((part) => part.getAnimations().length),
    ).toBe(0);
    expect(await page.locator('.fusion-privacy-bar-full').isVisible()).toBe(true);
  });

  for (const mode of ['status-404', 'hang'] as const) {
    test(`safety net, chunk ${mode === 'hang' ? 'hangs' : 'answers 404'}: the bar is shown`, async () => {
      site.backend.fault({ path: /\/chunks\/[\w-]+\/privacy-bar\.js/, mode });
      const { page } = await site.visit('/privacy/', { settings: { safetyNetMs: 500 } });
      await expect.poll(() => barShown(page), { timeout: 5000 }).toBe(true);
      // The embeds stay held back behind their placeholder, which shows without a script.
      expect(await videoAddress(page)).toBe('');
      expect(await page.locator('.fusion-privacy-placeholder').isVisible()).toBe(true);
    });
  }
});
