// The theme's user-agent classes as visitors meet them on the blog archive, whose page title bar has
// the theme's fixed ("parallax") background: on a phone the theme's stylesheet lets it scroll with
// the page once <html> says `ua-mobile`, from the first view; on a desktop nothing is fetched for it
// until the first scroll, and the background stays put. Switched off, no class and no chunk.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { modulesReady, withSite } from '../../test/browser/harness';

const site = withSite();

const phone = {
  viewport: { width: 390, height: 800 },
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  isMobile: true,
  hasTouch: true,
};

const uaClasses = (page: Page) =>
  page.evaluate(() =>
    [...document.documentElement.classList].filter((name) => /^(ua-|js$|no-js$)/.test(name)),
  );
const titleBackground = (page: Page) =>
  page.locator('.fusion-page-title-bar').evaluate((bar) => getComputedStyle(bar).backgroundAttachment);
const state = (page: Page) =>
  page.evaluate(() => window.voorkant?.status().find((status) => status.id === 'theme-base')?.state);
const chunkRequested = (page: Page) =>
  page.evaluate(() =>
    performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('/theme-base.js')),
  );

describe('theme-base in Chromium', () => {
  test('on a phone: ua-mobile and ua-chrome from the first view, and the fixed title background scrolls', async () => {
    const { page } = await site.visit('/blog/archief/', { context: phone });
    await modulesReady(page, 'theme-base');
    expect(await uaClasses(page)).toEqual(['ua-mobile', 'ua-chrome']);
    expect(await titleBackground(page)).toBe('scroll');
    expect(await page.evaluate(() => scrollY)).toBe(0);
  });

  test('on a desktop: nothing fetched before the first scroll, then ua-chrome only; the background stays fixed', async () => {
    const { page } = await site.visit('/blog/archief/', {
      context: { viewport: { width: 1280, height: 800 } },
    });
    expect(await titleBackground(page)).toBe('fixed');
    await page.waitForTimeout(300);
    expect(await state(page)).toBe('waiting');
    expect(await chunkRequested(page)).toBe(false);
    expect(await uaClasses(page)).toEqual([]);
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 400);
    await modulesReady(page, 'theme-base');
    expect(await uaClasses(page)).toEqual(['ua-chrome']);
    expect(await titleBackground(page)).toBe('fixed');
  });

  test('switched off by the administrator: no class, no chunk, and on a phone the background stays fixed', async () => {
    const { page } = await site.visit('/blog/archief/', {
      context: phone,
      settings: { modules: { 'theme-base': false } },
    });
    await page.waitForTimeout(300);
    expect(await state(page)).toBe('off');
    expect(await chunkRequested(page)).toBe(false);
    expect(await uaClasses(page)).toEqual([]);
    expect(await titleBackground(page)).toBe('fixed');
  });

  test("a page without the theme's settings (no fusionJSVars): the module does not apply", async () => {
    const { page } = await site.visit('/blog/archief/', {
      context: phone,
      initScript: `Object.defineProperty(window, 'fusionJSVars', { configurable: false, get: () => undefined, set() {} });`,
    });
    await page.waitForTimeout(300);
    expect(await state(page)).toBe('off');
    expect(await chunkRequested(page)).toBe(false);
    expect(await uaClasses(page)).toEqual([]);
  });
});
