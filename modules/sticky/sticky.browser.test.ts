// The sticky bar and sidebar as a visitor scrolls the E-bikes landing page: the state classes at
// the right scroll positions, the bottomed state at the end of the columns, the transition and
// scroll-direction classes, re-measuring after a resize, no layout shift, and a missing parent.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations, withSite } from '../../test/browser/harness';

const site = withSite();

const bar = '.landing-bar';
const sidebar = '[data-landing-sidebar]';

async function ready(page: Page): Promise<void> {
  await page.locator(`${sidebar}[data-sticky-state]`).waitFor({ state: 'attached' });
  await page.locator(`${bar}[data-sticky-state]`).waitFor({ state: 'attached' });
}

async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo(0, top), y);
}

const stateOf = (page: Page, selector: string) => page.locator(selector).getAttribute('data-sticky-state');

const topOf = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => Math.round(element.getBoundingClientRect().top));

/** The scroll position at which an element reaches its sticky offset. */
const stickLineOf = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => {
    const sentinel = element.parentElement!.querySelector<HTMLElement>('[data-sticky-sentinel="stick"]')!;
    return Math.round(sentinel.getBoundingClientRect().bottom + scrollY);
  });

describe('sticky in Chromium', () => {
  test('the bar sticks at the top when scrolled past, and its transition class comes 200 px later', async () => {
    const { page } = await site.visit('/e-bikes/');
    await ready(page);
    expect(await stateOf(page, bar)).toBe('normal');
    const barTop = await topOf(page, bar);
    expect(barTop).toBeGreaterThan(50);

    await scrollToY(page, barTop + 50);
    await expect.poll(() => stateOf(page, bar)).toBe('stuck');
    expect(await topOf(page, bar)).toBe(0);
    expect(await page.locator(bar).getAttribute('class')).not.toContain('sticky--transition');

    await scrollToY(page, barTop + 250);
    await expect.poll(() => page.locator(bar).getAttribute('class')).toContain('sticky--transition');

    await scrollToY(page, 0);
    await expect.poll(() => stateOf(page, bar)).toBe('normal');
    expect(await page.locator(bar).getAttribute('class')).not.toContain('sticky--transition');
    // Back in the flow, the bar returns to where it stood (after its slide transition ends).
    await expect.poll(() => topOf(page, bar)).toBe(barTop);
  });

  test('with a scroll transition the bar hides while scrolling down and returns when scrolling up', async () => {
    const { page } = await site.visit('/e-bikes/');
    await ready(page);
    await page.mouse.move(600, 500);
    await page.mouse.wheel(0, 300);
    await expect.poll(() => stateOf(page, bar)).toBe('stuck');
    // Still within data-scroll-offset (400 px): no direction class yet.
    expect(await page.locator(bar).getAttribute('class')).not.toContain('sticky--scrolling-down');
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.locator(bar).getAttribute('class')).toContain('sticky--scrolling-down');
    await expect
      .poll(() => page.locator(bar).evaluate((element) => Math.round(element.getBoundingClientRect().bottom)))
      .toBeLessThanOrEqual(0);
    await page.mouse.wheel(0, -120);
    await expect.poll(() => page.locator(bar).getAttribute('class')).toContain('sticky--scrolling-up');
    await expect.poll(() => topOf(page, bar)).toBe(0);
    // Keyboard focus inside brings it back even while scrolling down.
    await page.mouse.wheel(0, 300);
    await expect.poll(() => page.locator(bar).getAttribute('class')).toContain('sticky--scrolling-down');
    await page.getByRole('link', { name: 'Modellen' }).focus();
    await expect.poll(() => topOf(page, bar)).toBe(0);
  });

  test('the sidebar sticks below its 72 px offset and is bottomed at the end of the columns', async () => {
    const { page } = await site.visit('/e-bikes/');
    await ready(page);
    const line = await stickLineOf(page, sidebar);
    await scrollToY(page, line - 30);
    await expect.poll(() => stateOf(page, sidebar)).toBe('normal');
    expect(await topOf(page, sidebar)).toBe(72 + 30);

    await scrollToY(page, line + 30);
    await expect.poll(() => stateOf(page, sidebar)).toBe('stuck');
    expect(await topOf(page, sidebar)).toBe(72);
    expect(await page.locator(sidebar).getAttribute('class')).toContain('sticky--stuck');

    const columnsBottom = await page
      .locator('[data-landing-columns]')
      .evaluate((element) => Math.round(element.getBoundingClientRect().bottom + scrollY));
    await scrollToY(page, columnsBottom - 200);
    await expect.poll(() => stateOf(page, sidebar)).toBe('bottomed');
    const classes = await page.locator(sidebar).getAttribute('class');
    expect(classes).toContain('sticky--bottomed');
    expect(classes).not.toContain('sticky--stuck');
    // Bottomed: it rests on the end of its parent rather than at the offset.
    const [boxBottom, parentBottom] = await page
      .locator(sidebar)
      .evaluate((element) => [
        Math.round(element.getBoundingClientRect().bottom),
        Math.round(element.parentElement!.getBoundingClientRect().bottom),
      ]);
    expect(boxBottom).toBe(parentBottom);

    // And back up: stuck again, then normal.
    await scrollToY(page, line + 30);
    await expect.poll(() => stateOf(page, sidebar)).toBe('stuck');
    await scrollToY(page, 0);
    await expect.poll(() => stateOf(page, sidebar)).toBe('normal');
  });

  test('after a resize the lines are measured again once resizing settles, and the states stay right', async () => {
    const { page } = await site.visit('/e-bikes/', { settings: { sticky: { resizeDebounceMs: 50 } } });
    await ready(page);
    const before = await page
      .locator('[data-sticky-sentinel="bottom"]')
      .last()
      .evaluate((element) => element.style.height);
    await page.setViewportSize({ width: 1000, height: 700 });
    // Narrower columns wrap the sidebar's text: it grows, so the bottom line moves.
    await expect
      .poll(() =>
        page
          .locator('[data-sticky-sentinel="bottom"]')
          .last()
          .evaluate((element) => element.style.height),
      )
      .not.toBe(before);
    const columnsBottom = await page
      .locator('[data-landing-columns]')
      .evaluate((element) => Math.round(element.getBoundingClientRect().bottom + scrollY));
    const boxHeight = await page
      .locator(sidebar)
      .evaluate((element) => Math.round(element.getBoundingClientRect().height));
    // Just before the sidebar's bottom meets the columns' end: stuck; just after: bottomed.
    await scrollToY(page, columnsBottom - boxHeight - 72 - 10);
    await expect.poll(() => stateOf(page, sidebar)).toBe('stuck');
    await scrollToY(page, columnsBottom - boxHeight - 72 + 10);
    await expect.poll(() => stateOf(page, sidebar)).toBe('bottomed');
  });

  test('sticking causes no layout shift', async () => {
    const { page } = await site.visit('/e-bikes/', {
      initScript: `
        window.__shift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__shift += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      `,
    });
    await ready(page);
    await page.mouse.move(600, 500);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < height; y += 300) {
      await page.mouse.wheel(0, 300);
      await page.waitForTimeout(30);
    }
    for (let y = height; y > 0; y -= 600) {
      await page.mouse.wheel(0, -600);
      await page.waitForTimeout(30);
    }
    await expect.poll(() => stateOf(page, bar)).toBe('normal');
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0);
  });

  test('without a stick parent it logs "failed to find stick parent" and leaves the element as it was', async () => {
    const visit = await site.visit('/e-bikes/', {
      settings: { sticky: { parentSelector: '.bestaat-niet' } },
    });
    const { page } = visit;
    await expect
      .poll(() => visit.console.filter((line) => line.includes('failed to find stick parent')).length)
      .toBe(2);
    expect(visit.console.find((line) => line.includes('failed to find stick parent'))).toMatch(/^error:/);
    expect(await page.locator(sidebar).getAttribute('class')).toBe(
      'landing-aside__box fusion-sticky-sidebar',
    );
    expect(await page.locator(sidebar).getAttribute('data-sticky-state')).toBeNull();
    expect(await page.locator('[data-sticky-sentinel]').count()).toBe(0);
    const natural = await page
      .locator(sidebar)
      .evaluate((element) => element.getBoundingClientRect().top + scrollY);
    await scrollToY(page, natural + 200);
    // Not sticky: it scrolled away with the page.
    expect(await topOf(page, sidebar)).toBeLessThan(0);
    expect(visit.errors).toEqual([]);
  });

  test('axe finds no violations with the bar and sidebar stuck', async () => {
    const { page } = await site.visit('/e-bikes/');
    await ready(page);
    await scrollToY(page, (await stickLineOf(page, sidebar)) + 100);
    await expect.poll(() => stateOf(page, sidebar)).toBe('stuck');
    expect(await axeViolations(page)).toEqual([]);
  });
});
