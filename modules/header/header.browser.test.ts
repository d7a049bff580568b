// The theme's legacy header as a visitor uses it: the main menu's drop-down and mega menu by mouse,
// focus and keys at 1280 px; at 375 px the phone menu opened from the flyout toggle, holding the
// main menu's links with working sub-menu buttons, and the flyout search; the sticky header; and
// the safety net when the module's chunk answers 404 or hangs.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations, modulesReady, withSite } from '../../test/browser/harness';

const site = withSite();
const desktop = { viewport: { width: 1280, height: 900 } };
const phone = { viewport: { width: 375, height: 760 } };

const headerState = (page: Page) =>
  page.evaluate(() => window.voorkant?.status().find((status) => status.id === 'header')?.state);

/**
 * The module loads on the page's first scroll or the visitor's first pointer, touch, focus or key on
 * the header: the visitor points at the logo, then the module is ready.
 */
async function ready(page: Page) {
  await page.locator('.fusion-header-wrapper .fusion-logo').first().hover();
  await modulesReady(page, 'header');
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Hoofdmenu', exact: true });
const phoneNav = (page: Page) => page.getByRole('navigation', { name: 'Hoofdmenu mobiel' });
const menuToggle = (page: Page) => page.getByRole('button', { name: 'Menu openen of sluiten' });
const searchToggle = (page: Page) => page.getByRole('button', { name: 'Zoeken openen of sluiten' });
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active?.getAttribute('aria-label') ?? active?.textContent?.trim() ?? '';
  });
const hrefs = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((links) => links.map((link) => link.getAttribute('href')).sort());

describe('the main menu at 1280 px', () => {
  test('a hover that loads the module: the drop-down it shows is told as open once the module is there', async () => {
    site.backend.fault({ path: /\/chunks\/[\w-]+\/header\.js/, mode: 'slow', delayMs: 2000, times: 1 });
    const { page } = await site.visit('/werkplaats/', { context: desktop });
    const workshop = mainNav(page).getByRole('link', { name: 'Werkplaats', exact: true });
    await workshop.hover();
    // The theme's stylesheet shows the drop-down under the pointer before any script.
    await expect
      .poll(() => mainNav(page).getByRole('link', { name: 'Ketting onderhouden' }).isVisible())
      .toBe(true);
    await modulesReady(page, 'header');
    expect(await workshop.getAttribute('aria-expanded')).toBe('true');
  });

  test('the drop-down and the mega menu open on hover and on focus, and their links say so', async () => {
    const { page } = await site.visit('/werkplaats/', { context: desktop });
    await ready(page);
    const workshop = mainNav(page).getByRole('link', { name: 'Werkplaats', exact: true });
    const chain = mainNav(page).getByRole('link', { name: 'Ketting onderhouden' });
    await expect.poll(() => chain.isVisible()).toBe(false);
    expect(await workshop.getAttribute('aria-expanded')).toBe('false');
    await workshop.hover();
    await expect.poll(() => chain.isVisible()).toBe(true);
    expect(await workshop.getAttribute('aria-expanded')).toBe('true');
    const controlled = await workshop.getAttribute('aria-controls');
    expect(
      await page.locator(`#${controlled}`).getByRole('link', { name: 'Ketting onderhouden' }).count(),
    ).toBe(1);
    await page.mouse.move(640, 700);
    await expect.poll(() => chain.isVisible()).toBe(false);
    expect(await workshop.getAttribute('aria-expanded')).toBe('false');

    const shop = mainNav(page).getByRole('link', { name: 'Winkel', exact: true });
    const cargo = mainNav(page).getByRole('link', { name: 'Bakfietsen' });
    await shop.hover();
    await expect.poll(() => cargo.isVisible()).toBe(true);
    expect(await mainNav(page).getByRole('link', { name: 'Fietsen', exact: true }).isVisible()).toBe(true);
    await page.mouse.move(640, 700);
    await expect.poll(() => cargo.isVisible()).toBe(false);
    await shop.focus();
    await expect.poll(() => cargo.isVisible()).toBe(true);
    expect(await shop.getAttribute('aria-expanded')).toBe('true');
  });

  test("a drop-down that would cross the window's right edge opens to the left, and the page no longer scrolls sideways", async () => {
    const { page } = await site.visit('/over-ons/', { context: desktop });
    const wide = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    // Laid out past the edge while hidden, the last drop-down widens the page before the module runs.
    expect(await wide()).toBeGreaterThan(0);
    await ready(page);
    await expect.poll(wide).toBe(0);
    const about = mainNav(page).getByRole('link', { name: 'Over ons', exact: true });
    const panel = page.locator(`#${await about.getAttribute('aria-controls')}`);
    expect(await panel.getAttribute('class')).toContain('fusion-switched-side');
    await about.hover();
    const team = mainNav(page).getByRole('link', { name: 'Team', exact: true });
    await expect.poll(() => team.isVisible()).toBe(true);
    const box = (await panel.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(1280);
    // Its right edge lines up with its item's, as the theme's script places it.
    const item = (await about.boundingBox())!;
    expect(Math.abs(box.x + box.width - (item.x + item.width))).toBeLessThan(40);
  });

  test('keyboard: Arrow Down enters the open panel, arrows move through it and along the row, Escape closes it and returns to its link', async () => {
    const { page } = await site.visit('/werkplaats/', { context: desktop });
    await ready(page);
    const workshop = mainNav(page).getByRole('link', { name: 'Werkplaats', exact: true });
    await workshop.focus();
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toBe('Winterbeurt');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toBe('Verlichting');
    // The nested sub-menu opens with its item's focus; the arrows reach it.
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toBe('Dynamo en lampjes');
    await page.keyboard.press('Escape');
    expect(await focused(page)).toBe('Werkplaats');
    await expect.poll(() => mainNav(page).getByRole('link', { name: 'Winterbeurt' }).isVisible()).toBe(false);
    expect(await workshop.getAttribute('aria-expanded')).toBe('false');
    // Arrow Down opens it again.
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toBe('Winterbeurt');
    await page.keyboard.press('Escape');

    await page.keyboard.press('ArrowLeft');
    expect(await focused(page)).toBe('Winkel');
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toBe('Fietsen');
    await page.keyboard.press('End');
    expect(await focused(page)).toBe('Ontdek De Spaak');
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toBe('Fietsen');
    // Tab leaves the mega menu for the next top item, and the mega menu closes.
    await page.keyboard.press('End');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('Werkplaats');
    await expect.poll(() => mainNav(page).getByRole('link', { name: 'Bakfietsen' }).isVisible()).toBe(false);
    await page.keyboard.press('End');
    expect(await focused(page)).toBe('Over ons');
    await page.keyboard.press('ArrowRight');
    expect(await focused(page)).toBe('Home');
  });

  test('axe: no violations in the header with the mega menu open', async () => {
    const { page } = await site.visit('/werkplaats/', { context: desktop });
    await ready(page);
    await mainNav(page).getByRole('link', { name: 'Winkel', exact: true }).hover();
    await expect.poll(() => mainNav(page).getByRole('link', { name: 'Bakfietsen' }).isVisible()).toBe(true);
    expect(await axeViolations(page, '.fusion-header-wrapper')).toEqual([]);
  });
});

describe('the phone menu at 375 px', () => {
  test("opens from the toggle with focus inside, holds the main menu's links, its sub-menu buttons work; Escape closes it and focus returns", async () => {
    const { page } = await site.visit('/werkplaats/', { context: phone });
    await ready(page);
    // The theme prints its toggle as an aria-hidden link; it is a named button now.
    expect(await menuToggle(page).getAttribute('aria-expanded')).toBe('false');
    expect(await phoneNav(page).count()).toBe(0);
    await menuToggle(page).click();
    await expect.poll(() => phoneNav(page).isVisible()).toBe(true);
    expect(await menuToggle(page).getAttribute('aria-expanded')).toBe('true');
    expect(await focused(page)).toBe('Home');
    expect(await hrefs(page, '.fusion-mobile-nav-holder a')).toEqual(await hrefs(page, '#menu-hoofdmenu a'));
    expect(
      await page.locator('.fusion-mobile-nav-holder li').evaluateAll((items) => items.map((item) => item.id)),
    ).toEqual(expect.arrayContaining(['mobile-menu-item-1001', 'mobile-menu-item-1002']));

    const chain = phoneNav(page).getByRole('link', { name: 'Ketting onderhouden' });
    expect(await chain.isVisible()).toBe(false);
    await phoneNav(page).getByRole('button', { name: 'Submenu van Werkplaats openen' }).click();
    await expect.poll(() => chain.isVisible()).toBe(true);
    const close = phoneNav(page).getByRole('button', { name: 'Submenu van Werkplaats sluiten' });
    expect(await close.getAttribute('aria-expanded')).toBe('true');
    // The mega menu's columns, flattened: a column opens to its links.
    await phoneNav(page).getByRole('button', { name: 'Submenu van Winkel openen' }).click();
    await phoneNav(page).getByRole('button', { name: 'Submenu van Fietsen openen' }).click();
    await expect.poll(() => phoneNav(page).getByRole('link', { name: 'Bakfietsen' }).isVisible()).toBe(true);
    await close.click();
    await expect.poll(() => chain.isVisible()).toBe(false);

    // The overlay covers the page: Tab goes round the header.
    for (let press = 0; press < 30; press += 1) {
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(() => Boolean(document.activeElement?.closest('.fusion-header-wrapper'))),
      ).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => phoneNav(page).count()).toBe(0);
    expect(await focused(page)).toBe('Menu openen of sluiten');
    expect(await menuToggle(page).getAttribute('aria-expanded')).toBe('false');
  });

  test("under the theme's own rule (the flyout holder hidden at every width) the toggle shows its links below the bar, Tab reaches each, Escape hides them again", async () => {
    const { page } = await site.visit('/werkplaats/', { context: phone });
    await ready(page);
    const holder = page.locator('.fusion-mobile-nav-holder');
    const display = () => holder.evaluate((nav) => getComputedStyle(nav).display);
    // The rule is in force: filled, the holder is still not displayed while the menu is closed.
    expect(await holder.locator('a').count()).toBeGreaterThan(0);
    expect(await display()).toBe('none');

    await menuToggle(page).click();
    await expect.poll(() => phoneNav(page).isVisible()).toBe(true);
    const topLinks = await phoneNav(page)
      .locator(':scope > ul > li > a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(topLinks.length).toBeGreaterThan(3);
    // Each top link is in the window, below the header bar, and the thing found at its centre.
    const placed = await page.evaluate(() => {
      const bar = document.querySelector('.fusion-header')!.getBoundingClientRect();
      const links = [...document.querySelectorAll<HTMLElement>('.fusion-mobile-nav-holder > ul > li > a')];
      return links.map((link) => {
        const box = link.getBoundingClientRect();
        const found = document.elementFromPoint(
          box.left + Math.min(20, box.width / 2),
          box.top + box.height / 2,
        );
        return {
          href: link.getAttribute('href'),
          below: box.top >= bar.bottom - 0.5 && box.bottom <= window.innerHeight + 0.5,
          hit: Boolean(found && link.contains(found)),
        };
      });
    });
    expect(placed).toEqual(topLinks.map((href) => ({ href, below: true, hit: true })));

    // Focus starts on the first link; Tab walks through every top link.
    expect(await focused(page)).toBe('Home');
    const reached = new Set<string | null>();
    for (let press = 0; press < 40; press += 1) {
      reached.add(await page.evaluate(() => document.activeElement?.getAttribute('href') ?? null));
      await page.keyboard.press('Tab');
    }
    expect([...reached]).toEqual(expect.arrayContaining(topLinks));

    await page.keyboard.press('Escape');
    expect(await focused(page)).toBe('Menu openen of sluiten');
    // Out of reach at once, out of sight once the fade has run.
    expect(await holder.evaluate((nav) => (nav as HTMLElement).inert)).toBe(true);
    await expect.poll(display).toBe('none');
    expect(await phoneNav(page).count()).toBe(0);
    // And it opens again.
    await menuToggle(page).click();
    await expect.poll(() => phoneNav(page).isVisible()).toBe(true);
    expect(await focused(page)).toBe('Home');
  });

  test('the flyout search opens with its field focused; Escape closes it and focus returns to its toggle', async () => {
    const { page } = await site.visit('/werkplaats/', { context: phone });
    await ready(page);
    const field = page.getByRole('searchbox', { name: 'Zoeken...' });
    expect(await field.isVisible()).toBe(false);
    await searchToggle(page).click();
    await expect.poll(() => field.isVisible()).toBe(true);
    expect(await field.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await searchToggle(page).getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.type('bel');
    await page.keyboard.press('Escape');
    await expect.poll(() => field.isVisible()).toBe(false);
    expect(await focused(page)).toBe('Zoeken openen of sluiten');
    // From the search to the menu: one overlay at a time.
    await searchToggle(page).click();
    await menuToggle(page).click();
    await expect.poll(() => phoneNav(page).isVisible()).toBe(true);
    expect(await field.isVisible()).toBe(false);
    expect(await searchToggle(page).getAttribute('aria-expanded')).toBe('false');
  });

  test('reduced motion: sub-menus open without a slide', async () => {
    const { page } = await site.visit('/werkplaats/', { context: { ...phone, reducedMotion: 'reduce' } });
    await ready(page);
    await menuToggle(page).click();
    await phoneNav(page).getByRole('button', { name: 'Submenu van Werkplaats openen' }).click();
    expect(
      await page.evaluate(
        () => document.querySelector('.fusion-mobile-nav-holder')!.getAnimations({ subtree: true }).length,
      ),
    ).toBe(0);
    expect(await phoneNav(page).getByRole('link', { name: 'Ketting onderhouden' }).isVisible()).toBe(true);
    // Closing hides the menu at once: no fade to wait for.
    await page.keyboard.press('Escape');
    expect(
      await page.evaluate(
        () => getComputedStyle(document.querySelector('.fusion-mobile-nav-holder')!).display,
      ),
    ).toBe('none');
  });

  test('axe: no violations in the header with the phone menu and a sub-menu open', async () => {
    const { page } = await site.visit('/werkplaats/', { context: phone });
    await ready(page);
    await menuToggle(page).click();
    await phoneNav(page).getByRole('button', { name: 'Submenu van Over ons openen' }).click();
    expect(await axeViolations(page, '.fusion-header-wrapper')).toEqual([]);
  });

  test("a bad setting is reported and replaced: the theme's break point still applies", async () => {
    const visit = await site.visit('/werkplaats/', {
      context: phone,
      settings: { header: { breakpoint: 'breed' } },
    });
    await ready(visit.page);
    expect(visit.console.some((line) => line.includes('header.breakpoint'))).toBe(true);
    await menuToggle(visit.page).click();
    await expect.poll(() => phoneNav(visit.page).isVisible()).toBe(true);
  });
});

describe('the sticky header', () => {
  const headerBox = (page: Page) =>
    page.evaluate(() => {
      const header = document.querySelector('.fusion-header')!.getBoundingClientRect();
      return { top: Math.round(header.top), height: Math.round(header.height) };
    });
  const stuck = (page: Page) =>
    page.evaluate(() =>
      document.querySelector('.fusion-header-wrapper')!.classList.contains('fusion-is-sticky'),
    );
  const published = (page: Page) =>
    page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--header-sticky-height'),
    );
  /** Where the page's title sits in the document: it must not move when the header sticks. */
  const titleAt = (page: Page) =>
    page.evaluate(() =>
      Math.round(document.querySelector('h1')!.getBoundingClientRect().top + window.scrollY),
    );

  test('1280 px: sticks once the page scrolls, shrinks to 65 px without moving the page, lets go at the top', async () => {
    const { page } = await site.visit('/winterbeurt/', { context: desktop });
    await ready(page);
    expect(await stuck(page)).toBe(false);
    expect(await headerBox(page)).toEqual({ top: 0, height: 84 });
    expect(await published(page)).toBe('65px');
    const title = await titleAt(page);
    await page.mouse.move(640, 500);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => stuck(page)).toBe(true);
    await expect.poll(() => headerBox(page)).toEqual({ top: 0, height: 65 });
    expect(await titleAt(page)).toBe(title);
    await page.mouse.wheel(0, -2000);
    await expect.poll(() => stuck(page)).toBe(false);
    expect(await headerBox(page)).toEqual({ top: 0, height: 84 });
  });

  test("375 px: the export's switches keep it in place on phones; a page that turns header_sticky_mobile on sticks it unshrunk", async () => {
    const plain = await site.visit('/werkplaats/', { context: phone });
    await ready(plain.page);
    await plain.page.evaluate(() => window.scrollTo(0, 500));
    await plain.page.waitForTimeout(200);
    expect(await stuck(plain.page)).toBe(false);
    expect(await published(plain.page)).toBe('0px');

    const onePage = await site.visit('/winterbeurt/', { context: phone });
    await ready(onePage.page);
    expect(await published(onePage.page)).toBe('72px');
    await onePage.page.evaluate(() => window.scrollTo(0, 500));
    await expect.poll(() => stuck(onePage.page)).toBe(true);
    expect(await headerBox(onePage.page)).toEqual({ top: 0, height: 72 });
  });

  test('reduced motion: the header shrinks at once', async () => {
    const { page } = await site.visit('/winterbeurt/', { context: { ...desktop, reducedMotion: 'reduce' } });
    await ready(page);
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(() => stuck(page)).toBe(true);
    expect(await headerBox(page)).toEqual({ top: 0, height: 65 });
    expect(
      await page.evaluate(
        () => document.querySelector('.fusion-header')!.getAnimations({ subtree: true }).length,
      ),
    ).toBe(0);
  });
});

describe('loading', () => {
  test('at desktop width nothing of it is fetched until the visitor scrolls or touches the header; at phone width it starts at once', async () => {
    const chunks: string[] = [];
    const { page } = await site.visit('/winterbeurt/', { context: desktop });
    page.on('request', (request) => {
      if (/\/chunks\/[\w-]+\/header\.js$/.test(request.url())) chunks.push(request.url());
    });
    await page.waitForTimeout(500);
    expect(chunks).toEqual([]);
    expect(await headerState(page)).toBe('waiting');
    await page.mouse.move(640, 500);
    await page.mouse.wheel(0, 600);
    await expect
      .poll(() =>
        page.evaluate(() =>
          document.querySelector('.fusion-header-wrapper')!.classList.contains('fusion-is-sticky'),
        ),
      )
      .toBe(true);
    expect(chunks).toHaveLength(1);

    // Below the break point the theme prints the menu toggle hidden from assistive technology: the
    // module makes it a named button before anyone touches the page.
    const phoneVisit = await site.visit('/werkplaats/', { context: phone });
    await expect.poll(() => headerState(phoneVisit.page)).toBe('ready');
    expect(await menuToggle(phoneVisit.page).count()).toBe(1);
  });
});

describe('the safety net', () => {
  for (const mode of ['status-404', 'hang'] as const) {
    test(`the header chunk ${mode === 'hang' ? 'hangs' : 'answers 404'}: at 375 px the phone holder holds the main menu's links and the toggle opens it`, async () => {
      site.backend.fault({ path: /\/chunks\/[\w-]+\/header\.js/, mode });
      const { page } = await site.visit('/werkplaats/', { context: phone, settings: { safetyNetMs: 500 } });
      // The visitor starts reading: the first scroll asks for the chunk.
      await page.mouse.wheel(0, 300);
      await expect
        .poll(() => hrefs(page, '.fusion-mobile-nav-holder a'), { timeout: 5000 })
        .toEqual(await hrefs(page, '#menu-hoofdmenu a'));
      expect(
        await page.evaluate(() => window.voorkant?.status().find((s) => s.id === 'header')?.state),
      ).not.toBe('ready');
      await menuToggle(page).click();
      await expect.poll(() => phoneNav(page).isVisible()).toBe(true);
      for (const name of ['Contact', 'Ketting onderhouden', 'Bakfietsen'])
        expect(await phoneNav(page).getByRole('link', { name, exact: true }).isVisible()).toBe(true);
      expect(await axeViolations(page, '.fusion-header-wrapper')).toEqual([]);
    });
  }
});
