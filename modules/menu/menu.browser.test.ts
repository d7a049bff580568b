// The site menu as a visitor uses it at phone (375), tablet (800) and desktop (1280) widths: mouse,
// keyboard and touch-free paths, the collapse at the breakpoint, and the megamenu's fit.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations, withSite } from '../../test/browser/harness';

const site = withSite();
const at = (width: number) => ({ context: { viewport: { width, height: 800 } } });
const nav = (page: Page) => page.locator('nav[aria-label="Hoofdmenu"]');
const serviceButton = (page: Page) => page.getByRole('button', { name: 'Open submenu van Service' });
const shopButton = (page: Page) => page.getByRole('button', { name: 'Open submenu van Winkel' });

async function ready(page: Page) {
  await page.locator('nav.menu--ready[aria-label="Hoofdmenu"]').waitFor({ state: 'attached' });
}

describe('site menu in Chromium', () => {
  test('desktop at 1280: hover opens a sub-menu only after the 500 ms hover delay, leaving closes it', async () => {
    const { page } = await site.visit('/', at(1280));
    await ready(page);
    expect(await nav(page).getAttribute('class')).toContain('awb-menu_desktop');
    expect(await nav(page).getAttribute('class')).not.toContain('collapse-enabled');
    const start = Date.now();
    await page.getByRole('link', { name: 'Service', exact: true }).hover();
    await page.waitForTimeout(200);
    expect(await serviceButton(page).getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => serviceButton(page).getAttribute('aria-expanded')).toBe('true');
    expect(Date.now() - start).toBeGreaterThanOrEqual(480);
    await expect.poll(() => page.getByRole('link', { name: 'Banden oppompen' }).isVisible()).toBe(true);
    await page.mouse.move(600, 600);
    await expect.poll(() => serviceButton(page).getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('link', { name: 'Banden oppompen' }).isVisible()).toBe(false);
  });

  test('keyboard: the disclosure button opens, Tab walks into the sub-menu, Escape closes and returns focus', async () => {
    const { page } = await site.visit('/', at(1280));
    await ready(page);
    const button = serviceButton(page);
    expect(await button.getAttribute('aria-controls')).toBeTruthy();
    const controlled = page.locator(`#${await button.getAttribute('aria-controls')}`);
    await page.getByRole('link', { name: 'Service', exact: true }).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Open submenu van Service');
    await page.keyboard.press('Enter');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await controlled.isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Ketting onderhouden');
    await page.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Open submenu van Service');
    expect(await controlled.isVisible()).toBe(false);
    // Focus moving on past the menu closes its drop-down.
    await page.keyboard.press('Enter');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await page
      .getByRole('link', { name: /De Spaak/ })
      .first()
      .focus();
    expect(await button.getAttribute('aria-expanded')).toBe('false');
  });

  test('click mode: outer click closes items marked close-on-outer-click, and only those', async () => {
    const { page } = await site.visit('/', { ...at(1280), settings: { menu: { submenuMode: 'click' } } });
    await ready(page);
    await serviceButton(page).click();
    expect(await serviceButton(page).getAttribute('aria-expanded')).toBe('true');
    // A click on the page below the header (the open megamenu may cover the heading).
    await page.mouse.click(10, 780);
    expect(await serviceButton(page).getAttribute('aria-expanded')).toBe('false');
    await shopButton(page).click();
    await page.mouse.click(10, 780);
    expect(await shopButton(page).getAttribute('aria-expanded')).toBe('true');
    // Opening a neighbour in the desktop row closes the open one: drop-downs would overlap.
    await serviceButton(page).click();
    expect(await shopButton(page).getAttribute('aria-expanded')).toBe('false');
  });

  test('the megamenu stays inside the viewport and the 1200 px site width, also after a resize', async () => {
    const { page } = await site.visit('/', at(1280));
    await ready(page);
    await shopButton(page).click();
    const panel = page.locator('.awb-menu__mega-wrap');
    const box = async () => (await panel.boundingBox())!;
    const rect = await box();
    expect(rect.x).toBeGreaterThanOrEqual(40 - 1);
    expect(rect.x + rect.width).toBeLessThanOrEqual(1240 + 1);
    await page.setViewportSize({ width: 1000, height: 800 });
    // Re-fitted after the kernel's debounced resize.
    await expect
      .poll(async () => {
        const { x, width } = await box();
        return x >= -1 && x + width <= 1000 + 1;
      })
      .toBe(true);
  });

  test('phone at 375: collapsed mode, the menu button opens the list, sub-menus by button', async () => {
    const { page } = await site.visit('/', at(375));
    await ready(page);
    const classes = await nav(page).getAttribute('class');
    expect(classes).toContain('collapse-enabled');
    expect(classes).not.toContain('awb-menu_desktop');
    const contact = page.getByRole('link', { name: 'Contact', exact: true });
    expect(await contact.isVisible()).toBe(false);
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await contact.isVisible()).toBe(true);
    await serviceButton(page).click();
    await shopButton(page).click();
    // Accordion is off by default: both stay open.
    expect(await serviceButton(page).getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByRole('link', { name: 'Banden oppompen' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await shopButton(page).getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Open submenu van Winkel');
    // Focus is in no open sub-menu now: Escape closes the whole mobile menu, sub-menus included.
    await page.keyboard.press('Escape');
    const hiddenService = page.getByRole('button', { name: 'Open submenu van Service', includeHidden: true });
    expect(await hiddenService.getAttribute('aria-expanded')).toBe('false');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Menu');
  });

  test.each([375, 1280])(
    'starting the menu at %i px moves nothing: the theme already holds its layout',
    async (width) => {
      const { page } = await site.visit('/', {
        ...at(width),
        initScript: `
        window.__shift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) window.__shift += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });`,
      });
      await ready(page);
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0);
    },
  );

  test('phone at 375 without the menu script (its chunk fails): the menu button still opens the list', async () => {
    site.backend.fault({ path: /^\/dist\/chunks\/menu-/, mode: 'status-404' });
    const { page } = await site.visit('/', at(375));
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            (window as unknown as { voorkant: { status(): { id: string; state: string }[] } }).voorkant
              .status()
              .find((status) => status.id === 'menu')?.state,
        ),
      )
      .toBe('failed');
    const contact = page.getByRole('link', { name: 'Contact', exact: true });
    expect(await contact.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    expect(await contact.isVisible()).toBe(true);
    await contact.focus();
    expect(await contact.isVisible()).toBe(true);
  });

  test('accordion setting: one sub-menu open at a time', async () => {
    const { page } = await site.visit('/', { ...at(375), settings: { menu: { accordion: true } } });
    await ready(page);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await serviceButton(page).click();
    await shopButton(page).click();
    expect(await serviceButton(page).getAttribute('aria-expanded')).toBe('false');
    expect(await shopButton(page).getAttribute('aria-expanded')).toBe('true');
  });

  test('crossing the 800 px breakpoint switches mode, closes open sub-menus and suppresses transitions for 400 ms', async () => {
    const { page } = await site.visit('/', at(800));
    await ready(page);
    expect(await nav(page).getAttribute('class')).toContain('collapse-enabled');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await serviceButton(page).click();
    await page.setViewportSize({ width: 801, height: 800 });
    await expect.poll(() => nav(page).getAttribute('class')).toContain('awb-menu_desktop');
    const classes = await nav(page).getAttribute('class');
    expect(classes).not.toContain('collapse-enabled');
    expect(classes).toContain('no-wrapper-transition');
    expect(await serviceButton(page).getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => nav(page).getAttribute('class')).not.toContain('no-wrapper-transition');
    await page.setViewportSize({ width: 800, height: 800 });
    await expect.poll(() => nav(page).getAttribute('class')).toContain('collapse-enabled');
  });

  test('flyout menu: opens over the page, Escape closes it and returns focus to its button', async () => {
    const { page } = await site.visit('/', at(1280));
    await page.locator('nav.menu--ready[aria-label="Snelmenu"]').waitFor({ state: 'attached' });
    const toggle = page.getByRole('button', { name: 'Snelmenu' });
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Openingstijden');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Snelmenu');
    expect(await page.getByRole('link', { name: 'Openingstijden' }).isVisible()).toBe(false);
  });

  test('search overlay: the search button opens it with the field focused; Escape closes it', async () => {
    const { page } = await site.visit('/', at(1280));
    await ready(page);
    const button = page.getByRole('button', { name: 'Zoeken', exact: true }).first();
    await button.click();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('menu-search-field');
    await page.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBeTruthy();
  });

  test('search drop-down (/hulp/): hangs under its button, the menu row stays usable, Escape closes it', async () => {
    const { page } = await site.visit('/hulp/', at(1280));
    await ready(page);
    const button = nav(page).locator('.menu__sub-toggle--search');
    expect(await button.textContent()).toBe('Zoeken');
    await button.click();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('menu-search-field');
    const field = (await page.locator('#menu-search-field').boundingBox())!;
    const toggle = (await button.boundingBox())!;
    // Under its button, not over the row: the row's links are still what a click there hits.
    expect(field.y).toBeGreaterThanOrEqual(toggle.y + toggle.height - 1);
    const service = (await serviceButton(page).boundingBox())!;
    expect(
      await page.evaluate(
        ([x, y]) => document.elementFromPoint(x!, y!)?.closest('.menu__sub-toggle')?.textContent,
        [service.x + service.width / 2, service.y + service.height / 2],
      ),
    ).toBe('Open submenu van Service');
    // Inside the window, at the right end of the row.
    expect(field.x + field.width).toBeLessThanOrEqual(1280);
    await page.keyboard.type('bandenmaat');
    await page.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('#menu-search-field').isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBeTruthy();
    // Reopened and sent: the search goes to the site as a GET with the typed words.
    await button.click();
    await page.keyboard.press('Enter');
    await page.waitForURL(/[?&]s=bandenmaat/);
  });

  test('stacked (column) flyout menu: its sub-menus open side by side, where the row menu keeps one open', async () => {
    const { page } = await site.visit('/', at(1280));
    await page.locator('nav.menu--ready[aria-label="Snelmenu"]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Snelmenu' }).click();
    const about = page.getByRole('button', { name: 'Open submenu van Over De Spaak' });
    const workshop = page.getByRole('button', { name: 'Open submenu van Werkplaats' });
    await about.click();
    await workshop.click();
    expect(await about.getAttribute('aria-expanded')).toBe('true');
    expect(await workshop.getAttribute('aria-expanded')).toBe('true');
    const flyout = page.locator('nav[aria-label="Snelmenu"]');
    expect(await flyout.getByRole('link', { name: 'Ons team' }).isVisible()).toBe(true);
    expect(await flyout.getByRole('link', { name: 'Afspraak maken' }).isVisible()).toBe(true);
    // The row menu, by contrast: opening the shop's megamenu closes Service.
    await page.getByRole('button', { name: 'Snelmenu' }).click();
    await serviceButton(page).click();
    await shopButton(page).click();
    expect(await serviceButton(page).getAttribute('aria-expanded')).toBe('false');
  });

  test('a bad setting is reported and replaced by its default; the menu still works', async () => {
    const visit = await site.visit('/', { ...at(1280), settings: { menu: { hoverDelay: 'snel' } } });
    await ready(visit.page);
    expect(visit.console.some((line) => line.includes('menu.hoverDelay'))).toBe(true);
    await visit.page.getByRole('link', { name: 'Service', exact: true }).hover();
    await expect.poll(() => serviceButton(visit.page).getAttribute('aria-expanded')).toBe('true');
  });

  test.each([375, 800, 1280])('axe: no violations at %i px with the menus closed and open', async (width) => {
    const { page } = await site.visit('/', at(width));
    await ready(page);
    expect(await axeViolations(page)).toEqual([]);
    if (width <= 800) await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await serviceButton(page).click();
    await shopButton(page).click();
    expect(await axeViolations(page)).toEqual([]);
  });
});
