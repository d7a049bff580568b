// The blog pages of record as a reader uses them, on the theme's real markup (THEME-MARKUP.md, "blog")
// under the demo's theme stylesheet: infinite scroll on the archive, the server's load-more button
// on a masonry element and on an archive whose mode comes from `blog_pagination_type`, numbered
// pagination left to its links, the timeline's months; the loader's texts as elements; what the
// server receives; empty, failing and hanging cases; the safety net; axe.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  axeViolations,
  contentShift,
  contentShiftRecorder,
  modulesReady,
  pageAnimationCount,
  settleAnimations,
  withSite,
} from '../../test/browser/harness';

const site = withSite();
const phone = { viewport: { width: 375, height: 740 } };

const posts = (page: Page) => page.locator('.fusion-posts-container article.post:not(.fusion-grid-sizer)');
const state = (page: Page) => page.locator('.fusion-posts-container').getAttribute('data-blog-state');
const status = (page: Page) => page.getByRole('status');
const loaderReady = (page: Page) => page.locator('.fusion-loading-container').waitFor({ state: 'attached' });
const blogPages = (path: RegExp) => site.backend.receivedAt(path).map((request) => request.path);

async function scrollToEnd(page: Page): Promise<void> {
  await page.mouse.move(200, 300);
  await page.mouse.wheel(0, 20_000);
}

/** What the loader says, and whether it says it with the theme's em element (built, never raw HTML). */
const loaderText = (page: Page) =>
  page.locator('.fusion-loading-msg').evaluate((message) => ({
    text: message.textContent,
    emphasised: message.querySelector(':scope > em')?.textContent ?? null,
    raw: message.innerHTML.includes('&lt;'),
  }));

describe('blog: infinite scroll (the archive, grid with equal heights)', () => {
  for (const [label, context, perRow] of [
    ['1280', {}, 3],
    ['375', phone, 1],
  ] as const) {
    test(`${label} px: scrolling loads page 2 and 3 with the theme's texts as elements, then ends`, async () => {
      const release = site.backend.hold(/^\/blog\/page\/2\/$/, 1);
      const { page } = await site.visit('/blog/', { context });
      await loaderReady(page);
      expect(await posts(page).count()).toBe(6);
      // The theme's posts per row at this width, each row as tall as its tallest post.
      const tops = await posts(page).evaluateAll((items) =>
        items.slice(0, 3).map((item) => Math.round(item.getBoundingClientRect().top)),
      );
      expect(new Set(tops).size).toBe(perRow === 3 ? 1 : 3);
      if (perRow === 3) {
        const heights = await posts(page).evaluateAll((items) =>
          items.slice(0, 3).map((item) => Math.round(item.getBoundingClientRect().height)),
        );
        expect(new Set(heights).size).toBe(1);
      }
      await page.evaluate(() => {
        (window as unknown as { loads: string[] }).loads = [];
        window.voorkant!.bus.on('ajax:complete', ({ url }) =>
          (window as unknown as { loads: string[] }).loads.push(url),
        );
      });
      await scrollToEnd(page);
      await expect.poll(() => state(page)).toBe('during-ajax');
      // fusionBlogVars.infinite_blog_text is `<em>…</em>`: an em element of ours, no raw markup.
      expect(await loaderText(page)).toEqual({
        text: 'Bezig met het ophalen van berichten...',
        emphasised: 'Bezig met het ophalen van berichten...',
        raw: false,
      });
      release();
      await expect.poll(() => posts(page).count()).toBe(12);
      // The reader goes back up to the new posts (on a phone the fling ended in the sidebar under
      // them, where the browser keeps the view), then on through the end of the list.
      await posts(page).nth(7).scrollIntoViewIfNeeded();
      await scrollToEnd(page);
      await expect.poll(() => posts(page).count()).toBe(18);
      await expect.poll(async () => (await loaderText(page)).emphasised).toBe('Einde van de berichten');
      expect(await status(page).textContent()).toBe('Einde van de berichten');
      expect(await state(page)).toBe('done');
      await scrollToEnd(page);
      await page.waitForTimeout(300);
      expect(blogPages(/^\/blog\/page\/\d+\/$/)).toEqual(['/blog/page/2/', '/blog/page/3/']);
      expect(await posts(page).nth(6).locator('h2').textContent()).toBe('Verlichting die het altijd doet');
      // The kernel's request observation reported the loads, so other modules refresh.
      const loads = await page.evaluate(() => (window as unknown as { loads: string[] }).loads);
      expect(loads.some((url) => url.endsWith('/blog/page/2/'))).toBe(true);
      // No dead next link at the end.
      expect(await page.locator('#posts-container .pagination').isHidden()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('375 px, the blog sidebar below the posts: a jump past the trigger loads the next page', async () => {
    const { page } = await site.visit('/blog/', { context: phone });
    await loaderReady(page);
    expect(await posts(page).count()).toBe(6);
    // The scroll bar dragged to the end (no scroll position in between): the trigger is then far
    // above the viewport, under the sidebar the theme stacks below the posts on phones.
    await page.evaluate(() =>
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
    );
    const trigger = page.locator('.fusion-infinite-scroll-trigger');
    expect(await trigger.evaluate((element) => element.getBoundingClientRect().bottom < 0)).toBe(true);
    await expect.poll(() => posts(page).count()).toBe(12);
    // One page for one jump: the visitor still reads the sidebar, page 3 waits.
    await page.waitForTimeout(500);
    expect(blogPages(/^\/blog\/page\/\d+\/$/)).toEqual(['/blog/page/2/']);
    // Back up among the new posts, then the End key: page 3.
    await posts(page).nth(8).scrollIntoViewIfNeeded();
    expect(await trigger.evaluate((element) => element.getBoundingClientRect().top > innerHeight)).toBe(true);
    await page.keyboard.press('End');
    await expect.poll(() => posts(page).count()).toBe(18);
    expect(blogPages(/^\/blog\/page\/\d+\/$/)).toEqual(['/blog/page/2/', '/blog/page/3/']);
  });

  test('the real next link stays reachable, loads in place and moves focus to the first new post', async () => {
    const { page } = await site.visit('/blog/');
    const next = page.getByRole('link', { name: 'Volgende' });
    await loaderReady(page);
    // The theme hides its pagination inline; the next link is kept as a way on, the rest stays hidden.
    expect(await next.isVisible()).toBe(true);
    expect(await page.locator('#posts-container .pagination .current').isHidden()).toBe(true);
    expect(await next.getAttribute('href')).toBe('/blog/page/2/');
    await next.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => posts(page).count()).toBeGreaterThanOrEqual(12);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('post-7');
    expect(new URL(page.url()).pathname).toBe('/blog/');
    expect(await next.getAttribute('href')).toMatch(/\/blog\/page\/3\/$/);
  });

  test('the next link used while its page is already loading stays on the page and leads to the new posts', async () => {
    const release = site.backend.hold(/^\/blog\/page\/2\/$/);
    const { page } = await site.visit('/blog/');
    await loaderReady(page);
    const next = page.getByRole('link', { name: 'Volgende' });
    await next.focus();
    await expect.poll(() => state(page)).toContain('during-ajax');
    await page.keyboard.press('Enter');
    release();
    await expect.poll(() => posts(page).count()).toBe(12);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('post-7');
    expect(new URL(page.url()).pathname).toBe('/blog/');
    expect(blogPages(/^\/blog\/page\/\d+\/$/)).toEqual(['/blog/page/2/']);
  });

  test('the Voorkant settings win over the theme texts, which still keep only em and strong', async () => {
    const { page } = await site.visit('/blog/', {
      settings: {
        blog: { texts: { finished: '<strong>Dat was alles</strong> <img src=x onerror=alert(1)>!' } },
      },
    });
    site.backend.state['blog.emptyPages'] = [2];
    await loaderReady(page);
    await scrollToEnd(page);
    await expect.poll(() => status(page).textContent()).toBe('Dat was alles !');
    expect(await page.locator('.fusion-loading-msg > strong').textContent()).toBe('Dat was alles');
    expect(await page.locator('.fusion-loading-msg img').count()).toBe(0);
  });
});

describe('blog: the load-more button', () => {
  for (const [label, context] of [
    ['1280', {}],
    ['375', phone],
  ] as const) {
    test(`${label} px, masonry element: the server's button loads each page; focus, announcement, hidden on the last page`, async () => {
      const { page } = await site.visit('/blog/fotoverhalen/', { context });
      const more = page.getByRole('button', { name: 'Meer berichten laden' });
      await page.locator('.blog--masonry-ready').waitFor({ state: 'attached' });
      // The theme's own button, not one of ours; its pagination stays hidden.
      expect(await more.evaluate((button) => button.className)).toBe(
        'fusion-load-more-button fusion-blog-button fusion-clearfix',
      );
      expect(await page.locator('.fusion-blog-shortcode .pagination').isHidden()).toBe(true);
      await more.click();
      await expect.poll(() => posts(page).count()).toBe(16);
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.querySelector('h2')?.textContent))
        .toBe('Kinderfietsen: welke maat past?');
      expect(await status(page).textContent()).toBe('8 nieuwe berichten geladen');
      // Masonry: columns as the theme's stylesheet has them at this width, each post spanning rows
      // that match its own height.
      const layout = await page.locator('.fusion-posts-container').evaluate((grid) => {
        const rowPx = Number.parseFloat(getComputedStyle(grid).gridAutoRows);
        const items = [...grid.querySelectorAll<HTMLElement>(':scope > article:not(.fusion-grid-sizer)')];
        return {
          columns: getComputedStyle(grid).gridTemplateColumns.split(' ').length,
          misplaced: items.filter(
            (item) =>
              item.style.gridRowEnd !== `span ${Math.ceil(item.getBoundingClientRect().height / rowPx)}`,
          ).length,
        };
      });
      expect(layout).toEqual({ columns: label === '1280' ? 3 : 1, misplaced: 0 });
      await more.click();
      await expect.poll(() => posts(page).count()).toBe(24);
      await more.click();
      await expect.poll(() => status(page).textContent()).toBe('Einde van de berichten');
      expect(await more.isHidden()).toBe(true);
      expect(await posts(page).count()).toBe(32);
      expect(blogPages(/^\/blog\/fotoverhalen\/page\/\d+\/$/)).toEqual([
        '/blog/fotoverhalen/page/2/',
        '/blog/fotoverhalen/page/3/',
        '/blog/fotoverhalen/page/4/',
      ]);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('the archive in load-more mode by blog_pagination_type, with ?paged addresses', async () => {
    const { page } = await site.visit('/blog/archief/');
    const more = page.getByRole('button', { name: 'Meer berichten laden' });
    await more.click();
    await expect.poll(() => posts(page).count()).toBe(12);
    await more.click();
    await expect.poll(() => status(page).textContent()).toBe('Einde van de berichten');
    expect(site.backend.receivedAt(/^\/blog\/archief\/$/).map((request) => request.query.paged)).toEqual([
      undefined,
      '2',
      '3',
    ]);
  });

  test('masonry: the posts take their places with next to no layout shift when the module starts', async () => {
    const { page } = await site.visit('/blog/fotoverhalen/', { initScript: contentShiftRecorder });
    await page.locator('.blog--masonry-ready').waitFor({ state: 'attached' });
    await page.waitForTimeout(300);
    const unplaced = page.locator(
      '.fusion-posts-container > article:not(.fusion-grid-sizer):not([style*="grid-row-end"])',
    );
    expect(await unplaced.count()).toBe(0);
    expect(await contentShift(page)).toBeLessThan(0.02);
  });

  test('masonry after a failed load: the layout is recalculated', async () => {
    site.backend.fault({ path: /^\/blog\/fotoverhalen\/page\/2\//, mode: 'status-500' });
    const { page } = await site.visit('/blog/fotoverhalen/');
    await page.locator('.blog--masonry-ready').waitFor({ state: 'attached' });
    const misplaced = () =>
      page.locator('.fusion-posts-container').evaluate((grid) => {
        const row = Number.parseFloat(getComputedStyle(grid).gridAutoRows);
        return [...grid.querySelectorAll<HTMLElement>(':scope > article:not(.fusion-grid-sizer)')].filter(
          (post) =>
            post.style.gridRowEnd !==
            `span ${Math.max(1, Math.ceil(post.getBoundingClientRect().height / row))}`,
        ).length;
      });
    expect(await misplaced()).toBe(0);
    // The spans no longer match (as after a change the observers cannot see): a failed load measures again.
    await page.locator('.fusion-posts-container > article:not(.fusion-grid-sizer)').evaluateAll((items) => {
      for (const item of items) (item as HTMLElement).style.gridRowEnd = 'span 1';
    });
    // One row high, the posts cover the button: the keyboard reaches it all the same.
    await page.getByRole('button', { name: 'Meer berichten laden' }).focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => status(page).textContent())
      .toBe('De volgende berichten konden niet worden geladen.');
    await expect.poll(misplaced).toBe(0);
  });
});

describe('blog: numbered pagination and the timeline', () => {
  test('numbered pagination: the theme’s links lead to the next page; only the layout is ours', async () => {
    const { page, chunks } = await site.visit('/blog/overzicht/');
    await page.locator('.blog--masonry-ready').waitFor({ state: 'attached' });
    expect(chunks()).toContain('blog');
    expect(await page.locator('.fusion-loading-container').count()).toBe(0);
    await page.locator('.pagination').getByRole('link', { name: '2' }).click();
    await page.waitForURL(/\/blog\/overzicht\/page\/2\/$/);
    expect(await page.locator('.pagination .current').textContent()).toBe('2');
    expect(await posts(page).first().locator('h2').textContent()).toBe('Verlichting die het altijd doet');
  });

  for (const [label, context] of [
    ['1280', {}],
    ['375', phone],
  ] as const) {
    test(`${label} px, timeline: months collapse one by one and all at once; a repeated month header is dropped after a load`, async () => {
      const { page } = await site.visit('/blog/tijdlijn/', { context });
      const november = page.getByRole('button', { name: 'november 2026' });
      expect(await november.getAttribute('aria-expanded')).toBe('true');
      await november.click();
      expect(await november.getAttribute('aria-expanded')).toBe('false');
      await expect.poll(() => page.locator('#post-1').isHidden()).toBe(true);
      expect(await page.locator('#post-6').isVisible()).toBe(true);
      await november.press('Enter');
      await expect.poll(() => page.locator('#post-1').isVisible()).toBe(true);
      // The theme's bubbles icon closes every month, and opens them again.
      const all = page.getByRole('button', { name: 'Alle maanden inklappen' });
      await all.click();
      await expect.poll(() => page.locator('#post-6').isHidden()).toBe(true);
      await page.getByRole('button', { name: 'Alle maanden uitklappen' }).press('Enter');
      await expect.poll(() => page.locator('#post-6').isVisible()).toBe(true);
      await page.getByRole('button', { name: 'oktober 2026' }).click();
      await scrollToEnd(page);
      await expect.poll(() => page.locator('#post-14').count()).toBe(1);
      // Page 2 continues October: its header was dropped, its posts joined the closed month.
      expect(await page.getByRole('button', { name: 'oktober 2026' }).count()).toBe(1);
      expect(await page.getByRole('button', { name: 'september 2026' }).count()).toBe(1);
      expect(await page.locator('#post-8').isHidden()).toBe(true);
      expect(
        await page
          .locator('#post-8')
          .evaluate((post) => post.parentElement?.previousElementSibling?.textContent),
      ).toBe('oktober 2026');
      await settleAnimations(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

describe('blog: failures and flags', () => {
  test('an empty page ends loading with the finished message', async () => {
    site.backend.state['blog.emptyPages'] = [2];
    const { page } = await site.visit('/blog/archief/');
    // The button answers once the module runs (the theme's button does nothing before its script either).
    await loaderReady(page);
    await page.getByRole('button', { name: 'Meer berichten laden' }).click();
    await expect.poll(() => status(page).textContent()).toBe('Einde van de berichten');
    expect(await posts(page).count()).toBe(6);
    expect(await state(page)).toBe('done');
  });

  test('a failing page ends scrolling, says so, and leaves the real next link', async () => {
    site.backend.fault({ path: /^\/blog\/page\/2\//, mode: 'status-500' });
    const { page, console } = await site.visit('/blog/');
    await loaderReady(page);
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
    expect(await page.getByRole('link', { name: 'Volgende' }).isVisible()).toBe(true);
    expect(
      console.some((line) => line.startsWith('error:') && line.includes('loading more posts failed')),
    ).toBe(true);
    await scrollToEnd(page);
    await page.waitForTimeout(200);
    expect(site.backend.receivedAt(/^\/blog\/page\//)).toHaveLength(1);
  });

  test('a failing load-more page: the button goes, the theme’s pagination shows the way on', async () => {
    site.backend.fault({ path: /^\/blog\/fotoverhalen\/page\/2\//, mode: 'status-500' });
    const { page } = await site.visit('/blog/fotoverhalen/');
    const more = page.getByRole('button', { name: 'Meer berichten laden' });
    await more.click();
    await expect
      .poll(() => status(page).textContent())
      .toBe('De volgende berichten konden niet worden geladen.');
    expect(await more.isHidden()).toBe(true);
    expect(await page.getByRole('link', { name: 'Volgende' }).isVisible()).toBe(true);
  });

  test('start errors: no posts, no next link, a next link without address', async () => {
    for (const [settings, message] of [
      [{ itemSelector: '.geen-berichten' }, 'no posts found with ".geen-berichten"'],
      [{ nextSelector: '.geen-link' }, 'no next link found with ".geen-link"'],
      [{ nextSelector: '.current' }, 'the next link has no address'],
    ] as const) {
      const visit = await site.visit('/blog/', { settings: { blog: settings } });
      await expect
        .poll(() => visit.console.some((line) => line.startsWith('error:') && line.includes(message)))
        .toBe(true);
      expect(await visit.page.locator('.fusion-loading-container').count()).toBe(0);
    }
  });

  test('flags: during-ajax while loading, paused stops loading until resumed', async () => {
    const release = site.backend.hold(/^\/blog\/page\/2\//, 1);
    const { page } = await site.visit('/blog/');
    await loaderReady(page);
    await scrollToEnd(page);
    await expect.poll(() => state(page)).toBe('during-ajax');
    release();
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
    await loaderReady(page);
    await scrollToEnd(page);
    await expect.poll(() => status(page).textContent()).toBe('Einde van de berichten');
    expect((await state(page))?.split(' ').sort()).toEqual(['beyond-max-page', 'done']);
    expect(site.backend.receivedAt(/^\/blog\/page\/3\/$/)).toHaveLength(0);
  });

  test('flags: invalid-page for a next link without a page number, destroyed when the blog leaves the page', async () => {
    // On page 2 the first numbered link is page 1, the blog's bare address.
    const invalid = await site.visit('/blog/page/2/', { settings: { blog: { nextSelector: 'a.inactive' } } });
    await expect.poll(() => state(invalid.page)).toBe('invalid-page');
    expect(invalid.console.some((line) => line.startsWith('error:') && line.includes('no page number'))).toBe(
      true,
    );
    expect(await invalid.page.locator('.fusion-loading-container').count()).toBe(0);

    const { page } = await site.visit('/blog/');
    await loaderReady(page);
    const before = site.backend.receivedAt(/^\/blog\/page\//).length;
    expect((await state(page)) ?? '').not.toContain('destroyed');
    // The page's own script replaces the blog (as a page builder's re-render would).
    await page.evaluate(() => {
      const feed = document.querySelector('.fusion-posts-container')!;
      (window as unknown as { __feed: Element }).__feed = feed;
      feed.closest('#posts-container')!.remove();
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
    expect(site.backend.receivedAt(/^\/blog\/page\//)).toHaveLength(before);
  });

  test('a printed page count of 1: no loader and nothing loads on scrolling', async () => {
    site.backend.state['blog.printedPages'] = 1;
    const { page } = await site.visit('/blog/');
    await modulesReady(page, 'blog');
    await scrollToEnd(page);
    await page.waitForTimeout(300);
    expect(await page.locator('.fusion-loading-container').count()).toBe(0);
    expect(site.backend.receivedAt(/^\/blog\/page\//)).toHaveLength(0);
  });

  test('reduced motion: new posts appear without animation', async () => {
    const { page } = await site.visit('/blog/fotoverhalen/', { context: { reducedMotion: 'reduce' } });
    // The theme's button does nothing until the module has set the list up (as the theme's script):
    // in a full run a click before that was lost and the list stayed at 8 posts.
    await page.locator('.blog--masonry-ready').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Meer berichten laden' }).click();
    await expect.poll(() => posts(page).count()).toBe(16);
    expect(await pageAnimationCount(page)).toBe(0);
  });

  for (const mode of ['status-404', 'hang'] as const) {
    test(`safety net, chunk ${mode}: the theme's hidden pagination shows and the dead button goes`, async () => {
      site.backend.fault({ path: /\/chunks\/[\w-]+\/blog\.js/, mode });
      const infinite = await site.visit('/blog/', { settings: { safetyNetMs: 500 } });
      const pagination = infinite.page.locator('#posts-container .pagination');
      await expect.poll(() => pagination.isVisible(), { timeout: 5000 }).toBe(true);
      expect(await pagination.getByRole('link', { name: '2' }).isVisible()).toBe(true);
      expect(await infinite.page.locator('.fusion-loading-container').count()).toBe(0);

      const loadMore = await site.visit('/blog/fotoverhalen/', { settings: { safetyNetMs: 500 } });
      await expect
        .poll(() => loadMore.page.locator('.fusion-load-more-button').isHidden(), { timeout: 5000 })
        .toBe(true);
      expect(await loadMore.page.locator('.fusion-blog-shortcode .pagination').isVisible()).toBe(true);
      await loadMore.page.getByRole('link', { name: 'Volgende' }).click();
      await loadMore.page.waitForURL(/\/blog\/fotoverhalen\/page\/2\/$/);
    });
  }
});
