// The blog as a reader uses it: scrolling on, the load-more button, the real next link, months in
// the timeline, and what the server receives; plus empty and failing pages and bad markup.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations, withSite } from '../../test/browser/harness';

const site = withSite();

const posts = (page: Page) => page.locator('.fusion-posts-container > article');
const state = (page: Page) => page.locator('.fusion-posts-container').getAttribute('data-blog-state');
const status = (page: Page) => page.getByRole('status');

async function scrollToEnd(page: Page): Promise<void> {
  await page.mouse.move(400, 400);
  await page.mouse.wheel(0, 20_000);
}

describe('blog in Chromium', () => {
  test('scrolling loads page 2 and 3, then shows the finished message and loads no more', async () => {
    const { page } = await site.visit('/blog/');
    await page.locator('.blog__status').waitFor({ state: 'attached' });
    expect(await posts(page).count()).toBe(6);
    await page.evaluate(() => {
      (window as unknown as { loads: string[] }).loads = [];
      window.voorkant!.bus.on('ajax:complete', ({ url }) =>
        (window as unknown as { loads: string[] }).loads.push(url),
      );
    });
    await scrollToEnd(page);
    await expect.poll(() => posts(page).count()).toBe(12);
    await scrollToEnd(page);
    await expect.poll(() => posts(page).count()).toBe(18);
    await expect.poll(() => status(page).textContent()).toBe('Einde van de berichten');
    expect(await state(page)).toBe('done');
    await scrollToEnd(page);
    await page.waitForTimeout(300);
    expect(site.backend.receivedAt(/^\/blog\/page\/\d+\/$/).map((request) => request.path)).toEqual([
      '/blog/page/2/',
      '/blog/page/3/',
    ]);
    expect(await posts(page).nth(6).locator('h2').textContent()).toBe('Verlichting die het altijd doet');
    // The kernel's request observation reported the loads, so other modules refresh.
    const loads = await page.evaluate(() => (window as unknown as { loads: string[] }).loads);
    expect(loads.some((url) => url.endsWith('/blog/page/2/'))).toBe(true);
    // The pagination is gone at the end: no dead next link.
    expect(await page.locator('.fusion-blog-pagination').isHidden()).toBe(true);
  });

  test('the real next link loads in place and moves focus to the first new post', async () => {
    const { page } = await site.visit('/blog/');
    const next = page.getByRole('link', { name: 'Volgende berichten' });
    await page.locator('.blog__status').waitFor({ state: 'attached' });
    expect(await next.getAttribute('href')).toBe('/blog/page/2/');
    await next.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => posts(page).count()).toBeGreaterThanOrEqual(12);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('post-7');
    expect(new URL(page.url()).pathname).toBe('/blog/');
    expect(await next.getAttribute('href')).toMatch(/\/blog\/page\/3\/$/);
  });

  test('the next link used while its page is already loading stays on the page and leads to the new posts', async () => {
    // Page 2 takes a while: reaching the link starts it, and the visitor presses Enter meanwhile.
    site.backend.fault({ path: /^\/blog\/page\/2\/$/, mode: 'slow', delayMs: 1500 });
    const { page } = await site.visit('/blog/');
    await page.locator('.blog__status').waitFor({ state: 'attached' });
    const next = page.getByRole('link', { name: 'Volgende berichten' });
    await next.focus();
    await expect.poll(() => state(page)).toContain('during-ajax');
    await page.keyboard.press('Enter');
    await expect.poll(() => posts(page).count()).toBe(12);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('post-7');
    expect(new URL(page.url()).pathname).toBe('/blog/');
    expect(site.backend.receivedAt(/^\/blog\/page\/\d+\/$/).map((request) => request.path)).toEqual([
      '/blog/page/2/',
    ]);
  });

  test('masonry: the posts take their places with next to no layout shift when the module starts', async () => {
    const { page } = await site.visit('/blog/fotoverhalen/', {
      initScript: `window.__shifts = [];
        new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.__shifts.push(entry.value); })
          .observe({ type: 'layout-shift', buffered: true });`,
    });
    await expect.poll(() => page.locator('.blog--masonry-ready').count()).toBe(1);
    await page.waitForTimeout(300);
    // Every post spans rows matching its height, and no frame had them stacked one row high (that
    // frame scored 0.5 twice): what is left is the move from the plain grid into masonry rows.
    const unplaced = page.locator('.fusion-posts-container > article:not([style*="grid-row-end"])');
    expect(await unplaced.count()).toBe(0);
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.02);
  });

  test('load-more button with JSON posts: focus to the first new post, polite announcement, masonry rows', async () => {
    const { page } = await site.visit('/blog/fotoverhalen/');
    const more = page.getByRole('button', { name: 'Meer berichten laden' });
    await more.click();
    await expect.poll(() => posts(page).count()).toBe(16);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.querySelector('h2')?.textContent))
      .toBe('Kinderfietsen: welke maat past?');
    expect(await status(page).textContent()).toBe('8 nieuwe berichten geladen');
    expect(site.backend.receivedAt(/^\/blog\/fotoverhalen\/page\/2\/$/)[0]?.query.format).toBe('json');
    // Masonry: every post spans rows matching its own height, new posts included.
    const spans = await posts(page).evaluateAll((items) =>
      items.map((item) => (item as HTMLElement).style.gridRowEnd),
    );
    expect(spans.every((span) => /^span \d+$/.test(span))).toBe(true);
    expect(new Set(spans).size).toBeGreaterThan(1);
    await more.click();
    await expect.poll(() => posts(page).count()).toBe(24);
    await more.click();
    await expect.poll(() => status(page).textContent()).toBe('Einde van de berichten');
    expect(await more.isHidden()).toBe(true);
    expect(await posts(page).count()).toBe(32);
  });

  test('next address from ?paged=2', async () => {
    const { page } = await site.visit('/blog/archief/');
    await page.getByRole('button', { name: 'Meer berichten laden' }).click();
    await expect.poll(() => posts(page).count()).toBe(12);
    await page.getByRole('button', { name: 'Meer berichten laden' }).click();
    await expect.poll(() => status(page).textContent()).toBe('Einde van de berichten');
    expect(site.backend.receivedAt(/^\/blog\/archief\/$/).map((request) => request.query.paged)).toEqual([
      undefined,
      '2',
      '3',
    ]);
  });

  test('an empty page ends loading with the finished message', async () => {
    site.backend.state['blog.emptyPages'] = [2];
    const { page } = await site.visit('/blog/archief/');
    await page.getByRole('button', { name: 'Meer berichten laden' }).click();
    await expect.poll(() => status(page).textContent()).toBe('Einde van de berichten');
    expect(await posts(page).count()).toBe(6);
    expect(await state(page)).toBe('done');
  });

  test('a failing page ends scrolling, says so, and leaves the real next link', async () => {
    site.backend.fault({ path: /^\/blog\/page\/2\//, mode: 'status-500' });
    const { page, console } = await site.visit('/blog/');
    await page.locator('.blog__status').waitFor({ state: 'attached' });
    // SPEC 8: the error callback hears 'done' at the end; here it is the bus event with its reason.
    await page.evaluate(() => {
      const heard: string[] = [];
      (window as unknown as { __done: string[] }).__done = heard;
      window.voorkant!.bus.on('blog:done', ({ reason }) => heard.push(reason));
    });
    await scrollToEnd(page);
    await expect
      .poll(() => status(page).textContent())
      .toBe('De volgende berichten konden niet worden geladen.');
    expect(await state(page)).toBe('done');
    expect(await page.evaluate(() => (window as unknown as { __done: string[] }).__done)).toEqual(['failed']);
    expect(await page.getByRole('link', { name: 'Volgende berichten' }).isVisible()).toBe(true);
    expect(
      console.some((line) => line.startsWith('error:') && line.includes('loading more posts failed')),
    ).toBe(true);
    await scrollToEnd(page);
    await page.waitForTimeout(200);
    expect(site.backend.receivedAt(/^\/blog\/page\//)).toHaveLength(1);
  });

  test('masonry after a failed load: the layout is recalculated (spans match the grid as it is now)', async () => {
    site.backend.fault({ path: /^\/blog\/fotoverhalen\/page\/2\//, mode: 'status-500' });
    const { page } = await site.visit('/blog/fotoverhalen/');
    await page.locator('.blog--masonry-ready').waitFor({ state: 'attached' });
    /** Posts whose row span differs from what their content needs at the grid's current gap. */
    const misplaced = () =>
      page.locator('.fusion-posts-container').evaluate((grid) => {
        const gap = Number.parseFloat(getComputedStyle(grid).columnGap) || 0;
        const row = Number.parseFloat(getComputedStyle(grid).gridAutoRows);
        return [...grid.children].filter((post) => {
          const height = post.firstElementChild!.getBoundingClientRect().height;
          return (
            (post as HTMLElement).style.gridRowEnd !== `span ${Math.max(1, Math.ceil((height + gap) / row))}`
          );
        }).length;
      });
    expect(await misplaced()).toBe(0);
    // The theme changes its gap (a style switch): the posts' spans still count the old gap.
    await page.locator('.fusion-posts-container').evaluate((grid) => {
      (grid as HTMLElement).style.columnGap = '72px';
    });
    await expect.poll(misplaced).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Meer berichten laden' }).click();
    await expect
      .poll(() => status(page).textContent())
      .toBe('De volgende berichten konden niet worden geladen.');
    await expect.poll(misplaced).toBe(0);
  });

  test('start errors: no posts, no next link, a next link without address', async () => {
    for (const [settings, message] of [
      [{ itemSelector: '.geen-berichten' }, 'no posts found with ".geen-berichten"'],
      [{ nextSelector: '.geen-link' }, 'no next link found with ".geen-link"'],
      [{ nextSelector: '.fusion-blog-pagination .current' }, 'the next link has no address'],
    ] as const) {
      const visit = await site.visit('/blog/', { settings: { blog: settings } });
      await expect
        .poll(() => visit.console.some((line) => line.startsWith('error:') && line.includes(message)))
        .toBe(true);
      expect(await visit.page.locator('.blog__status').count()).toBe(0);
    }
  });

  test('flags: during-ajax while loading, paused stops loading until resumed', async () => {
    site.backend.fault({ path: /^\/blog\/page\/2\//, mode: 'slow', delayMs: 400, times: 1 });
    const { page } = await site.visit('/blog/');
    await page.locator('.blog__status').waitFor({ state: 'attached' });
    await scrollToEnd(page);
    await expect.poll(() => state(page)).toBe('during-ajax');
    expect(await status(page).textContent()).toBe('Bezig met het ophalen van berichten...');
    await expect.poll(() => posts(page).count()).toBe(12);
    await page.evaluate(() => window.voorkant!.bus.emit('blog:pause', {}));
    expect(await state(page)).toBe('paused');
    await scrollToEnd(page);
    await page.waitForTimeout(300);
    expect(await posts(page).count()).toBe(12);
    await page.evaluate(() => window.voorkant!.bus.emit('blog:resume', {}));
    await expect.poll(() => posts(page).count()).toBe(18);
  });

  test('flags: beyond-max-page when the next page is past the printed page count', async () => {
    site.backend.state['blog.printedPages'] = 2;
    const { page } = await site.visit('/blog/page/2/');
    await page.locator('.blog__status').waitFor({ state: 'attached' });
    await scrollToEnd(page);
    await expect.poll(() => status(page).textContent()).toBe('Einde van de berichten');
    expect((await state(page))?.split(' ').sort()).toEqual(['beyond-max-page', 'done']);
    expect(site.backend.receivedAt(/^\/blog\/page\/3\/$/)).toHaveLength(0);
  });

  test('flags: invalid-page for a next link without a page number, destroyed when the blog leaves the page', async () => {
    const invalid = await site.visit('/blog/', {
      settings: { blog: { nextSelector: '.fusion-posts-container > article a[href]' } },
    });
    await expect.poll(() => state(invalid.page)).toBe('invalid-page');
    expect(invalid.console.some((line) => line.startsWith('error:') && line.includes('no page number'))).toBe(
      true,
    );
    expect(await invalid.page.locator('.blog__status').count()).toBe(0);

    const { page } = await site.visit('/blog/');
    await page.locator('.blog__status').waitFor({ state: 'attached' });
    expect((await state(page)) ?? '').not.toContain('destroyed');
    // The page's own script replaces the blog (as a page builder's re-render would): the kernel
    // sees the feed leave and the feed marks itself destroyed, its loader gone with it.
    await page.evaluate(() => {
      const feed = document.querySelector('.fusion-posts-container')!;
      (window as unknown as { __feed: Element }).__feed = feed;
      feed.closest('.fusion-blog-shortcode, .fusion-blog-archive')?.remove() ?? feed.remove();
    });
    await expect
      .poll(() =>
        page.evaluate(() =>
          (window as unknown as { __feed: Element }).__feed.getAttribute('data-blog-state'),
        ),
      )
      .toContain('destroyed');
    await scrollToEnd(page);
    await page.waitForTimeout(200);
    expect(site.backend.receivedAt(/^\/blog\/page\//)).toHaveLength(0);
  });

  test('a printed page count of 1: no loader and nothing loads on scrolling', async () => {
    site.backend.state['blog.printedPages'] = 1;
    const { page } = await site.visit('/blog/');
    await page.waitForFunction(() =>
      window.voorkant?.status().some((entry) => entry.id === 'blog' && entry.state === 'ready'),
    );
    await scrollToEnd(page);
    await page.waitForTimeout(300);
    expect(await page.locator('.blog__status').count()).toBe(0);
    expect(site.backend.receivedAt(/^\/blog\/page\//)).toHaveLength(0);
    // The theme's own pagination stays the way on.
    expect(await page.getByRole('link', { name: 'Volgende berichten' }).isVisible()).toBe(true);
  });

  test('timeline: a month button collapses and expands its posts, also posts loaded later', async () => {
    const { page } = await site.visit('/blog/tijdlijn/');
    const november = page.getByRole('button', { name: 'november 2026' });
    expect(await november.getAttribute('aria-expanded')).toBe('true');
    await november.click();
    expect(await november.getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('#post-1').isHidden()).toBe(true);
    expect(await page.locator('#post-6').isVisible()).toBe(true);
    await november.press('Enter');
    expect(await page.locator('#post-1').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'oktober 2026' }).click();
    await scrollToEnd(page);
    await expect.poll(() => page.locator('#post-14').count()).toBe(1);
    // Page 2 continues October: its repeated header was dropped, and its posts stay collapsed.
    expect(await page.getByRole('button', { name: 'oktober 2026' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'september 2026' }).count()).toBe(1);
    expect(await page.locator('#post-8').isHidden()).toBe(true);
    // Contrast is measured once the new posts have faded in.
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
          .map((animation) => animation.finished),
      ),
    );
    expect(await axeViolations(page)).toEqual([]);
  });

  test('grid with equal heights: posts in a row are as tall as each other', async () => {
    const { page } = await site.visit('/blog/');
    await page.locator('.blog__status').waitFor({ state: 'attached' });
    const heights = await posts(page).evaluateAll((items) =>
      items.slice(0, 3).map((item) => Math.round(item.getBoundingClientRect().height)),
    );
    expect(new Set(heights).size).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('reduced motion: new posts appear without animation; axe on masonry', async () => {
    const { page } = await site.visit('/blog/fotoverhalen/', { context: { reducedMotion: 'reduce' } });
    await page.getByRole('button', { name: 'Meer berichten laden' }).click();
    await expect.poll(() => posts(page).count()).toBe(16);
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });
});
