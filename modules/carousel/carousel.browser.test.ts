// The theme's carousels and testimonials as a visitor meets them, on the real markup of both
// generations under the theme's rules (demo/assets/theme/carousels.css: the 7.0-7.8 items hidden
// until a script acts, the 7.9+ clipped row): the 7.11 image carousel on /over-ons/ with its
// arrows, dots, columns per width, keyboard and autoplay with its pause rules; the 7.4 related posts
// on /blog/winterbanden/ sized by their item width; the testimonials' rotation and pagination;
// reduced motion; Swiper failing; and the safety net when the module's chunk fails or hangs.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations, withSite } from '../../test/browser/harness';

const site = withSite();

const images = '.fusion-image-carousel .awb-carousel';
const related = '.related-posts .fusion-carousel';
/** Quick rotation: the demo's carousels take their delay from the theme's global, as 7.11 prints it. */
const quick = { carousel: { delay: 700, speed: 50 } };

/** The numbers (1-based) of the slides fully inside the carousel's box and not hidden. */
const shownSlides = (page: Page, carousel: string, slide = '.swiper-slide') =>
  page.locator(carousel).evaluate((root, selector) => {
    const box = root.getBoundingClientRect();
    return [...root.querySelectorAll<HTMLElement>(selector)]
      .map((item, at) => ({ item, at }))
      .filter(({ item }) => {
        const rect = item.getBoundingClientRect();
        const wrapper = item.querySelector('.fusion-carousel-item-wrapper') ?? item;
        return (
          rect.width > 0 &&
          getComputedStyle(wrapper).visibility === 'visible' &&
          rect.left >= box.left - 1 &&
          rect.right <= box.right + 1
        );
      })
      .map(({ at }) => at + 1);
  }, slide);

describe('carousel in Chromium', () => {
  test('the 7.11 image carousel: four items a step of one, arrows and dots as buttons, by mouse and keyboard', async () => {
    const { page, errors } = await site.visit('/over-ons/', { settings: quick });
    const carousel = page.getByRole('region', { name: 'Carrousel' });
    // The module comes near the viewport: only then is the carousel a region.
    await page.locator(images).scrollIntoViewIfNeeded();
    await page.locator(`${images}.swiper-initialized`).waitFor();
    // Stopped first, so what follows is the visitor's doing only.
    await carousel.getByRole('button', { name: 'Carrousel pauzeren' }).click();
    expect(await carousel.getByRole('button', { name: 'Carrousel afspelen' }).isVisible()).toBe(true);
    expect(await carousel.getAttribute('aria-roledescription')).toBe('carousel');
    expect(await carousel.getByRole('group', { name: '1 van 8' }).getAttribute('aria-roledescription')).toBe(
      'slide',
    );
    expect(await shownSlides(page, images)).toEqual([1, 2, 3, 4]);

    await carousel.getByRole('button', { name: 'Volgende' }).click();
    await expect.poll(() => shownSlides(page, images)).toEqual([2, 3, 4, 5]);
    // The theme's printed arrow divs are buttons a keyboard reaches and presses.
    await carousel.getByRole('button', { name: 'Volgende' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press(' ');
    await expect.poll(() => shownSlides(page, images)).toEqual([4, 5, 6, 7]);
    await carousel.getByRole('button', { name: 'Vorige' }).click();
    await expect.poll(() => shownSlides(page, images)).toEqual([3, 4, 5, 6]);

    // Swiper's dots in the theme's `.swiper-pagination`, as named buttons.
    const dots = carousel.locator('.swiper-pagination > button.swiper-pagination-bullet');
    expect(await dots.count()).toBeGreaterThan(1);
    await carousel.getByRole('button', { name: 'Naar dia 1' }).click();
    await expect.poll(() => shownSlides(page, images)).toEqual([1, 2, 3, 4]);
    expect(await carousel.getByRole('button', { name: 'Naar dia 1' }).getAttribute('aria-current')).toBe(
      'true',
    );

    // Focus on an item beyond the first screen brings it into view.
    await page.evaluate(() => {
      const image = document.querySelectorAll<HTMLElement>('.fusion-image-carousel .swiper-slide img')[7]!;
      image.tabIndex = 0;
      image.focus();
    });
    await expect.poll(async () => (await shownSlides(page, images)).includes(8)).toBe(true);
    expect(await page.locator(images).evaluate((root) => root.scrollLeft)).toBe(0);
    expect(errors).toEqual([]);
  });

  test('columns follow the width: two items on a phone, a step of two', async () => {
    const { page } = await site.visit('/over-ons/', {
      settings: quick,
      context: { viewport: { width: 375, height: 800 }, reducedMotion: 'reduce' },
    });
    await page.locator(images).scrollIntoViewIfNeeded();
    await page.locator(`${images}.swiper-initialized`).waitFor();
    expect(await shownSlides(page, images)).toEqual([1, 2]);
    await page.getByRole('button', { name: 'Volgende' }).first().click();
    await expect.poll(() => shownSlides(page, images)).toEqual([3, 4]);
  });

  test('autoplay steps on, pauses under the pointer, stops with the control and for keyboard focus', async () => {
    const { page } = await site.visit('/over-ons/', { settings: quick });
    const carousel = page.getByRole('region', { name: 'Carrousel' });
    await page.locator(images).scrollIntoViewIfNeeded();
    await page.locator(`${images}.swiper-initialized`).waitFor();
    await page.mouse.move(5, 5);
    await expect.poll(() => shownSlides(page, images), { timeout: 4000 }).toEqual([2, 3, 4, 5]);
    expect(await page.locator(`${images} > .swiper-wrapper`).getAttribute('aria-live')).toBe('off');

    await carousel.hover();
    const held = await shownSlides(page, images);
    await page.waitForTimeout(1200);
    expect(await shownSlides(page, images)).toEqual(held);
    await page.mouse.move(5, 5);
    await expect.poll(() => shownSlides(page, images), { timeout: 4000 }).not.toEqual(held);

    await carousel.getByRole('button', { name: 'Carrousel pauzeren' }).click();
    await page.mouse.move(5, 5);
    const stopped = await shownSlides(page, images);
    await page.waitForTimeout(1200);
    expect(await shownSlides(page, images)).toEqual(stopped);
    expect(await page.locator(`${images} > .swiper-wrapper`).getAttribute('aria-live')).toBe('polite');
    await carousel.getByRole('button', { name: 'Carrousel afspelen' }).click();
    // The pointer that pressed it rests on the carousel, which holds the rotation until it leaves.
    await page.mouse.move(5, 5);
    await expect.poll(() => shownSlides(page, images), { timeout: 4000 }).not.toEqual(stopped);

    // Keyboard focus entering from outside stops it until the visitor starts it again.
    await page.locator('.fusion-title-6 h2').evaluate((heading) => {
      heading.tabIndex = -1;
      (heading as HTMLElement).focus();
    });
    await page.keyboard.press('Tab');
    expect(
      await carousel
        .getByRole('button', { name: 'Carrousel afspelen' })
        .evaluate((b) => b === document.activeElement),
    ).toBe(true);
  });

  test('under reduced motion nothing rotates and there is no rotation control', async () => {
    const { page } = await site.visit('/over-ons/', {
      settings: quick,
      context: { reducedMotion: 'reduce' },
    });
    const carousel = page.getByRole('region', { name: 'Carrousel' });
    await page.locator(images).scrollIntoViewIfNeeded();
    await page.locator(`${images}.swiper-initialized`).waitFor();
    await page.waitForTimeout(1500);
    expect(await shownSlides(page, images)).toEqual([1, 2, 3, 4]);
    expect(await page.getByRole('button', { name: /pauzeren|afspelen/ }).count()).toBe(0);
  });

  test('the 7.4 related posts: items the theme hid show, as many as their width allows, arrows move them', async () => {
    const { page, errors } = await site.visit('/blog/winterbanden/');
    await page.locator(related).scrollIntoViewIfNeeded();
    await page.locator(`${related} .swiper-initialized`).waitFor();
    const titles = page.locator(`${related} .fusion-carousel-title`);
    // 4 columns of 180 px + 48 px: the article column is too narrow for four.
    const first = await shownSlides(page, related, '.fusion-carousel-item');
    expect(first.length).toBeGreaterThanOrEqual(2);
    expect(first[0]).toBe(1);
    expect(await titles.first().isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Volgende' }).click();
    await expect
      .poll(async () => (await shownSlides(page, related, '.fusion-carousel-item'))[0])
      .toBeGreaterThan(1);
    expect(errors).toEqual([]);
  });

  test('testimonials rotate with their pagination in step, the links choose, hidden reviews leave the tree', async () => {
    const { page } = await site.visit('/over-ons/', {
      settings: { carousel: { testimonialsDelay: 700 } },
      // The element names its own `data-speed`, which wins: the test shortens it in the page.
      initScript: `document.addEventListener('DOMContentLoaded', () => { document.querySelector('.fusion-testimonials').dataset.speed = '700'; });`,
    });
    const box = page.locator('.fusion-testimonials');
    await box.scrollIntoViewIfNeeded();
    const active = () => box.locator('.review.active-testimonial .company-name strong').textContent();
    expect(await active()).toBe('Sanne de Vries');
    await page.mouse.move(5, 5);
    await expect.poll(active, { timeout: 4000 }).toBe('Ahmed El Amrani');
    expect(await box.getByRole('button', { name: 'Ervaring 2 van 3' }).getAttribute('class')).toContain(
      'activeSlide',
    );
    // Only the review shown is in the accessibility tree and the focus order.
    const inert = () =>
      box.locator('.review').evaluateAll((reviews) => reviews.map((r) => (r as HTMLElement).inert));
    expect(await inert()).toEqual([true, false, true]);

    await box.getByRole('button', { name: 'Ervaringen pauzeren' }).click();
    await box.getByRole('button', { name: 'Ervaring 3 van 3' }).click();
    expect(await active()).toBe('Marieke Bos');
    await page.waitForTimeout(1200);
    expect(await active()).toBe('Marieke Bos');
    expect(await inert()).toEqual([true, true, false]);
    expect(
      await box.locator('.review.active-testimonial').evaluate((review) => getComputedStyle(review).opacity),
    ).toBe('1');
  });

  test('when Swiper cannot be loaded the items scroll and the arrows still move them', async () => {
    site.backend.fault({ path: /\/dist\/chunks\/[\w-]+\/item-carousel-swiper\.js/, mode: 'status-404' });
    const visit = await site.visit('/over-ons/', { settings: quick });
    await visit.page.locator(images).scrollIntoViewIfNeeded();
    await expect
      .poll(() => visit.console.some((line) => line.includes('Swiper could not be loaded')))
      .toBe(true);
    const wrapper = visit.page.locator(`${images} > .swiper-wrapper`);
    await visit.page.getByRole('button', { name: 'Volgende' }).click();
    await expect.poll(() => wrapper.evaluate((list) => list.scrollLeft)).toBeGreaterThan(0);
    expect(visit.errors).toEqual([]);
  });

  test('safety net: with the chunk answering 404 or hanging, the related posts show and one review shows', async () => {
    for (const [mode, width] of [
      ['status-404', 1280],
      ['hang', 375],
    ] as const) {
      site.backend.fault({ path: /\/chunks\/[\w-]+\/carousel\.js/, mode });
      const { page } = await site.visit('/blog/winterbanden/', {
        settings: { safetyNetMs: 500 },
        context: { viewport: { width, height: 900 } },
      });
      await page.locator(related).scrollIntoViewIfNeeded();
      await page.waitForTimeout(800);
      expect(await page.locator(`${related} .fusion-carousel-title`).first().isVisible(), mode).toBe(true);
      site.backend.reset();
    }
  });

  test.each([
    ['/over-ons/', 375],
    ['/over-ons/', 1280],
    ['/blog/winterbanden/', 1280],
  ])('axe finds no violations on %s at %i px', async (path, width) => {
    const { page } = await site.visit(path, { context: { viewport: { width, height: 900 } } });
    await page.locator('.awb-carousel, .fusion-carousel').first().scrollIntoViewIfNeeded();
    await page.locator('.carousel--carousel.swiper-initialized').first().waitFor();
    expect(await axeViolations(page), `${path} at ${width}`).toEqual([]);
  });
});
