// The pages of record (issue 15): one demo page per kind of real page, at phone and desktop width,
// as a visitor reads them. After scrolling through, none of the theme's gated elements stays
// hidden, the menus open, tabs and toggles switch, and the console has no error. Then the same with
// every module's chunk answering 404, and with the gated modules' chunks hanging: the safety net must
// leave nothing hidden either. (Every chunk hanging at once would hold all six of the demo server's
// HTTP/1.1 connections, the safety net's own chunk then waiting behind them; a real site speaks
// HTTP/2, and each module's own test hangs its chunk alone.)
// Writes test/artifacts/pages-of-record.md, what each page shows in each case.
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { type Visit, withSite } from '../harness';
import { closedGates, readThrough } from './gates';
import { registryEntries } from './site-walk';

const pagesOfRecord: Record<string, string> = {
  '/': 'home: Avada Slider hero, animated columns',
  '/uitslagen/': 'results: builder tabs in a 100%-height container',
  '/videos/': 'gallery with video elements and a video background',
  '/blog/': 'blog archive, infinite scroll',
  '/blog/archief/': 'blog archive, load-more button',
  '/blog/overzicht/': 'blog, numbered pagination',
  '/contact/': 'contact page with encoded addresses',
  '/veelgestelde-vragen/': 'toggles, accordion and FAQ',
};

/** Every module's own chunk (not the kernel's runtime or shared chunks): what "every chunk failing" fails. */
const moduleChunks = new RegExp(
  `^/dist/chunks/[\\w-]+/(${registryEntries()
    .map((entry) => entry.id)
    .join('|')})\\.js$`,
);

/** The modules behind the gates of the pages of record (header, hero, animations, tabs, toggles): at most three per page. */
const gatedChunks =
  /^\/dist\/chunks\/[\w-]+\/(header|avada-slider|scroll-animations|builder-tabs|toggles)\.js$/;

const outcomes = new Map<string, Map<string, string>>();
function record(route: string, variant: string, outcome: string): void {
  if (!outcomes.has(route)) outcomes.set(route, new Map());
  outcomes.get(route)!.set(variant, outcome);
}

const opacity = (page: Page, selector: string) =>
  // Without waiting: an element the page does not have counts as not shown.
  page
    .locator(selector)
    .evaluateAll((elements) => (elements[0] ? Number(getComputedStyle(elements[0]).opacity) : 0))
    .catch(() => 0);

/**
 * The main menu opens: a drop-down by hover at desktop width, the phone menu by its button, which
 * closes it again (the open flyout covers the page, as the theme's does, so nothing under it could
 * be used while it is open).
 */
async function menuOpens(visit: Visit, width: number): Promise<void> {
  const { page } = visit;
  await page.evaluate(() => window.scrollTo(0, 0));
  if (width > 1000) {
    const item = page.locator('nav.fusion-main-menu li.menu-item-has-children').first();
    await item.hover();
    await expect
      .poll(() => item.locator('.sub-menu, .fusion-megamenu-wrapper').first().isVisible())
      .toBe(true);
  } else {
    const toggle = page.locator('.fusion-flyout-menu-toggle').first();
    await toggle.click();
    const links = page.locator('nav.fusion-mobile-nav-holder a[href]').locator('visible=true');
    await expect.poll(() => links.count()).toBeGreaterThan(3);
    await toggle.click();
    await expect.poll(() => links.count()).toBe(0);
  }
}

/** The second tab of the page's first tabs element shows its pane (the phone copy of its link below the break point). */
async function tabsSwitch(page: Page): Promise<void> {
  const tabs = page.locator('.fusion-tabs').first();
  if ((await tabs.count()) === 0) return;
  const second = tabs.locator('.nav-tabs a.tab-link').nth(1);
  const pane = await second.getAttribute('href');
  const trigger = (await second.isVisible())
    ? second
    : tabs.locator(`.fusion-mobile-tab-nav a[href="${pane}"]`);
  await trigger.scrollIntoViewIfNeeded();
  await trigger.click();
  await expect.poll(() => tabs.locator(pane!).isVisible()).toBe(true);
}

/** A closed toggle opens its panel. */
async function togglesSwitch(page: Page): Promise<void> {
  const title = page
    .locator('.fusion-accordian .panel-title a[aria-expanded="false"]')
    .locator('visible=true')
    .first();
  if ((await title.count()) === 0) return;
  const panel = (await title.getAttribute('data-target')) ?? (await title.getAttribute('href'));
  await title.scrollIntoViewIfNeeded();
  await title.click();
  await expect.poll(() => page.locator(`[id="${panel!.slice(1)}"]`).isVisible()).toBe(true);
}

describe('pages of record, as a visitor reads them', () => {
  const site = withSite({ reusePages: true });

  afterAll(() => {
    const variants = [
      '375 px',
      '1280 px',
      'chunks 404, 375 px',
      'chunks 404, 1280 px',
      'gated chunks hang, 375 px',
    ];
    const lines = [
      `| page | what it is | ${variants.join(' | ')} |`,
      `| --- | --- | ${variants.map(() => '---').join(' | ')} |`,
      ...Object.entries(pagesOfRecord).map(
        ([route, what]) =>
          `| ${route} | ${what} | ${variants.map((variant) => outcomes.get(route)?.get(variant) ?? '–').join(' | ')} |`,
      ),
    ];
    const dir = new URL('../../artifacts/', import.meta.url).pathname;
    mkdirSync(dir, { recursive: true });
    writeFileSync(`${dir}pages-of-record.md`, `${lines.join('\n')}\n`);
    console.log(`\nPages of record:\n${lines.join('\n')}\n`);
  });

  for (const width of [375, 1280]) {
    it.each(Object.keys(pagesOfRecord))(
      `%s at ${width} px: nothing stays hidden, menus open, tabs and toggles switch, no console error`,
      async (route) => {
        const variant = `${width} px`;
        record(route, variant, 'FAIL');
        const visit = await site.visit(route, { context: { viewport: { width, height: 800 } } });
        await readThrough(visit.page);
        expect(await closedGates(visit.page)).toEqual([]);
        expect(await opacity(visit.page, '#toTop')).toBeGreaterThan(0);
        await menuOpens(visit, width);
        await tabsSwitch(visit.page);
        await togglesSwitch(visit.page);
        expect(visit.errors).toEqual([]);
        expect(visit.console.filter((line) => line.startsWith('error:'))).toEqual([]);
        record(route, variant, 'all shown, all working');
      },
    );
  }

  for (const [mode, widths] of [
    ['status-404', [375, 1280]],
    ['hang', [375]],
  ] as const) {
    for (const width of widths) {
      it.each(Object.keys(pagesOfRecord))(
        `%s with ${mode === 'hang' ? 'the gated modules’ chunks hanging' : 'every module chunk answering 404'} at ${width} px: the safety net leaves nothing hidden`,
        async (route) => {
          const variant = `${mode === 'hang' ? 'gated chunks hang' : 'chunks 404'}, ${width} px`;
          record(route, variant, 'FAIL');
          site.backend.fault({ path: mode === 'hang' ? gatedChunks : moduleChunks, mode });
          const visit = await site.visit(route, {
            context: { viewport: { width, height: 800 } },
            settings: { safetyNetMs: 800 },
            waitForKernel: false,
          });
          await readThrough(visit.page);
          await visit.page.waitForTimeout(1000);
          expect(await closedGates(visit.page)).toEqual([]);
          expect(await opacity(visit.page, '#toTop')).toBeGreaterThan(0);
          if (width <= 1000) await menuOpens(visit, width);
          expect(visit.errors).toEqual([]);
          record(route, variant, 'all shown (safety net)');
        },
      );
    }
  }
});
