// Anchor scrolling as a reader uses it on the one-page winter-service page: its menu and buttons
// scroll to their section below the sticky header (and the admin bar, or a Layouts header's stuck
// containers), the phone menu closes on the way, the cross-page underscore hash, the links left to
// the browser and to other modules (builder tabs, toggles), and the menus' scroll-spy.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  axeViolations,
  modulesReady,
  recordScrollFrames,
  scrollFrames,
  withSite,
} from '../../test/browser/harness';

const site = withSite();
const desktop = { viewport: { width: 1280, height: 900 } };
const phone = { viewport: { width: 375, height: 760 } };

/**
 * Waits until the modules are ready. They load on the page's first scroll (or a pointer, focus or key
 * on a link or the header, or an underscore hash): with `start`, the page is scrolled by a pixel and
 * back first, as a reader's first move would.
 */
async function ready(page: Page, ids = ['anchor-scroll', 'header'], { start = true } = {}) {
  if (start) await page.evaluate(() => window.scrollTo(0, 1));
  await modulesReady(page, ...ids);
  if (start) {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(() => window.scrollY === 0);
  }
}

const topOf = (page: Page, id: string) =>
  page.evaluate((target) => document.getElementById(target)!.getBoundingClientRect().top, id);
/** Whether a target rests on the line `line` px below the top (scroll positions are whole pixels). */
const restsAt = async (page: Page, id: string, line: number) =>
  Math.abs((await topOf(page, id)) - line) < 1.5;
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id);
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Hoofdmenu', exact: true });
const scrolling = (page: Page) =>
  page.evaluate(() => document.body.classList.contains('fusion-scrolling-active'));

/** Records, for every click on a link, whether Voorkant took it over; then stops the navigation. */
const recordClicks = `
  window.__clicks = [];
  window.addEventListener('click', (event) => {
    const link = event.target.closest && event.target.closest('a');
    if (!link) return;
    window.__clicks.push({ href: link.getAttribute('href'), taken: event.defaultPrevented });
    event.preventDefault();
  });`;

describe('anchor scroll in Chromium', () => {
  test('1280 px: a main-menu link scrolls smoothly to its section, 1 px below the sticky header; hash and focus follow', async () => {
    const { page } = await site.visit('/winterbeurt/', { context: desktop });
    await ready(page);
    await recordScrollFrames(page);
    await mainNav(page).getByRole('link', { name: 'Prijzen' }).click();
    await expect.poll(() => restsAt(page, 'prijzen', 66), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => scrolling(page)).toBe(false);
    // It was under way: a smooth scroll, frames between the top and where it rests, the theme's
    // class on the body meanwhile.
    const rest = await page.evaluate(() => Math.round(window.scrollY));
    const under = (await scrollFrames(page)).filter(
      (frame) => frame.scrolling && frame.y > 0 && frame.y < rest,
    );
    expect(new Set(under.map((frame) => frame.y)).size).toBeGreaterThan(1);
    // The header shrinks in a transition of its own, which a busy machine may still be running when
    // the scroll has settled (a full `npm test` on a slow machine read 65.56 px once).
    const headerBottom = () =>
      page
        .locator('.fusion-header')
        .first()
        .evaluate((header) => header.getBoundingClientRect().bottom);
    await expect.poll(headerBottom).toBe(65);
    expect(new URL(page.url()).hash).toBe('#prijzen');
    expect(await focusedId(page)).toBe('prijzen');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('bekijk de e-bike');
  });

  test('a first click on a table-of-contents link, before anything of it loaded, is held and lands below the header', async () => {
    const { page } = await site.visit('/artikel/', { context: desktop });
    await page.waitForTimeout(300);
    expect(
      await page.evaluate(
        () => window.voorkant?.status().find((status) => status.id === 'anchor-scroll')?.state,
      ),
    ).toBe('waiting');
    await page.locator('.awb-toc-el__item-anchor', { hasText: 'Banden' }).click();
    // The header module loads with the scroll and sticks on the way: the correction keeps it clear.
    await expect.poll(() => restsAt(page, 'banden', 66), { timeout: 10_000 }).toBe(true);
    expect(new URL(page.url()).hash).toBe('#banden');
    expect(await focusedId(page)).toBe('banden');
  });

  test('375 px: a link in the open phone menu closes it and lands below the sticky header', async () => {
    const { page } = await site.visit('/winterbeurt/', { context: phone });
    await ready(page);
    const toggle = page.getByRole('button', { name: 'Menu openen of sluiten' });
    await toggle.click();
    const phoneNav = page.getByRole('navigation', { name: 'Hoofdmenu mobiel' });
    await phoneNav.getByRole('link', { name: 'Afspraak' }).click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => restsAt(page, 'afspraak', 73), { timeout: 10_000 }).toBe(true);
    expect(await focusedId(page)).toBe('afspraak');
  });

  test('with a fixed admin bar both it and the stuck header are kept free', async () => {
    const { page } = await site.visit('/winterbeurt/', {
      context: desktop,
      initScript: `document.addEventListener('DOMContentLoaded', () => {
        const bar = document.createElement('div');
        bar.id = 'wpadminbar';
        bar.textContent = 'Beheer';
        Object.assign(bar.style, { position: 'fixed', top: '0', left: '0', right: '0', height: '32px', background: '#1d2327', color: '#fff', zIndex: '99999' });
        document.body.prepend(bar);
      });`,
    });
    await ready(page);
    await page.getByRole('link', { name: 'Maak een afspraak' }).click();
    await expect.poll(() => restsAt(page, 'afspraak', 32 + 65 + 1), { timeout: 10_000 }).toBe(true);
    expect(
      await page
        .locator('.fusion-header')
        .first()
        .evaluate((header) => header.getBoundingClientRect().top),
    ).toBe(32);
  });

  test('with a Layouts header the bottom of the lowest stuck container is kept free', async () => {
    const { page } = await site.visit('/winterbeurt/', {
      context: desktop,
      initScript: `document.addEventListener('DOMContentLoaded', () => {
        const header = document.createElement('header');
        header.className = 'fusion-tb-header';
        const container = document.createElement('div');
        container.className = 'fusion-fullwidth fusion-sticky-container fusion-container-stuck';
        Object.assign(container.style, { position: 'fixed', top: '0', left: '0', right: '0', height: '90px', background: '#fff', zIndex: '2000' });
        header.append(container);
        document.querySelector('#wrapper').prepend(header);
      });`,
    });
    await ready(page);
    await page.getByRole('link', { name: 'Maak een afspraak' }).click();
    await expect.poll(() => restsAt(page, 'afspraak', 91), { timeout: 10_000 }).toBe(true);
  });

  test('reduced motion: the page jumps to the target at once', async () => {
    const { page } = await site.visit('/winterbeurt/', { context: { ...desktop, reducedMotion: 'reduce' } });
    await ready(page);
    await mainNav(page).getByRole('link', { name: 'Vragen' }).click();
    expect(await restsAt(page, 'vragen', 66)).toBe(true);
    expect(await focusedId(page)).toBe('vragen');
  });

  test('left alone: builder tab links, toggle titles, a button to a tab, plain text links, the opt-out, the chat and step hashes, #! and #/, other hosts', async () => {
    // The builder tabs and toggles modules take their own links' clicks (a prevented default):
    // switched off here, so a prevented default can only be anchor-scroll's.
    const { page } = await site.visit('/winterbeurt/', {
      context: desktop,
      initScript: recordClicks,
      settings: { modules: { 'builder-tabs': false, toggles: false } },
    });
    await ready(page);
    await page.evaluate(() => {
      const extra = document.createElement('p');
      for (const [href, parentClass] of [
        ['#prijzen', 'avada-noscroll'],
        ['#hubspot-open-chat', ''],
        ['#previousStep', ''],
        ['#nextStep', ''],
        ['#!/reactie/3', ''],
        ['#/winkel', ''],
        ['https://www.fietsersbond.nl/#routes', ''],
        ['#vragen', ''],
      ] as const) {
        const holder = document.createElement('span');
        holder.className = parentClass;
        const link = document.createElement('a');
        link.className = 'fusion-button';
        link.href = href;
        link.textContent = `test ${href}`;
        holder.append(link, ' ');
        extra.append(holder);
      }
      document.querySelector('.post-content')!.prepend(extra);
    });
    await page.getByRole('tab', { name: 'E-bike' }).first().click();
    await page.getByRole('link', { name: 'Krijg ik een leenfiets?' }).click();
    await page.getByRole('link', { name: 'bekijk de e-bike' }).click();
    await page.getByRole('link', { name: 'wat het kost' }).click();
    for (const href of [
      '#prijzen',
      '#hubspot-open-chat',
      '#previousStep',
      '#nextStep',
      '#!/reactie/3',
      '#/winkel',
      'https://www.fietsersbond.nl/#routes',
    ])
      await page.getByRole('link', { name: `test ${href}` }).click();
    await page.getByRole('link', { name: 'test #vragen' }).click();
    const clicks = await page.evaluate(() => (window as unknown as { __clicks: unknown[] }).__clicks);
    expect(clicks).toEqual([
      { href: '#tab-c7e2a94f1b3d5e6a1', taken: false },
      { href: '#d81b6e0f94a2c357', taken: false },
      { href: '#tab-c7e2a94f1b3d5e6a1', taken: false },
      { href: '#prijzen', taken: false },
      { href: '#prijzen', taken: false },
      { href: '#hubspot-open-chat', taken: false },
      { href: '#previousStep', taken: false },
      { href: '#nextStep', taken: false },
      { href: '#!/reactie/3', taken: false },
      { href: '#/winkel', taken: false },
      { href: 'https://www.fietsersbond.nl/#routes', taken: false },
      // The control: a button of the theme's list to a place on the page is taken over.
      { href: '#vragen', taken: true },
    ]);
  });

  test('cross-page: a main-menu link to an anchor on another page opens it with the underscore marker, which scrolls after load below the header and is cleaned', async () => {
    const { page } = await site.visit('/werkplaats/', {
      context: desktop,
      initScript: `try { sessionStorage.setItem('hashes', (sessionStorage.getItem('hashes') || '') + location.pathname + location.hash + ' '); } catch {}`,
    });
    await ready(page);
    await mainNav(page).getByRole('link', { name: 'Werkplaats', exact: true }).hover();
    await Promise.all([
      page.waitForURL('**/artikel/**'),
      mainNav(page).getByRole('link', { name: 'Ketting onderhouden' }).click(),
    ]);
    expect(await page.evaluate(() => sessionStorage.getItem('hashes'))).toBe(
      '/werkplaats/ /artikel/#_ketting ',
    );
    await ready(page, ['anchor-scroll'], { start: false });
    await expect.poll(() => new URL(page.url()).hash).toBe('#ketting');
    await expect.poll(() => restsAt(page, 'ketting', 66), { timeout: 10_000 }).toBe(true);
    expect(await focusedId(page)).toBe('ketting');
  });

  test('a marked hash lands below the sticky header while the header module has not run yet', async () => {
    // The header module loads on the page's first scroll, which is the anchor scroll itself: on a
    // busy phone its chunk arrives after the scroll has settled. Before, the offset then had no
    // header height, and the target rested under the header once it stuck (CI, stop 36).
    const { page, context, chunks } = await site.visit('/werkplaats/', { context: desktop });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await context.route('**/chunks/*/header.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(new URL('/artikel/#_ketting', page.url()).href);
    await ready(page, ['anchor-scroll'], { start: false });
    await expect.poll(() => restsAt(page, 'ketting', 66), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => scrolling(page)).toBe(false);
    expect(chunks()).toContain('header');
    expect(await page.evaluate(() => document.querySelector('.fusion-is-sticky'))).toBeNull();
    release();
    await modulesReady(page, 'header');
    await expect.poll(() => page.evaluate(() => !!document.querySelector('.fusion-is-sticky'))).toBe(true);
    expect(await restsAt(page, 'ketting', 66)).toBe(true);
  });

  test('on a page with a blog list the marked-hash scroll waits the blog delay after load', async () => {
    const { page } = await site.visit('/winterbeurt/#_prijzen', {
      context: desktop,
      settings: { 'anchor-scroll': { blogSelector: '.fusion-accordian', blogDelayMs: 1500 } },
    });
    await ready(page, ['anchor-scroll'], { start: false });
    await page.waitForLoadState('load');
    expect(await topOf(page, 'prijzen')).toBeGreaterThan(100);
    expect(new URL(page.url()).hash).toBe('#prijzen');
    await expect.poll(() => restsAt(page, 'prijzen', 66), { timeout: 10_000 }).toBe(true);
  });

  test("scroll-spy: the main and phone menus mark the section being read (a sub-menu link its drop-down's item too), and clear above the first", async () => {
    const { page } = await site.visit('/winterbeurt/', { context: desktop });
    await ready(page);
    const marked = () =>
      page.evaluate(() => ({
        main: [...document.querySelectorAll('.fusion-main-menu li.current-menu-item > a')].map((a) =>
          a.textContent?.trim(),
        ),
        phone: [...document.querySelectorAll('.fusion-mobile-nav-holder li.current-menu-item > a')].map((a) =>
          a.textContent?.trim(),
        ),
        location: [...document.querySelectorAll('.fusion-main-menu a[aria-current="location"]')].map((a) =>
          a.textContent?.trim(),
        ),
      }));
    expect((await marked()).main).toEqual([]);
    await page.mouse.move(640, 600);
    await page.mouse.wheel(0, (await topOf(page, 'remmen')) - 60);
    await expect
      .poll(marked)
      .toEqual({ main: ['Werkwijze', 'Remmen'], phone: ['Werkwijze', 'Remmen'], location: ['Remmen'] });
    await page.mouse.wheel(0, (await topOf(page, 'prijzen')) - 60);
    await expect.poll(marked).toEqual({ main: ['Prijzen'], phone: ['Prijzen'], location: ['Prijzen'] });
    await page.mouse.wheel(0, -20_000);
    await expect.poll(marked).toEqual({ main: [], phone: [], location: [] });
    await page.mouse.wheel(0, 20_000);
    await expect.poll(async () => (await marked()).main).toEqual(['Afspraak']);
  });

  test('a bad setting is reported and replaced by its default; scrolling still works', async () => {
    const visit = await site.visit('/winterbeurt/', {
      context: desktop,
      settings: { 'anchor-scroll': { spyOffset: 'veel' } },
    });
    await ready(visit.page);
    expect(visit.console.some((line) => line.includes('anchor-scroll.spyOffset'))).toBe(true);
    await visit.page.getByRole('link', { name: 'Maak een afspraak' }).click();
    await expect.poll(() => restsAt(visit.page, 'afspraak', 66), { timeout: 10_000 }).toBe(true);
  });

  test('axe: no violations in the header with a section marked current', async () => {
    const { page } = await site.visit('/winterbeurt/', { context: desktop });
    await ready(page);
    await mainNav(page).getByRole('link', { name: 'Werkwijze' }).hover();
    await mainNav(page).getByRole('link', { name: 'Remmen' }).click();
    await expect.poll(() => restsAt(page, 'remmen', 66), { timeout: 10_000 }).toBe(true);
    expect(await axeViolations(page, '.fusion-header-wrapper')).toEqual([]);
  });
});
