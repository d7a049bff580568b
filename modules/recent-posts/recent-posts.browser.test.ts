// The Recent Posts element as a visitor meets it at the end of /clubnieuws/: the workshop's tips
// with a "Meer tips laden" button. By mouse and keyboard, under reduced motion, with a page failing
// and with the chunk failing.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations, moduleState, modulesReady, withSite } from '../../test/browser/harness';

const site = withSite();
const route = '/clubnieuws/';
const element = '.fusion-recent-posts-1';

const titles = (page: Page) =>
  page
    .locator(`${element} article.post`)
    .evaluateAll((posts) =>
      posts
        .filter((post) => post.getClientRects().length > 0)
        .map((post) => post.querySelector('h4')!.textContent),
    );
const moreButton = (page: Page) => page.getByRole('button', { name: 'Meer tips laden' });
const status = (page: Page) => page.locator(`${element} > .recent-posts__status`);

async function ready(page: Page) {
  await page.locator(element).scrollIntoViewIfNeeded();
  await modulesReady(page, 'recent-posts');
}

describe('recent posts in Chromium', () => {
  test('the button brings page 2 after the posts, focus on its first; the button goes at the end', async () => {
    const { page, errors } = await site.visit(route, { context: { viewport: { width: 1280, height: 900 } } });
    await ready(page);
    expect(await titles(page)).toHaveLength(3);
    await moreButton(page).click();
    await expect.poll(() => titles(page)).toHaveLength(5);
    expect((await titles(page))[3]).toBe('Ketting schoonmaken');
    expect(await page.evaluate(() => document.activeElement?.querySelector('h4')?.textContent)).toBe(
      'Ketting schoonmaken',
    );
    expect(await moreButton(page).isVisible()).toBe(false);
    await expect.poll(() => status(page).textContent()).toBe('Alle berichten worden getoond.');
    expect(errors).toEqual([]);
  });

  test('keyboard: Enter on the button loads; reduced motion: nothing fades', async () => {
    const { page } = await site.visit(route, {
      context: { viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' },
    });
    await ready(page);
    await moreButton(page).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => titles(page)).toHaveLength(5);
    expect(
      await page.evaluate(
        () =>
          document
            .getAnimations()
            .filter((animation) =>
              (animation.effect as KeyframeEffect | null)?.target?.closest('.fusion-recent-posts'),
            ).length,
      ),
    ).toBe(0);
    expect(await axeViolations(page, element)).toEqual([]);
  });

  test('a page that fails: the message shows and the next link leads on', async () => {
    site.backend.fault({ path: /^\/clubnieuws\/page\/2\//, mode: 'status-500' });
    const { page } = await site.visit(route, { context: { viewport: { width: 1280, height: 900 } } });
    await ready(page);
    await moreButton(page).click();
    await expect
      .poll(() => status(page).textContent())
      .toBe('De volgende berichten konden niet worden geladen.');
    expect(await page.locator(`${element} > .pagination a.pagination-next`).isVisible()).toBe(true);
  });

  test('chunk 404: the posts of page 1 still show', async () => {
    site.backend.fault({ path: /\/chunks\/[\w-]+\/recent-posts\.js/, mode: 'status-404' });
    const { page } = await site.visit(route, { settings: { safetyNetMs: 300 } });
    await page.locator(element).scrollIntoViewIfNeeded();
    await expect.poll(() => moduleState(page, 'recent-posts')).toBe('failed');
    expect(await titles(page)).toHaveLength(3);
  });
});
