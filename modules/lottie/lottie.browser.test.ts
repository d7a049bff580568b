// Lottie animations as a visitor meets them, on the builder's markup (test page) and the ontdek
// page: the wheel is drawn as SVG and rolls; scrolling moves a scroll-driven one; hovering plays a
// hover one and leaving stops it; off screen nothing moves; reduced motion shows still frames; a
// file that is missing or no Lottie file leaves its element empty and the rest of the page working.
// The demo file's wheel rolls from x = 40 (frame 0) to x = 160 (frame 60): the wheel layer's
// transform says which frame is drawn.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { withSite } from '../../test/browser/harness';

const site = withSite();

/** Where the wheel of the element `#id` is drawn (its layer's x), or null before it is drawn. */
const wheelX = (page: Page, id: string) =>
  page.locator(`#${id}`).evaluate((element) => {
    const transform = element.querySelector('g.wiel')?.getAttribute('transform');
    const x = transform?.match(/^matrix\(([^)]+)\)$/)?.[1]?.split(',')[4];
    return x === undefined ? null : Math.round(Number(x));
  });

const sample = async (page: Page, id: string, ms: number) => {
  const first = await wheelX(page, id);
  await page.waitForTimeout(ms);
  return [first, await wheelX(page, id)];
};

describe('lottie in Chromium', () => {
  test('an autoplaying element is drawn as SVG inside its player and rolls; a nameless one is decoration', async () => {
    const { page, errors } = await site.visit('/test/lottie/');
    const player = page.locator('#lottie-doorlopend > lottie-player');
    await expect.poll(() => player.locator('svg').count()).toBe(1);
    expect(await player.locator('svg').getAttribute('aria-hidden')).toBe('true');
    expect(await player.getAttribute('role')).toBeNull();
    // It moves: two readings a little apart differ.
    await expect.poll(async () => new Set(await sample(page, 'lottie-doorlopend', 150)).size).toBe(2);
    // The SVG fills the player's width (the theme's player is a block).
    const [svgWidth, playerWidth] = await player.evaluate((element) => [
      element.querySelector('svg')!.getBoundingClientRect().width,
      element.getBoundingClientRect().width,
    ]);
    expect(svgWidth).toBeGreaterThan(100);
    expect(svgWidth).toBe(playerWidth);
    expect(errors).toEqual([]);
  });

  test('hover: still until the pointer is over it, rolling while it is, stopped when it leaves; named by its link', async () => {
    const { page } = await site.visit('/test/lottie/');
    const link = page.getByRole('link', { name: 'Naar de werkplaats' });
    await expect.poll(() => wheelX(page, 'lottie-zweven')).toBe(40);
    // The picture carries the link's name as an image.
    expect(await link.getByRole('img', { name: 'Naar de werkplaats' }).count()).toBe(1);
    const before = await sample(page, 'lottie-zweven', 300);
    expect(before).toEqual([40, 40]);
    await link.hover();
    await expect.poll(() => wheelX(page, 'lottie-zweven')).toBeGreaterThan(45);
    await page.mouse.move(900, 5);
    await page.waitForTimeout(100);
    const after = await sample(page, 'lottie-zweven', 300);
    expect(after[0]).toBe(after[1]);
  });

  test('scroll: the frame follows the element across the viewport, back and forth', async () => {
    const { page } = await site.visit('/test/lottie/', {
      context: { viewport: { width: 1000, height: 700 } },
    });
    const element = page.locator('#lottie-scroll');
    // Its top a little above the viewport's bottom: early in the crossing.
    await page.evaluate(() => {
      const top = document.querySelector('#lottie-scroll')!.getBoundingClientRect().top + scrollY;
      scrollTo(0, top - innerHeight + 60);
    });
    await expect.poll(() => element.locator('svg').count()).toBe(1);
    await expect.poll(() => wheelX(page, 'lottie-scroll')).toBeLessThan(70);
    const early = (await wheelX(page, 'lottie-scroll'))!;
    // Scrolled on until it is near the top: late in the crossing.
    await page.evaluate(() => {
      const top = document.querySelector('#lottie-scroll')!.getBoundingClientRect().top + scrollY;
      scrollTo(0, top - 40);
    });
    await expect.poll(() => wheelX(page, 'lottie-scroll')).toBeGreaterThan(120);
    // And back: the frame goes back with it.
    await page.evaluate(() => scrollBy(0, -400));
    await expect.poll(() => wheelX(page, 'lottie-scroll')).toBeLessThan(120);
    expect(early).toBeGreaterThanOrEqual(40);
    // Standing still, it does not play by itself.
    const still = await sample(page, 'lottie-scroll', 300);
    expect(still[0]).toBe(still[1]);
  });

  test('off screen an autoplaying animation stops, and goes on when it is back', async () => {
    const { page } = await site.visit('/test/lottie/');
    await expect.poll(async () => new Set(await sample(page, 'lottie-doorlopend', 150)).size).toBe(2);
    await page.evaluate(() => scrollTo(0, 1200));
    await page.waitForTimeout(200);
    const away = await sample(page, 'lottie-doorlopend', 400);
    expect(away[0]).not.toBeNull();
    expect(away[0]).toBe(away[1]);
    await page.evaluate(() => scrollTo(0, 0));
    await expect.poll(async () => new Set(await sample(page, 'lottie-doorlopend', 150)).size).toBe(2);
  });

  test('the older markup without a player: drawn into the element itself, played once when in view', async () => {
    const { page } = await site.visit('/test/lottie/');
    await page.locator('#lottie-eenmaal').scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator('#lottie-eenmaal > svg').count()).toBe(1);
    // At twice the speed its 2 s roll ends within a second, at its last frame, and stays there.
    await expect.poll(() => wheelX(page, 'lottie-eenmaal'), { timeout: 5000 }).toBe(158);
    const end = await sample(page, 'lottie-eenmaal', 300);
    expect(end).toEqual([158, 158]);
  });

  test('reduced motion: still frames, the first of a loop, the last of an animation that plays once', async () => {
    const { page } = await site.visit('/test/lottie/', { context: { reducedMotion: 'reduce' } });
    await expect.poll(() => wheelX(page, 'lottie-doorlopend')).toBe(40);
    expect(await sample(page, 'lottie-doorlopend', 400)).toEqual([40, 40]);
    await page.locator('#lottie-zweven').hover();
    expect(await sample(page, 'lottie-zweven', 300)).toEqual([40, 40]);
    await page.locator('#lottie-eenmaal').scrollIntoViewIfNeeded();
    await expect.poll(() => wheelX(page, 'lottie-eenmaal')).toBe(158);
    // A scroll-driven one does not follow the scroll.
    await page.locator('#lottie-scroll').scrollIntoViewIfNeeded();
    await expect.poll(() => wheelX(page, 'lottie-scroll')).toBe(40);
    await page.evaluate(() => scrollBy(0, 300));
    expect(await sample(page, 'lottie-scroll', 300)).toEqual([40, 40]);
  });

  test('the ontdek page: the wheel below the fold rolls on as the visitor scrolls', async () => {
    const { page } = await site.visit('/ontdek/');
    const element = page.locator('.fusion-lottie-animation');
    await element.scrollIntoViewIfNeeded();
    await expect.poll(() => element.locator('lottie-player > svg').count()).toBe(1);
    const first = await element.evaluate((node) => node.querySelector('g.wiel')?.getAttribute('transform'));
    await page.evaluate(() => scrollBy(0, 150));
    await expect
      .poll(() => element.evaluate((node) => node.querySelector('g.wiel')?.getAttribute('transform')))
      .not.toBe(first);
  });
});

describe('lottie failure cases', () => {
  test('a missing file: its element stays empty with a warning, the others play, nothing throws', async () => {
    const { page, console: lines, errors } = await site.visit('/test/lottie/');
    await expect.poll(() => page.locator('#lottie-doorlopend svg').count()).toBe(1);
    await expect
      .poll(() =>
        lines.some((line) => line.includes('[voorkant:lottie]') && line.includes('bestaat-niet.json')),
      )
      .toBe(true);
    expect(
      await page.locator('#lottie-ontbreekt lottie-player').evaluate((player) => player.childNodes.length),
    ).toBe(0);
    expect(errors).toEqual([]);
    expect(lines.some((line) => line.includes('failed in'))).toBe(false);
  });

  /** Answers the demo file's fetches with `body` and `status` (the demo server's faults stop at /dist/). */
  const answerFile = (body: string, status: number) =>
    `(${(
      (body: string, status: number) => {
        const real = window.fetch;
        window.fetch = (input, init) =>
          String(input).includes('rollend-wiel.json')
            ? Promise.resolve(new Response(body, { status, headers: { 'content-type': 'application/json' } }))
            : real(input, init);
      }
    ).toString()})(${JSON.stringify(body)}, ${status})`;

  for (const [label, body, status] of [
    ['with no JSON', '<<garbage>> {"not json', 200],
    ['500', 'Internal Server Error', 500],
  ] as const)
    test(`the file answers ${label}: every element stays empty, the module does not fail`, async () => {
      const {
        page,
        console: lines,
        errors,
      } = await site.visit('/test/lottie/', {
        initScript: answerFile(body, status),
      });
      await expect
        .poll(() => lines.filter((line) => line.includes('rollend-wiel.json could not be loaded')).length)
        .toBeGreaterThan(1);
      expect(await page.locator('.fusion-lottie-animation svg').count()).toBe(0);
      expect(errors).toEqual([]);
      expect(lines.some((line) => line.includes('failed in'))).toBe(false);
    });

  test('a JSON file that is no animation: a warning, the element stays empty', async () => {
    const { page, console: lines } = await site.visit('/test/lottie/', {
      initScript: answerFile('{"nm":"geen animatie","layers":"nee"}', 200),
    });
    await expect.poll(() => lines.some((line) => line.includes('is no Lottie animation'))).toBe(true);
    expect(await page.locator('.fusion-lottie-animation svg').count()).toBe(0);
  });

  test("lottie-web's chunk answers 404: the module is reported failed, its elements stay empty, the page works", async () => {
    site.backend.fault({ path: /\/chunks\/[\w-]+\/lottie-light\.js/, mode: 'status-404' });
    const { page, console: lines, errors } = await site.visit('/test/lottie/');
    await expect.poll(() => lines.some((line) => line.includes('module "lottie" failed in init'))).toBe(true);
    expect(await page.locator('.fusion-lottie-animation svg').count()).toBe(0);
    expect(errors).toEqual([]);
    // The link is still a link.
    expect(await page.getByRole('link', { name: 'Naar de werkplaats' }).getAttribute('href')).toBe(
      '/werkplaats/',
    );
  });
});
