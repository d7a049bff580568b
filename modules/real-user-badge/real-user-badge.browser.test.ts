// The badge as a reader meets it on a blog post: hover, click, touch, outside click, keyboard and
// Escape; only marked authors get one; nothing of the popup (and no React) loads before it opens.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations, saveScreenshot, withSite } from '../../test/browser/harness';

const site = withSite();
const path = '/blog/fietsverlichting/';
// Every badge's aria-expanded change with its page time, so timings do not depend on how fast
// the test runner polls.
const recordExpandedChanges = `
  window.__expanded = [];
  new MutationObserver((records) => {
    for (const record of records) {
      if (!record.target.classList.contains('apbct-real-user-badge')) continue;
      window.__expanded.push({ value: record.target.getAttribute('aria-expanded'), at: performance.now() });
    }
  }).observe(document, { attributes: true, attributeFilter: ['aria-expanded'], subtree: true });
`;
type ExpandedChange = { value: string | null; at: number };
const expandedChanges = (page: Page) =>
  page.evaluate(() => (window as unknown as { __expanded: ExpandedChange[] }).__expanded);
const popupOf = (name: string) => `li:has(> article .fn:text-is("${name}")) .apbct-real-user-popup`;

describe('real-user badge in Chromium', () => {
  test('marked authors get a focusable badge; replies, unmarked entries and date lines do not', async () => {
    const visit = await site.visit(path);
    const { page } = visit;
    await page.getByRole('button', { name: 'Echt persoon: Marieke' }).waitFor();
    // One badge per marked entry; the kernel starts the entries in time slices, so poll.
    await expect.poll(() => page.locator('.apbct-real-user-badge').count()).toBe(3);
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
      initScript: recordExpandedChanges,
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
    // Page time just before the mouse leaves: the hide can come no earlier than the set time after it.
    const beforeLeaving = await page.evaluate(() => performance.now());
    await page.mouse.move(5, 5);
    expect(await popup.isVisible()).toBe(true);
    await expect.poll(() => popup.isVisible(), { timeout: 10_000 }).toBe(false);
    const hidden = (await expandedChanges(page)).at(-1);
    expect(hidden?.value).toBe('false');
    expect((hidden?.at ?? 0) - beforeLeaving).toBeGreaterThanOrEqual(600);
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

  test('a touch opens it and it hides the set time after it showed', async () => {
    const { page } = await site.visit(path, {
      context: { hasTouch: true, isMobile: true, viewport: { width: 390, height: 800 } },
      settings: { 'real-user-badge': { hideAfterTouchMs: 700 } },
      initScript: recordExpandedChanges,
    });
    // A slow phone: the popup's code takes most of the hide time to arrive.
    site.backend.fault({ path: /real-user-popup/, mode: 'slow', delayMs: 600, times: 1 });
    await page.getByRole('button', { name: 'Echt persoon: Marieke' }).tap();
    const popup = page.locator(popupOf('Marieke'));
    await expect.poll(() => popup.isVisible()).toBe(true);
    await saveScreenshot(page, 'real-user-badge-touch');
    await expect.poll(() => popup.isVisible(), { timeout: 10_000 }).toBe(false);
    // Measured in the page, so a slow test runner cannot shorten it: the popup's first load may take
    // a while, and the visitor still gets the whole time to read it.
    const changes = await expandedChanges(page);
    expect(changes.map((change) => change.value).slice(-2)).toEqual(['true', 'false']);
    const [shown, hidden] = changes.slice(-2) as [ExpandedChange, ExpandedChange];
    expect(hidden.at - shown.at).toBeGreaterThanOrEqual(690);
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
