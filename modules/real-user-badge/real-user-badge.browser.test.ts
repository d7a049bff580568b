// The badge as a reader meets it on a blog post: hover, click, touch, outside click, keyboard and
// Escape; only marked authors get one; nothing of the popup (and no React) loads before it opens.
import { describe, expect, test } from 'vitest';
import { axeViolations, saveScreenshot, withSite } from '../../test/browser/harness';

const site = withSite();
const path = '/blog/fietsverlichting/';
const popupOf = (name: string) => `li:has(> article .fn:text-is("${name}")) .apbct-real-user-popup`;

describe('real-user badge in Chromium', () => {
  test('marked authors get a focusable badge; replies, unmarked entries and date lines do not', async () => {
    const visit = await site.visit(path);
    const { page } = visit;
    await page.getByRole('button', { name: 'Echt persoon: Marieke' }).waitFor();
    expect(await page.locator('.apbct-real-user-badge').count()).toBe(3);
    await expect.poll(() => page.getByRole('button', { name: 'Echt persoon: Ahmed' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Echt persoon: Joris (De Spaak)' }).count()).toBe(1);
    for (const name of ['Kees', 'Bram', 'Lotte'])
      expect(await page.getByRole('button', { name: `Echt persoon: ${name}` }).count()).toBe(0);
    // Before anyone opens a popup: the badge chunk only, no popup code, no React.
    expect(visit.chunks()).toContain('real-user-badge');
    expect(visit.chunks()).not.toContain('real-user-popup');
    expect(visit.requests.some((url) => /react/i.test(url))).toBe(false);
  });

  test('hover opens it, it stays while the mouse is on it, and hides the set time after the mouse leaves', async () => {
    const { page } = await site.visit(path, {
      settings: { 'real-user-badge': { hideAfterMouseLeaveMs: 600 } },
    });
    const badge = page.getByRole('button', { name: 'Echt persoon: Marieke' });
    const popup = page.locator('.apbct-real-user-popup').first();
    await badge.hover();
    await expect.poll(() => popup.isVisible()).toBe(true);
    expect(await badge.getAttribute('aria-expanded')).toBe('true');
    expect(await popup.textContent()).toContain('Het Echte Persoon-badge!');
    expect(await popup.textContent()).toContain('De reageerder gedraagt zich als een echt mens');
    // Visitors are no administrators: no learn-more link.
    expect(await popup.getByRole('link').count()).toBe(0);
    await saveScreenshot(page, 'real-user-badge-hover');
    await popup.hover();
    await page.mouse.move(5, 5);
    const left = Date.now();
    expect(await popup.isVisible()).toBe(true);
    await expect.poll(() => popup.isVisible(), { timeout: 10_000 }).toBe(false);
    expect(Date.now() - left).toBeGreaterThanOrEqual(550);
    expect(await badge.getAttribute('aria-expanded')).toBe('false');
  });

  test('click opens it and keeps it open after the mouse leaves; an outside click closes it', async () => {
    const { page } = await site.visit(path, {
      settings: { 'real-user-badge': { hideAfterMouseLeaveMs: 200 } },
    });
    const badge = page.getByRole('button', { name: 'Echt persoon: Ahmed' });
    await badge.click();
    const popup = page.locator('#review-3 .apbct-real-user-popup');
    await expect.poll(() => popup.isVisible()).toBe(true);
    await page.mouse.move(5, 5);
    await page.waitForTimeout(400);
    expect(await popup.isVisible()).toBe(true);
    // Opening another closes the first: one popup at a time.
    await page.getByRole('button', { name: 'Echt persoon: Marieke' }).click();
    await expect.poll(() => popup.isVisible()).toBe(false);
    await expect.poll(() => page.locator(popupOf('Marieke')).isVisible()).toBe(true);
    await page.getByRole('heading', { name: 'Nieuwe regels voor fietsverlichting' }).click();
    await expect.poll(() => page.locator(popupOf('Marieke')).isVisible()).toBe(false);
  });

  test('a touch opens it and it hides the set time later', async () => {
    const { page } = await site.visit(path, {
      context: { hasTouch: true, isMobile: true, viewport: { width: 390, height: 800 } },
      settings: { 'real-user-badge': { hideAfterTouchMs: 700 } },
    });
    await page.getByRole('button', { name: 'Echt persoon: Marieke' }).tap();
    const popup = page.locator(popupOf('Marieke'));
    await expect.poll(() => popup.isVisible()).toBe(true);
    const shown = Date.now();
    await saveScreenshot(page, 'real-user-badge-touch');
    await expect.poll(() => popup.isVisible(), { timeout: 10_000 }).toBe(false);
    expect(Date.now() - shown).toBeGreaterThanOrEqual(500);
  });

  test('keyboard: focus opens it, Escape closes it, Tab onwards closes it', async () => {
    const { page } = await site.visit(path);
    const badge = page.getByRole('button', { name: 'Echt persoon: Marieke' });
    await badge.waitFor();
    await page.locator('#achterlicht').evaluate((heading) => {
      heading.setAttribute('tabindex', '-1');
      (heading as HTMLElement).focus();
    });
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Echt persoon: Marieke',
    );
    const popup = page.locator(popupOf('Marieke'));
    await expect.poll(() => popup.isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => popup.isVisible()).toBe(false);
    expect(await badge.getAttribute('aria-expanded')).toBe('false');
    // Enter on the focused badge opens it again (a button), Tab to the next badge moves the popup.
    await page.keyboard.press('Enter');
    await expect.poll(() => popup.isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    await expect.poll(() => popup.isVisible()).toBe(false);
    await expect.poll(() => page.locator(popupOf('Joris (De Spaak)')).isVisible()).toBe(true);
  });

  test('an administrator gets the learn-more link; axe finds nothing with the popup open', async () => {
    const { page } = await site.visit(path, { query: { admin: '1' } });
    await page.getByRole('button', { name: 'Echt persoon: Marieke' }).click();
    const link = page.locator(popupOf('Marieke')).getByRole('link', { name: 'Meer informatie' });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(
      'https://cleantalk.org/the-real-person?utm_source=voorkant-demo',
    );
    await saveScreenshot(page, 'real-user-badge-admin');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('without the platform texts the Dutch defaults show, and an unmarked page gets no badge chunk', async () => {
    const { page } = await site.visit(path, { ctPublic: { theRealPerson: null } });
    await page.getByRole('button', { name: 'Echt persoon: Marieke' }).click();
    const popup = page.locator(popupOf('Marieke'));
    await expect.poll(() => popup.isVisible()).toBe(true);
    expect(await popup.textContent()).toContain('Alle tests tegen spambots zijn doorstaan.');
    expect(await popup.locator('img').count()).toBe(0);
    // A page without marked authors never downloads the badge.
    const about = await site.visit('/over-ons/');
    await about.page.waitForLoadState('load');
    await about.page.waitForTimeout(300);
    expect(about.chunks()).not.toContain('real-user-badge');
  });
});
