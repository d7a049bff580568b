// Background sliders on /werkplaats/ as a visitor meets them, on the builder's real markup: the
// container's images change on one timer per change and pause while the pointer is over the
// container; each column changes with its own effect and direction; `data-loop="no"` stops on the
// last image; a lazy image is there before its turn; nothing changes off screen or under reduced
// motion.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  axeViolations,
  pageAnimationCount,
  wakeUpRecorder,
  wakeUps,
  withSite,
} from '../../test/browser/harness';

const site = withSite();

const quick = { 'background-slider': { forceDelay: 400, forceSpeed: 300 } };
const intro = '.werkplaats-intro > .awb-background-slider';
const column = (name: string) => `.werkplaats-dienst--${name} .awb-background-slider`;

/**
 * In the page: whether a change is under way in a slider, and the one image it shows (-1: none or
 * several). Read by `shownImage`, and by `settledRecorder` when a change ends.
 */
function sliderState(root: Element): { changing: boolean; shown: number } {
  const slides = [...root.querySelectorAll(':scope > .swiper-wrapper > .swiper-slide')];
  const shown = slides.filter((slide) => getComputedStyle(slide).visibility === 'visible');
  return {
    changing: slides.some((slide) =>
      slide.getAnimations().some((animation) => animation.playState === 'running'),
    ),
    shown: shown.length === 1 ? slides.indexOf(shown[0]!) : -1,
  };
}

/** The image the visitor sees settled in a slider (shown, no change under way), or -1. */
const shownImage = (page: Page, slider: string) =>
  page
    .locator(slider)
    .evaluate(sliderState)
    .then(({ changing, shown }) => (changing ? -1 : shown));

/**
 * Notes in the page, for each slider, every image it settles on when a change ends (each change
 * ends when its Web Animations finish). Polling `shownImage` for an image can miss it on a slow
 * machine: it is settled for `forceDelay` only, and a poll costs a round trip. Read with
 * `settledImages`.
 */
const settledRecorder = `
  window.__settled = new Map();
  const sliderState = ${sliderState};
  const animate = Element.prototype.animate;
  Element.prototype.animate = function (...args) {
    const animation = animate.apply(this, args);
    const root = this.matches('.swiper-slide') && this.closest('.awb-background-slider');
    if (root)
      animation.finished.then(() => {
        const { changing, shown } = sliderState(root);
        if (changing) return;
        const settled = window.__settled.get(root) ?? [];
        // The leaving and the arriving image's animations end together: one entry per change.
        if (settled.at(-1) !== shown) window.__settled.set(root, [...settled, shown]);
      }, () => {});
    return animation;
  };
`;

/** The images a slider has settled on so far, in order (see `settledRecorder`). */
const settledImages = (page: Page, slider: string) =>
  page
    .locator(slider)
    .evaluate(
      (root) => (window as unknown as { __settled: Map<Element, number[]> }).__settled.get(root) ?? [],
    );

/** For each slider (by its column's class, `intro` for the container), the keyframes of the image arriving and the one leaving, read mid-change. */
const changeKeyframes = (page: Page) =>
  page.evaluate(() => {
    // A running change: the arriving image's keyframes keep it on top (z-index 2), the leaving one's beneath.
    const running = (root: Element, zIndex: string) =>
      [...root.querySelectorAll('.swiper-slide')]
        .flatMap((slide) => slide.getAnimations())
        .find(
          (animation) =>
            animation.playState === 'running' &&
            (animation.effect as KeyframeEffect).getKeyframes()[0]?.zIndex === zIndex,
        )?.effect as KeyframeEffect | undefined;
    const frames = (effect: KeyframeEffect | undefined) =>
      effect
        ?.getKeyframes()
        .map(({ opacity, transform, visibility }) => ({ opacity, transform, visibility }));
    return Object.fromEntries(
      [...document.querySelectorAll('.awb-background-slider')].map((root) => {
        const name =
          root
            .closest('[class*="werkplaats-dienst--"]')
            ?.className.match(/werkplaats-dienst--([\w-]+)/)?.[1] ?? 'intro';
        const entering = running(root, '2');
        return [
          name,
          {
            enter: frames(entering),
            leave: frames(running(root, '1')),
            duration: entering?.getTiming().duration,
          },
        ];
      }),
    );
  });

describe('background sliders in Chromium', () => {
  test('the container slider changes its image on one wake-up per change, and pauses under the pointer', async () => {
    const { page } = await site.visit('/werkplaats/', {
      settings: quick,
      initScript: wakeUpRecorder + settledRecorder,
    });
    await page.mouse.move(5, 5);
    await page.locator(`${intro}.background-slider--running`).waitFor();
    expect(await page.locator(intro).getAttribute('aria-hidden')).toBe('true');
    // Image by image, in order, and back to the first.
    await expect
      .poll(() => settledImages(page, intro).then((settled) => settled.slice(0, 3)), { timeout: 8000 })
      .toEqual([1, 2, 0]);

    // Only the sliders in view run; each wakes once per change (700 ms here), never per frame, and a
    // change writes nothing to the page, so lazysizes (on this page for the lazy images) sleeps on.
    const chunks = ['background-slider', 'lazysizes'];
    const before = await wakeUps(page, chunks);
    await page.waitForTimeout(2100);
    const visibleSliders = await page.evaluate(
      () =>
        [...document.querySelectorAll('.awb-background-slider')].filter((slider) => {
          const box = slider.getBoundingClientRect();
          return box.bottom > 0 && box.top < innerHeight;
        }).length,
    );
    expect((await wakeUps(page, chunks)) - before).toBeLessThanOrEqual(visibleSliders * 4);

    // A change under way when the pointer arrives ends; after that, none starts.
    await page.getByRole('heading', { name: 'De werkplaats' }).hover();
    await page.waitForTimeout(700);
    const hovered = (await settledImages(page, intro)).length;
    await page.waitForTimeout(1500);
    expect(await settledImages(page, intro)).toHaveLength(hovered);
    await page.mouse.move(5, 5);
    await expect
      .poll(() => settledImages(page, intro).then((settled) => settled.length), { timeout: 5000 })
      .toBeGreaterThan(hovered);
  });

  test('each column changes with its own effect, direction and speed', async () => {
    const { page } = await site.visit('/werkplaats/', {
      settings: { 'background-slider': { forceDelay: 300, forceSpeed: 4000 } },
      context: { viewport: { width: 1280, height: 1600 } },
    });
    // Mid-change for every slider at once: each has an image arriving.
    await expect
      .poll(async () => Object.values(await changeKeyframes(page)).every((change) => change.enter), {
        timeout: 5000,
      })
      .toBe(true);
    const changes = await changeKeyframes(page);
    expect(changes['slide-left']!.duration).toBe(4000);
    expect(changes['slide-left']!.enter?.map((frame) => frame.transform)).toEqual([
      'translateX(100%)',
      'none',
    ]);
    expect(changes['slide-left']!.leave?.map((frame) => frame.transform)).toEqual([
      'none',
      'translateX(-100%)',
    ]);
    expect(changes['slide-up']!.enter?.map((frame) => frame.transform)).toEqual(['translateY(100%)', 'none']);
    expect(changes.stack!.enter?.map((frame) => frame.transform)).toEqual(['translateX(100%)', 'none']);
    expect(changes.stack!.leave?.map((frame) => frame.transform)).toEqual([undefined, undefined]);
    expect(changes.zoom!.enter?.map((frame) => frame.opacity)).toEqual(['0', '1']);
    expect(changes.zoom!.leave?.at(-1)?.transform).toBe('scale(1.25)');
    expect(changes['slide-zoom-out']!.leave?.at(-1)?.transform).toBe('scale(0.8)');
    expect(changes['slide-zoom-in']!.leave?.at(-1)?.transform).toBe('scale(1.2)');
    expect(changes.intro!.enter?.map((frame) => frame.opacity)).toEqual(['0', '1']);
    // The leaving image stays visible through its change and is hidden at its end.
    expect(changes.intro!.leave?.map((frame) => frame.visibility)).toEqual(['visible', 'hidden']);
  });

  test('data-loop="no" stops on the last image; its lazy images get their source before their turn', async () => {
    const { page } = await site.visit('/werkplaats/', {
      settings: { 'background-slider': { forceDelay: 300, forceSpeed: 100 } },
      context: { viewport: { width: 1280, height: 1600 } },
    });
    const last = column('slide-zoom-in');
    await page.locator(`${last}.background-slider--running`).waitFor();
    // The next image is fetched while the first one shows.
    await expect
      .poll(() => page.locator(`${last} .swiper-slide:nth-child(2) img`).getAttribute('src'))
      .toBe('/assets/img/media/werkplaats-1.svg');
    await expect.poll(() => shownImage(page, last), { timeout: 5000 }).toBe(2);
    await page.waitForTimeout(1200);
    expect(await shownImage(page, last)).toBe(2);
    expect(await page.locator(`${last} .swiper-slide:nth-child(3) img`).getAttribute('class')).toContain(
      'lazyloaded',
    );
  });

  test('off screen a slider waits; it starts once the visitor scrolls to it', async () => {
    const { page } = await site.visit('/werkplaats/', {
      settings: quick,
      initScript: settledRecorder,
      context: { viewport: { width: 375, height: 700 } },
    });
    const far = column('slide-zoom-out');
    await page.locator(`${far}.background-slider--running`).waitFor();
    await page.waitForTimeout(1500);
    expect(await shownImage(page, far)).toBe(0);
    expect(await settledImages(page, far)).toEqual([]);
    await page.locator(far).scrollIntoViewIfNeeded();
    await expect
      .poll(() => settledImages(page, far).then((settled) => settled[0]), { timeout: 5000 })
      .toBe(1);
  });

  test('under reduced motion the first images stay', async () => {
    const { page } = await site.visit('/werkplaats/', {
      settings: quick,
      context: { reducedMotion: 'reduce' },
    });
    await page.locator(`${intro}.background-slider--running`).waitFor();
    await page.waitForTimeout(1500);
    expect(await shownImage(page, intro)).toBe(0);
    expect(await pageAnimationCount(page)).toBe(0);
  });

  test('an attribute the theme does not know is reported once and falls back to a fade', async () => {
    const visit = await site.visit('/werkplaats/', { settings: quick, initScript: settledRecorder });
    await visit.page.locator(`${intro}.background-slider--running`).waitFor();
    await visit.page.evaluate(() => {
      const copy = document.querySelector('.werkplaats-intro')!.cloneNode(true) as HTMLElement;
      copy.classList.remove('werkplaats-intro');
      copy.classList.add('werkplaats-kopie');
      const slider = copy.querySelector('.awb-background-slider')!;
      slider.classList.remove('background-slider--running');
      slider.removeAttribute('aria-hidden');
      for (const slide of slider.querySelectorAll('.swiper-slide')) {
        slide.className = 'swiper-slide';
        for (const animation of slide.getAnimations()) animation.cancel();
      }
      slider.setAttribute('data-animation', 'wervelwind');
      copy.querySelector('h1')!.outerHTML = '<h2>Kopie</h2>';
      document.querySelector('.post-content')!.append(copy);
    });
    const copy = '.werkplaats-kopie > .awb-background-slider';
    await visit.page.locator(copy).scrollIntoViewIfNeeded();
    await expect
      .poll(() => settledImages(visit.page, copy).then((settled) => settled[0]), { timeout: 5000 })
      .toBe(1);
    expect(visit.console.filter((line) => line.includes('unknown data-animation="wervelwind"'))).toHaveLength(
      1,
    );
    expect(visit.errors).toEqual([]);
  });

  test('axe finds no violations on the workshop page, on a phone and on a desktop', async () => {
    for (const width of [375, 1280]) {
      const { page } = await site.visit('/werkplaats/', { context: { viewport: { width, height: 900 } } });
      await page.locator(`${intro}.background-slider--running`).waitFor();
      expect(await axeViolations(page), `at ${width}`).toEqual([]);
    }
  });
});
