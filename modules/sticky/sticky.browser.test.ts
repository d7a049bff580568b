// The Layouts header's sticky container and the sticky sidebar on /fietsroutes/ as a visitor scrolls
// them, under the gated stylesheet: the header sticks to the page (not its parent) with a spacer in
// its place, gets the theme's classes and window events, hides while scrolling down past its scroll
// offset, follows the per-device flags, body.fusion-disable-sticky and a selector offset; the
// sidebar sticks below the header, rests at the end of the row, and only where the theme lets it.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations, modulesReady, withSite } from '../../test/browser/harness';

const site = withSite();
const at = (width: number, height = 800) => ({ context: { viewport: { width, height } } });
const bar = '.fusion-tb-header .fusion-sticky-container';
const inner = '.fusion-sidebar-inner-content';

const classes = (page: Page, selector: string) => page.locator(selector).getAttribute('class');
const rect = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect);
const scrollToY = (page: Page, y: number) => page.evaluate((top) => window.scrollTo(0, top), y);
/** Changes the header container as the page is parsed, before any script sees it. */
const beforeScripts = (change: string) => `
  new MutationObserver((_, observer) => {
    const element = document.querySelector('${bar}');
    if (!element) return;
    ${change}
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });`;

describe('sticky containers and sidebars in Chromium', () => {
  test.each([1280, 375])(
    'at %i px the header container sticks to the page with a spacer in its place; its sticky look comes 80 px later',
    async (width) => {
      const { page } = await site.visit('/fietsroutes/', {
        ...at(width),
        initScript: `window.__events = [];
          for (const name of ['fusion-sticky-change', 'fusion-sticky-transition-change'])
            addEventListener(name, () => window.__events.push(name));`,
      });
      const start = await rect(page, bar);
      const heading = page.getByRole('heading', { level: 1 });
      const headingTop = async () =>
        await heading.evaluate((element) => element.getBoundingClientRect().top + scrollY);
      const before = await headingTop();
      await scrollToY(page, start.top + 40);
      await expect.poll(() => classes(page, bar)).toContain('fusion-container-stuck');
      expect((await rect(page, bar)).top).toBe(0);
      expect(await classes(page, bar)).not.toContain('fusion-sticky-transition');
      // The spacer holds the header's place: nothing below it moved.
      expect(Math.round((await rect(page, '.fusion-sticky-spacer')).height)).toBe(Math.round(start.height));
      expect(await headingTop()).toBe(before);
      await scrollToY(page, start.top + 130);
      await expect.poll(() => classes(page, bar)).toContain('fusion-sticky-transition');
      await scrollToY(page, 0);
      await expect.poll(() => classes(page, bar)).not.toContain('fusion-container-stuck');
      expect(await classes(page, bar)).not.toContain('fusion-sticky-transition');
      expect(await page.locator('.fusion-sticky-spacer').count()).toBe(0);
      expect(Math.round((await rect(page, bar)).top)).toBe(Math.round(start.top));
      expect(await page.evaluate(() => (window as unknown as { __events: string[] }).__events)).toEqual([
        'fusion-sticky-change',
        'fusion-sticky-transition-change',
        'fusion-sticky-change',
        'fusion-sticky-transition-change',
      ]);
    },
  );

  test('with data-scroll-offset it hides while scrolling down past it, and shows scrolling up or with focus inside', async () => {
    const { page } = await site.visit('/fietsroutes/', at(1280));
    await page.mouse.move(640, 500);
    await page.mouse.wheel(0, 500);
    await expect.poll(() => classes(page, bar)).toContain('fusion-container-stuck');
    expect(await classes(page, bar)).toContain('fusion-scrolling-down');
    // Not yet 900 px past the stick line: the header stays.
    expect(await classes(page, bar)).not.toContain('fusion-sticky-scroll-transition');
    await page.mouse.wheel(0, 600);
    await expect.poll(() => classes(page, bar)).toContain('fusion-sticky-scroll-transition');
    await expect.poll(async () => (await rect(page, bar)).bottom).toBeLessThanOrEqual(0);
    await page.mouse.wheel(0, -120);
    await expect.poll(() => classes(page, bar)).toContain('fusion-scrolling-up');
    await expect.poll(async () => (await rect(page, bar)).top).toBe(0);
    await page.mouse.wheel(0, 300);
    await expect.poll(() => classes(page, bar)).toContain('fusion-scrolling-down');
    await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Home' }).focus();
    await expect.poll(async () => (await rect(page, bar)).top).toBe(0);
  });

  test('measured again while hidden on scroll (a resize), it is back in its place at the top, under the main menu', async () => {
    // The landing bar on /e-bikes/: a content container sticking with data-scroll-offset="400".
    const landing = '.landing-bar';
    const { page } = await site.visit('/e-bikes/', at(1280, 900));
    const start = await rect(page, landing);
    await scrollToY(page, 500);
    await expect.poll(() => classes(page, landing)).toContain('fusion-container-stuck');
    await scrollToY(page, 1200);
    await expect.poll(() => classes(page, landing)).toContain('fusion-sticky-scroll-transition');
    await expect.poll(async () => (await rect(page, landing)).bottom).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1240, height: 900 });
    // Past the 350 ms the module waits after a resize before it measures again.
    await page.waitForTimeout(800);
    await scrollToY(page, 0);
    await expect.poll(() => classes(page, landing)).not.toContain('fusion-container-stuck');
    // It slides back from its hidden place as the theme's transition has it.
    await expect.poll(async () => Math.round((await rect(page, landing)).top)).toBe(Math.round(start.top));
    const home = page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Home' });
    expect(
      await home.evaluate((link) => {
        const box = link.getBoundingClientRect();
        return link.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
      }),
    ).toBe(true);
  });

  test('with a lower sticky look (data-sticky-height-transition) the spacer keeps the full height, also after a resize', async () => {
    const { page } = await site.visit('/fietsroutes/', {
      ...at(1280),
      initScript: `${beforeScripts("element.setAttribute('data-sticky-height-transition', '');")}
        document.addEventListener('DOMContentLoaded', () => {
          const look = document.createElement('style');
          look.textContent = '.fusion-sticky-transition .site-logo { padding: 0; }';
          document.head.append(look);
        });`,
    });
    const start = await rect(page, bar);
    await scrollToY(page, 400);
    await expect.poll(() => classes(page, bar)).toContain('fusion-sticky-transition');
    expect((await rect(page, bar)).height).toBeLessThan(start.height);
    const spacer = async () => Math.round((await rect(page, '.fusion-sticky-spacer')).height);
    expect(await spacer()).toBe(Math.round(start.height));
    await page.setViewportSize({ width: 1200, height: 800 });
    await page.waitForTimeout(700);
    expect(await spacer()).toBe(Math.round(start.height));
    expect(await classes(page, bar)).toContain('fusion-sticky-transition');
  });

  test('the per-device flags: without data-sticky-small-visibility it sticks on a desktop, not on a phone', async () => {
    const { page } = await site.visit('/fietsroutes/', {
      ...at(1280),
      initScript: beforeScripts("element.removeAttribute('data-sticky-small-visibility');"),
    });
    await scrollToY(page, 300);
    await expect.poll(() => classes(page, bar)).toContain('fusion-container-stuck');
    await page.setViewportSize({ width: 375, height: 800 });
    await expect.poll(() => classes(page, bar)).not.toContain('fusion-container-stuck');
    expect(await page.locator(bar).evaluate((element) => (element as HTMLElement).style.position)).toBe('');
    await page.setViewportSize({ width: 800, height: 800 });
    await expect.poll(() => classes(page, bar)).toContain('fusion-container-stuck');
  });

  test('body.fusion-disable-sticky lets go of the header; without it the header sticks again', async () => {
    const { page } = await site.visit('/fietsroutes/', at(1280));
    await scrollToY(page, 300);
    await expect.poll(() => classes(page, bar)).toContain('fusion-container-stuck');
    await page.evaluate(() => document.body.classList.add('fusion-disable-sticky'));
    await expect.poll(() => classes(page, bar)).not.toContain('fusion-container-stuck');
    expect(await page.locator('.fusion-sticky-spacer').count()).toBe(0);
    await page.evaluate(() => document.body.classList.remove('fusion-disable-sticky'));
    await expect.poll(() => classes(page, bar)).toContain('fusion-container-stuck');
  });

  test('data-sticky-offset naming other elements: it sticks below them and below the admin bar', async () => {
    const { page } = await site.visit('/fietsroutes/', {
      ...at(1280),
      initScript: `${beforeScripts("element.setAttribute('data-sticky-offset', '.fusion-builder-row-1');")}
        document.addEventListener('DOMContentLoaded', () => {
          const adminBar = document.createElement('div');
          adminBar.id = 'wpadminbar';
          Object.assign(adminBar.style, { position: 'fixed', top: '0', left: '0', right: '0', height: '32px' });
          document.body.prepend(adminBar);
        });`,
    });
    const topBar = await rect(page, '.fusion-builder-row-1');
    await scrollToY(page, 400);
    await expect.poll(() => classes(page, bar)).toContain('fusion-container-stuck');
    expect(Math.round((await rect(page, bar)).top)).toBe(Math.round(topBar.height + 32));
  });

  test('the sidebar sticks 50 px below the stuck header, follows it when it hides, and rests at the end of the row', async () => {
    const { page } = await site.visit('/fietsroutes/', at(1280));
    await page.locator(inner).scrollIntoViewIfNeeded();
    await scrollToY(page, 500);
    await expect.poll(() => classes(page, inner)).toContain('fusion-sidebar-stuck');
    const header = await rect(page, bar);
    await expect
      .poll(async () => Math.round((await rect(page, inner)).top))
      .toBe(Math.round(header.bottom + 50));
    // Past the header's scroll offset it hides; the sidebar moves up to 50 px from the top.
    await page.mouse.move(300, 500);
    await page.mouse.wheel(0, 900);
    await expect.poll(() => classes(page, bar)).toContain('fusion-sticky-scroll-transition');
    await expect.poll(async () => Math.round((await rect(page, inner)).top), { timeout: 5000 }).toBe(50);
    await scrollToY(page, 100_000);
    await expect
      .poll(() => page.locator(inner).evaluate((element) => (element as HTMLElement).style.position))
      .toBe('absolute');
    const row = await rect(page, '#main > .fusion-row');
    expect(Math.abs((await rect(page, inner)).bottom - row.bottom)).toBeLessThanOrEqual(1);
  });

  test('the sidebar does not stick on a phone (below the 800 px sidebar break point), nor when it is the taller column', async () => {
    const phone = await site.visit('/fietsroutes/', at(375));
    await phone.page.locator(inner).scrollIntoViewIfNeeded();
    await phone.page.mouse.wheel(0, 400);
    await phone.page.waitForTimeout(400);
    expect(await classes(phone.page, inner)).not.toContain('fusion-sidebar-stuck');
    const short = await site.visit('/fietsroutes/', {
      ...at(1280),
      initScript: `document.addEventListener('DOMContentLoaded', () => {
        for (const part of document.querySelectorAll('#content .fusion-text > :nth-child(n+4), #content .awb-toc-el')) part.remove();
      });`,
    });
    await scrollToY(short.page, 300);
    await short.page.waitForTimeout(400);
    expect(await classes(short.page, inner)).not.toContain('fusion-sidebar-stuck');
    // The header still sticks on that page (once its module has loaded and its observer reported).
    await expect.poll(() => classes(short.page, bar)).toContain('fusion-container-stuck');
  });

  test('sticking and letting go moves nothing below the header: the spacer holds its place', async () => {
    // Only the content is counted: the header itself moves by at most the last scroll step when it
    // becomes fixed (as with the theme's script), and the sidebar's menu opens its current list at start.
    const { page } = await site.visit('/fietsroutes/', {
      ...at(1280),
      initScript: `window.__shift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            if (entry.sources.some((source) => source.node && !source.node.closest?.('.fusion-tb-header, #sidebar')))
              window.__shift += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });`,
    });
    await page.waitForLoadState('load');
    for (const y of [60, 200, 600, 1200, 400, 0]) {
      await scrollToY(page, y);
      await page.waitForTimeout(120);
    }
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0);
  });

  test('without a stick parent it logs "failed to find stick parent" and leaves the header as it was', async () => {
    const visit = await site.visit('/fietsroutes/', {
      ...at(1280),
      initScript: beforeScripts("element.setAttribute('data-sticky-parent', '.bestaat-niet');"),
    });
    await expect
      .poll(() => visit.console.some((line) => line.includes('failed to find stick parent')))
      .toBe(true);
    await scrollToY(visit.page, 300);
    await visit.page.waitForTimeout(300);
    expect(await classes(visit.page, bar)).not.toContain('fusion-container-stuck');
  });

  test('axe: no violations with the header and sidebar stuck', async () => {
    const { page } = await site.visit('/fietsroutes/', at(1280));
    await scrollToY(page, 500);
    await expect.poll(() => classes(page, inner)).toContain('fusion-sidebar-stuck');
    expect(await axeViolations(page)).toEqual([]);
  });

  test("a sticky column that sticks below the header gets the header's height as its offset, and follows it", async () => {
    const { page } = await site.visit('/verhuur/', at(1280));
    const column = page.locator('.fusion-builder-column-1.awb-sticky');
    const header = page.locator('.fusion-header').first();
    await modulesReady(page, 'sticky');
    const top = () => column.evaluate((element) => getComputedStyle(element).top);
    const height = () =>
      header.evaluate((element) => `${Math.round(element.getBoundingClientRect().height * 100) / 100}px`);
    expect(await column.evaluate((element) => getComputedStyle(element).position)).toBe('sticky');
    const before = await height();
    expect(Number.parseFloat(before)).toBeGreaterThan(20);
    await expect.poll(top).toBe(before);
    // The header grows (a second row of the menu, a notice): the column moves down with it.
    await header.evaluate((element) => {
      (element as HTMLElement).style.paddingBottom = '24px';
    });
    const after = await height();
    expect(after).not.toBe(before);
    await expect.poll(top).toBe(after);
  });
});
