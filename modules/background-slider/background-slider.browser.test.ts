// Background sliders on /werkplaats/: each column's images change with its effect, hidden from
// screen readers; nothing changes off screen or under reduced motion; an unknown effect fades.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations, withSite } from '../../test/browser/harness';
import { effectNames } from './effects';

const site = withSite();

const activeIndex = (page: Page, effect: string) =>
  page
    .locator(`.workshop-column--${effect} .background-slider`)
    .evaluate((root) =>
      [...root.children].findIndex(
        (slide) =>
          slide.classList.contains('background-slider__slide--active') &&
          !slide.classList.contains('background-slider__slide--entering'),
      ),
    );

describe('background sliders in Chromium', () => {
  test('every effect changes the image with its own keyframes, at the configured delay and speed', async () => {
    const { page } = await site.visit('/werkplaats/', {
      settings: { 'background-slider': { delay: 400, speed: 1500 } },
      context: { viewport: { width: 1280, height: 2000 } },
    });
    await page.locator('.background-slider--slide-zoom').waitFor();
    // Mid-change: read the entering slide's animation of each slider.
    await page.waitForTimeout(900);
    const frames = await page.evaluate(() =>
      Object.fromEntries(
        [...document.querySelectorAll<HTMLElement>('.background-slider')].map((root) => {
          const entering = root.querySelector('.background-slider__slide--entering');
          const keyframes = entering?.getAnimations()[0]?.effect as KeyframeEffect | undefined;
          return [
            root.dataset.effect,
            {
              frames: keyframes?.getKeyframes().map(({ opacity, transform }) => ({ opacity, transform })),
              duration: keyframes?.getTiming().duration,
            },
          ];
        }),
      ),
    );
    expect(Object.keys(frames).sort()).toEqual([...effectNames].sort());
    expect(frames.fade?.frames).toEqual([
      { opacity: '0', transform: undefined },
      { opacity: '1', transform: undefined },
    ]);
    expect(frames['slide-up']?.frames?.[0]?.transform).toBe('translateY(100%)');
    expect(frames['slide-down']?.frames?.[0]?.transform).toBe('translateY(-100%)');
    expect(frames['slide-right']?.frames?.[0]?.transform).toBe('translateX(-100%)');
    expect(frames.slide?.frames?.[0]?.transform).toBe('translateX(100%)');
    expect(frames.zoom?.frames?.[0]).toEqual({ opacity: '0', transform: 'scale(1.25)' });
    for (const effect of effectNames) expect(frames[effect]?.duration, effect).toBe(1500);
    // Once the change is over the second image is the active one, the first hidden.
    await expect.poll(() => activeIndex(page, 'stack'), { timeout: 10_000 }).toBe(1);
    expect(
      await page
        .locator('.workshop-column--stack .background-slider__slide')
        .first()
        .evaluate((slide) => getComputedStyle(slide).visibility),
    ).toBe('hidden');
  });

  test('the sliders are decorative: hidden from screen readers, nothing to focus', async () => {
    const { page } = await site.visit('/werkplaats/');
    await page.locator('.background-slider--fade').waitFor();
    expect(await page.locator('.background-slider:not([aria-hidden="true"])').count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Fietsonderhoud' }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a slider off screen waits; it moves on again when scrolled back', async () => {
    const { page } = await site.visit('/werkplaats/', {
      settings: { 'background-slider': { delay: 300, speed: 50 } },
    });
    await page.locator('.background-slider--fade').waitFor();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(200);
    const parked = await activeIndex(page, 'fade');
    await page.waitForTimeout(1200);
    expect(await activeIndex(page, 'fade')).toBe(parked);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => activeIndex(page, 'fade'), { timeout: 10_000 }).not.toBe(parked);
  });

  test('under reduced motion the first image stays and nothing animates', async () => {
    const { page } = await site.visit('/werkplaats/', {
      settings: { 'background-slider': { delay: 200, speed: 50 } },
      context: { reducedMotion: 'reduce' },
    });
    await page.locator('.background-slider--fade').waitFor();
    await page.waitForTimeout(900);
    for (const effect of ['fade', 'slide', 'zoom']) expect(await activeIndex(page, effect)).toBe(0);
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
  });

  test('an unknown effect falls back to fade with a warning; one image never changes', async () => {
    const visit = await site.visit('/werkplaats/', {
      settings: { 'background-slider': { delay: 200, speed: 50 } },
    });
    await visit.page.evaluate(() => {
      const grid = document.querySelector('.workshop-grid')!;
      grid.insertAdjacentHTML(
        'afterbegin',
        '<section class="workshop-column workshop-column--proef"><div class="background-slider" data-effect="wervelwind"><div class="background-slider__slide" data-image="/assets/img/media/werkplaats-1.svg"></div><div class="background-slider__slide" data-image="/assets/img/media/werkplaats-2.svg"></div></div></section>' +
          '<section class="workshop-column workshop-column--enkel"><div class="background-slider"><div class="background-slider__slide" data-image="/assets/img/media/werkplaats-3.svg"></div></div></section>',
      );
    });
    await visit.page.locator('.workshop-column--proef .background-slider--fade').waitFor();
    expect(visit.console.some((line) => line.includes('unknown effect "wervelwind"'))).toBe(true);
    await expect.poll(() => activeIndex(visit.page, 'proef'), { timeout: 10_000 }).toBe(1);
    await visit.page.waitForTimeout(600);
    expect(await activeIndex(visit.page, 'enkel')).toBe(0);
    expect(
      await visit.page
        .locator('.workshop-column--enkel .background-slider__slide')
        .evaluate((slide) => getComputedStyle(slide).backgroundImage),
    ).toContain('werkplaats-3.svg');
    expect(visit.errors).toEqual([]);
  });
});
