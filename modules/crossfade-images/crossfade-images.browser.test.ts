// The shop's crossfade images as a visitor meets them on /winkel/fietsen/: the second photo shown
// under the pointer and on the product link's keyboard focus, inside a holder as tall as the taller
// photo (the theme's script measured it; without it the taller second photo spills over the title);
// at once under reduced motion; and the photos as the theme prints them when the chunk fails.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  axeViolations,
  moduleState,
  modulesReady,
  settleAnimations,
  withSite,
} from '../../test/browser/harness';

const site = withSite();
const route = '/winkel/fietsen/';

/** What the visitor sees of one product's image: the holder's and each photo's box and opacity. */
const product = (page: Page, name: string) =>
  page
    .getByRole('link', { name, exact: true })
    .first()
    .evaluate((link) => {
      const holder = link.querySelector<HTMLElement>('.featured-image')!;
      const box = (element: Element) => {
        const rect = element.getBoundingClientRect();
        return {
          top: Math.round(rect.top),
          bottom: Math.round(rect.bottom),
          height: Math.round(rect.height),
        };
      };
      const photo = (element: Element | null) =>
        element && { ...box(element), opacity: Number(getComputedStyle(element).opacity) };
      const title = link.closest('.fusion-product-wrapper')!.querySelector('.product-title')!;
      return {
        holder: box(holder),
        product: photo(holder.querySelector('img:not(.hover-image)'))!,
        second: photo(holder.querySelector('img.hover-image')),
        titleTop: Math.round(title.getBoundingClientRect().top),
      };
    });

async function ready(page: Page) {
  await page.locator('.crossfade-images').first().scrollIntoViewIfNeeded();
  await modulesReady(page, 'crossfade-images');
}

describe('crossfade-images in Chromium', () => {
  test('the holder is as tall as the taller photo, and the second photo stays above the title', async () => {
    const { page, errors } = await site.visit(route, { context: { viewport: { width: 1280, height: 800 } } });
    await ready(page);
    const bike = await product(page, 'Stadsfiets N7');
    // The second photo is square, the product photo wide: the holder takes the square's height.
    expect(bike.second!.height).toBeGreaterThan(bike.product.height + 50);
    expect(bike.holder.height).toBe(bike.second!.height);
    expect(bike.second!.top).toBeGreaterThanOrEqual(bike.holder.top);
    expect(bike.second!.bottom).toBeLessThanOrEqual(bike.holder.bottom);
    expect(bike.titleTop).toBeGreaterThanOrEqual(bike.holder.bottom);
    // The product photo is centred in the taller holder, and shown; the second one waits.
    expect(
      Math.abs(bike.product.top - bike.holder.top - (bike.holder.bottom - bike.product.bottom)),
    ).toBeLessThanOrEqual(1);
    expect(bike.product.opacity).toBe(1);
    expect(bike.second!.opacity).toBe(0);
    // Photos of one size: the holder is that size. A product with one photo is left as printed.
    const cargo = await product(page, 'Bakfiets Cargo 3');
    expect(cargo.holder.height).toBe(cargo.product.height);
    expect(cargo.second!.height).toBe(cargo.product.height);
    const lock = await product(page, 'Ringslot ART-2');
    expect(lock.second).toBeNull();
    expect(lock.holder.height).toBe(lock.product.height);
    expect(errors).toEqual([]);
  });

  test('the holder follows the width: narrower columns, a shorter holder, still the taller photo', async () => {
    const { page } = await site.visit(route, { context: { viewport: { width: 1280, height: 800 } } });
    await ready(page);
    const wide = await product(page, 'Stadsfiets N7');
    await page.setViewportSize({ width: 700, height: 800 });
    await expect
      .poll(async () => (await product(page, 'Stadsfiets N7')).holder.height)
      .toBeLessThan(wide.holder.height);
    const narrow = await product(page, 'Stadsfiets N7');
    expect(narrow.holder.height).toBe(narrow.second!.height);
  });

  test('under the pointer the second photo shows, and the product photo again when it leaves', async () => {
    const { page } = await site.visit(route);
    await ready(page);
    await page.locator('.crossfade-images').first().hover();
    await settleAnimations(page);
    let bike = await product(page, 'Stadsfiets N7');
    expect(bike.product.opacity).toBe(0);
    expect(bike.second!.opacity).toBe(1);
    await page.mouse.move(2, 2);
    await settleAnimations(page);
    bike = await product(page, 'Stadsfiets N7');
    expect(bike.product.opacity).toBe(1);
    expect(bike.second!.opacity).toBe(0);
  });

  test('keyboard: tabbing onto the product link shows the second photo, tabbing on shows the first', async () => {
    const { page } = await site.visit(route);
    await ready(page);
    await page
      .getByRole('navigation', { name: 'Kruimelpad' })
      .getByRole('link', { name: 'Winkel', exact: true })
      .focus();
    await page.keyboard.press('Tab');
    const link = page.getByRole('link', { name: 'Stadsfiets N7', exact: true }).first();
    expect(await link.evaluate((element) => element === document.activeElement)).toBe(true);
    await settleAnimations(page);
    let bike = await product(page, 'Stadsfiets N7');
    expect(bike.product.opacity).toBe(0);
    expect(bike.second!.opacity).toBe(1);
    await page.keyboard.press('Tab');
    await settleAnimations(page);
    bike = await product(page, 'Stadsfiets N7');
    expect(bike.product.opacity).toBe(1);
    expect(bike.second!.opacity).toBe(0);
  });

  test('reduced motion: the photos change at once, without the fade', async () => {
    const { page } = await site.visit(route, { context: { reducedMotion: 'reduce' } });
    await ready(page);
    const durations = await page
      .locator('.crossfade-images img')
      .evaluateAll((photos) => photos.map((photo) => getComputedStyle(photo).transitionDuration));
    expect(durations).toEqual(['0s', '0s', '0s', '0s']);
    await page.locator('.crossfade-images').first().hover();
    const bike = await product(page, 'Stadsfiets N7');
    expect(bike.second!.opacity).toBe(1);
  });

  test('the shop page passes axe', async () => {
    const { page } = await site.visit(route);
    await ready(page);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('without the module (off) the taller second photo spills out of the holder: the flaw it mends', async () => {
    const { page } = await site.visit(route, { settings: { modules: { 'crossfade-images': false } } });
    await page.locator('.crossfade-images').first().scrollIntoViewIfNeeded();
    const bike = await product(page, 'Stadsfiets N7');
    expect(bike.holder.height).toBe(bike.product.height);
    expect(bike.second!.bottom).toBeGreaterThan(bike.holder.bottom + 20);
  });

  test('chunk answers 404: the product photos stay shown as the theme prints them', async () => {
    site.backend.fault({ path: /\/chunks\/[\w-]+\/crossfade-images\.js/, mode: 'status-404' });
    const { page, errors } = await site.visit(route);
    await page.locator('.crossfade-images').first().scrollIntoViewIfNeeded();
    await expect.poll(() => moduleState(page, 'crossfade-images')).toBe('failed');
    for (const name of ['Stadsfiets N7', 'Bakfiets Cargo 3', 'Ringslot ART-2']) {
      const shown = await product(page, name);
      expect(shown.product.opacity, name).toBe(1);
      expect(shown.holder.height, name).toBeGreaterThan(100);
    }
    expect(errors).toEqual([]);
  });
});
