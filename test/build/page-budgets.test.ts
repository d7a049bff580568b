// Page budgets, by the byte, against the production build in Chromium: what each demo page makes a
// visitor download before any interaction. A page that no module matches downloads the kernel only;
// pages listed in bench/budgets.json `pageJsGzip` (the typical article page first) stay within it.
// Timings are the bench's business (`npm run bench`), never asserted here.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import budgets from '../../bench/budgets.json';
import { bytesBeforeInteraction, measurePageBytes } from '../../bench/page-bytes';
import { allPages } from '../../demo/server/pages';
import { type DemoServer, startDemoServer } from '../../demo/server/server';
import { launchChromium } from '../browser/chromium';

const pageBudgets: Record<string, number> = budgets.pageJsGzip;

// The pages are measured two at a time (the build project's maxConcurrency): bytes, not timings,
// and each page waits for its own network to go quiet.
describe.concurrent('page budgets (production build, gzip bytes)', () => {
  let server: DemoServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([
      startDemoServer({ dist: 'dist' }),
      launchChromium({ forTests: true }),
    ]);
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('every budgeted page exists', () => {
    const routes = allPages().map((page) => page.route);
    for (const route of Object.keys(pageBudgets)) expect(routes, route).toContain(route);
  });

  it('a page without the platform settings where no selector matches downloads the kernel only', async () => {
    // The plain layout has no site menu; without the anti-spam add-on's settings the signals have
    // nothing to do, and without the theme's (another theme's page) neither has theme-base.
    const route = '/nieuwsbrief/bevestigd/?platform=none&theme=none';
    const bytes = await measurePageBytes(browser, server.url, route);
    expect(bytes.matched).toEqual([]);
    expect(bytes.afterScroll.scripts).toEqual(['kernel.js']);
  });

  it.each(allPages().map((page) => page.route))(
    '%s: kernel only when nothing matches, within its budget before interaction',
    async (route) => {
      // Reading down the page and the first click are the bench's to report (`npm run bench`).
      const { bytes: before, matched } = await bytesBeforeInteraction(browser, server.url, route);
      console.log(
        `${route}: ${before.jsGzipBytes} B gzip before interaction (${before.scripts.join(', ')}; ` +
          `chain ${before.chain.join(' → ')}); matched: ${matched.join(', ') || 'none'}`,
      );
      // kernel.js is the first script asked for, but for the host's modulepreload hints, which the
      // page itself asks for (demo/server/preload-hints.ts).
      const html = await (await fetch(`${server.url}${route}`)).text();
      const hinted = [...html.matchAll(/<link rel="modulepreload" href="\/dist\/([^"]+)">/g)].map(
        (hint) => hint[1],
      );
      expect(before.scripts).toContain('kernel.js');
      for (const early of before.scripts.slice(0, before.scripts.indexOf('kernel.js')))
        expect(hinted, `${early} before kernel.js`).toContain(early);
      if (matched.length === 0) expect(before.scripts).toEqual(['kernel.js']);
      // kernel.js, then every chunk the first scan needs, in parallel: a chunk that a chunk asks for
      // is a third round trip before the page is ready (issue 17; a module's lazy part comes with its
      // chunk through the registry's `along`).
      expect(before.chain.length, before.chain.join(' → ')).toBeLessThanOrEqual(2);
      const budget = pageBudgets[route];
      // The budget is what a page costs before the visitor does anything (issue 10). Scrolling on
      // brings what comes into view (lazy images, badges, encoded contacts): reported, not budgeted.
      if (budget !== undefined)
        expect(before.jsGzipBytes, `${route} before interaction`).toBeLessThanOrEqual(budget);
    },
    30_000,
  );
});
