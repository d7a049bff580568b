// The E-bikes tour (a scroll section of three 100%-height containers with the server's side
// navigation) as a visitor scrolls through it and uses the navigation with mouse and keyboard;
// phones get ordinary content with every element shown; reduced motion jumps; and the safety net
// shows everything when the chunk fails or hangs.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations, pageAnimationCount, withSite } from '../../test/browser/harness';

const site = withSite();
const section = '#fusion-scroll-section-1';
const titles = ['De middenmotor', 'De accu in het frame', 'Verlichting die je ziet'];

async function enabled(page: Page): Promise<number> {
  await page.locator(`${section}.scroll-sections--on`).waitFor({ state: 'attached' });
  return page
    .locator(section)
    .evaluate((element) => Math.round(element.getBoundingClientRect().top + scrollY));
}

/** The elements a visitor can see: the active ones, fully opaque once their fade ends. */
const current = (page: Page) =>
  page
    .locator(`${section} > .fusion-scroll-section-element.active`)
    .evaluateAll((elements) => elements.map((element) => element.querySelector('h2')?.textContent));
const opacities = (page: Page) =>
  page
    .locator(`${section} > .fusion-scroll-section-element`)
    .evaluateAll((elements) => elements.map((element) => getComputedStyle(element).opacity));
const isActive = (page: Page) =>
  page.locator(section).evaluate((element) => element.classList.contains('active'));
const activeLink = (page: Page) =>
  page.locator('.fusion-scroll-section-link.active').getAttribute('aria-label');

async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo(0, top), y);
}

/**
 * What the legacy header covers once it is stuck on a desktop (shrunk to the theme's scrolled
 * height): the section leaves it free, as the theme's script does (100vh per element less it).
 */
const stuckHeader = 65;
const headerBottom = (page: Page) =>
  page.evaluate(() => {
    const wrapper = document.querySelector('.fusion-header-wrapper.fusion-is-sticky');
    return wrapper ? Math.round(wrapper.querySelector('.fusion-header')!.getBoundingClientRect().bottom) : 0;
  });

const moduleState = (page: Page) =>
  page.evaluate(() => window.voorkant?.status().find((status) => status.id === 'scroll-sections')?.state);

describe('scroll sections in Chromium', () => {
  test('100vh per element plus 50vh; the scroll position shows one element at a time while the section fills the viewport', async () => {
    const { page } = await site.visit('/e-bikes/');
    const top = await enabled(page);
    const vh = 900;
    expect(await page.locator(section).evaluate((element) => element.getBoundingClientRect().height)).toBe(
      3 * vh + vh / 2 - stuckHeader,
    );

    await scrollToY(page, top - 300);
    await expect.poll(() => current(page)).toEqual([titles[0]]);
    expect(await isActive(page)).toBe(false);

    await scrollToY(page, top + 10);
    await expect.poll(() => isActive(page)).toBe(true);
    expect(await current(page)).toEqual([titles[0]]);
    // The stage fills the viewport below the stuck header, and so does the container in it.
    await expect.poll(() => headerBottom(page)).toBe(stuckHeader);
    expect(
      await page
        .locator('#tour-motor .hundred-percent-height')
        .evaluate((element) => [element.getBoundingClientRect().top, element.getBoundingClientRect().height]),
    ).toEqual([stuckHeader, vh - stuckHeader]);

    await scrollToY(page, top + vh + 10);
    await expect.poll(() => current(page)).toEqual([titles[1]]);
    await scrollToY(page, top + 2 * vh + 10);
    await expect.poll(() => current(page)).toEqual([titles[2]]);
    await expect.poll(() => opacities(page)).toEqual(['0', '0', '1']);
    expect(await page.locator('#tour-accu').evaluate((element) => (element as HTMLElement).inert)).toBe(true);
    expect(await activeLink(page)).toBe('De verlichting');
    expect(await page.getByRole('link', { name: 'De verlichting' }).getAttribute('aria-current')).toBe(
      'true',
    );

    // Past the section: no longer active, the last element stays shown as it scrolls away.
    await scrollToY(page, top + 2 * vh + vh / 2 + 10);
    await expect.poll(() => isActive(page)).toBe(false);
    expect(await current(page)).toEqual([titles[2]]);

    // A jump back before it shows the first again.
    await scrollToY(page, 0);
    await expect.poll(() => current(page)).toEqual([titles[0]]);
  });

  test('changes wait out the scroll sensitivity: one element change per 450 ms at most', async () => {
    const { page } = await site.visit('/e-bikes/', {
      initScript: `
        window.__changes = [];
        new MutationObserver((records) => {
          for (const record of records)
            if (record.target.matches('.fusion-scroll-section-element.active')) window.__changes.push(performance.now());
        }).observe(document, { subtree: true, attributes: true, attributeFilter: ['class'] });`,
    });
    const top = await enabled(page);
    await scrollToY(page, top + 10);
    await expect.poll(() => isActive(page)).toBe(true);
    await page.evaluate(() => {
      (window as unknown as { __changes: number[] }).__changes = [];
    });
    // Quickly through all three.
    await scrollToY(page, top + 900 + 10);
    await page.waitForTimeout(50);
    await scrollToY(page, top + 1800 + 10);
    await expect.poll(() => current(page)).toEqual([titles[2]]);
    const changes = await page.evaluate(() => (window as unknown as { __changes: number[] }).__changes);
    for (let index = 1; index < changes.length; index++)
      expect(changes[index]! - changes[index - 1]!).toBeGreaterThanOrEqual(440);
  });

  test('the side navigation works with Tab and Enter: it scrolls there and focus follows after 450 + 50 ms', async () => {
    const { page } = await site.visit('/e-bikes/');
    const top = await enabled(page);
    await scrollToY(page, top + 10);
    await expect.poll(() => isActive(page)).toBe(true);
    await page.evaluate(() => {
      const times: Record<string, number> = {};
      (window as unknown as { __times: Record<string, number> }).__times = times;
      document.addEventListener('click', () => (times.click = performance.now()), true);
      document
        .querySelector('#tour-accu')!
        .addEventListener('focus', () => (times.focus = performance.now()));
    });
    const nav = page.getByRole('navigation', { name: 'Secties' });
    await nav.getByRole('link', { name: 'De motor' }).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('De accu');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id), { timeout: 3000 })
      .toBe('tour-accu');
    const times = await page.evaluate(
      () => (window as unknown as { __times: Record<string, number> }).__times,
    );
    expect(times.focus! - times.click!).toBeGreaterThanOrEqual(495);
    await expect.poll(() => page.evaluate(() => Math.round(scrollY))).toBe(top - stuckHeader + 900 + 1);
    expect(await current(page)).toEqual([titles[1]]);
    expect(page.url()).not.toContain('#');
  });

  test('with reduced motion a side-navigation click jumps', async () => {
    const { page } = await site.visit('/e-bikes/', { context: { reducedMotion: 'reduce' } });
    const top = await enabled(page);
    await scrollToY(page, top + 10);
    await expect.poll(() => isActive(page)).toBe(true);
    await page.getByRole('link', { name: 'De verlichting' }).click();
    expect(await page.evaluate(() => Math.round(scrollY))).toBe(top - stuckHeader + 2 * 900 + 1);
    await expect.poll(() => current(page)).toEqual([titles[2]]);
    expect(await pageAnimationCount(page)).toBe(0);
  });

  test('below the content break point (1000 px) every element is shown as ordinary content, and the stage comes back on a wider window', async () => {
    const { page } = await site.visit('/e-bikes/', { context: { viewport: { width: 375, height: 740 } } });
    await expect.poll(() => moduleState(page)).toBe('ready');
    expect(await page.locator(section).getAttribute('class')).toContain(
      'fusion-scroll-section-mobile-disabled',
    );
    expect(await page.locator('.scroll-sections--on').count()).toBe(0);
    expect(await page.getByRole('navigation', { name: 'Secties' }).isVisible()).toBe(false);
    await expect.poll(() => opacities(page)).toEqual(['1', '1', '1']);
    for (const title of titles) {
      const heading = page.getByRole('heading', { name: title });
      await heading.scrollIntoViewIfNeeded();
      expect(await heading.isVisible()).toBe(true);
    }
    // Each container as tall as its content: nothing cut off, no screen-high gaps.
    const heights = await page
      .locator(`${section} .hundred-percent-height`)
      .evaluateAll((elements) => elements.map((element) => [element.scrollHeight, element.clientHeight]));
    for (const [scroll, client] of heights) {
      expect(scroll).toBeLessThanOrEqual(client! + 1);
      expect(client).toBeLessThan(740);
    }

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.locator('.scroll-sections--on').waitFor({ state: 'attached' });
    await page.setViewportSize({ width: 900, height: 900 });
    await expect.poll(() => page.locator('.scroll-sections--on').count()).toBe(0);
    expect(await page.locator(`${section} [inert]`).count()).toBe(0);
    await expect.poll(() => opacities(page)).toEqual(['1', '1', '1']);
  });

  test.each(['status-404', 'hang'] as const)(
    'safety net: with the chunk failing (%s) all three elements are readable in the page',
    async (mode) => {
      site.backend.fault({ path: /\/chunks\/[\w-]+\/scroll-sections\.js/, mode });
      const { page } = await site.visit('/e-bikes/', { settings: { safetyNetMs: 500 } });
      await page.locator(section).scrollIntoViewIfNeeded();
      await expect.poll(() => moduleState(page), { timeout: 10_000 }).toBe('failed');
      await expect.poll(() => opacities(page)).toEqual(['1', '1', '1']);
      for (const title of titles) {
        const heading = page.getByRole('heading', { name: title });
        await heading.scrollIntoViewIfNeeded();
        expect(await heading.isVisible()).toBe(true);
      }
    },
  );

  test('axe finds no violations with the section active', async () => {
    const { page } = await site.visit('/e-bikes/');
    const top = await enabled(page);
    await scrollToY(page, top + 910);
    await expect.poll(() => current(page)).toEqual([titles[1]]);
    await page.waitForTimeout(500);
    expect(await axeViolations(page)).toEqual([]);
  });
});
