// The Gallery element as a visitor meets it on /fotogalerij/clubritten-in-beeld/: a masonry gallery
// whose wide pictures take two columns and tall ones two rows, packed without gaps, with a
// "Meer foto's" button for the rest; below it a grid gallery that reveals its next pictures as the
// visitor scrolls. By mouse and keyboard, at desktop and phone width, under reduced motion, and with
// the chunk failing (the theme's stylesheet hides every column until a script shows them).
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations, moduleState, modulesReady, withSite } from '../../test/browser/harness';

const site = withSite();
const route = '/fotogalerij/clubritten-in-beeld/';
const masonry = '.fusion-gallery-1';
const grid = '.fusion-gallery-2';

interface Box {
  title: string | null;
  left: number;
  top: number;
  width: number;
  height: number;
}
/** The pictures of a gallery the visitor can see, with where they are (the sizer is none). */
const shown = (page: Page, gallery: string) =>
  page.locator(`${gallery} > .fusion-gallery-column:not(.fusion-grid-sizer)`).evaluateAll((items) =>
    items
      .filter((item) => item.getClientRects().length > 0)
      .map((item) => {
        const box = item.getBoundingClientRect();
        return {
          title: item.querySelector('a')!.getAttribute('data-title'),
          left: Math.round(box.left),
          top: Math.round(box.top),
          width: Math.round(box.width),
          height: Math.round(box.height),
        };
      }),
  );
const overlaps = (boxes: Box[]) =>
  boxes.some((a, i) =>
    boxes.some(
      (b, j) =>
        i < j &&
        a.left < b.left + b.width - 1 &&
        b.left < a.left + a.width - 1 &&
        a.top < b.top + b.height - 1 &&
        b.top < a.top + a.height - 1,
    ),
  );
const moreButton = (page: Page) => page.getByRole('button', { name: "Meer foto's" });
const status = (page: Page, gallery: string) => page.locator(`${gallery} ~ .gallery__status`);

async function ready(page: Page, gallery: string) {
  await page.locator(gallery).scrollIntoViewIfNeeded();
  await modulesReady(page, 'gallery');
}

describe('gallery in Chromium: masonry with the load-more button', () => {
  test('1280 px: three columns, wide tiles over two, tall ones over two rows, no overlap', async () => {
    const { page, errors } = await site.visit(route, { context: { viewport: { width: 1280, height: 900 } } });
    await ready(page, masonry);
    const tiles = await shown(page, masonry);
    expect(tiles.map((tile) => tile.title)).toEqual(['Bollenvelden', 'Waddendijk', 'Keutenberg', 'Veluwe']);
    const [square, wide, tall] = tiles as [Box, Box, Box];
    expect(Math.abs(wide.width - 2 * square.width)).toBeLessThanOrEqual(2);
    expect(Math.abs(wide.height - square.height)).toBeLessThanOrEqual(2);
    expect(Math.abs(tall.height - 2 * square.height)).toBeLessThanOrEqual(2);
    expect(overlaps(tiles)).toBe(false);
    // The columns fill the gallery: three of the square tile's width.
    const width = await page.locator(masonry).evaluate((gallery) => gallery.clientWidth);
    expect(Math.abs(3 * square.width - width)).toBeLessThanOrEqual(3);
    expect(errors).toEqual([]);
  });

  test('the button brings the next four, focus goes to the first of them; the last set ends it', async () => {
    const { page, errors } = await site.visit(route, { context: { viewport: { width: 1280, height: 900 } } });
    await ready(page, masonry);
    await moreButton(page).click();
    await expect.poll(async () => (await shown(page, masonry)).length).toBe(8);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-title'))).toBe('Heuvelrug');
    await expect.poll(() => status(page, masonry).textContent()).toBe("4 foto's erbij");
    const eight = await shown(page, masonry);
    expect(overlaps(eight)).toBe(false);
    // Packed: the small tile after a gap fills it; nothing sits lower than the tallest column needs.
    await moreButton(page).click();
    await expect.poll(async () => (await shown(page, masonry)).length).toBe(9);
    expect(await moreButton(page).count()).toBe(0);
    // The theme's closing message as text (none of its markup), in italics as the theme's <em>.
    await expect.poll(() => status(page, masonry).innerHTML()).toBe("Alle foto's worden getoond.");
    expect(await status(page, masonry).evaluate((element) => getComputedStyle(element).fontStyle)).toBe(
      'italic',
    );
    expect(await page.locator(`${masonry} ~ .awb-gallery-buttons`).isVisible()).toBe(false);
    expect(await page.locator('.awb-gallery-wrapper-1').getAttribute('data-page')).toBe('3');
    expect(errors).toEqual([]);
  });

  test('keyboard: the link-shaped button is a button, Space and Enter both reveal', async () => {
    const { page } = await site.visit(route, { context: { viewport: { width: 1280, height: 900 } } });
    await ready(page, masonry);
    const button = moreButton(page);
    await button.focus();
    await page.keyboard.press('Space');
    await expect.poll(async () => (await shown(page, masonry)).length).toBe(8);
    // Focus moved to the new picture: Tab on goes through the rest of them to the button.
    for (let step = 0; step < 4; step++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Meer foto's");
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await shown(page, masonry)).length).toBe(9);
    expect(page.url()).not.toContain('#');
  });

  test("375 px: one column (the theme's small-screen width), wide tiles no wider than it", async () => {
    const { page } = await site.visit(route, { context: { viewport: { width: 375, height: 800 } } });
    await ready(page, masonry);
    const width = await page.locator(masonry).evaluate((gallery) => gallery.clientWidth);
    const tiles = await shown(page, masonry);
    expect(tiles).toHaveLength(4);
    for (const tile of tiles) expect(Math.abs(tile.width - width)).toBeLessThanOrEqual(2);
    expect(overlaps(tiles)).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('reduced motion: the new pictures appear without fading in', async () => {
    const { page } = await site.visit(route, {
      context: { viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' },
    });
    await ready(page, masonry);
    await moreButton(page).click();
    expect(
      await page.evaluate(
        () =>
          document
            .getAnimations()
            .filter((animation) =>
              (animation.effect as KeyframeEffect | null)?.target?.closest('.fusion-gallery'),
            ).length,
      ),
    ).toBe(0);
    expect((await shown(page, masonry)).length).toBe(8);
  });

  test('a picture opens in the lightbox with all nine of its gallery', async () => {
    const { page } = await site.visit(route, { context: { viewport: { width: 1280, height: 900 } } });
    await ready(page, masonry);
    await page.locator(`${masonry} a[data-title="Waddendijk"]`).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Fotoweergave' }).isVisible()).toBe(true);
    await expect.poll(() => page.locator('.pswp__counter').textContent()).toBe('2 / 9');
  });

  test('axe finds nothing in either gallery, before and after more came in', async () => {
    const { page } = await site.visit(route);
    await ready(page, masonry);
    expect(await axeViolations(page, '.awb-gallery-wrapper')).toEqual([]);
    await moreButton(page).click();
    expect(await axeViolations(page, '.awb-gallery-wrapper')).toEqual([]);
  });
});

describe('gallery in Chromium: the grid revealed by scrolling', () => {
  test('four columns in order; scrolling to the end brings the rest, then the closing message', async () => {
    const { page, errors } = await site.visit(route, { context: { viewport: { width: 1280, height: 700 } } });
    await ready(page, grid);
    const first = await shown(page, grid);
    expect(first.length).toBeGreaterThanOrEqual(4);
    // One row of four: the theme's clearfix after the fourth takes no cell.
    const row = first.slice(0, 4);
    expect(new Set(row.map((tile) => tile.top)).size).toBe(1);
    expect(row.map((tile) => tile.title)).toEqual(['Rit 1', 'Rit 2', 'Rit 3', 'Rit 4']);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(async () => (await shown(page, grid)).length).toBe(10);
    await expect.poll(() => status(page, grid).textContent()).toBe("Alle foto's worden getoond.");
    const all = await shown(page, grid);
    expect(all[4]!.top).toBeGreaterThan(all[0]!.top);
    expect(all[4]!.left).toBe(all[0]!.left);
    // The theme's lazy pictures (lazy-media) get their source once their column shows, the revealed too.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect
      .poll(() =>
        page
          .locator(`${grid} img`)
          .evaluateAll(
            (images) => images.filter((image) => (image as HTMLImageElement).currentSrc === '').length,
          ),
      )
      .toBe(0);
    expect(
      await page
        .locator(`${grid} img`)
        .evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0)),
    ).toBe(true);
    expect(errors).toEqual([]);
  });
});

describe('gallery in Chromium: failures', () => {
  test('chunk answers 404: every picture shows (those past the limit too), the dead button goes', async () => {
    site.backend.fault({ path: /\/chunks\/[\w-]+\/gallery\.js/, mode: 'status-404' });
    const { page, errors } = await site.visit(route, { settings: { safetyNetMs: 300 } });
    await expect.poll(() => moduleState(page, 'gallery')).toBe('failed');
    await expect.poll(async () => (await shown(page, masonry)).length).toBe(9);
    expect((await shown(page, grid)).length).toBe(10);
    expect(await page.locator('.awb-gallery-load-more-btn').isVisible()).toBe(false);
    expect(errors).toEqual([]);
  });

  test('a limit that is no number: every picture shows and the console says why', async () => {
    const { page, console } = await site.visit(route, {
      initScript: `document.addEventListener('DOMContentLoaded', () => {
        document.querySelector('.awb-gallery-wrapper-1').setAttribute('data-limit', 'vier');
      });`,
    });
    await ready(page, masonry);
    expect((await shown(page, masonry)).length).toBe(9);
    expect(console.some((line) => line.includes('data-limit "vier"'))).toBe(true);
  });
});
