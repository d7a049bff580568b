// The Avada Slider (the home page hero) as a visitor meets it on the theme's real markup under its
// gated stylesheet: "Laden..." gone and the heading and caption faded in to full opacity, the hero
// sized as the theme sizes it, every slide reachable by buttons, dots and arrow keys, autoplay with
// its pause control waking once per change, the video slide playing only while shown, a single
// full-screen slide filling the window below the header (legacy and Layouts), reduced motion, and
// the safety net when the chunk fails or hangs.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  axeViolations,
  modulesReady,
  pageAnimationCount,
  wakeUpRecorder,
  wakeUps,
  withSite,
} from '../../test/browser/harness';

const site = withSite();

const hero = '#fusion-slider-12 .tfs-slider';
const quick = { 'avada-slider': { forceDelay: 700, forceSpeed: 50 } };
const heroChunks = ['avada-slider', 'slide-players', 'carousel-swiper', 'effect-fade'];

const activeDot = (page: Page) =>
  page.locator(`${hero} .avada-slider__dot[aria-current="true"]`).getAttribute('aria-label');

/**
 * How opaque a slide's heading and caption are to the eye: the product of their own and their
 * ancestors' computed opacities inside the slide (the theme prints `.slide-content` at 0).
 */
const textOpacity = (page: Page, slide: string) =>
  page.locator(slide).evaluate((item) =>
    ['.heading', '.caption'].map((part) => {
      let opacity = 1;
      for (
        let element = item.querySelector(part);
        element && element !== item;
        element = element.parentElement
      )
        opacity *= Number(getComputedStyle(element).opacity);
      return Math.round(opacity * 100) / 100;
    }),
  );

/** A full-screen slider's height, and the window's height less what the theme's script takes off. */
const fullScreenSizes = (page: Page, slider: string, header: string) =>
  page.evaluate(
    ([sliderSelector, headerSelector]) => {
      const headerElement = document.querySelector(headerSelector!)!;
      const style = getComputedStyle(headerElement);
      // The header's height without its padding, as the theme's script reads it (jQuery's height()).
      const headerHeight =
        headerElement.getBoundingClientRect().height -
        Number.parseFloat(style.paddingTop) -
        Number.parseFloat(style.paddingBottom) -
        Number.parseFloat(style.borderTopWidth) -
        Number.parseFloat(style.borderBottomWidth);
      return {
        height: document.querySelector(sliderSelector!)!.getBoundingClientRect().height,
        expected: document.documentElement.clientHeight - headerHeight,
        header: headerHeight,
      };
    },
    [slider, header],
  );

/** Headings a visitor sees in the hero (visible and not inert). */
const shownHeadings = (page: Page, slider = hero) =>
  page.locator(slider).evaluate((root) =>
    [...root.querySelectorAll<HTMLElement>('.heading .fusion-title-heading')]
      .filter((heading) => {
        const slide = heading.closest('li')!;
        const box = heading.getBoundingClientRect();
        const rootBox = root.getBoundingClientRect();
        return (
          !slide.inert &&
          box.width > 0 &&
          Number(getComputedStyle(slide).opacity) > 0.5 &&
          box.left >= rootBox.left - 1 &&
          box.right <= rootBox.right + 1
        );
      })
      .map((heading) => heading.textContent?.trim()),
  );

describe('avada slider in Chromium', () => {
  test('the hero leaves "Laden..." for its first heading, at the height the theme gives it, phone and desktop', async () => {
    for (const width of [375, 1280]) {
      const visit = await site.visit('/', { settings: quick, context: { viewport: { width, height: 900 } } });
      const { page } = visit;
      const region = page.getByRole('region', { name: 'Uitgelicht' });
      await expect
        .poll(() => shownHeadings(page))
        .toEqual(['Fietsen, onderdelen en onderhoud in Amersfoort']);
      expect(await page.getByText('Laden...').count()).toBe(0);
      expect(
        await region
          .getByRole('heading', { name: 'Fietsen, onderdelen en onderhoud in Amersfoort' })
          .isVisible(),
      ).toBe(true);
      const sizes = await page.evaluate(() => {
        const container = document.querySelector('#fusion-slider-12')!.getBoundingClientRect();
        const content = document.querySelector('.slide-id-31 .slide-content')!.getBoundingClientRect();
        return { height: container.height, width: container.width, content: content.height };
      });
      // 500 px set at 1200 px image width: at least half the width high, at most 500, content always fits.
      if (width === 1280) expect(sizes.height).toBe(500);
      else expect(sizes.height).toBeCloseTo(Math.max(200, sizes.content + 40), 0);
      expect(visit.errors).toEqual([]);
    }
  });

  test("the hero's heading and caption fade in as the theme's script fades them, and stay at full opacity, phone and desktop", async () => {
    for (const width of [375, 1280]) {
      const { page } = await site.visit('/', {
        settings: { 'avada-slider': { contentEntranceMs: 3000 } },
        context: { viewport: { width, height: 900 } },
      });
      await modulesReady(page, 'avada-slider');
      // Under way: the content rises into place while its opacity goes from 0 to 1.
      const fading = await page
        .locator('.slide-id-31 .slide-content')
        .evaluate((content) =>
          content.getAnimations().map((animation) => animation.effect?.getComputedTiming().progress ?? 1),
        );
      expect(fading.length, `entrance at ${width}`).toBe(1);
      expect(fading[0]).toBeLessThan(1);
      // Once the entrance is over, the heading and caption stay at full opacity.
      await expect
        .poll(
          () =>
            page.locator('.slide-id-31 .slide-content').evaluate((content) => content.getAnimations().length),
          {
            timeout: 6000,
          },
        )
        .toBe(0);
      expect(await textOpacity(page, '.slide-id-31'), `first slide at ${width}`).toEqual([1, 1]);
      // The other slides' content is opaque too, ready for the carousel to show it.
      expect(await textOpacity(page, '.slide-id-32'), `second slide at ${width}`).toEqual([1, 1]);
    }
  });

  test('buttons, dots and arrow keys reach every slide; after the last comes the first', async () => {
    const { page } = await site.visit('/', { settings: { 'avada-slider': { forceSpeed: 50 } } });
    const region = page.getByRole('region', { name: 'Uitgelicht' });
    await page.locator(`${hero}.swiper-initialized`).waitFor();
    expect(await region.getAttribute('aria-roledescription')).toBe('carousel');
    await region.getByRole('button', { name: 'Diavoorstelling pauzeren' }).click();
    const next = region.getByRole('button', { name: 'Volgende dia' });
    for (const heading of [
      'Winterbeurt voor € 49',
      'Elke zondag de clubrit',
      'Fietsen, onderdelen en onderhoud in Amersfoort',
    ]) {
      await next.click();
      await expect.poll(() => shownHeadings(page)).toEqual([heading]);
    }
    await region.getByRole('button', { name: 'Dia 3' }).click();
    await expect.poll(() => activeDot(page)).toBe('Dia 3');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => shownHeadings(page)).toEqual(['Winterbeurt voor € 49']);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => shownHeadings(page)).toEqual(['Fietsen, onderdelen en onderhoud in Amersfoort']);
    // The visible slide's link is reachable; the hidden slides' links are out of reach (inert).
    const inert = (name: string) =>
      page.getByRole('link', { name }).evaluate((link) => link.closest('[inert]') !== null);
    expect(await inert('Bekijk de Stadsfiets N7')).toBe(false);
    expect(await inert('Naar de werkplaats')).toBe(true);
  });

  test('autoplay changes slides on one wake-up per change; the pause control stops it; nothing runs while stopped', async () => {
    const { page } = await site.visit('/', { settings: quick, initScript: wakeUpRecorder });
    const region = page.getByRole('region', { name: 'Uitgelicht' });
    await page.mouse.move(5, 5);
    await expect.poll(() => activeDot(page), { timeout: 10_000 }).toBe('Dia 2');
    const before = await wakeUps(page, heroChunks);
    await page.waitForTimeout(2100);
    // Three changes at 700 ms: about one wake-up each, never one per frame.
    expect((await wakeUps(page, heroChunks)) - before).toBeLessThanOrEqual(8);

    await region.getByRole('button', { name: 'Diavoorstelling pauzeren' }).click();
    await page.mouse.move(5, 5);
    const stopped = await activeDot(page);
    const idle = await wakeUps(page, heroChunks);
    await page.waitForTimeout(1500);
    expect(await activeDot(page)).toBe(stopped);
    expect(await wakeUps(page, heroChunks)).toBe(idle);
    await region.getByRole('button', { name: 'Diavoorstelling afspelen' }).click();
    await page.mouse.move(5, 5);
    await expect.poll(() => activeDot(page), { timeout: 10_000 }).not.toBe(stopped);
  });

  test('the video slide becomes a muted video that plays only while its slide shows', async () => {
    const { page } = await site.visit('/', { settings: { 'avada-slider': { forceSpeed: 50 } } });
    const region = page.getByRole('region', { name: 'Uitgelicht' });
    await page.locator(`${hero}.swiper-initialized`).waitFor();
    await region.getByRole('button', { name: 'Diavoorstelling pauzeren' }).click();
    const video = page.locator('.slide-id-33 video');
    expect(await page.locator('.fusion-slider-self-hosted-video-placeholder').count()).toBe(0);
    expect(
      await video.evaluate((element: HTMLVideoElement) => [element.paused, element.muted, element.loop]),
    ).toEqual([true, true, true]);
    await region.getByRole('button', { name: 'Dia 3' }).click();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
    await region.getByRole('button', { name: 'Dia 1' }).click();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
  });

  test('a single full-screen slide is simply shown, as tall as the window below the header', async () => {
    for (const width of [375, 1280]) {
      const { page } = await site.visit('/fietsvakanties/', {
        context: { viewport: { width, height: 800 } },
      });
      const region = page.getByRole('region', { name: 'Uitgelicht' });
      await expect
        .poll(() => region.getByRole('heading', { name: 'Fietsvakanties vanuit Amersfoort' }).isVisible())
        .toBe(true);
      expect(await page.getByText('Laden...').count()).toBe(0);
      expect(await region.getAttribute('aria-roledescription')).toBeNull();
      expect(await region.getByRole('button').count()).toBe(0);
      const { height, expected } = await fullScreenSizes(page, '#fusion-slider-14', '.fusion-header-wrapper');
      expect(height, `legacy header at ${width}`).toBeCloseTo(expected, 0);
    }
  });

  test('under a Layouts header a full-screen slider fills the window less that header, phone and desktop', async () => {
    for (const width of [375, 1280]) {
      for (const height of [700, 900]) {
        const visit = await site.visit('/clubritten/', { context: { viewport: { width, height } } });
        const { page } = visit;
        await modulesReady(page, 'avada-slider');
        await expect.poll(() => textOpacity(page, '.slide-id-51'), { timeout: 5000 }).toEqual([1, 1]);
        const sizes = await fullScreenSizes(page, '#fusion-slider-15', '.fusion-tb-header');
        expect(sizes.header, `a header at ${width} × ${height}`).toBeGreaterThan(0);
        // The window's height (without a horizontal scroll bar) less the header's content height;
        // there is no admin bar nor frame on the demo.
        expect(sizes.height, `${width} × ${height}`).toBeCloseTo(sizes.expected, 0);
        await site.leave(visit);
      }
    }
  });

  test('under reduced motion the hero stays on its first slide, without a rotation control or entrance animation', async () => {
    const { page } = await site.visit('/', { settings: quick, context: { reducedMotion: 'reduce' } });
    const region = page.getByRole('region', { name: 'Uitgelicht' });
    await modulesReady(page, 'avada-slider');
    // No fade: the heading and caption are at full opacity as soon as the module runs.
    expect(await textOpacity(page, '.slide-id-31')).toEqual([1, 1]);
    await page.locator(`${hero}.swiper-initialized`).waitFor();
    await page.waitForTimeout(1500);
    expect(await shownHeadings(page)).toEqual(['Fietsen, onderdelen en onderhoud in Amersfoort']);
    expect(await region.getByRole('button', { name: /Diavoorstelling/ }).count()).toBe(0);
    await region.getByRole('button', { name: 'Volgende dia' }).click();
    expect(await shownHeadings(page)).toEqual(['Winterbeurt voor € 49']);
    expect(await pageAnimationCount(page)).toBe(0);
  });

  test('safety net: with the chunk answering 404 or hanging, "Laden..." goes and the first heading shows', async () => {
    for (const [mode, width] of [
      ['status-404', 375],
      ['hang', 1280],
      ['status-404', 1280],
      ['hang', 375],
    ] as const) {
      site.backend.fault({ path: /\/chunks\/[\w-]+\/avada-slider\.js/, mode });
      const { page } = await site.visit('/', {
        settings: { safetyNetMs: 500 },
        context: { viewport: { width, height: 900 } },
      });
      const heading = page.getByRole('heading', { name: 'Fietsen, onderdelen en onderhoud in Amersfoort' });
      await expect.poll(() => heading.isVisible(), { timeout: 5000 }).toBe(true);
      expect(await page.getByText('Laden...').count(), `${mode} at ${width}`).toBe(0);
      await expect.poll(() => textOpacity(page, '.slide-id-31'), { timeout: 5000 }).toEqual([1, 1]);
      expect(await page.getByRole('heading', { name: 'Winterbeurt voor € 49' }).isVisible()).toBe(false);
      site.backend.reset();
    }
  });

  test('axe finds no violations on the home page and the full-screen hero, on a phone and on a desktop', async () => {
    for (const width of [375, 1280]) {
      const { page } = await site.visit('/', { context: { viewport: { width, height: 900 } } });
      await page.locator(`${hero}.swiper-initialized`).waitFor();
      await page
        .getByRole('region', { name: 'Uitgelicht' })
        .getByRole('button', { name: 'Diavoorstelling pauzeren' })
        .click();
      expect(await axeViolations(page), `home at ${width}`).toEqual([]);
      const clubRides = await site.visit('/clubritten/', { context: { viewport: { width, height: 900 } } });
      await modulesReady(clubRides.page, 'avada-slider');
      expect(await axeViolations(clubRides.page), `club rides at ${width}`).toEqual([]);
    }
  });
});
