// The E-bikes tour (three full-height elements) as a visitor scrolls through it and uses its side
// navigation with mouse and keyboard; phones get ordinary content; reduced motion jumps; and the
// content stays readable when the chunk never arrives.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations, withSite } from '../../test/browser/harness';

const site = withSite();
const section = '[data-landing-tour]';

async function enabled(page: Page): Promise<number> {
  await page.locator(`${section}.scroll-sections--on`).waitFor({ state: 'attached' });
  return page
    .locator(section)
    .evaluate((element) => Math.round(element.getBoundingClientRect().top + scrollY));
}

const current = (page: Page) =>
  page
    .locator(`${section} .scroll-sections__element--current`)
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-nav-title')));
const isActive = (page: Page) =>
  page.locator(section).evaluate((element) => element.classList.contains('scroll-sections--active'));

async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo(0, top), y);
}

describe('scroll sections in Chromium', () => {
  test('100vh per element plus 50vh; the scroll position shows one element at a time while the section fills the viewport', async () => {
    const { page } = await site.visit('/e-bikes/');
    const top = await enabled(page);
    const vh = 900;
    expect(await page.locator(section).evaluate((element) => element.getBoundingClientRect().height)).toBe(
      3 * vh + vh / 2,
    );

    await scrollToY(page, top - 300);
    await expect.poll(() => current(page)).toEqual(['De motor']);
    expect(await isActive(page)).toBe(false);

    await scrollToY(page, top + 10);
    await expect.poll(() => isActive(page)).toBe(true);
    expect(await current(page)).toEqual(['De motor']);
    // The stage fills the viewport.
    expect(
      await page
        .locator('.landing-tour__element--motor')
        .evaluate((element) => [element.getBoundingClientRect().top, element.getBoundingClientRect().height]),
    ).toEqual([0, vh]);

    await scrollToY(page, top + vh + 10);
    await expect.poll(() => current(page)).toEqual(['De accu']);
    await scrollToY(page, top + 2 * vh + 10);
    await expect.poll(() => current(page)).toEqual(['De verlichting']);
    await expect
      .poll(() =>
        page
          .locator('.landing-tour__element--licht')
          .evaluate((element) => getComputedStyle(element).opacity),
      )
      .toBe('1');
    expect(
      await page
        .locator('.landing-tour__element--accu')
        .evaluate((element) => (element as HTMLElement).inert),
    ).toBe(true);
    expect(await page.getByRole('link', { name: 'De verlichting' }).getAttribute('aria-current')).toBe(
      'true',
    );

    // Past the section: no longer active, the last element stays shown as it scrolls away.
    await scrollToY(page, top + 2 * vh + vh / 2 + 10);
    await expect.poll(() => isActive(page)).toBe(false);
    expect(await current(page)).toEqual(['De verlichting']);

    // A jump back before it shows the first again.
    await scrollToY(page, 0);
    await expect.poll(() => current(page)).toEqual(['De motor']);
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
        .querySelector('.landing-tour__element--accu')!
        .addEventListener('focus', () => (times.focus = performance.now()));
    });
    await page.getByRole('link', { name: 'De motor' }).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('De accu');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-nav-title')), {
        timeout: 3000,
      })
      .toBe('De accu');
    const times = await page.evaluate(
      () => (window as unknown as { __times: Record<string, number> }).__times,
    );
    expect(times.focus! - times.click!).toBeGreaterThanOrEqual(495);
    await expect.poll(() => page.evaluate(() => Math.round(scrollY))).toBe(top + 900 + 1);
    expect(await current(page)).toEqual(['De accu']);
    expect(page.url()).not.toContain('#');
  });

  test('with reduced motion a side-navigation click jumps', async () => {
    const { page } = await site.visit('/e-bikes/', { context: { reducedMotion: 'reduce' } });
    const top = await enabled(page);
    await scrollToY(page, top + 10);
    await expect.poll(() => isActive(page)).toBe(true);
    await page.getByRole('link', { name: 'De verlichting' }).click();
    expect(await page.evaluate(() => Math.round(scrollY))).toBe(top + 2 * 900 + 1);
    await expect.poll(() => current(page)).toEqual(['De verlichting']);
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
  });

  test('at mobile width (800 px and below) the section is ordinary content, and comes back on a wider window', async () => {
    const { page } = await site.visit('/e-bikes/', { context: { viewport: { width: 375, height: 740 } } });
    await expect
      .poll(() =>
        page.evaluate(
          () => window.voorkant?.status().find((status) => status.id === 'scroll-sections')?.state,
        ),
      )
      .toBe('ready');
    expect(await page.locator('.scroll-sections--on').count()).toBe(0);
    expect(await page.locator('.scroll-sections__nav').count()).toBe(0);
    const heights = await page
      .locator('.landing-tour__element')
      .evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().height));
    for (const height of heights) expect(height).toBeLessThan(740);
    for (const title of ['De middenmotor', 'De accu in het frame', 'Verlichting die je ziet'])
      await expect.poll(() => page.getByRole('heading', { name: title }).isVisible()).toBe(true);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.locator('.scroll-sections--on').waitFor({ state: 'attached' });
    await page.setViewportSize({ width: 700, height: 900 });
    await expect.poll(() => page.locator('.scroll-sections--on').count()).toBe(0);
    expect(await page.locator('.landing-tour__element[inert]').count()).toBe(0);
  });

  test('when the chunk never arrives all three elements are readable in the page', async () => {
    site.backend.fault({ path: /^\/dist\/chunks\/scroll-sections-/, mode: 'status-404' });
    const { page } = await site.visit('/e-bikes/');
    await expect
      .poll(
        () =>
          page.evaluate(
            () => window.voorkant?.status().find((status) => status.id === 'scroll-sections')?.state,
          ),
        { timeout: 10_000 },
      )
      .toBe('failed');
    expect(await page.locator('.scroll-sections__nav').count()).toBe(0);
    for (const title of ['De middenmotor', 'De accu in het frame', 'Verlichting die je ziet']) {
      const heading = page.getByRole('heading', { name: title });
      await heading.scrollIntoViewIfNeeded();
      expect(await heading.isVisible()).toBe(true);
    }
  });

  test('axe finds no violations with the section active', async () => {
    const { page } = await site.visit('/e-bikes/');
    const top = await enabled(page);
    await scrollToY(page, top + 910);
    await expect.poll(() => current(page)).toEqual(['De accu']);
    await page.waitForTimeout(450);
    expect(await axeViolations(page)).toEqual([]);
  });
});
