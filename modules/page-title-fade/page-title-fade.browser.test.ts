// The page title bar's fading as a visitor meets it on /winkel/fietsen/: whole at the top, fading
// evenly as the text scrolls up under the header, gone once it has passed, whole again on the way
// back; one style write a frame however many scroll events; a side header's later start; whole
// under the keyboard focus, under reduced motion, on phones, with the option off, and when the
// chunk fails; a bad header position named in the console.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations, moduleState, modulesReady, withSite } from '../../test/browser/harness';

const site = withSite();
const route = '/winkel/fietsen/';
const desktop = { viewport: { width: 1280, height: 800 } };

/** The title text as the visitor sees it: its computed opacity, its place and the written style. */
const title = (page: Page) =>
  page.locator('.fusion-page-title-wrapper').evaluate((text: HTMLElement) => {
    const box = text.getBoundingClientRect();
    return {
      opacity: Number(getComputedStyle(text).opacity),
      top: box.top + window.scrollY,
      height: box.height,
      written: text.style.opacity,
    };
  });
const scrollTo = (page: Page, y: number) => page.evaluate((to) => window.scrollTo(0, to), y);

/** Opens the page, scrolls a little (the module loads on the first scroll) and waits for it. */
async function opened(page: Page) {
  await scrollTo(page, 2);
  await modulesReady(page, 'page-title-fade');
  return title(page);
}

describe('page-title-fade in Chromium', () => {
  test('whole at the top, half way through its height half, gone past it, whole again back up', async () => {
    const { page, errors } = await site.visit(route, { context: desktop });
    expect((await title(page)).opacity).toBe(1);
    const text = await opened(page);
    expect(text.height).toBeGreaterThan(200);
    // A top header: the fade starts 100 px before the text reaches the window's top, never above the page.
    const start = Math.max(0, text.top - 100);
    await scrollTo(page, start);
    await expect.poll(async () => (await title(page)).opacity).toBe(1);
    await scrollTo(page, start + text.height / 2);
    await expect.poll(async () => (await title(page)).opacity).toBeCloseTo(0.5, 2);
    await scrollTo(page, start + text.height / 4);
    await expect.poll(async () => (await title(page)).opacity).toBeCloseTo(0.75, 2);
    await scrollTo(page, start + text.height + 50);
    await expect.poll(async () => (await title(page)).opacity).toBe(0);
    await scrollTo(page, 0);
    await expect.poll(async () => (await title(page)).opacity).toBe(1);
    // Nothing of ours is left on the text at the top.
    expect((await title(page)).written).toBe('');
    expect(errors).toEqual([]);
  });

  test('many scroll events in one frame make one style write', async () => {
    const { page } = await site.visit(route, { context: desktop });
    const text = await opened(page);
    const writes = await page.evaluate(
      async (y) => {
        const element = document.querySelector('.fusion-page-title-wrapper')!;
        let count = 0;
        const seen = new MutationObserver((records) => {
          count += records.length;
        });
        seen.observe(element, { attributes: true, attributeFilter: ['style'] });
        window.scrollTo(0, y);
        for (let event = 0; event < 10; event++) window.dispatchEvent(new Event('scroll'));
        await new Promise(requestAnimationFrame);
        await new Promise(requestAnimationFrame);
        seen.disconnect();
        return count;
      },
      Math.max(0, text.top - 100) + text.height / 2,
    );
    expect(writes).toBe(1);
  });

  test('a side header starts the fade when the text itself reaches the window top', async () => {
    const { page } = await site.visit(route, {
      context: desktop,
      settings: { 'page-title-fade': { headerPosition: 'left' } },
    });
    const text = await opened(page);
    await scrollTo(page, text.top + text.height / 2);
    await expect.poll(async () => (await title(page)).opacity).toBeCloseTo(0.5, 2);
  });

  test('a header position the theme does not know is named in the console, and read as top', async () => {
    const { page, console } = await site.visit(route, {
      context: desktop,
      settings: { 'page-title-fade': { headerPosition: 'midden' } },
    });
    const text = await opened(page);
    expect(console.some((line) => /page-title-fade.*header position "midden"/.test(line))).toBe(true);
    await scrollTo(page, Math.max(0, text.top - 100) + text.height / 2);
    await expect.poll(async () => (await title(page)).opacity).toBeCloseTo(0.5, 2);
  });

  test('keyboard focus on a breadcrumb shows the faded title whole, and it fades again when focus leaves', async () => {
    const { page } = await site.visit(route, { context: desktop });
    const text = await opened(page);
    await scrollTo(page, Math.max(0, text.top - 100) + text.height / 2);
    await expect.poll(async () => (await title(page)).opacity).toBeCloseTo(0.5, 2);
    const crumb = page.getByRole('navigation', { name: 'Kruimelpad' }).getByRole('link', { name: 'Winkel' });
    // Focus without scrolling, so what shows the title is the focus, not a scroll back up.
    await crumb.evaluate((link: HTMLElement) => link.focus({ preventScroll: true }));
    expect((await title(page)).opacity).toBe(1);
    await crumb.evaluate((link: HTMLElement) => link.blur());
    expect((await title(page)).opacity).toBeCloseTo(0.5, 2);
  });

  const stillCases = [
    ['reduced motion', { context: { ...desktop, reducedMotion: 'reduce' as const } }],
    ['the theme option off', { context: desktop, settings: { 'page-title-fade': { fading: false } } }],
    [
      'a phone',
      {
        context: {
          viewport: { width: 390, height: 800 },
          userAgent:
            'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
        },
      },
    ],
  ] as const;
  for (const [name, options] of stillCases)
    test(`${name}: the title stays whole however far the visitor scrolls`, async () => {
      const { page } = await site.visit(route, options);
      const text = await opened(page);
      await scrollTo(page, text.top + text.height / 2);
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      expect(await title(page)).toMatchObject({ opacity: 1, written: '' });
    });

  test('the page with its title bar passes axe', async () => {
    const { page } = await site.visit(route, { context: desktop });
    await opened(page);
    await scrollTo(page, 0);
    await expect.poll(async () => (await title(page)).opacity).toBe(1);
    expect(await axeViolations(page, '.avada-page-titlebar-wrapper')).toEqual([]);
  });

  test('chunk answers 404: the title stays whole as the visitor scrolls', async () => {
    site.backend.fault({ path: /\/chunks\/[\w-]+\/page-title-fade\.js/, mode: 'status-404' });
    const { page, errors } = await site.visit(route, { context: desktop });
    await scrollTo(page, 2);
    await expect.poll(() => moduleState(page, 'page-title-fade')).toBe('failed');
    const text = await title(page);
    await scrollTo(page, text.top + text.height / 2);
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    expect((await title(page)).opacity).toBe(1);
    expect(errors).toEqual([]);
  });
});
