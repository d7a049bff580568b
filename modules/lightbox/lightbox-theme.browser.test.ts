// The lightbox on the theme's real triggers (THEME-MARKUP.md, "lightbox") as a visitor meets them on
// /fotogalerij/ and a blog post: every trigger kind opens, WordPress galleries are a group each, an
// old shared deep link opens its item, keys pressed while the lightbox is still opening count (its
// code slowed down), post images, links that gain a lightbox relation after a background request,
// and the lightbox switched off.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations, withSite } from '../../test/browser/harness';

const site = withSite();
const dialog = '.pswp[role="dialog"]';
const caption = (page: Page) => page.locator('.lightbox__caption');
const counter = (page: Page) => page.locator('.pswp__counter');

async function opened(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('.pswp.lightbox--open'))), {
      timeout: 10_000,
    })
    .toBe(true);
}

async function close(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await expect.poll(() => page.locator(dialog).count()).toBe(0);
}

describe('lightbox triggers of the theme', () => {
  for (const [label, context] of [
    ['1280', {}],
    ['375', { viewport: { width: 375, height: 740 }, hasTouch: true }],
  ] as const) {
    test(`${label} px: every trigger kind opens its group or itself`, async () => {
      const { page } = await site.visit('/fotogalerij/', { context });
      const cases: [string, string, string][] = [
        // The builder's Gallery element: data-rel="iLightbox[gallery_image_1]".
        ['Paarse heide en dennen op de Veluwe', 'Veluwe — Heide bij Hoog Soeren in augustus.', '1 / 4'],
        // WordPress galleries: "postimages" renamed per gallery, captions from the gallery's captions.
        ['Bloesem in de Betuwe', 'Bloesem — Fruitbomen in de Betuwe.', '2 / 2'],
        ['Mist boven de dijk', 'Mist — Vroeg op pad langs de Lek.', '2 / 2'],
        // Jetpack's tiled gallery, without any relation of its own.
        ['Brug over de Hollandse IJssel', 'De klim naar de brug is de enige heuvel van de route.', '2 / 3'],
        // Older content: rel="prettyPhoto[…]" as a group, captions from the link's title.
        ['de tweede', 'De tweede clubrit, in de regen.', '2 / 2'],
        // Singles: rel="prettyPhoto", data-rel="iLightbox", and the lightbox-link class (an AVIF photo).
        ['het oude clubhuis', 'Het clubhuis in 2009.', '1 / 1'],
        ['bekijk de foto van de stadsfiets', 'Clubfiets', '1 / 1'],
        ['de tulpenroute op de kaart', 'Tulpenroute — De nieuwe routekaart, als AVIF-foto.', '1 / 1'],
      ];
      for (const [name, text, position] of cases) {
        const link = page.getByRole('link', { name, exact: true });
        await link.scrollIntoViewIfNeeded();
        await link.click();
        await opened(page);
        await expect.poll(() => caption(page).textContent(), { message: name }).toBe(text);
        expect(await counter(page).textContent(), name).toBe(position);
        expect(new URL(page.url()).pathname).toBe('/fotogalerij/');
        await close(page);
      }
      // The AVIF photo itself loaded (no error message).
      await page.getByRole('link', { name: 'de tulpenroute op de kaart' }).click();
      await opened(page);
      await expect
        .poll(() => page.locator('.pswp__item[aria-hidden="false"] img.pswp__img').getAttribute('src'))
        .toMatch(/tulpen\.avif$/);
      expect(await page.locator('.pswp__error-msg').filter({ visible: true }).count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('an old shared deep link opens its item at load, also with its brackets percent-encoded', async () => {
    for (const hash of ['#iLightbox[gallery_image_1]/2', '#iLightbox%5Bgallery_image_1%5D/2']) {
      const { page, chunks } = await site.visit(`/fotogalerij/${hash}`);
      // Nothing was clicked: the registry's hash pattern loaded the lightbox for this address.
      await expect.poll(() => chunks()).toContain('lightbox');
      await expect
        .poll(() => caption(page).textContent(), { timeout: 10_000 })
        .toBe('Waddendijk — Tegenwind langs de Waddenzee bij Harlingen.');
      expect(await counter(page).textContent()).toBe('3 / 4');
    }
    // A tiled gallery's group and a prettyPhoto group deep-link the same way.
    const tiled = await site.visit('/fotogalerij/#iLightbox[tiled-gallery-1]/1');
    await expect
      .poll(() => caption(tiled.page).textContent(), { timeout: 10_000 })
      .toBe('De klim naar de brug is de enige heuvel van de route.');
    const book = await site.visit('/fotogalerij/#prettyPhoto[fotoboek]/0');
    await expect.poll(() => caption(book.page).textContent(), { timeout: 10_000 }).toBe('De eerste clubrit.');
  });

  test('a deep link to a group that is not on the page is left alone', async () => {
    const { page, errors } = await site.visit('/fotogalerij/#iLightbox[bestaat_niet]/1');
    await page.waitForTimeout(500);
    expect(await page.locator(dialog).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe('keys pressed while the lightbox is opening', () => {
  test("Escape pressed while the lightbox's own code loads: it never opens; focus stays on the link", async () => {
    const release = site.backend.hold(/\/chunks\/[\w-]+\/lightbox\.js/);
    const { page } = await site.visit('/fotogalerij/');
    const link = page.getByRole('link', { name: 'Paarse heide en dennen op de Veluwe' });
    await link.click();
    await page.keyboard.press('Escape');
    release();
    // The chunk arrives and the held click is handled: the Escape pressed meanwhile counts.
    await expect
      .poll(
        () => page.evaluate(() => window.voorkant!.status().find((entry) => entry.id === 'lightbox')?.state),
        {
          timeout: 10_000,
        },
      )
      .toBe('ready');
    await page.waitForTimeout(1500);
    expect(await page.locator(dialog).count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/fotogalerij/');
    expect(new URL(page.url()).hash).toBe('');
    expect(await page.evaluate(() => document.activeElement?.querySelector('img')?.alt)).toBe(
      'Paarse heide en dennen op de Veluwe',
    );
  });

  test('arrows pressed while PhotoSwipe loads move the item it opens at; Escape while it loads closes it', async () => {
    const releasePhotoSwipe = site.backend.hold(/\/chunks\/[\w-]+\/photoswipe/, 1);
    const { page } = await site.visit('/fotogalerij/');
    // The lightbox's own chunk is in (hovering loads it); PhotoSwipe comes with the first open.
    const link = page.getByRole('link', { name: 'Paarse heide en dennen op de Veluwe' });
    await link.hover();
    await expect
      .poll(() =>
        page.evaluate(() => window.voorkant!.status().find((entry) => entry.id === 'lightbox')?.state),
      )
      .toBe('ready');
    await link.click();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    releasePhotoSwipe();
    await opened(page);
    await expect
      .poll(() => caption(page).textContent())
      .toBe('Waddendijk — Tegenwind langs de Waddenzee bij Harlingen.');
    await close(page);

    const releaseParts = site.backend.hold(/\/chunks\/[\w-]+\/viewer-parts/, 1);
    const second = await site.visit('/fotogalerij/');
    await second.page.getByRole('link', { name: 'Bloesem in de Betuwe' }).hover();
    await second.page.getByRole('link', { name: 'Bloesem in de Betuwe' }).click();
    await second.page.keyboard.press('Escape');
    await expect.poll(() => second.chunks()).toContain('viewer-parts');
    const parts = second.page.waitForResponse((response) => /\/viewer-parts[\w-]*\.js$/.test(response.url()));
    releaseParts();
    await parts;
    // Time to open with what arrived, had the Escape not counted.
    await second.page.waitForTimeout(1000);
    expect(await second.page.locator(dialog).count()).toBe(0);
  });
});

describe('post images, refresh after background requests, switched off', () => {
  test('with the theme’s lightbox_post_images an image link in a post opens; other links in the post do not', async () => {
    const { page } = await site.visit('/blog/winterbanden/');
    await page.getByRole('link', { name: 'Fiets met brede profielbanden bij een gracht' }).click();
    await opened(page);
    // The caption WordPress prints under the image.
    expect(await caption(page).textContent()).toBe('Meer profiel, meer grip op natte klinkers.');
    await close(page);
    const overview = page.getByRole('link', { name: 'ons nieuwsoverzicht' });
    expect(await overview.getAttribute('class')).toBe('fusion-no-lightbox');
    await overview.click();
    await page.waitForURL('**/blog/');
  });

  test('without post images the same link is an ordinary link', async () => {
    const { page } = await site.visit('/blog/winterbanden/', {
      settings: { lightbox: { postImages: false } },
    });
    await page.getByRole('link', { name: 'Fiets met brede profielbanden bij een gracht' }).click();
    await page.waitForURL('**/assets/img/blog-brede-foto.svg');
  });

  test('a link a script gives a lightbox relation joins after the next background request', async () => {
    const { page } = await site.visit('/fotogalerij/');
    await page.getByRole('link', { name: 'bekijk de foto van de stadsfiets' }).click();
    await opened(page);
    await close(page);
    await page.evaluate(async () => {
      const link = document.createElement('a');
      link.href = '/assets/img/galerij/veluwe.svg';
      link.textContent = 'nog een clubfoto';
      document.querySelector('#clubfiets')!.after(' ', link);
      // The observer sees the new element, which has no relation yet; a script adds one later.
      await new Promise((resolve) => setTimeout(resolve, 100));
      link.setAttribute('rel', 'prettyPhoto[fotoboek]');
      await (await fetch('/werkplaats/tarieven/')).text();
    });
    const added = page.getByRole('link', { name: 'nog een clubfoto' });
    // The browser reports the finished request a little later (Resource Timing).
    await expect.poll(() => added.getAttribute('data-lightbox'), { timeout: 10_000 }).toBe('on');
    await added.click();
    await opened(page);
    // It joined the old photo book's group, first in page order.
    expect(await counter(page).textContent()).toBe('1 / 3');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => caption(page).textContent()).toBe('De eerste clubrit.');
  });

  test('switched off (the theme’s status_lightbox "0"): lightbox links navigate as ordinary links', async () => {
    const { page } = await site.visit('/fotogalerij/', { settings: { lightbox: { enabled: false } } });
    await page.getByRole('link', { name: 'Paarse heide en dennen op de Veluwe' }).click();
    await page.waitForURL('**/assets/img/galerij/veluwe.svg');
  });
});
