// The stylesheet net (dist/kernel.css, kernel/net-build.ts) as a visitor meets it: when no Voorkant
// script arrives at all (kernel.js answers 404 or hangs), every gate CSS can lift is lifted after the
// net's delay, on every demo page, at phone and desktop width; where the kernel runs, the net never
// shows what a working module keeps hidden, and a kernel that arrives after the net acted hides
// nothing it showed. The delay is shortened through the stylesheet a host would add (`?netdelay=`).
import type { Page } from 'playwright-core';
import { describe, expect, it, test } from 'vitest';
import { allPages } from '../../demo/server/pages';
import { modulesReady, withSite } from './harness';
import { closedGates } from './site/gates';

const site = withSite({ reusePages: true });
const kernel = /^\/dist\/kernel\.js$/;
const netDelayMs = 300;

/**
 * Gates no stylesheet can lift, each with why: what the visitor misses there is content a script
 * writes, not content a rule hides. The JavaScript net (which needs kernel.js) lifts them.
 */
const scriptOnly = new Set([
  // The real source is in a data attribute; only a script can make it the image's source.
  'lazy image without its source',
  // The server prints 0; the final number is text a script writes.
  'counter still 0',
  // The width comes from aria-valuenow; typed attr() could read it, but is left out for bytes.
  'progress bar at 0%',
]);

const routes = allPages()
  .map((page) => page.route)
  .filter((route) => !route.startsWith('/bench/'));

const stillClosed = async (page: Page) =>
  (await closedGates(page)).filter((closed) => !scriptOnly.has(closed.gate));

/** Whether the phone visitor can reach the main menu's links without any script. */
const menuLinksShown = (page: Page) =>
  page
    .locator('.fusion-header nav.fusion-main-menu a[href]')
    .evaluateAll((links) => links.filter((link) => link.getClientRects().length > 0).length);

describe('the stylesheet net, when no Voorkant script arrives', () => {
  for (const mode of ['status-404', 'hang'] as const) {
    it.each(routes)(
      `%s, kernel.js ${mode === 'hang' ? 'hanging' : 'answering 404'}: nothing gated stays hidden at 375 and 1280 px`,
      async (route) => {
        site.backend.fault({ path: kernel, mode });
        const visit = await site.visit(route, {
          context: { viewport: { width: 375, height: 800 } },
          query: { netdelay: String(netDelayMs) },
          waitForKernel: false,
          waitUntil: 'domcontentloaded',
        });
        const { page } = visit;
        await page.waitForTimeout(netDelayMs + 300);
        expect(await page.evaluate(() => window.voorkant)).toBeUndefined();
        expect(await stillClosed(page)).toEqual([]);
        if ((await page.locator('.fusion-header nav.fusion-main-menu').count()) > 0)
          expect(await menuLinksShown(page)).toBeGreaterThan(3);
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.evaluate(() => new Promise(requestAnimationFrame));
        expect(await stillClosed(page)).toEqual([]);
        expect(visit.errors).toEqual([]);
      },
    );
  }

  test('before its delay the theme’s gates hold: the net never acts at the first paint', async () => {
    site.backend.fault({ path: kernel, mode: 'status-404' });
    // A site's reduced-motion reset that zeroes every animation delay does not make it act at once.
    const { page } = await site.visit('/', {
      context: { reducedMotion: 'reduce' },
      query: { netdelay: '1500' },
      waitForKernel: false,
      initScript: `document.addEventListener('DOMContentLoaded', () => {
        const reset = document.createElement('style');
        reset.textContent = '@media (prefers-reduced-motion: reduce) { *, *::before, *::after { animation-delay: 0s !important; animation-duration: 0.01ms !important; } }';
        document.head.append(reset);
      });`,
    });
    const animated = page.locator('.fusion-animated').first();
    await page.waitForTimeout(300);
    expect(await animated.evaluate((element) => getComputedStyle(element).visibility)).toBe('hidden');
    await expect
      .poll(() => animated.evaluate((element) => getComputedStyle(element).visibility))
      .toBe('visible');
  });

  test('a theme script the host kept (body.voorkant-theme-<id>): its gates stay with it, the others lift', async () => {
    site.backend.fault({ path: kernel, mode: 'status-404' });
    const { page } = await site.visit('/', {
      query: { netdelay: '800' },
      waitForKernel: false,
      initScript: `document.addEventListener('DOMContentLoaded', () => document.body.classList.add('voorkant-theme-scroll-animations'));`,
    });
    await page.waitForTimeout(1100);
    // The net acted: its animation on html has run out.
    expect(await page.evaluate(() => document.documentElement.getAnimations()[0]?.playState)).toBe(
      'finished',
    );
    const gates = (await stillClosed(page)).map((closed) => closed.gate);
    expect(gates.length).toBeGreaterThan(0);
    expect(new Set(gates)).toEqual(new Set(['.fusion-animated{visibility:hidden}']));
  });
});

describe('the stylesheet net, where the kernel runs', () => {
  test('it never shows what a working module keeps hidden: inactive panes, columns still to animate in', async () => {
    const { page } = await site.visit('/uitslagen/', { query: { netdelay: '1500' } });
    await modulesReady(page, 'builder-tabs');
    expect(await page.evaluate(() => document.body.classList.contains('voorkant'))).toBe(true);
    await page.waitForTimeout(1800);
    const panes = page.locator('.fusion-tabs > .tab-content > .tab-pane');
    const shown = await panes.evaluateAll(
      (all) => all.filter((pane) => pane.getClientRects().length > 0).length,
    );
    expect(shown).toBe(1);
    const home = await site.visit('/e-bikes/', {
      context: { viewport: { width: 375, height: 800 } },
      query: { netdelay: '1500' },
    });
    await modulesReady(home.page, 'scroll-animations');
    await home.page.waitForTimeout(1800);
    const below = home.page.locator('.fusion-animated').last();
    const hidden = () => below.evaluate((element) => getComputedStyle(element).visibility);
    expect(await below.evaluate((element) => element.getBoundingClientRect().top > innerHeight)).toBe(true);
    expect(await hidden()).toBe('hidden');
    await below.scrollIntoViewIfNeeded();
    await expect.poll(hidden).toBe('visible');
  });

  test('a kernel that arrives after the net acted hides nothing the net showed', async () => {
    site.backend.fault({ path: kernel, mode: 'slow', delayMs: 1500 });
    const { page } = await site.visit('/uitslagen/', {
      query: { netdelay: '200' },
      waitForKernel: false,
      waitUntil: 'domcontentloaded',
    });
    await page.waitForTimeout(600);
    const shownPanes = () =>
      page
        .locator('.fusion-tabs > .tab-content > .tab-pane')
        .evaluateAll((all) => all.filter((pane) => pane.getClientRects().length > 0).length);
    const before = await shownPanes();
    expect(before).toBeGreaterThan(1);
    await expect.poll(() => page.evaluate(() => Boolean(window.voorkant))).toBe(true);
    await modulesReady(page, 'builder-tabs');
    expect(await page.evaluate(() => document.body.classList.contains('voorkant'))).toBe(true);
    await page.waitForTimeout(300);
    expect(await shownPanes()).toBe(before);
    expect(await stillClosed(page)).toEqual([]);
  });
});
