// The builder's sliders as a visitor meets them, on the theme's real markup under its gated
// stylesheet (only the first slide shows while a slider is loading): every slide reachable by the
// buttons and the arrow keys, autoplay that stops for hover, keyboard focus and the pause control
// and wakes once per change, a video slide that plays and pauses, the product gallery following
// the variation form, reduced motion, a lone slide (and no Swiper download for it), Swiper fetched
// with the module for two slides and built only near the viewport, Swiper failing, and the safety
// net when the module's chunk fails or hangs.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  axeViolations,
  contentShift,
  contentShiftRecorder,
  providerPlayerLog,
  wakeUpRecorder,
  wakeUps,
  withSite,
} from '../../test/browser/harness';

const site = withSite();

/** Quick rotation: the demo's sliders leave their speed to the global setting, as the builder prints it. */
const quick = { slider: { speed: 700, transitionSpeed: 50 } };
const routes = '.fusion-builder-column-0 .fusion-slider-sc';
/** The chunks of the slider, its carousel and Swiper. */
const sliderChunks = ['slider', 'slide-players', 'carousel-swiper', 'effect-fade'];

/** The active paging dot's name without its "van N" ("Dia 2"). */
const activeDot = (page: Page, slider = routes) =>
  page
    .locator(`${slider} > ol.flex-control-paging a[aria-current="true"]`)
    .getAttribute('aria-label')
    .then((name) => name?.replace(/ van \d+$/, ''));

/** The slides a visitor can see and reach (not inert, on screen in the slider). */
const shownSlides = (page: Page, slider = routes) =>
  page.locator(slider).evaluate((root) => {
    const box = root.getBoundingClientRect();
    return [...root.querySelectorAll<HTMLElement>(':scope > .slides > li')]
      .map((slide, at) => ({ slide, at }))
      .filter(({ slide }) => {
        const rect = slide.getBoundingClientRect();
        const visible =
          getComputedStyle(slide).display !== 'none' && Number(getComputedStyle(slide).opacity) > 0.5;
        return !slide.inert && visible && rect.left >= box.left - 1 && rect.right <= box.right + 1;
      })
      .map(({ at }) => at + 1);
  });

describe('slider in Chromium', () => {
  test('the builder slider leaves its loading state for a carousel; buttons and arrow keys reach every slide', async () => {
    const visit = await site.visit('/fietsvakanties/', { settings: { slider: { autoplay: false } } });
    const { page } = visit;
    const slider = page.getByRole('region', { name: 'Diavoorstelling' });
    await slider.scrollIntoViewIfNeeded();
    await page.locator(`${routes}.swiper-initialized`).waitFor();
    expect(await page.locator(routes).getAttribute('class')).not.toContain('fusion-flexslider-loading');
    // FlexSlider's fade by default: the builder prints no animation for this element.
    expect(await page.locator(routes).getAttribute('class')).toContain('swiper-fade');
    expect(await slider.getAttribute('aria-roledescription')).toBe('carousel');
    expect(await slider.getByRole('listitem', { name: '1 van 3' }).isVisible()).toBe(true);
    expect(await shownSlides(page)).toEqual([1]);
    // The arrows carry the theme's icon classes, not texts.
    expect(
      await slider.getByRole('button', { name: 'Volgende dia' }).locator('i').getAttribute('class'),
    ).toBe('awb-icon-angle-right');

    for (const expected of [2, 3, 1]) {
      await slider.getByRole('button', { name: 'Volgende dia' }).click();
      await expect.poll(() => activeDot(page)).toBe(`Dia ${expected}`);
      await expect.poll(() => shownSlides(page)).toEqual([expected]);
    }
    await slider.getByRole('button', { name: 'Vorige dia' }).click();
    await expect.poll(() => shownSlides(page)).toEqual([3]);
    await slider.getByRole('button', { name: 'Dia 2' }).click();
    await expect.poll(() => shownSlides(page)).toEqual([2]);

    // Keyboard: to the dots with Tab, then the arrow keys move through the slides.
    await slider.getByRole('button', { name: 'Dia 1' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => shownSlides(page)).toEqual([1]);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => shownSlides(page)).toEqual([2]);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => shownSlides(page)).toEqual([3]);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => shownSlides(page)).toEqual([2]);
    expect(visit.errors).toEqual([]);
  });

  test('the paging dots are FlexSlider\'s list, named "Dia 2 van 3", and show their slide by click, Enter and Space', async () => {
    const visit = await site.visit('/fietsvakanties/', { settings: { slider: { autoplay: false } } });
    const { page } = visit;
    const slider = page.getByRole('region', { name: 'Diavoorstelling' });
    await slider.scrollIntoViewIfNeeded();
    // The theme's markup and classes, so its stylesheet draws them: one list item and link per slide.
    const dots = page.locator(`${routes} > ol.flex-control-nav.flex-control-paging > li > a`);
    expect(await dots.count()).toBe(3);
    expect(await dots.allTextContents()).toEqual(['1', '2', '3']);
    expect(await page.locator(`${routes} > ol`).getAttribute('aria-label')).toBe('Dia kiezen');
    const dot = (n: number) => slider.getByRole('button', { name: `Dia ${n} van 3`, exact: true });
    expect(await dot(1).getAttribute('aria-current')).toBe('true');
    expect(await dot(1).getAttribute('class')).toBe('flex-active');
    expect(await dot(2).isVisible()).toBe(true);

    await dot(3).click();
    await expect.poll(() => shownSlides(page)).toEqual([3]);
    expect(await dot(3).getAttribute('class')).toBe('flex-active');
    expect(await dot(1).getAttribute('aria-current')).toBeNull();
    expect(page.url()).not.toContain('#');

    // The arrows move the active dot too.
    await slider.getByRole('button', { name: 'Volgende dia' }).click();
    await expect.poll(() => dot(1).getAttribute('aria-current')).toBe('true');

    await dot(2).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => shownSlides(page)).toEqual([2]);
    expect(await dot(2).getAttribute('aria-current')).toBe('true');
    await dot(3).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => shownSlides(page)).toEqual([3]);
    expect(page.url()).not.toContain('#');
    expect(visit.errors).toEqual([]);
  });

  test('a slider whose markup switches the paging off (data-slideshow_control_nav="false") has none', async () => {
    const { page } = await site.visit('/fietsvakanties/', {
      initScript: `new MutationObserver((records, observer) => {
        const slider = document.querySelector(${JSON.stringify(routes)});
        if (slider) { slider.setAttribute('data-slideshow_control_nav', 'false'); observer.disconnect(); }
      }).observe(document, { childList: true, subtree: true });`,
    });
    await page.locator(routes).scrollIntoViewIfNeeded();
    await page.locator(`${routes}.slider--carousel`).waitFor();
    expect(await page.locator(`${routes} .flex-control-nav`).count()).toBe(0);
    expect(await page.locator(routes).getByRole('button', { name: 'Volgende dia' }).count()).toBe(1);
  });

  test.each(['/winkel/bakfiets/'])(
    'starting the slider moves nothing on %s at 375 px (layout shift at most 0.01)',
    async (path) => {
      const { page } = await site.visit(path, {
        initScript: contentShiftRecorder,
        context: { viewport: { width: 375, height: 812 } },
      });
      const slider = page.locator('.fusion-slider-sc.slider--carousel').first();
      await slider.waitFor();
      await page.locator('.fusion-slider-sc.swiper-initialized').first().waitFor();
      await page.waitForTimeout(800);
      expect(await contentShift(page)).toBeLessThanOrEqual(0.01);
    },
  );

  test('autoplay advances on one wake-up per change, stops under the pointer and with the pause control', async () => {
    const { page } = await site.visit('/fietsvakanties/', { settings: quick, initScript: wakeUpRecorder });
    const slider = page.getByRole('region', { name: 'Diavoorstelling' });
    await slider.scrollIntoViewIfNeeded();
    await page.mouse.move(5, 5);
    await slider.getByRole('button', { name: 'Diavoorstelling pauzeren' }).waitFor();
    await expect.poll(() => activeDot(page), { timeout: 10_000 }).toBe('Dia 2');
    expect(await page.locator(`${routes} > .slides`).getAttribute('aria-live')).toBe('off');

    // While it rotates, our code wakes about once per change (700 ms), never every frame.
    const before = await wakeUps(page, sliderChunks);
    await page.waitForTimeout(2100);
    expect((await wakeUps(page, sliderChunks)) - before).toBeLessThanOrEqual(8);

    await page.locator(routes).hover();
    const hovered = await activeDot(page);
    await page.waitForTimeout(1600);
    expect(await activeDot(page)).toBe(hovered);
    expect(await page.locator(`${routes} > .slides`).getAttribute('aria-live')).toBe('polite');

    await slider.getByRole('button', { name: 'Diavoorstelling pauzeren' }).click();
    const play = slider.getByRole('button', { name: 'Diavoorstelling afspelen' });
    await play.waitFor();
    await page.mouse.move(5, 5);
    const paused = await activeDot(page);
    const idle = await wakeUps(page, sliderChunks);
    await page.waitForTimeout(1600);
    expect(await activeDot(page)).toBe(paused);
    // Stopped: nothing of ours runs at all.
    expect(await wakeUps(page, sliderChunks)).toBe(idle);

    await play.click();
    await page.mouse.move(5, 5);
    await expect.poll(() => activeDot(page), { timeout: 10_000 }).not.toBe(paused);
  });

  test('keyboard focus entering the slider stops rotation until the visitor starts it again', async () => {
    const { page } = await site.visit('/fietsvakanties/', { settings: quick });
    const slider = page.getByRole('region', { name: 'Diavoorstelling' });
    await slider.scrollIntoViewIfNeeded();
    await slider.getByRole('button', { name: 'Diavoorstelling pauzeren' }).waitFor();
    await page.mouse.move(5, 5);
    await page.getByRole('heading', { name: 'Uitgelichte routes' }).click();
    // Tab from the heading: the rotation control is the slider's first stop.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Diavoorstelling afspelen',
    );
    const focused = await activeDot(page);
    await page.waitForTimeout(1600);
    expect(await activeDot(page)).toBe(focused);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Diavoorstelling pauzeren',
    );
    await expect.poll(() => activeDot(page), { timeout: 10_000 }).not.toBe(focused);
  });

  test('the video slide plays when shown and pauses when left, by messages to its own origin', async () => {
    const { page } = await site.visit('/fietsvakanties/', { settings: { slider: { autoplay: false } } });
    const slider = page.getByRole('region', { name: 'Diavoorstelling' });
    await slider.scrollIntoViewIfNeeded();
    await slider.getByRole('button', { name: 'Dia 3' }).click();
    // The page's theme settings move the dots above a video slide (pagination_video_slide).
    await expect.poll(() => page.locator(routes).getAttribute('class')).toContain('slider--video-dots-above');
    const log = () => providerPlayerLog(site.backend).filter((entry) => entry.id === 'heuvelland');
    await expect.poll(() => log().map((entry) => entry.func)).toContain('playVideo');
    const origin = new URL(page.url()).origin;
    expect(log().every((entry) => entry.from === origin)).toBe(true);
    await expect
      .poll(() => page.frameLocator(`${routes} iframe`).locator('.speler__status').textContent())
      .toBe('speelt');
    await slider.getByRole('button', { name: 'Dia 1' }).click();
    await expect.poll(() => log().map((entry) => entry.func)).toContain('pauseVideo');
    expect(await page.locator(routes).getAttribute('class')).not.toContain('slider--video-slide');
  });

  test('a slider with one slide is plain content: shown, without controls', async () => {
    const { page } = await site.visit('/fietsvakanties/');
    const single = page.locator('.fusion-builder-column-1 .fusion-slider-sc');
    await single.scrollIntoViewIfNeeded();
    await expect.poll(() => single.getAttribute('class')).toContain('slider--single');
    expect(await single.getAttribute('class')).not.toContain('fusion-flexslider-loading');
    expect(await single.locator('button').count()).toBe(0);
    expect(await single.getAttribute('role')).toBeNull();
    expect(await single.getByRole('img', { name: 'Heuvels met een kronkelende weg' }).isVisible()).toBe(true);
  });

  test('Swiper comes with the module chunk on a page with a two-slide slider, and is built only near the viewport', async () => {
    const visit = await site.visit('/fietsvakanties/', {
      settings: { slider: { buildMargin: '0px' } },
      context: { viewport: { width: 375, height: 500 } },
    });
    await expect.poll(() => visit.chunks()).toContain('slider');
    // Asked for by the kernel together with the module's chunk, just before it (the registry's
    // `along`), not by the carousel once the module has run: a request chain of two, not three.
    await expect.poll(() => visit.chunks()).toContain('carousel-swiper');
    const chunks = visit.chunks();
    expect(chunks.indexOf('carousel-swiper')).toBeLessThan(chunks.indexOf('slider'));
    await visit.page.waitForTimeout(400);
    expect(await visit.page.locator(`${routes}.swiper-initialized`).count()).toBe(0);
    // Already a carousel (its gate lifted, its first slide shown) before Swiper is built: lifted once
    // the chunk requested above has arrived and run.
    await expect
      .poll(() => visit.page.locator(routes).getAttribute('class'))
      .not.toContain('fusion-flexslider-loading');
    await visit.page.locator(routes).scrollIntoViewIfNeeded();
    await visit.page.locator(`${routes}.swiper-initialized`).waitFor();
  });

  test('a page whose slider has one slide never downloads Swiper', async () => {
    // The same page with its three-slide slider taken out as it is parsed, before Voorkant sees
    // it: left with the one-slide Avada Slider and a post slideshow with one photo.
    const visit = await site.visit('/fietsvakanties/', {
      initScript: `new MutationObserver((records, observer) => {
        const slider = document.querySelector(${JSON.stringify(routes)});
        if (slider) { slider.remove(); observer.disconnect(); }
      }).observe(document, { childList: true, subtree: true });`,
    });
    expect(await visit.page.locator('.fusion-slider-sc').count()).toBe(1);
    const single = visit.page.locator('.fusion-builder-column-1 .fusion-slider-sc');
    await single.scrollIntoViewIfNeeded();
    await expect.poll(() => single.getAttribute('class')).toContain('slider--single');
    await visit.page.mouse.wheel(0, 2000);
    await visit.page.waitForTimeout(400);
    expect(visit.chunks()).toContain('slider');
    expect(visit.chunks()).not.toContain('carousel-swiper');
    expect(visit.chunks()).not.toContain('swiper');
  });

  test('the product gallery slides at its photo height, has no rotation, and a chosen colour shows the first photo', async () => {
    for (const width of [375, 1280]) {
      const { page } = await site.visit('/winkel/bakfiets/', {
        context: { viewport: { width, height: 900 } },
      });
      const gallery = page.getByRole('region', { name: 'Diavoorstelling' });
      await expect.poll(() => gallery.getAttribute('class')).toContain('swiper-autoheight');
      expect(await gallery.getByRole('button', { name: /Diavoorstelling/ }).count()).toBe(0);
      await gallery.getByRole('button', { name: 'Volgende dia' }).click();
      await gallery.getByRole('button', { name: 'Volgende dia' }).click();
      await expect.poll(() => activeDot(page, '.product .fusion-slider-sc'), { timeout: 5000 }).toBe('Dia 3');
      await page.getByLabel('Kleur').selectOption('groen');
      await expect.poll(() => activeDot(page, '.product .fusion-slider-sc')).toBe('Dia 1');
      expect(await gallery.getByRole('img', { name: 'Bakfiets Cargo 3 in rood' }).isVisible()).toBe(true);
    }
  });

  test('under reduced motion nothing rotates, there is no rotation control, and slides change at once', async () => {
    const { page } = await site.visit('/fietsvakanties/', {
      settings: quick,
      context: { reducedMotion: 'reduce' },
    });
    const slider = page.getByRole('region', { name: 'Diavoorstelling' });
    await slider.scrollIntoViewIfNeeded();
    await page.locator(`${routes}.swiper-initialized`).waitFor();
    await page.waitForTimeout(1500);
    expect(await activeDot(page)).toBe('Dia 1');
    expect(await slider.getByRole('button', { name: /Diavoorstelling/ }).count()).toBe(0);
    await slider.getByRole('button', { name: 'Volgende dia' }).click();
    expect(await activeDot(page)).toBe('Dia 2');
    expect(await shownSlides(page)).toEqual([2]);
  });

  test('when Swiper cannot be loaded the buttons still change the slide, without errors', async () => {
    site.backend.fault({ path: /\/dist\/chunks\/[\w-]+\/carousel-swiper\.js/, mode: 'status-404' });
    const visit = await site.visit('/fietsvakanties/', { settings: { slider: { autoplay: false } } });
    const slider = visit.page.getByRole('region', { name: 'Diavoorstelling' });
    await slider.scrollIntoViewIfNeeded();
    await expect
      .poll(() => visit.console.some((line) => line.includes('Swiper could not be loaded')))
      .toBe(true);
    expect(await shownSlides(visit.page)).toEqual([1]);
    await slider.getByRole('button', { name: 'Volgende dia' }).click();
    await expect.poll(() => shownSlides(visit.page)).toEqual([2]);
    expect(visit.errors).toEqual([]);
  });

  test('safety net: with the chunk answering 404 or hanging, each slider still shows its first slide', async () => {
    for (const [mode, width] of [
      ['status-404', 1280],
      ['hang', 375],
    ] as const) {
      site.backend.fault({ path: /\/chunks\/[\w-]+\/slider\.js/, mode });
      const { page } = await site.visit('/fietsvakanties/', {
        settings: { safetyNetMs: 500 },
        context: { viewport: { width, height: 900 } },
      });
      await page.locator(routes).scrollIntoViewIfNeeded();
      await page.waitForTimeout(800);
      expect(
        await page.getByRole('img', { name: 'Fietspad door de bossen van de Veluwe' }).isVisible(),
        mode,
      ).toBe(true);
      expect(
        await page.getByRole('img', { name: 'Fietspad langs de duinen bij Zandvoort' }).isVisible(),
        mode,
      ).toBe(false);
      expect(await page.getByRole('img', { name: 'Heuvels met een kronkelende weg' }).isVisible(), mode).toBe(
        true,
      );
      site.backend.reset();
    }
  });

  // A test per page and width: the four in one test took 20 s on a slow machine.
  test.each([
    ['/fietsvakanties/', 375],
    ['/fietsvakanties/', 1280],
    ['/winkel/bakfiets/', 375],
    ['/winkel/bakfiets/', 1280],
  ])('axe finds no violations on %s at %i px', async (path, width) => {
    const { page } = await site.visit(path, { context: { viewport: { width, height: 900 } } });
    await page.locator('.fusion-slider-sc.slider--carousel').first().scrollIntoViewIfNeeded();
    await page.locator('.fusion-slider-sc.swiper-initialized').first().waitFor();
    expect(await axeViolations(page), `${path} at ${width}`).toEqual([]);
  });
});
