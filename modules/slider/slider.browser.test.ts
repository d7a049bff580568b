// The slider as a visitor meets it: settings from the slider's attributes, autoplay that stops for
// hover, keyboard focus and the pause control, a video slide that plays and pauses, the product
// gallery following the variation form, reduced motion, a lone slide, and Swiper failing to load.

import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations, providerPlayerLog, withSite } from '../../test/browser/harness';

const site = withSite();

/** Quick rotation for the tests: the per-slider attributes of the demo leave the speed to the settings. */
const quick = { slider: { speed: 700, transitionSpeed: 50 } };

/** Sums layout shifts not caused by input, from before the page's first paint. */
const layoutShiftRecorder = `
  window.__shifts = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__shifts += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
`;
const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: number }).__shifts);

const activeDot = (page: Page, slider: string) =>
  page.locator(`${slider} .slider__dot[aria-current="true"]`).getAttribute('aria-label');

describe('slider in Chromium', () => {
  test('the hero takes its texts, dots and fade from its attributes; Swiper arrives with it', async () => {
    const visit = await site.visit('/fietsvakanties/');
    const hero = visit.page.getByRole('region', { name: 'Uitgelichte routes' });
    await hero.getByRole('button', { name: 'Volgende route' }).waitFor();
    await expect.poll(() => hero.getAttribute('class')).toContain('swiper-fade');
    expect(await hero.getAttribute('aria-roledescription')).toBe('carousel');
    expect(await hero.getByRole('button', { name: /^Dia \d$/ }).count()).toBe(3);
    expect(await hero.getByRole('button', { name: 'Diavoorstelling pauzeren' }).count()).toBe(1);
    expect(await hero.getByRole('listitem', { name: '1 van 3' }).isVisible()).toBe(true);
    expect(visit.chunks()).toContain('slider');
    expect(visit.requests.some((url) => /\/chunks\/swiper-parts-/.test(url))).toBe(true);

    await hero.getByRole('button', { name: 'Volgende route' }).click();
    await expect.poll(() => activeDot(visit.page, '.hero-slider')).toBe('Dia 2');
    await hero.getByRole('button', { name: 'Vorige route' }).click();
    await expect.poll(() => activeDot(visit.page, '.hero-slider')).toBe('Dia 1');
  });

  test('the product gallery slides, follows its height and has no autoplay control', async () => {
    const { page } = await site.visit('/winkel/bakfiets/');
    const gallery = page.getByRole('region', { name: "Foto's van de Bakfiets Cargo 3" });
    await gallery.getByRole('button', { name: 'Volgende' }).waitFor();
    await expect.poll(() => gallery.getAttribute('class')).toContain('swiper-autoheight');
    expect(await gallery.getAttribute('class')).not.toContain('swiper-fade');
    expect(await gallery.getByRole('button', { name: /Diavoorstelling/ }).count()).toBe(0);
  });

  test('a slider with one slide stays plain content, without controls', async () => {
    const { page } = await site.visit('/fietsvakanties/');
    await page.locator('.hero-slider.swiper').waitFor();
    const single = page.locator('.deal-slider');
    await expect.poll(() => single.getAttribute('class')).toContain('slider--single');
    expect(await single.locator('button').count()).toBe(0);
    expect(await single.getAttribute('role')).toBeNull();
    expect(await single.getByRole('img', { name: 'Heuvels met een kronkelende weg' }).isVisible()).toBe(true);
  });

  test('autoplay advances, stops while the pointer is over it, and the pause control stops it', async () => {
    const { page } = await site.visit('/fietsvakanties/', { settings: quick });
    const hero = page.getByRole('region', { name: 'Uitgelichte routes' });
    await hero.getByRole('button', { name: 'Diavoorstelling pauzeren' }).waitFor();
    await expect.poll(() => activeDot(page, '.hero-slider'), { timeout: 10_000 }).toBe('Dia 2');
    expect(await page.locator('.hero-slider .slides').getAttribute('aria-live')).toBe('off');

    await page.locator('.hero-slider .slide-caption').first().hover({ force: true });
    const hovered = await activeDot(page, '.hero-slider');
    await page.waitForTimeout(1600);
    expect(await activeDot(page, '.hero-slider')).toBe(hovered);
    expect(await page.locator('.hero-slider .slides').getAttribute('aria-live')).toBe('polite');

    await hero.getByRole('button', { name: 'Diavoorstelling pauzeren' }).click();
    const play = hero.getByRole('button', { name: 'Diavoorstelling afspelen' });
    await play.waitFor();
    await page.mouse.move(5, 5);
    const paused = await activeDot(page, '.hero-slider');
    await page.waitForTimeout(1600);
    expect(await activeDot(page, '.hero-slider')).toBe(paused);

    await play.click();
    await page.mouse.move(5, 5);
    await expect.poll(() => activeDot(page, '.hero-slider'), { timeout: 10_000 }).not.toBe(paused);
  });

  test('keyboard focus inside the slider stops rotation until the visitor starts it again', async () => {
    const { page } = await site.visit('/fietsvakanties/', { settings: quick });
    const hero = page.getByRole('region', { name: 'Uitgelichte routes' });
    await hero.getByRole('button', { name: 'Diavoorstelling pauzeren' }).waitFor();
    await page.mouse.move(5, 5);
    await page.locator('h1').click();
    // Tab from the heading: the rotation control is the slider's first stop.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Diavoorstelling afspelen',
    );
    const focused = await activeDot(page, '.hero-slider');
    await page.waitForTimeout(1600);
    expect(await activeDot(page, '.hero-slider')).toBe(focused);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Diavoorstelling pauzeren',
    );
    await expect.poll(() => activeDot(page, '.hero-slider'), { timeout: 10_000 }).not.toBe(focused);
  });

  test('the video slide plays when shown and pauses when left, by messages to its own origin', async () => {
    const { page } = await site.visit('/fietsvakanties/');
    const hero = page.getByRole('region', { name: 'Uitgelichte routes' });
    await hero.getByRole('button', { name: 'Dia 3' }).click();
    await expect.poll(() => hero.getAttribute('class')).toContain('slider--video-dots-reposition');
    const log = () => providerPlayerLog(site.backend);
    await expect.poll(() => log().map((entry) => entry.func)).toContain('playVideo');
    const origin = new URL(page.url()).origin;
    expect(log().every((entry) => entry.from === origin && entry.id === 'heuvelland')).toBe(true);
    await expect
      .poll(() => page.frameLocator('.video-slide iframe').locator('.speler__status').textContent())
      .toBe('speelt');

    await hero.getByRole('button', { name: 'Dia 1' }).click();
    await expect.poll(() => log().map((entry) => entry.func)).toContain('pauseVideo');
    expect(await hero.getAttribute('class')).not.toContain('slider--video-slide');
  });

  test('choosing a colour moves the product gallery back to the first photo', async () => {
    const { page } = await site.visit('/winkel/bakfiets/');
    const gallery = page.getByRole('region', { name: "Foto's van de Bakfiets Cargo 3" });
    await gallery.getByRole('button', { name: 'Volgende' }).click();
    await gallery.getByRole('button', { name: 'Volgende' }).click();
    await expect.poll(() => activeDot(page, '.product__gallery')).toBe('Dia 3');
    await page.getByLabel('Kleur').selectOption('groen');
    await expect.poll(() => activeDot(page, '.product__gallery')).toBe('Dia 1');
    expect(await gallery.getByRole('listitem', { name: '1 van 3' }).isVisible()).toBe(true);
  });

  test('under reduced motion nothing rotates and there is no rotation control', async () => {
    const { page } = await site.visit('/fietsvakanties/', {
      settings: quick,
      context: { reducedMotion: 'reduce' },
    });
    const hero = page.getByRole('region', { name: 'Uitgelichte routes' });
    await hero.getByRole('button', { name: 'Volgende route' }).waitFor();
    await page.waitForTimeout(1500);
    expect(await activeDot(page, '.hero-slider')).toBe('Dia 1');
    expect(await hero.getByRole('button', { name: /Diavoorstelling/ }).count()).toBe(0);
    await hero.getByRole('button', { name: 'Volgende route' }).click();
    // Without an animated transition the next slide is there at once.
    expect(await activeDot(page, '.hero-slider')).toBe('Dia 2');
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
  });

  test('when Swiper cannot be loaded, the first slide stays readable and the page has no errors', async () => {
    site.backend.fault({ path: /\/dist\/chunks\/swiper-parts-/, mode: 'status-404' });
    const visit = await site.visit('/fietsvakanties/');
    await visit.page.locator('.hero-slider.slider').waitFor();
    await visit.page.waitForTimeout(500);
    expect(
      await visit.page.getByRole('img', { name: 'Fietspad door de bossen van de Veluwe' }).isVisible(),
    ).toBe(true);
    expect(visit.errors).toEqual([]);
    expect(visit.console.some((line) => line.includes('Swiper could not be loaded'))).toBe(true);
  });

  test('starting the sliders shifts nothing on the page, on a phone and on a desktop', async () => {
    for (const width of [375, 1280]) {
      for (const path of ['/fietsvakanties/', '/winkel/bakfiets/']) {
        const { page } = await site.visit(path, {
          initScript: layoutShiftRecorder,
          context: { viewport: { width, height: 900 } },
        });
        await page.locator('.flexslider.swiper-initialized').first().waitFor();
        await page.waitForTimeout(300);
        expect(await layoutShift(page), `${path} at ${width} px`).toBeLessThan(0.01);
      }
    }
  });

  test('axe finds no violations on the slider pages', async () => {
    for (const path of ['/fietsvakanties/', '/winkel/bakfiets/']) {
      const { page } = await site.visit(path);
      await page.locator('.flexslider.swiper-initialized').first().waitFor();
      expect(await axeViolations(page), path).toEqual([]);
    }
  });
});
