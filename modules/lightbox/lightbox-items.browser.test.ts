// Lightbox items that are not photos, as a visitor meets them in the workshop gallery on
// /fotogalerij/: provider videos (embedded player, oEmbed thumbnails, pause when moving on, with the
// player's exact origin), a self-hosted video, inline content, an ajax page, a page template, a
// Flash item's plug-in message, a failing ajax item, the thumbnails strip, and smart recognition on
// /fotogalerij/foto-van-de-week/.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations, providerPlayerLog, withSite } from '../../test/browser/harness';

const site = withSite();
const slide = (page: Page) => page.locator('.pswp__item[aria-hidden="false"] .pswp__content');
/** The demo page's local provider, for tests that set the lightbox settings themselves. */
const localProvider = {
  name: 'videospeler',
  pattern: '^https?://[^/]+/video-speler/kijk/([a-z0-9-]+)',
  embed: '/video-speler/embed/{id}?duur=30',
  oembed: '/video-speler/oembed?url={url}&format=json',
};
const playerLog = () => providerPlayerLog(site.backend);

async function openWorkshop(page: Page, name: string): Promise<void> {
  await page.getByRole('link', { name }).click();
  await expect
    .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('.pswp.lightbox--open'))))
    .toBe(true);
}

describe('lightbox items in Chromium', () => {
  test('a provider video opens its player at the default size; moving on pauses it with the exact origin', async () => {
    const visit = await site.visit('/fotogalerij/');
    const { page } = visit;
    await openWorkshop(page, 'Video: een wiel richten');
    const frame = slide(page).locator('iframe');
    await frame.waitFor();
    const src = new URL((await frame.getAttribute('src'))!);
    expect(`${src.pathname}${src.search}`).toBe('/video-speler/embed/wielrichten?duur=30');
    expect(await frame.getAttribute('title')).toBe('Een wiel richten');
    // No size on the link: the default video size's 16:9 shape, scaled into the viewport.
    const box = (await slide(page).boundingBox())!;
    expect(box.width / box.height).toBeCloseTo(1280 / 720, 1);
    // The player page loaded, so its loader is gone.
    await expect.poll(() => slide(page).locator('.lightbox__loader').count()).toBe(0);

    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => playerLog().map((entry) => `${entry.id}:${entry.func}`))
      .toContain('wielrichten:pauseVideo');
    const origin = new URL(page.url()).origin;
    expect(playerLog().every((entry) => entry.from === origin)).toBe(true);
    // The oEmbed calls asked for the clean video address, as JSON, once per video.
    const oembed = site.backend.receivedAt(/^\/video-speler\/oembed\/?$/);
    expect(oembed.map((request) => request.query.url).sort()).toEqual([
      `${origin}/video-speler/kijk/kettingolie`,
      `${origin}/video-speler/kijk/wielrichten`,
    ]);
    expect(oembed.every((request) => request.query.format === 'json')).toBe(true);
  });

  test('thumbnails strip: oEmbed thumbnails, the current one marked, a click goes there', async () => {
    const { page } = await site.visit('/fotogalerij/');
    await openWorkshop(page, 'Video: een wiel richten');
    const strip = page.getByRole('navigation', { name: 'Miniaturen' });
    const thumbs = strip.getByRole('button');
    expect(await thumbs.count()).toBe(7);
    await expect
      .poll(
        async () =>
          new URL((await thumbs.nth(0).locator('img').getAttribute('src')) ?? '/', 'http://x').pathname,
      )
      .toBe('/assets/img/media/wielrichten.svg');
    expect(await thumbs.nth(0).getAttribute('aria-current')).toBe('true');
    expect(await thumbs.nth(0).evaluate((element) => getComputedStyle(element).opacity)).toBe('0.6');
    const box = (await thumbs.nth(0).boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(120);
    expect(box.height).toBeLessThanOrEqual(80);
    await strip.getByRole('button', { name: 'Ga naar item 4: Openingstijden' }).click();
    await expect.poll(() => thumbs.nth(3).getAttribute('aria-current')).toBe('true');
    expect(await thumbs.nth(0).getAttribute('aria-current')).toBeNull();
    await expect
      .poll(() => slide(page).getByRole('heading', { name: 'Openingstijden' }).isVisible())
      .toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('self-hosted video: a <video> with controls, its source and poster; not playing by itself', async () => {
    const { page } = await site.visit('/fotogalerij/');
    await openWorkshop(page, 'Video: rondleiding door de werkplaats');
    const video = slide(page).locator('video');
    await video.waitFor();
    const info = await video.evaluate((element: HTMLVideoElement) => ({
      controls: element.controls,
      autoplay: element.autoplay,
      poster: new URL(element.poster).pathname,
      sources: [...element.querySelectorAll('source')].map(
        (source) => `${source.type} ${new URL(source.src).pathname}`,
      ),
    }));
    expect(info).toEqual({
      controls: true,
      autoplay: false,
      poster: '/assets/img/media/werkplaats-3.svg',
      sources: ['video/webm /assets/video/werkplaats.webm'],
    });
  });

  test('inline content moves into the lightbox, works there, and goes back when it closes', async () => {
    const { page } = await site.visit('/fotogalerij/');
    await openWorkshop(page, 'Openingstijden van de werkplaats');
    const field = slide(page).getByRole('textbox', { name: 'Je e-mailadres voor een herinnering' });
    await field.fill('fietser@example.nl');
    expect(await field.inputValue()).toBe('fietser@example.nl');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.pswp').count()).toBe(0);
    const back = page.locator('main #openingstijden');
    expect(await back.count()).toBe(1);
    expect(await back.isHidden()).toBe(true);
    expect(await back.locator('input').inputValue()).toBe('fietser@example.nl');
  });

  test('ajax item: the page is fetched with GET and its content shown, without its scripts', async () => {
    const { page } = await site.visit('/fotogalerij/');
    const title = await page.title();
    await openWorkshop(page, 'Tarieven');
    await expect
      .poll(() =>
        slide(page)
          .getByRole('table', { name: /Prijzen inclusief btw/ })
          .isVisible(),
      )
      .toBe(true);
    expect(site.backend.receivedAt(/^\/werkplaats\/tarieven\/$/).map((request) => request.method)).toEqual([
      'GET',
    ]);
    expect(await page.title()).toBe(title);
    expect(await slide(page).locator('script').count()).toBe(0);
  });

  test('ajax item that fails: the Dutch error message; html item from a template; Flash: the plug-in message', async () => {
    site.backend.fault({ path: /^\/werkplaats\/tarieven\/$/, mode: 'status-500' });
    const { page } = await site.visit('/fotogalerij/');
    await openWorkshop(page, 'Tarieven');
    await expect
      .poll(() => slide(page).getByRole('alert').textContent())
      .toBe('Er is een fout opgetreden bij het laden van de inhoud.');
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => slide(page).getByRole('heading', { name: 'Zo kom je bij de werkplaats' }).isVisible())
      .toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => slide(page).getByRole('alert').textContent())
      .toBe('Voor deze inhoud is de plug-in flash nodig. Plug-in downloaden');
    expect(await slide(page).getByRole('link', { name: 'Plug-in downloaden' }).getAttribute('href')).toBe(
      'https://get.adobe.com/flashplayer/',
    );
  });

  test('a hidden iframe that stays 0 × 0 has its loader taken away after the set time', async () => {
    const { page } = await site.visit('/fotogalerij/', {
      // The frames are hidden by the page's style, and what happens to the loader is recorded as it
      // happens (it lives only the set 300 ms).
      initScript: `
        window.__loader = { added: 0, removed: 0 };
        document.addEventListener('DOMContentLoaded', () => {
          const style = document.createElement('style');
          style.textContent = '.lightbox__content--iframe iframe { display: none; }';
          document.head.append(style);
        });
        new MutationObserver((records) => {
          for (const record of records) {
            for (const node of record.addedNodes)
              if (node.nodeType === 1 && node.querySelector?.('.lightbox__loader')) window.__loader.added += 1;
            for (const node of record.removedNodes)
              if (node.nodeType === 1 && node.matches('.lightbox__loader')) window.__loader.removed += 1;
          }
        }).observe(document, { subtree: true, childList: true });`,
      settings: { lightbox: { hiddenFrameMs: 300, providers: [localProvider] } },
    });
    // The player never answers, so only the 0 × 0 rule can take the loader away.
    site.backend.fault({ path: /^\/video-speler\/embed\//, mode: 'hang' });
    await page.getByRole('link', { name: 'Video: een wiel richten' }).click();
    const loader = () =>
      page.evaluate(() => (window as unknown as { __loader: { added: number; removed: number } }).__loader);
    await expect.poll(async () => (await loader()).added).toBeGreaterThan(0);
    await expect.poll(async () => (await loader()).removed).toBeGreaterThan(0);
    expect(await page.locator('.lightbox__content--iframe .lightbox__loader').count()).toBe(0);
  });
});

describe('lightbox gestures in Chromium', () => {
  /** A one-finger swipe through Chromium's touch input, in `steps` moves over `ms`. */
  async function swipe(page: Page, from: [number, number], to: [number, number], ms: number): Promise<void> {
    const cdp = await page.context().newCDPSession(page);
    const steps = 12;
    // One finger (id 1) throughout: without an id each move reads as a new touch.
    const point = (step: number) => ({
      id: 1,
      x: from[0] + ((to[0] - from[0]) * step) / steps,
      y: from[1] + ((to[1] - from[1]) * step) / steps,
    });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point(0)] });
    for (let step = 1; step <= steps; step++) {
      await page.waitForTimeout(ms / steps);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point(step)] });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
  }

  test('on a phone a quick horizontal swipe (touch) moves to the next photo; a short, slow one does not', async () => {
    const { page } = await site.visit('/fotogalerij/', {
      context: { viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true },
    });
    await page.getByRole('link', { name: 'Paarse heide en dennen op de Veluwe' }).tap();
    const caption = page.locator('.lightbox__caption');
    await expect.poll(() => caption.textContent()).toBe('Veluwe — Heide bij Hoog Soeren in augustus.');
    // PhotoSwipe ignores a touch until its opening animation has ended, and then shows the slides
    // beside the current one (hidden until then). A full run on a slow machine swiped 300 ms after
    // the caption, still within the opening, and the photo stayed.
    await expect
      .poll(() =>
        page
          .locator('.pswp__item')
          .evaluateAll(
            (holders) =>
              holders.length === 3 && holders.every((holder) => getComputedStyle(holder).display !== 'none'),
          ),
      )
      .toBe(true);
    await page.waitForTimeout(300);
    // 220 px to the left within 0.3 s: the next photo.
    await swipe(page, [320, 400], [100, 410], 250);
    await expect
      .poll(() => caption.textContent())
      .toBe('Zuid-Limburg — De Keutenberg omhoog, 22 procent op het steilste stuk.');
    await page.waitForTimeout(500);
    // Mostly sideways but short (60 px), and slow: the photo stays.
    await swipe(page, [200, 400], [140, 420], 1200);
    await page.waitForTimeout(600);
    expect(await caption.textContent()).toBe(
      'Zuid-Limburg — De Keutenberg omhoog, 22 procent op het steilste stuk.',
    );
    expect(await page.locator('.pswp').count()).toBe(1);
  });
});

describe('lightbox smart recognition in Chromium', () => {
  test('smart recognition: attachment pages are asked with JSON; a photo, a film and a removed file', async () => {
    const { page } = await site.visit('/fotogalerij/foto-van-de-week/');
    await page.getByRole('link', { name: 'Dijk bij zonsondergang' }).click();
    await expect
      .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('.pswp.lightbox--open'))))
      .toBe(true);
    const asked = site.backend.receivedAt(/^\/fotogalerij\/bijlage\/grevelingen\/$/);
    expect(asked.map((request) => [request.method, request.headers.accept])).toEqual([
      ['GET', 'application/json'],
    ]);
    const photo = page.locator('.pswp__item[aria-hidden="false"] img.pswp__img');
    await expect.poll(() => photo.getAttribute('src')).toMatch(/\/assets\/img\/galerij\/waddendijk\.svg$/);
    // The size the server gave (1600 × 600) shapes the photo.
    const box = (await photo.boundingBox())!;
    expect(box.width / box.height).toBeCloseTo(1600 / 600, 1);
    await page.keyboard.press('ArrowRight');
    const video = slide(page).locator('video');
    await video.waitFor();
    expect(await video.locator('source').getAttribute('src')).toMatch(/\/assets\/video\/polder\.webm$/);
    expect(await video.getAttribute('poster')).toMatch(/\/assets\/img\/galerij\/veluwe\.svg$/);
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => slide(page).textContent())
      .toBe('Er is een fout opgetreden bij het laden van de inhoud.');
    expect(new URL(page.url()).pathname).toBe('/fotogalerij/foto-van-de-week/');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('smart recognition: a server that does not answer in time gives the message; switched off, the link is a plain link', async () => {
    site.backend.fault({ path: /^\/fotogalerij\/bijlage\/grevelingen\//, mode: 'hang' });
    const first = await site.visit('/fotogalerij/foto-van-de-week/', {
      settings: { lightbox: { smartRecognition: true, smartRecognitionTimeoutMs: 500 } },
    });
    await first.page.getByRole('link', { name: 'Dijk bij zonsondergang' }).click();
    await expect
      .poll(() => slide(first.page).textContent(), { timeout: 10_000 })
      .toBe('Er is een fout opgetreden bij het laden van de inhoud.');
    site.backend.reset();

    const { page } = await site.visit('/fotogalerij/foto-van-de-week/', {
      settings: { lightbox: { smartRecognition: false } },
    });
    // The click loads the lightbox, which lets go of the link: the click goes on to the page.
    await page.getByRole('link', { name: 'Dijk bij zonsondergang' }).click();
    await page.waitForURL('**/fotogalerij/bijlage/grevelingen/');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Grevelingendam bij zonsondergang',
    );
  });
});
