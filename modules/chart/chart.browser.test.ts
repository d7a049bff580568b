// Charts as a visitor meets them on /werkplaats-in-cijfers/: a bar chart with two series and a
// doughnut, drawn on their canvases, named as pictures, their legends filled in, and their numbers
// in tables that screen readers read and a button shows. Reduced motion draws the finished chart at
// once; Chart.js comes only to a page with a chart; a failed chunk leaves the page working.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations, modulesReady, withSite } from '../../test/browser/harness';

const site = withSite();

/** How many pixels of the canvas in `#id` are drawn (not transparent). */
const drawnPixels = (page: Page, id: string) =>
  page.locator(`#${id} canvas`).evaluate((canvas: HTMLCanvasElement) => {
    if (!canvas.width || !canvas.height) return 0;
    const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    let drawn = 0;
    for (let index = 3; index < data.length; index += 4) if (data[index]! > 0) drawn++;
    return drawn;
  });

/**
 * Records, on the page, how many pixels each chart's canvas has drawn in the very task that names
 * it (the module names the canvas, then has Chart.js draw): a chart that animates has drawn
 * nothing yet, one that does not has drawn all of it.
 */
const firstDrawRecorder = `
  window.__firstDraw = {};
  new MutationObserver((records) => {
    for (const record of records) {
      const canvas = record.target;
      if (canvas.localName !== 'canvas' || !canvas.getAttribute('role') || !canvas.width) continue;
      const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
      let drawn = 0;
      for (let index = 3; index < data.length; index += 4) if (data[index] > 0) drawn++;
      window.__firstDraw[canvas.closest('.fusion-chart').id] = drawn;
    }
  }).observe(document, { subtree: true, attributeFilter: ['role'] });
`;

interface FirstDraw {
  __firstDraw: Record<string, number>;
}

describe('chart in Chromium', () => {
  test('the bar chart and the doughnut are drawn, named as pictures, with their legends and tables', async () => {
    const { page, errors, chunks } = await site.visit('/werkplaats-in-cijfers/');
    const bars = page.locator('#fusion-chart-1');
    await bars.scrollIntoViewIfNeeded();
    await modulesReady(page, 'chart');
    await expect.poll(() => drawnPixels(page, 'fusion-chart-1')).toBeGreaterThan(2000);
    await page.locator('#fusion-chart-2').scrollIntoViewIfNeeded();
    await expect.poll(() => drawnPixels(page, 'fusion-chart-2')).toBeGreaterThan(2000);
    expect(chunks()).toEqual(expect.arrayContaining(['chart', 'chart-library']));

    const picture = page.getByRole('img', { name: /^Staafdiagram: Reparaties per maand in 2025\./ });
    expect(await picture.getAttribute('aria-label')).toBe(
      'Staafdiagram: Reparaties per maand in 2025. Gewone fietsen, E-bikes. De cijfers staan in de tabel bij de grafiek',
    );
    expect(await page.getByRole('img', { name: /^Ringdiagram: Waarvoor fietsen binnenkwamen/ }).count()).toBe(
      1,
    );

    // The builder's legend list, coloured like the series.
    const legend = bars.locator('.fusion-chart-legend-wrap li span');
    expect(await legend.allTextContents()).toEqual(['Gewone fietsen', 'E-bikes']);
    expect(await legend.first().evaluate((span) => getComputedStyle(span).backgroundColor)).toBe(
      'rgb(15, 118, 110)',
    );
    expect(await page.locator('#fusion-chart-2 .fusion-chart-legend-wrap li').count()).toBe(5);

    // The numbers, as a table with the chart's title as caption: out of sight but in the page.
    const table = page.getByRole('table', { name: 'Reparaties per maand in 2025' });
    expect(await table.getByRole('columnheader').allTextContents()).toEqual(['Gewone fietsen', 'E-bikes']);
    const june = table.getByRole('row', { name: /^jun/ });
    expect(await june.getByRole('cell').allTextContents()).toEqual(['126', '71']);
    expect(
      await table.evaluate((element) => element.parentElement!.getBoundingClientRect().height),
    ).toBeLessThanOrEqual(1);
    const doughnut = page.getByRole('table', { name: 'Waarvoor fietsen binnenkwamen' });
    expect(
      await doughnut
        .getByRole('row', { name: /^Lekke band/ })
        .getByRole('cell')
        .textContent(),
    ).toBe('412');

    // The button shows the table, and hides it again; keyboard only.
    const toggle = bars.getByRole('button', { name: 'Toon de cijfers' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(
      await table.evaluate((element) => element.parentElement!.getBoundingClientRect().height),
    ).toBeGreaterThan(100);
    const shown = bars.getByRole('button', { name: 'Verberg de cijfers' });
    expect(await shown.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Enter');
    expect(
      await table.evaluate((element) => element.parentElement!.getBoundingClientRect().height),
    ).toBeLessThanOrEqual(1);

    expect(await axeViolations(page, '.fusion-chart')).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('the table shown passes axe too', async () => {
    const { page } = await site.visit('/werkplaats-in-cijfers/');
    await page.locator('#fusion-chart-1').scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Toon de cijfers' }).first().click();
    expect(await axeViolations(page, '.fusion-chart')).toEqual([]);
  });

  test('animated by default; under reduced motion drawn whole at once', async () => {
    const animated = await site.visit('/werkplaats-in-cijfers/', { initScript: firstDrawRecorder });
    await animated.page.locator('#fusion-chart-1').scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        animated.page.evaluate(() => (window as unknown as FirstDraw).__firstDraw['fusion-chart-1']),
      )
      .toBeDefined();
    await expect.poll(() => drawnPixels(animated.page, 'fusion-chart-1')).toBeGreaterThan(2000);
    const animatedFirst = await animated.page.evaluate(
      () => (window as unknown as FirstDraw).__firstDraw['fusion-chart-1'],
    );
    const animatedLast = await drawnPixels(animated.page, 'fusion-chart-1');
    expect(animatedFirst).toBeLessThan(animatedLast / 2);
    await site.leave(animated);

    const still = await site.visit('/werkplaats-in-cijfers/', {
      initScript: firstDrawRecorder,
      context: { reducedMotion: 'reduce' },
    });
    await still.page.locator('#fusion-chart-1').scrollIntoViewIfNeeded();
    await expect
      .poll(() => still.page.evaluate(() => (window as unknown as FirstDraw).__firstDraw['fusion-chart-1']))
      .toBeDefined();
    const first = await still.page.evaluate(
      () => (window as unknown as FirstDraw).__firstDraw['fusion-chart-1'],
    );
    await still.page.waitForTimeout(300);
    expect(first).toBeGreaterThan(2000);
    expect(await drawnPixels(still.page, 'fusion-chart-1')).toBe(first);
  });

  test('a page without a chart never fetches Chart.js', async () => {
    const { page, chunks, requests } = await site.visit('/werkplaats/');
    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(300);
    expect(chunks()).not.toContain('chart');
    expect(chunks()).not.toContain('chart-library');
    expect(requests.some((url) => /\/chunks\/.*chart/.test(url))).toBe(false);
  });

  test("the module's chunk answers 404: reported by the kernel, the canvases stay empty, the page works", async () => {
    site.backend.fault({ path: /\/chunks\/[\w-]+\/chart\.js/, mode: 'status-404' });
    const { page, console: lines, errors } = await site.visit('/werkplaats-in-cijfers/');
    await page.locator('#fusion-chart-1').scrollIntoViewIfNeeded();
    await expect.poll(() => lines.some((line) => line.includes('"chart"'))).toBe(true);
    expect(await drawnPixels(page, 'fusion-chart-1')).toBe(0);
    expect(await page.locator('.chart__table').count()).toBe(0);
    expect(errors).toEqual([]);
    // Nothing in the console beyond the failed request and the kernel's report of it.
    expect(
      lines.filter(
        (line) => line.startsWith('error') && !line.includes('"chart"') && !line.includes('status of 404'),
      ),
    ).toEqual([]);
  });

  test("Chart.js's chunk answers 404: the table shows in the chart's place, with a warning", async () => {
    site.backend.fault({ path: /\/chunks\/[\w-]+\/chart-library\.js/, mode: 'status-404' });
    const { page, console: lines, errors } = await site.visit('/werkplaats-in-cijfers/');
    await page.locator('#fusion-chart-1').scrollIntoViewIfNeeded();
    const table = page.getByRole('table', { name: 'Reparaties per maand in 2025' });
    await expect
      .poll(() => table.evaluate((element) => element.parentElement!.getBoundingClientRect().height))
      .toBeGreaterThan(100);
    expect(lines.some((line) => line.includes('Chart.js could not be loaded'))).toBe(true);
    expect(await page.locator('#fusion-chart-1 canvas').getAttribute('role')).toBeNull();
    expect(await page.locator('#fusion-chart-1 .chart__toggle').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
