// The theme's animated elements as a visitor scrolls to them: on /e-bikes/ the hero column, three
// "Waarom" columns (one per view offset) and a group of content boxes that enter one after another;
// on a test page every entrance type the builder offers. The body gets the class the theme's
// stylesheet expects; nothing stays hidden after scrolling through, at phone or desktop width; phones
// (by user agent), reduced motion, the live editor and the safety net show everything at once.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations, pageAnimationCount, withSite } from '../../test/browser/harness';
import { animationTypes } from './animation-types';

const site = withSite();

const iPhone = {
  viewport: { width: 375, height: 740 },
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  isMobile: true,
  hasTouch: true,
};

/** Records every entrance animation as it starts: the element's first heading, the animation, where the element was. */
const recordStarts = `
  window.__starts = [];
  document.addEventListener('animationstart', (event) => {
    const element = event.target;
    if (!element.classList?.contains('fusion-animated')) return;
    // Where its layout box is (the animation's transform moves only what is drawn).
    let top = 0;
    for (let box = element; box; box = box.offsetParent) top += box.offsetTop;
    top -= scrollY;
    window.__starts.push({
      name: element.querySelector('h1, h3, p')?.textContent?.trim(),
      animation: event.animationName,
      top, bottom: top + element.offsetHeight, viewport: innerHeight,
      delay: getComputedStyle(element).animationDelay,
      duration: getComputedStyle(element).animationDuration,
    });
  });`;

interface Start {
  name: string;
  animation: string;
  top: number;
  bottom: number;
  viewport: number;
  delay: string;
  duration: string;
}

const starts = (page: Page) => page.evaluate(() => (window as unknown as { __starts: Start[] }).__starts);
const startOf = async (page: Page, name: string) => (await starts(page)).find((start) => start.name === name);
const bodyClass = (page: Page) => page.evaluate(() => document.body.className);
/** Located by its heading's text: a hidden element has no role a visitor could find it by. */
const animated = (page: Page, name: string) =>
  page.locator('.fusion-animated', { has: page.locator('h1, h3', { hasText: name }) });
const visibility = (page: Page, name: string) =>
  animated(page, name).evaluate((element) => getComputedStyle(element).visibility);
const hidden = (page: Page) =>
  page
    .locator('.fusion-animated')
    .evaluateAll(
      (elements) => elements.filter((element) => getComputedStyle(element).visibility !== 'visible').length,
    );
const moduleState = (page: Page) =>
  page.evaluate(() => window.voorkant?.status().find((status) => status.id === 'scroll-animations')?.state);

async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo(0, top), y);
}

async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = (page.viewportSize()?.height ?? 800) * 0.5;
  for (let y = 0; y <= height; y += step) {
    await scrollToY(page, y);
    await page.waitForTimeout(60);
  }
}

const reasons = ['Service aan huis', 'Eerlijk advies', 'Vijf jaar garantie'];

describe('scroll animations in Chromium', () => {
  test('each column waits hidden under do-animate and animates in at its offset: top into view, bottom in view, top at mid of view', async () => {
    const { page } = await site.visit('/e-bikes/', { initScript: recordStarts });
    await expect.poll(() => bodyClass(page)).toContain('do-animate');
    // The hero, in view at once, has come in; the columns further down wait.
    await expect
      .poll(() => startOf(page, 'Elektrisch fietsen in Amersfoort'))
      .toMatchObject({ animation: 'fadeInDown' });
    for (const name of reasons) expect(await visibility(page, name)).toBe('hidden');

    const column = animated(page, reasons[0]!);
    const box = await column.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      return { top: rect.top + scrollY, bottom: rect.bottom + scrollY };
    });
    const viewport = 900;

    // The columns' tops are 20 px into view: only top-into-view fires.
    await scrollToY(page, box.top - viewport + 20);
    await expect.poll(() => startOf(page, reasons[0]!)).toBeDefined();
    await page.waitForTimeout(150);
    expect(await startOf(page, reasons[1]!)).toBeUndefined();
    expect(await startOf(page, reasons[2]!)).toBeUndefined();

    // Their bottoms are 20 px into view, tops still in the lower half: bottom-in-view fires.
    await scrollToY(page, box.bottom - viewport + 20);
    await expect.poll(() => startOf(page, reasons[2]!)).toBeDefined();
    await page.waitForTimeout(150);
    expect(await startOf(page, reasons[1]!)).toBeUndefined();

    // Their tops cross the middle of the viewport: top-mid-of-view fires.
    await scrollToY(page, box.top - viewport / 2 + 20);
    await expect.poll(() => startOf(page, reasons[1]!)).toBeDefined();
    const advies = (await startOf(page, reasons[1]!))!;
    expect(advies.top).toBeLessThanOrEqual(advies.viewport / 2);

    // Played: shown, and the type's class and the inline timing are gone again.
    await expect
      .poll(() =>
        page
          .locator('.fusion-animated.zoomIn, .fusion-animated.slideInRight, .fusion-animated.fadeInUp')
          .count(),
      )
      .toBe(0);
    for (const name of reasons) expect(await visibility(page, name)).toBe('visible');
    expect(await column.evaluate((element) => (element as HTMLElement).style.animationDuration)).toBe('');
  });

  test('the type, duration and delay come from the element; a delayed group enters one after another', async () => {
    const { page } = await site.visit('/e-bikes/', { initScript: recordStarts });
    await expect.poll(() => bodyClass(page)).toContain('do-animate');
    await page
      .getByRole('heading', { name: 'Zo helpen we je kiezen' })
      .evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await expect
      .poll(async () => (await starts(page)).filter((start) => /^\d\./.test(start.name)).length)
      .toBe(3);
    const boxes = (await starts(page)).filter((start) => /^\d\./.test(start.name));
    expect(boxes.map((start) => [start.name, start.animation, start.duration, start.delay])).toEqual([
      ['1. Je ritten', 'fadeInUp', '0.5s', '0s'],
      ['2. De pasvorm', 'fadeInUp', '0.5s', '0.3s'],
      ['3. De proefrit', 'fadeInUp', '0.5s', '0.6s'],
    ]);
    await animated(page, reasons[2]!).evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await expect
      .poll(() => startOf(page, reasons[2]!))
      .toMatchObject({
        animation: 'slideInRight',
        duration: '0.6s',
        delay: '0.2s',
      });
  });

  test('every entrance type the builder offers plays its own animation, and after scrolling none stays hidden', async () => {
    const { page } = await site.visit('/test/animations/', { initScript: recordStarts });
    await scrollThrough(page);
    await expect
      .poll(async () => (await starts(page)).length, { timeout: 10_000 })
      .toBe(animationTypes.length);
    // Each sample played the keyframes of its own type.
    const played = (await starts(page)).map((start) => `${start.name} → ${start.animation}`).sort();
    expect(played).toEqual(animationTypes.map((type) => `Animatie ${type} → ${type}`).sort());
    await expect.poll(() => hidden(page)).toBe(0);
  });

  test.each([
    ['desktop at 1280', { viewport: { width: 1280, height: 900 } }],
    ['a narrow desktop window at 375', { viewport: { width: 375, height: 740 } }],
  ])(
    '%s: after scrolling through the page nothing stays hidden, each came in as it came into view',
    async (_, context) => {
      const { page } = await site.visit('/e-bikes/', { initScript: recordStarts, context });
      await expect.poll(() => bodyClass(page)).toContain('do-animate');
      await scrollThrough(page);
      await expect.poll(() => hidden(page)).toBe(0);
      // The last content box enters after its group delay: its animation starts (and the event
      // comes) that much after it was shown to the animation.
      await expect.poll(async () => (await starts(page)).length).toBe(7);
      const all = await starts(page);
      // Each started while (part of) it was in the window.
      for (const start of all) expect(start.top, start.name).toBeLessThan(start.viewport);
    },
  );

  test('a phone (by its user agent) gets dont-animate under the desktop-only rule: everything shows at once', async () => {
    const { page } = await site.visit('/e-bikes/', { initScript: recordStarts, context: iPhone });
    await expect.poll(() => bodyClass(page)).toContain('dont-animate');
    expect(await hidden(page)).toBe(0);
    await scrollThrough(page);
    expect(await starts(page)).toEqual([]);

    // The theme's status desktop_and_mobile (this page's fusionAnimationsVars) animates there too.
    const everywhere = await site.visit('/test/animations/', { context: iPhone });
    await expect.poll(() => bodyClass(everywhere.page)).toContain('do-animate');
  });

  test('with reduced motion everything shows at once, without animation', async () => {
    const { page } = await site.visit('/e-bikes/', { context: { reducedMotion: 'reduce' } });
    await expect.poll(() => bodyClass(page)).toContain('dont-animate');
    expect(await hidden(page)).toBe(0);
    await scrollThrough(page);
    expect(await pageAnimationCount(page)).toBe(0);
  });

  test('the Voorkant status setting wins over the theme; an unknown one is reported and desktop only applies', async () => {
    const off = await site.visit('/test/animations/', {
      settings: { 'scroll-animations': { status: 'off' } },
    });
    await expect.poll(() => bodyClass(off.page)).toContain('dont-animate');
    const visit = await site.visit('/e-bikes/', { settings: { 'scroll-animations': { status: 'altijd' } } });
    await expect.poll(() => bodyClass(visit.page)).toContain('do-animate');
    expect(
      visit.console.some((line) => line.startsWith('warning:') && line.includes('scroll-animations.status')),
    ).toBe(true);
  });

  test.each(['status-404', 'hang'] as const)(
    'safety net: with the chunk failing (%s) every animated element shows',
    async (mode) => {
      site.backend.fault({ path: /\/chunks\/[\w-]+\/scroll-animations\.js/, mode });
      const { page } = await site.visit('/e-bikes/', { settings: { safetyNetMs: 500 } });
      await expect.poll(() => moduleState(page), { timeout: 10_000 }).toBe('failed');
      await expect.poll(() => bodyClass(page)).toContain('dont-animate');
      await scrollThrough(page);
      expect(await hidden(page)).toBe(0);
    },
  );

  test('where the theme’s own script would act (not taken over) and the module is off, the theme’s gate stays', async () => {
    const { page } = await site.visit('/e-bikes/', {
      settings: { takeover: ['lightbox'], modules: { 'scroll-animations': false } },
    });
    await page.waitForTimeout(300);
    expect(await visibility(page, 'Elektrisch fietsen in Amersfoort')).toBe('hidden');
  });

  test('after a jump past the columns (End key) they animate in, and axe finds no violations', async () => {
    const { page } = await site.visit('/e-bikes/', { initScript: recordStarts });
    await expect.poll(() => bodyClass(page)).toContain('do-animate');
    await page.keyboard.press('End');
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(1500);
    await expect.poll(() => hidden(page)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });
});
