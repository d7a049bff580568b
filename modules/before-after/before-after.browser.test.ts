// The before/after slider as a visitor meets it on the workshop page: the two photos at their full
// height with the handle in the middle, the handle dragged (by mouse and by touch, which still lets
// the page scroll up and down), a click on the photo that glides the handle there, the keyboard as
// a WAI-ARIA slider, reduced motion; and the first photo whole when the chunk fails.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations, moduleState, modulesReady, withSite } from '../../test/browser/harness';

const site = withSite();
const route = '/werkplaats/';
const slider = (page: Page) => page.getByRole('slider', { name: 'Voor en na vergelijken' });
const container = (page: Page) => page.locator('.fusion-image-before-after-container');
/** What the visitor sees: the element's box, where the handle is (share of the width), how much of the "before" photo shows. */
const seen = (page: Page) =>
  container(page).evaluate((element) => {
    const box = element.getBoundingClientRect();
    const handle = element.querySelector('.fusion-image-before-after-handle')!.getBoundingClientRect();
    const before = element.querySelector('img')!;
    const cut = getComputedStyle(before).clipPath.match(/inset\(0px ([\d.]+)%/);
    return {
      height: Math.round(box.height),
      handleAt: Math.round(((handle.left + handle.width / 2 - box.left) / box.width) * 100),
      beforeShown: cut ? Math.round(100 - Number(cut[1])) : 100,
    };
  });

async function ready(page: Page) {
  await container(page).scrollIntoViewIfNeeded();
  await modulesReady(page, 'before-after');
  // Scrolled to while it had no height (the theme's gate): now it has one, the whole handle in view.
  await page.locator('.fusion-image-before-after-handle').scrollIntoViewIfNeeded();
}

describe('before-after in Chromium', () => {
  for (const width of [1280, 375]) {
    test(`${width} px: both photos at their height, the handle dragged across shows more of one`, async () => {
      const { page, errors } = await site.visit(route, { context: { viewport: { width, height: 800 } } });
      await ready(page);
      const start = await seen(page);
      const box = (await container(page).boundingBox())!;
      // The photos are 800 × 500: the element is as high as the first at its width.
      expect(Math.abs(start.height - Math.round((box.width * 500) / 800))).toBeLessThanOrEqual(1);
      expect(start).toMatchObject({ handleAt: 50, beforeShown: 50 });
      const handle = (await page.locator('.fusion-image-before-after-handle').boundingBox())!;
      await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width * 0.2, handle.y + handle.height / 2, { steps: 5 });
      expect(await container(page).evaluate((element) => element.classList.contains('active'))).toBe(true);
      await page.mouse.up();
      expect(await seen(page)).toMatchObject({ handleAt: 20, beforeShown: 20 });
      expect(await slider(page).getAttribute('aria-valuenow')).toBe('20');
      expect(await slider(page).getAttribute('aria-valuetext')).toBe('Voor 20%, Na 80%');
      expect(errors).toEqual([]);
    });
  }

  test('a click on the photo glides the handle there; with reduced motion it is there at once', async () => {
    // A slow glide, so the test sees it on its way also on a busy machine.
    const { page } = await site.visit(route, { settings: { 'before-after': { clickMoveMs: 1500 } } });
    await ready(page);
    const box = (await container(page).boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.8, box.y + box.height * 0.3);
    // Gliding: on its way first, then there.
    expect((await seen(page)).handleAt).toBeLessThan(80);
    await expect.poll(async () => (await seen(page)).handleAt).toBe(80);
    const still = await site.visit(route, { context: { reducedMotion: 'reduce' } });
    await ready(still.page);
    await still.page.mouse.click(box.x + box.width * 0.8, box.y + box.height * 0.3);
    expect((await seen(still.page)).handleAt).toBe(80);
  });

  test('keyboard: the handle is a slider; arrows, Page keys, Home and End move it', async () => {
    const { page } = await site.visit(route);
    await ready(page);
    await slider(page).focus();
    for (const [key, value] of [
      ['ArrowRight', '55'],
      ['ArrowRight', '60'],
      ['ArrowLeft', '55'],
      ['PageDown', '30'],
      ['Home', '0'],
      ['End', '100'],
    ] as const) {
      await page.keyboard.press(key);
      expect(await slider(page).getAttribute('aria-valuenow'), key).toBe(value);
    }
    expect((await seen(page)).beforeShown).toBe(100);
  });

  test('on a touch screen the handle is dragged sideways, and the page still scrolls up and down', async () => {
    const { page } = await site.visit(route, {
      context: { hasTouch: true, isMobile: true, viewport: { width: 390, height: 800 } },
    });
    await ready(page);
    expect(
      await page
        .locator('.fusion-image-before-after-handle')
        .evaluate((handle) => getComputedStyle(handle).touchAction),
    ).toBe('pan-y');
    const handle = (await page.locator('.fusion-image-before-after-handle').boundingBox())!;
    const box = (await container(page).boundingBox())!;
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
    const middle = handle.y + handle.height / 2;
    await touch('touchStart', handle.x + handle.width / 2, middle);
    for (const share of [0.45, 0.4, 0.35, 0.3]) await touch('touchMove', box.x + box.width * share, middle);
    await touch('touchEnd', 0, 0);
    await expect.poll(async () => (await seen(page)).handleAt).toBe(30);
    // A downward swipe on the handle scrolls the page back up and leaves the handle where it was.
    const before = await page.evaluate(() => scrollY);
    const x = handle.x + handle.width / 2 - box.width * 0.2;
    await touch('touchStart', x, middle);
    for (const dy of [20, 60, 120, 180]) await touch('touchMove', x, middle + dy);
    await touch('touchEnd', 0, 0);
    await expect.poll(() => page.evaluate(() => scrollY)).toBeLessThan(before - 50);
    expect((await seen(page)).handleAt).toBe(30);
  });

  test('axe: no violations', async () => {
    const { page } = await site.visit(route);
    await ready(page);
    expect(await axeViolations(page, '.fusion-image-before-after-wrapper')).toEqual([]);
  });

  for (const mode of ['status-404', 'hang'] as const) {
    test(`chunk ${mode === 'hang' ? 'hangs' : 'answers 404'}: the first photo is shown whole instead of nothing`, async () => {
      site.backend.fault({ path: /\/chunks\/[\w-]+\/before-after\.js/, mode });
      const { page, errors } = await site.visit(route, { settings: { safetyNetMs: 300 } });
      await container(page).scrollIntoViewIfNeeded();
      await expect.poll(() => moduleState(page, 'before-after')).toBe('failed');
      await expect.poll(async () => (await seen(page)).height).toBeGreaterThan(200);
      expect(errors).toEqual([]);
    });
  }
});
