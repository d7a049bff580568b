// The page builder's menu element in a Layouts header (/hulp/, /fietsroutes/) as a visitor uses it
// under the gated stylesheet, at phone (375) and desktop (1280) widths: hover and click drop-downs,
// mega menus, the collapsed list and its slides, the break point, flyout, search overlay and
// drop-down, the stacked column menu, keyboard, axe, and the safety net with the chunk failing.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations, withSite } from '../../test/browser/harness';

const site = withSite();
const at = (width: number, height = 800) => ({ context: { viewport: { width, height } } });
const nav = (page: Page, name: string) => page.getByRole('navigation', { name, exact: true });
const toggle = (page: Page, menu: string, item: string) =>
  nav(page, menu).getByRole('button', { name: `Submenu van ${item} openen`, includeHidden: true });
const focusedText = (page: Page) =>
  page.evaluate(
    () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent,
  );
const box = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!;

/** The module has started on this nav: the theme's loading classes are gone. */
async function ready(page: Page, menu = 'Hoofdmenu') {
  await expect
    .poll(() => nav(page, menu).evaluate((element) => element.classList.contains('loading')), {
      timeout: 10_000,
    })
    .toBe(false);
}

describe('menu element in Chromium', () => {
  test('desktop at 1280: hover opens a drop-down and its deeper level, flipped to the left at the edge of the row', async () => {
    const { page } = await site.visit('/fietsroutes/', at(1280));
    await ready(page);
    const main = nav(page, 'Hoofdmenu');
    expect(await main.getAttribute('class')).toContain('awb-menu_desktop');
    expect(await main.getAttribute('class')).not.toContain('mega-menu-loading');
    const holidays = main.getByRole('link', { name: 'Fietsvakanties' });
    expect(await holidays.isVisible()).toBe(false);
    await main.getByRole('link', { name: 'Ontdek', exact: true }).hover();
    expect(await holidays.isVisible()).toBe(true);
    await main.getByRole('link', { name: 'Routes', exact: true }).hover();
    const deeper = main.getByRole('link', { name: 'Routes in beeld' });
    await expect.poll(() => deeper.isVisible()).toBe(true);
    // The deeper level would run past the row's right edge (1240): it opens to the left instead.
    const [parentList, grand] = await main
      .locator('.awb-menu__sub-ul_grand')
      .evaluate((list) => [
        list.parentElement!.parentElement!.getBoundingClientRect().toJSON(),
        list.getBoundingClientRect().toJSON(),
      ]);
    expect(grand.right).toBeLessThanOrEqual(parentList.left + 1);
    expect(grand.left).toBeGreaterThanOrEqual(0);
    await page.mouse.move(640, 700);
    await expect.poll(() => holidays.isVisible()).toBe(false);
  });

  test('desktop at 1280: the mega menus show on hover, the classic one inside its row, the library one centred in the window', async () => {
    const { page } = await site.visit('/fietsroutes/', at(1280));
    await ready(page);
    const main = nav(page, 'Hoofdmenu');
    await main.getByRole('link', { name: 'Winkel', exact: true }).hover();
    const bikes = main.getByRole('link', { name: 'Stadsfiets N7' });
    await expect.poll(() => bikes.isVisible()).toBe(true);
    const classic = await box(page, '.fusion-megamenu-wrapper');
    const row = await box(page, '.fusion-sticky-container .fusion-row');
    expect(classic.x).toBeGreaterThanOrEqual(row.x - 1);
    expect(classic.x + classic.width).toBeLessThanOrEqual(row.x + row.width + 1);
    await main.getByRole('link', { name: 'Werkplaats', exact: true }).hover();
    await expect.poll(() => main.getByRole('link', { name: 'Reparatie aanvragen' }).isVisible()).toBe(true);
    const library = await box(page, '.awb-menu__mega-wrap');
    const viewport = await page.evaluate(() => document.documentElement.clientWidth);
    expect(Math.abs(library.x - (viewport - library.width) / 2)).toBeLessThanOrEqual(1);
    expect(await bikes.isVisible()).toBe(false);
  });

  test('keyboard in hover mode: focus opens a drop-down, Tab walks into it, Escape hides it until focus leaves', async () => {
    const { page } = await site.visit('/fietsroutes/', at(1280));
    await ready(page);
    const main = nav(page, 'Hoofdmenu');
    const about = main.getByRole('link', { name: 'Over ons', exact: true });
    const team = main.getByRole('link', { name: 'Team' });
    await about.focus();
    expect(await team.isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe('Team');
    await page.keyboard.press('Escape');
    expect(await focusedText(page)).toBe('Over ons');
    expect(await team.isVisible()).toBe(false);
    // Focus moving on restores it: back on the item, the drop-down answers focus again.
    await page.keyboard.press('Shift+Tab');
    expect(await focusedText(page)).toBe('Ontdek');
    await about.focus();
    expect(await team.isVisible()).toBe(true);
  });

  test.each([1280, 375])(
    'click mode (the service menu) at %i px: the theme’s toggle opens its panel, an outer click and focus leaving close it, Escape returns focus',
    async (width) => {
      const { page } = await site.visit('/hulp/', at(width));
      await ready(page, 'Servicemenu');
      const service = toggle(page, 'Servicemenu', 'Klantenservice');
      const warranty = nav(page, 'Servicemenu').getByRole('link', { name: 'Garantie' });
      expect(await warranty.isVisible()).toBe(false);
      // No second button: the theme's own toggle is the one that acts.
      expect(await nav(page, 'Servicemenu').getByRole('button').count()).toBe(1);
      await service.click();
      expect(await service.getAttribute('aria-expanded')).toBe('true');
      expect(await warranty.isVisible()).toBe(true);
      const panel = await box(page, 'nav[aria-label="Servicemenu"] .awb-menu__sub-ul');
      expect(panel.x).toBeGreaterThanOrEqual(0);
      expect(panel.x + panel.width).toBeLessThanOrEqual(width);
      await page.mouse.click(10, 700);
      expect(await service.getAttribute('aria-expanded')).toBe('false');
      expect(await warranty.isVisible()).toBe(false);
      await service.click();
      await page.keyboard.press('Tab');
      expect(await focusedText(page)).toBe('Garantie');
      await page.keyboard.press('Escape');
      expect(await service.getAttribute('aria-expanded')).toBe('false');
      expect(await focusedText(page)).toBe('Submenu van Klantenservice openen');
      await page.keyboard.press('Enter');
      expect(await warranty.isVisible()).toBe(true);
      await page.getByRole('link', { name: 'Naar de inhoud' }).focus();
      expect(await service.getAttribute('aria-expanded')).toBe('false');
    },
  );

  test('phone at 375: the menu button opens the full-width list, the theme’s toggles slide sub-menus open one at a time, Escape closes and returns focus', async () => {
    const { page } = await site.visit('/fietsroutes/', {
      ...at(375),
      initScript: `window.__collapsed = [];
        addEventListener('fusion-mobile-menu-collapsed', (event) => window.__collapsed.push(event.detail.nav.getAttribute('aria-label')));`,
    });
    await ready(page);
    const main = nav(page, 'Hoofdmenu');
    const classes = await main.getAttribute('class');
    expect(classes).toContain('collapse-enabled');
    expect(classes).not.toContain('awb-menu_desktop');
    expect(await page.evaluate(() => (window as unknown as { __collapsed: string[] }).__collapsed)).toEqual([
      'Hoofdmenu',
    ]);
    const home = main.getByRole('link', { name: 'Home' });
    expect(await home.isVisible()).toBe(false);
    const menuButton = main.getByRole('button', { name: 'Menu', exact: true });
    await menuButton.click();
    expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
    expect(await home.isVisible()).toBe(true);
    const list = await box(page, '#menu-hoofdmenu');
    expect(Math.round(list.x)).toBe(0);
    expect(Math.round(list.width)).toBe(await page.evaluate(() => document.documentElement.clientWidth));
    const discover = toggle(page, 'Hoofdmenu', 'Ontdek');
    await discover.click();
    expect(await discover.getAttribute('aria-expanded')).toBe('true');
    const holidays = main.getByRole('link', { name: 'Fietsvakanties' });
    await expect.poll(() => holidays.isVisible()).toBe(true);
    // The theme's stylesheet hides collapsed sub-menus; the module shows this one inline.
    expect(
      await main
        .locator('li.expanded > .awb-menu__sub-ul')
        .evaluate((element) => (element as HTMLElement).style.display),
    ).toBe('block');
    // Accordion: opening the shop closes the other branch.
    await toggle(page, 'Hoofdmenu', 'Winkel').click();
    expect(await discover.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => holidays.isVisible()).toBe(false);
    await main.getByRole('link', { name: 'Stadsfiets N7' }).focus();
    await page.keyboard.press('Escape');
    expect(await focusedText(page)).toBe('Submenu van Winkel openen');
    expect(await toggle(page, 'Hoofdmenu', 'Winkel').getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Escape');
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(await focusedText(page)).toBe('Menu');
    expect(await home.isVisible()).toBe(false);
  });

  test('crossing the 1024 px break point switches mode, closes what was open and suppresses transitions for noTransitionMs', async () => {
    // A longer window than the default 400 ms, so a busy machine still sees the class.
    const { page } = await site.visit('/fietsroutes/', {
      ...at(1024),
      settings: { menu: { noTransitionMs: 2500 } },
    });
    await ready(page);
    const main = nav(page, 'Hoofdmenu');
    expect(await main.getAttribute('class')).toContain('collapse-enabled');
    await main.getByRole('button', { name: 'Menu', exact: true }).click();
    await toggle(page, 'Hoofdmenu', 'Ontdek').click();
    await page.setViewportSize({ width: 1025, height: 800 });
    await expect.poll(() => main.getAttribute('class')).toContain('awb-menu_desktop');
    const classes = await main.getAttribute('class');
    expect(classes).not.toContain('collapse-enabled');
    expect(classes).toContain('no-wrapper-transition');
    expect(await main.evaluate((element) => element.classList.contains('expanded'))).toBe(false);
    expect(await toggle(page, 'Hoofdmenu', 'Ontdek').getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => main.getAttribute('class')).not.toContain('no-wrapper-transition');
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect.poll(() => main.getAttribute('class')).toContain('collapse-enabled');
  });

  test.each([1280, 375])(
    'flyout at %i px: a top link opens its sub-menu over the window with focus inside; Escape and the named close button close it',
    async (width) => {
      const { page } = await site.visit('/fietsroutes/', at(width));
      await ready(page, 'Snelmenu');
      const flyout = nav(page, 'Snelmenu');
      const opener = flyout.getByRole('link', { name: 'Snelmenu' });
      expect(await opener.getAttribute('aria-expanded')).toBe('false');
      await opener.click();
      expect(await opener.getAttribute('aria-expanded')).toBe('true');
      expect(await flyout.getAttribute('class')).toContain('flyout-submenu-expanded');
      const first = flyout.getByRole('link', { name: 'Openingstijden' });
      await expect.poll(() => focusedText(page)).toBe('Openingstijden');
      const panel = (await flyout.locator('.awb-menu__sub-ul').first().boundingBox())!;
      const viewport = await page.evaluate(() => document.documentElement.clientWidth);
      expect([panel.x, panel.y, panel.width]).toEqual([0, 0, viewport]);
      await page.keyboard.press('Escape');
      expect(await opener.getAttribute('aria-expanded')).toBe('false');
      expect(await first.isVisible()).toBe(false);
      expect(await focusedText(page)).toBe('Snelmenu');
      await opener.click();
      const close = flyout.getByRole('button', { name: 'Menu sluiten' });
      await close.click();
      expect(await flyout.getAttribute('class')).not.toContain('flyout-submenu-expanded');
      expect(await first.isVisible()).toBe(false);
      expect(await focusedText(page)).toBe('Snelmenu');
    },
  );

  test('flyout search: the search opens in the flyout with its field focused', async () => {
    const { page } = await site.visit('/fietsroutes/', at(1280));
    await ready(page, 'Snelmenu');
    const flyout = nav(page, 'Snelmenu');
    await flyout.getByRole('link', { name: 'Zoeken in de winkel' }).click();
    const field = flyout.getByRole('searchbox');
    await expect.poll(() => field.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type('remblokken');
    await page.keyboard.press('Escape');
    expect(await field.isVisible()).toBe(false);
  });

  test('search overlay at 1280: the trigger opens it over the menu row with the field focused; Escape closes and returns focus', async () => {
    const { page } = await site.visit('/fietsroutes/', at(1280));
    await ready(page);
    const main = nav(page, 'Hoofdmenu');
    // The trigger is a link with the button role; once open, the overlay's own "Zoeken" shows instead.
    expect(await main.getByRole('button', { name: 'Zoeken', exact: true }).count()).toBe(1);
    const trigger = main.locator('.awb-menu__overlay-search-trigger');
    expect(await trigger.getAttribute('aria-expanded')).toBe('false');
    await trigger.focus();
    await page.keyboard.press(' ');
    expect(await trigger.getAttribute('aria-expanded')).toBe('true');
    expect(await main.getAttribute('class')).toContain('has-search-overlay');
    const overlay = page.locator('.awb-menu__search-overlay');
    await expect
      .poll(() => overlay.locator('input[type="search"]').evaluate((e) => e === document.activeElement))
      .toBe(true);
    const over = (await overlay.boundingBox())!;
    const row = (await main.boundingBox())!;
    expect(Math.round(over.y)).toBe(Math.round(row.y));
    expect(await main.getByRole('link', { name: 'Home' }).isVisible()).toBe(false);
    await page.keyboard.press('Escape');
    expect(await trigger.getAttribute('aria-expanded')).toBe('false');
    expect(await focusedText(page)).toBe('Zoeken');
    await trigger.click();
    await overlay.getByRole('button', { name: 'Zoeken sluiten' }).click();
    expect(await main.getAttribute('class')).not.toContain('has-search-overlay');
  });

  test('search drop-down (/hulp/): the link opens it under the menu with the field focused, and the search is sent', async () => {
    const { page } = await site.visit('/hulp/', at(1280));
    await ready(page);
    const main = nav(page, 'Hoofdmenu');
    const link = main.getByRole('link', { name: 'Zoeken', exact: true });
    await link.click();
    expect(await link.getAttribute('aria-expanded')).toBe('true');
    const field = main.getByRole('searchbox');
    await expect.poll(() => field.evaluate((element) => element === document.activeElement)).toBe(true);
    const fieldBox = (await field.boundingBox())!;
    const linkBox = (await link.boundingBox())!;
    expect(fieldBox.y).toBeGreaterThanOrEqual(linkBox.y + linkBox.height - 1);
    expect(fieldBox.x + fieldBox.width).toBeLessThanOrEqual(1280);
    await page.keyboard.type('bandenmaat');
    await page.keyboard.press('Enter');
    await page.waitForURL(/[?&]s=bandenmaat/);
  });

  test('stacked column menu (/hulp/): the current branch is open from the start; the theme’s toggles slide, one branch at a time', async () => {
    const { page } = await site.visit('/hulp/', at(1280));
    const topics = nav(page, 'Onderwerpen');
    await topics.scrollIntoViewIfNeeded();
    await ready(page, 'Onderwerpen');
    const questions = toggle(page, 'Onderwerpen', 'Vragen');
    expect(await questions.getAttribute('aria-expanded')).toBe('true');
    expect(await topics.getByRole('link', { name: 'Veelgestelde vragen' }).isVisible()).toBe(true);
    const repair = toggle(page, 'Onderwerpen', 'Reparatie');
    await repair.click();
    expect(await repair.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => topics.getByRole('link', { name: 'Reparatie aanvragen' }).isVisible()).toBe(true);
    expect(await questions.getAttribute('aria-expanded')).toBe('false');
    await expect
      .poll(() => topics.getByRole('link', { name: 'Veelgestelde vragen' }).isVisible())
      .toBe(false);
  });

  test('the stacked slide takes the nav’s data-transition-time (300 ms); reduced motion opens at once', async () => {
    const record = `window.__slides = [];
      const animate = Element.prototype.animate;
      Element.prototype.animate = function (keyframes, options) {
        if (this.closest('.awb-menu')) window.__slides.push(typeof options === 'number' ? options : options?.duration);
        return animate.call(this, keyframes, options);
      };`;
    const slides = (page: Page) =>
      page.evaluate(() => (window as unknown as { __slides: number[] }).__slides);
    const moving = await site.visit('/hulp/', { ...at(1280), initScript: record });
    await nav(moving.page, 'Onderwerpen').scrollIntoViewIfNeeded();
    await ready(moving.page, 'Onderwerpen');
    await toggle(moving.page, 'Onderwerpen', 'Bestellen').click();
    expect(await slides(moving.page)).toContain(300);
    const still = await site.visit('/fietsroutes/', {
      ...at(375),
      initScript: record,
      context: { viewport: { width: 375, height: 800 }, reducedMotion: 'reduce' },
    });
    await ready(still.page);
    await nav(still.page, 'Hoofdmenu').getByRole('button', { name: 'Menu', exact: true }).click();
    await toggle(still.page, 'Hoofdmenu', 'Ontdek').click();
    expect(await nav(still.page, 'Hoofdmenu').getByRole('link', { name: 'Fietsvakanties' }).isVisible()).toBe(
      true,
    );
    expect(await slides(still.page)).toEqual([]);
  });

  test('a bad setting is reported and replaced by its default; the menu still works', async () => {
    const visit = await site.visit('/fietsroutes/', {
      ...at(375),
      settings: { menu: { collapsedSlideMs: 'snel' } },
    });
    await ready(visit.page);
    expect(visit.console.some((line) => line.includes('menu.collapsedSlideMs'))).toBe(true);
    await nav(visit.page, 'Hoofdmenu').getByRole('button', { name: 'Menu', exact: true }).click();
    await toggle(visit.page, 'Hoofdmenu', 'Ontdek').click();
    await expect
      .poll(() => nav(visit.page, 'Hoofdmenu').getByRole('link', { name: 'Fietsvakanties' }).isVisible())
      .toBe(true);
  });

  test.each([375, 1280])('starting the menus at %i px moves nothing (CLS 0)', async (width) => {
    const { page } = await site.visit('/fietsroutes/', {
      ...at(width),
      // Shifts of the header only (the sidebar's vertical menu opening the current page's list is its
      // own), from the kernel's arrival on: a frame Chromium paints mid-parse, with half the menu row,
      // is the theme's (it failed this test once on a loaded machine, before any script of ours ran).
      holdKernelUntilPainted: true,
      initScript: `window.__shift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            if (window.__kernelReleasedAt !== undefined && entry.startTime >= window.__kernelReleasedAt
              && entry.sources.some((source) => source.node && source.node.closest?.('.fusion-tb-header'))) window.__shift += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });`,
    });
    await ready(page);
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0);
  });

  test.each([375, 1280])('axe: no violations at %i px with the menus closed and open', async (width) => {
    const { page } = await site.visit('/fietsroutes/', at(width));
    await ready(page);
    expect(await axeViolations(page)).toEqual([]);
    if (width < 1024) {
      await nav(page, 'Hoofdmenu').getByRole('button', { name: 'Menu', exact: true }).click();
      await toggle(page, 'Hoofdmenu', 'Ontdek').click();
    } else await nav(page, 'Hoofdmenu').getByRole('link', { name: 'Ontdek', exact: true }).hover();
    await toggle(page, 'Servicemenu', 'Klantenservice').click();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('safety net, chunk answering 404 at 375: no loading class left, the list open with every sub-menu shown', async () => {
    site.backend.fault({ path: /\/chunks\/[\w-]+\/menu\.js/, mode: 'status-404' });
    const { page } = await site.visit('/fietsroutes/', { ...at(375), settings: { safetyNetMs: 500 } });
    const main = nav(page, 'Hoofdmenu');
    await expect.poll(() => main.getAttribute('class'), { timeout: 10_000 }).not.toContain('loading');
    expect(await main.getAttribute('class')).toContain('collapse-enabled');
    expect(await main.getByRole('link', { name: 'Home' }).isVisible()).toBe(true);
    expect(await main.getByRole('link', { name: 'Fietsvakanties' }).isVisible()).toBe(true);
    expect(await main.getByRole('link', { name: 'Stadsfiets N7' }).isVisible()).toBe(true);
    // Its toggles would do nothing now, so they are out of the way.
    expect(await main.getByRole('button', { name: 'Menu', exact: true }).count()).toBe(0);
  });

  test('safety net, chunk hanging at 1280: mega menus show on hover, click-mode drop-downs open on hover and focus', async () => {
    site.backend.fault({ path: /\/chunks\/[\w-]+\/menu\.js/, mode: 'hang' });
    const { page } = await site.visit('/fietsroutes/', { ...at(1280), settings: { safetyNetMs: 500 } });
    const main = nav(page, 'Hoofdmenu');
    await expect
      .poll(() => main.getAttribute('class'), { timeout: 10_000 })
      .not.toContain('mega-menu-loading');
    await main.getByRole('link', { name: 'Winkel', exact: true }).hover();
    expect(await main.getByRole('link', { name: 'Stadsfiets N7' }).isVisible()).toBe(true);
    const service = nav(page, 'Servicemenu');
    await service.getByRole('link', { name: 'Klantenservice' }).focus();
    expect(await service.getByRole('link', { name: 'Garantie' }).isVisible()).toBe(true);
  });
});
