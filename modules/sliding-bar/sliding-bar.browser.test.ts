// The theme's sliding bar as a visitor meets it on the club-rides page: closed at first, opened and
// closed by its round toggle with a slide, by the keyboard as a disclosure button (Space, Escape,
// the focus back on the toggle), a side bar that the keyboard cannot enter while it is closed, a bar
// the site opens on load, the toggle's shape on a phone, reduced motion; and without any script.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations, moduleState, modulesReady, withSite } from '../../test/browser/harness';

const site = withSite();
const route = '/clubritten/';

const toggle = (page: Page) => page.locator('.fusion-sb-toggle');
const panel = (page: Page) => page.locator('#slidingbar');
const panelHeight = (page: Page) =>
  panel(page).evaluate((bar) => Math.round(bar.getBoundingClientRect().height));
const routeLink = (page: Page) => page.getByRole('link', { name: 'Bekijk de route' });
const focused = (page: Page) =>
  page.evaluate(() => document.activeElement?.textContent?.trim() || document.activeElement?.className);
const panelAnimations = (page: Page) => panel(page).evaluate((bar) => bar.getAnimations().length);
const panelLeft = (page: Page) => panel(page).evaluate((bar) => Math.round(bar.getBoundingClientRect().left));

describe('sliding-bar in Chromium', () => {
  test('the toggle slides the bar open and closed, says whether it is open, and widgets measure again', async () => {
    const { page, errors } = await site.visit(route, { settings: { 'sliding-bar': { settleMs: 50 } } });
    await expect.poll(() => panel(page).isVisible()).toBe(false);
    await modulesReady(page, 'sliding-bar');
    const button = page.getByRole('button', { name: 'Schuifbalk openen of sluiten' });
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await button.getAttribute('aria-controls')).toBe('slidingbar');
    await page.evaluate(() => {
      (window as unknown as { resizes: number }).resizes = 0;
      addEventListener('resize', () => (window as unknown as { resizes: number }).resizes++);
    });
    const url = page.url();
    await button.click();
    // Sliding: shown at once, shorter than it will be, then its full height.
    await expect.poll(() => panel(page).isVisible()).toBe(true);
    const early = await panelHeight(page);
    await expect.poll(() => panelAnimations(page)).toBe(0);
    const full = await panelHeight(page);
    expect(full).toBeGreaterThan(150);
    expect(early).toBeLessThan(full);
    expect(await page.getByText('Volgende clubrit').isVisible()).toBe(true);
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await page.evaluate(() => document.body.classList.contains('fusion-sliding-bar-active'))).toBe(
      true,
    );
    // The link's `#` is not followed: the address stays as it was.
    expect(page.url()).toBe(url);
    await expect.poll(() => page.evaluate(() => (window as unknown as { resizes: number }).resizes)).toBe(1);

    await button.click();
    await expect.poll(() => panel(page).isVisible()).toBe(false);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.body.classList.contains('fusion-sliding-bar-active'))).toBe(
      false,
    );
    expect(errors).toEqual([]);
  });

  test('keyboard: Space opens it, Tab goes into it, Escape closes it and puts the focus back on the toggle', async () => {
    const { page } = await site.visit(route);
    await modulesReady(page, 'sliding-bar');
    await toggle(page).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => panel(page).isVisible()).toBe(true);
    // The panel follows the toggle in the page: the next Tab is its first link.
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('Bekijk de route');
    await page.keyboard.press('Escape');
    await expect.poll(() => panel(page).isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.classList.contains('fusion-sb-toggle'))).toBe(
      true,
    );
    // Enter, as on any link, opens it too.
    await page.keyboard.press('Enter');
    await expect.poll(() => panel(page).isVisible()).toBe(true);
  });

  test("a side bar: outside the window and out of the keyboard's way until opened, then slid in", async () => {
    const { page } = await site.visit(route, { query: { slidingbar: 'left' } });
    await modulesReady(page, 'sliding-bar');
    expect(await panelLeft(page)).toBeLessThan(0);
    expect(await panel(page).evaluate((bar) => (bar as HTMLElement).inert)).toBe(true);
    await routeLink(page).focus();
    expect(await focused(page)).not.toBe('Bekijk de route');
    await toggle(page).click();
    await expect.poll(() => panelLeft(page)).toBe(0);
    await routeLink(page).focus();
    expect(await focused(page)).toBe('Bekijk de route');
    await page.keyboard.press('Escape');
    await expect.poll(() => panelLeft(page)).toBeLessThan(0);
    expect(await page.evaluate(() => document.activeElement?.classList.contains('fusion-sb-toggle'))).toBe(
      true,
    );
  });

  test('reduced motion: the side bar is there at once, the top bar without a slide', async () => {
    const side = await site.visit(route, {
      query: { slidingbar: 'right' },
      context: { reducedMotion: 'reduce' },
    });
    await modulesReady(side.page, 'sliding-bar');
    await toggle(side.page).click();
    expect(await panel(side.page).evaluate((bar) => Math.round(bar.getBoundingClientRect().right))).toBe(
      1280,
    );
    await site.leave(side);
    const { page } = await site.visit(route, { context: { reducedMotion: 'reduce' } });
    await modulesReady(page, 'sliding-bar');
    await toggle(page).click();
    expect(await panelAnimations(page)).toBe(0);
    expect(await panelHeight(page)).toBeGreaterThan(150);
  });

  test('a bar the site opens on load is open, and the class that asked for it is gone', async () => {
    const { page } = await site.visit(route, { query: { slidingbar: 'open' } });
    await modulesReady(page, 'sliding-bar');
    await expect.poll(() => panel(page).isVisible()).toBe(true);
    expect(await page.locator('#slidingbar-area').getAttribute('class')).not.toContain('open-on-load');
    expect(await toggle(page).getAttribute('aria-expanded')).toBe('true');
  });

  test("on a phone the round toggle is drawn as the theme's triangle, and round again on a wide screen", async () => {
    const { page } = await site.visit(route, { context: { viewport: { width: 375, height: 800 } } });
    await modulesReady(page, 'sliding-bar');
    const area = page.locator('#slidingbar-area');
    await expect.poll(() => area.getAttribute('class')).toContain('fusion-sliding-bar-toggle-triangle');
    expect(await area.getAttribute('class')).not.toContain('fusion-sliding-bar-toggle-circle');
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => area.getAttribute('class')).toContain('fusion-sliding-bar-toggle-circle');
  });

  test('axe: no violations with the bar open', async () => {
    const { page } = await site.visit(route);
    await modulesReady(page, 'sliding-bar');
    await toggle(page).click();
    await expect.poll(() => panelAnimations(page)).toBe(0);
    // The theme prints every widget title as an h4 (its sliding bar widget areas' `before_title`),
    // after the footer: whether that skips a level depends on the page's own headings, not on us.
    const violations = await axeViolations(page, '#slidingbar-area');
    expect(violations.filter((line) => !line.startsWith('heading-order:'))).toEqual([]);
  });

  for (const mode of ['status-404', 'hang'] as const) {
    test(`chunk ${mode === 'hang' ? 'hangs' : 'answers 404'}: closed as printed, and a focused toggle shows the panel`, async () => {
      site.backend.fault({ path: /\/chunks\/[\w-]+\/sliding-bar\.js/, mode });
      const { page, errors } = await site.visit(route, { settings: { safetyNetMs: 300 } });
      await expect.poll(() => moduleState(page, 'sliding-bar')).toBe('failed');
      await expect.poll(() => panel(page).isVisible()).toBe(false);
      // The kernel gave the area the stylesheet net's flag: its rules act inside it.
      await toggle(page).focus();
      await expect.poll(() => panel(page).isVisible()).toBe(true);
      await page.keyboard.press('Tab');
      expect(await focused(page)).toBe('Bekijk de route');
      expect(errors).toEqual([]);
    });
  }

  test('chunk answers 404 on a bar the site opens on load: it is open', async () => {
    site.backend.fault({ path: /\/chunks\/[\w-]+\/sliding-bar\.js/, mode: 'status-404' });
    const { page } = await site.visit(route, {
      query: { slidingbar: 'open' },
      settings: { safetyNetMs: 300 },
    });
    await expect.poll(() => panel(page).isVisible()).toBe(true);
    expect(await page.getByText('Volgende clubrit').isVisible()).toBe(true);
  });

  test('no script at all: a focused toggle shows the panel, so the keyboard can still reach it', async () => {
    site.backend.fault({ path: /^\/dist\/kernel\.js$/, mode: 'status-404' });
    const { page } = await site.visit(route, {
      query: { netdelay: '100' },
      waitForKernel: false,
      waitUntil: 'domcontentloaded',
    });
    await page.waitForTimeout(400);
    await expect.poll(() => panel(page).isVisible()).toBe(false);
    await toggle(page).focus();
    await expect.poll(() => panel(page).isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('Bekijk de route');
  });
});
