// Flip boxes as a visitor meets them: a box as tall as its taller side, so a long back never reaches
// under the paragraph below; the boxes of an equal-heights set one height at any width and after
// their content grows; a box turned by the mouse, by the keyboard (also while a link on its back has
// focus), by a tap on a touch screen and back by a tap elsewhere; with reduced motion the sides swap
// without turning; and with the module's chunk failing or hanging the safety net still sizes the box.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { modulesReady, settleAnimations, withSite } from '../../test/browser/harness';

const site = withSite();

/** The side the visitor sees in the middle of `box` once it has stopped turning. */
async function facing(page: Page, box: string): Promise<string | undefined> {
  await settleAnimations(page);
  return page.locator(box).evaluate((element) => {
    const { left, top, width, height } = element.getBoundingClientRect();
    const seen = document.elementFromPoint(left + width / 2, top + height / 2);
    return seen?.closest('.flip-box-front, .flip-box-back')?.className;
  });
}

/** The heights of a set's boxes, in whole px. */
const boxHeights = (page: Page, set: string) =>
  page
    .locator(`${set} .flip-box-inner-wrapper`)
    .evaluateAll((boxes) => boxes.map((box) => Math.round(box.getBoundingClientRect().height)));

/** Whether the long box carries the theme's `hover` class. */
const turnedByClass = (page: Page) =>
  page.locator('#lange-box').evaluate((box) => box.classList.contains('hover'));

/** Whether the long back of the first set ends inside its box, above the paragraph that follows. */
const longBackFits = (page: Page) =>
  page.evaluate(() => {
    const box = document.querySelector('#lange-box .flip-box-inner-wrapper')!.getBoundingClientRect();
    const back = document.querySelector('#lange-box .flip-box-back')!.getBoundingClientRect();
    const below = document.querySelector('#na-de-set')!.getBoundingClientRect();
    return back.height > 150 && back.bottom <= box.bottom + 0.5 && back.bottom <= below.top + 0.5;
  });

describe('flip boxes in Chromium', () => {
  test('a box is as tall as its longer back; the mouse turns it and turns it back', async () => {
    const { page } = await site.visit('/test/flip-boxes/', {
      context: { viewport: { width: 1280, height: 900 } },
    });
    await modulesReady(page, 'flip-boxes');
    await expect.poll(() => longBackFits(page)).toBe(true);
    // Both sides fill the box: the short front is as tall as the long back.
    const [front, back] = await page
      .locator('#lange-box')
      .locator('.flip-box-front, .flip-box-back')
      .evaluateAll((sides) => sides.map((side) => Math.round(side.getBoundingClientRect().height)));
    expect(front).toBe(back);
    expect(await facing(page, '#lange-box')).toBe('flip-box-front');
    await page.hover('#lange-box');
    expect(await facing(page, '#lange-box')).toBe('flip-box-back');
    await page.mouse.move(5, 5);
    expect(await facing(page, '#lange-box')).toBe('flip-box-front');
  });

  test('an equal-heights set keeps one height at 1280 and 900 px and when a back grows', async () => {
    const { page } = await site.visit('/test/flip-boxes/', {
      context: { viewport: { width: 1280, height: 900 } },
    });
    await modulesReady(page, 'flip-boxes');
    const equal = async () => {
      const heights = await boxHeights(page, '#gelijke-set');
      return heights.length === 3 && new Set(heights).size === 1 ? heights[0] : undefined;
    };
    await expect.poll(equal).toBeGreaterThan(0);
    const wide = await equal();
    // The short boxes are taller than their own content: they took the tallest box's height.
    const ownHeight = await page
      .locator('#gelijke-set .flip-box-front-inner')
      .first()
      .evaluate((inner) => inner.getBoundingClientRect().height);
    expect(wide!).toBeGreaterThan(ownHeight + 60);
    await page.setViewportSize({ width: 900, height: 900 });
    await expect.poll(equal).toBeGreaterThan(wide!);
    const narrow = await equal();
    await page.locator('#groeiende-achterkant').evaluate((back) => {
      for (let line = 0; line < 8; line++) back.append(document.createElement('p'), 'Nog een regel tekst.');
    });
    await expect.poll(equal).toBeGreaterThan(narrow! + 100);
    // The grown back fills its box, the others stretch to it.
    const grown = await page
      .locator('#groeiende-achterkant')
      .evaluate((inner) => Math.round(inner.closest('.flip-box-back')!.getBoundingClientRect().height));
    expect(grown).toBe(await equal());
  });

  test('by keyboard: Tab turns a box, its back stays while the link on it has focus', async () => {
    const { page } = await site.visit('/test/flip-boxes/', {
      context: { viewport: { width: 1280, height: 900 } },
    });
    await modulesReady(page, 'flip-boxes');
    // Start from the introduction, as a visitor who clicked in the text and went on with Tab.
    await page.getByText('Twee sets zoals de builder').click();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('lange-box');
    expect(await facing(page, '#lange-box')).toBe('flip-box-back');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Maak een afspraak');
    expect(await facing(page, '#lange-box')).toBe('flip-box-back');
    // The theme's own class too, which 7.1 to 7.4 need (their stylesheet has no :focus-within).
    expect(await turnedByClass(page)).toBe(true);
    await page.keyboard.press('Tab');
    expect(await facing(page, '#lange-box')).toBe('flip-box-front');
    expect(await turnedByClass(page)).toBe(false);
    expect(await facing(page, '#gelijke-set .fusion-flip-box >> nth=0')).toBe('flip-box-back');
  });

  test('on a touch screen a tap turns a box and a tap elsewhere turns it back', async () => {
    const { page } = await site.visit('/test/flip-boxes/', {
      context: { viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true },
    });
    await modulesReady(page, 'flip-boxes');
    await page.locator('#lange-box').scrollIntoViewIfNeeded();
    await page.tap('#lange-box h2');
    expect(await facing(page, '#lange-box')).toBe('flip-box-back');
    expect(await turnedByClass(page)).toBe(true);
    await page.tap('#na-de-set');
    expect(await facing(page, '#lange-box')).toBe('flip-box-front');
    expect(await turnedByClass(page)).toBe(false);
  });

  test('reduced motion: the back replaces the front at once, nothing turns', async () => {
    const { page } = await site.visit('/test/flip-boxes/', {
      context: { viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' },
    });
    await modulesReady(page, 'flip-boxes');
    await page.hover('#lange-box');
    const moving = await page.evaluate(
      () => document.getAnimations().filter((animation) => animation instanceof CSSTransition).length,
    );
    expect(moving).toBe(0);
    expect(await facing(page, '#lange-box')).toBe('flip-box-back');
  });

  for (const width of [1280, 375])
    test(`on the werkplaats page at ${width} px the three steps have one height`, async () => {
      const { page } = await site.visit('/werkplaats/', { context: { viewport: { width, height: 800 } } });
      const set = '.fusion-flip-boxes.equal-heights';
      await page.locator(set).scrollIntoViewIfNeeded();
      await modulesReady(page, 'flip-boxes');
      await expect
        .poll(async () => {
          const heights = await boxHeights(page, set);
          return heights.length === 3 && new Set(heights).size === 1;
        })
        .toBe(true);
    });
});

describe('flip boxes safety net', () => {
  for (const fault of ['status-404', 'hang'] as const)
    test(`its chunk ${fault === 'hang' ? 'hangs' : 'answers 404'}: the long back still fits its box`, async () => {
      site.backend.fault({ path: /\/chunks\/[\w-]+\/flip-boxes\.js/, mode: fault });
      const { page } = await site.visit('/test/flip-boxes/', {
        settings: { safetyNetMs: 500 },
        context: { viewport: { width: 1280, height: 900 } },
      });
      await expect.poll(() => longBackFits(page), { timeout: 5000 }).toBe(true);
      // Turning stays the theme's stylesheet's.
      await page.hover('#lange-box');
      expect(await facing(page, '#lange-box')).toBe('flip-box-back');
    });
});
