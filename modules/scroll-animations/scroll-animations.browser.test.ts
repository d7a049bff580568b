// The animated cards of the E-bikes landing page as a visitor scrolls to them: each view offset
// fires at its own scroll position, phones and reduced motion get no animation, and the cards are
// readable when the module is off or its chunk never arrives.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations, withSite } from '../../test/browser/harness';

const site = withSite();

const card = (reason: string) => `[data-reason="${reason}"]`;
const phaseOf = (page: Page, reason: string) =>
  page.locator(card(reason)).getAttribute('data-scroll-animations');
const started = async (page: Page, reason: string) =>
  ['running', 'done'].includes((await phaseOf(page, reason)) ?? '');

async function moduleState(page: Page): Promise<string | undefined> {
  return page.evaluate(
    () => window.voorkant?.status().find((status) => status.id === 'scroll-animations')?.state,
  );
}

async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo(0, top), y);
}

const opacityOf = (page: Page, reason: string) =>
  page.locator(card(reason)).evaluate((element) => getComputedStyle(element).opacity);

describe('scroll animations in Chromium', () => {
  test('each card animates at its offset: top into view, bottom in view, top at mid of view', async () => {
    const { page } = await site.visit('/e-bikes/');
    for (const reason of ['service', 'advies', 'garantie'])
      await expect.poll(() => phaseOf(page, reason)).toBe('pending');
    expect(await opacityOf(page, 'service')).toBe('0');
    const box = await page.locator(card('service')).evaluate((element) => {
      const rect = element.getBoundingClientRect();
      return { top: rect.top + scrollY, bottom: rect.bottom + scrollY };
    });
    const viewport = 900;

    // The cards' tops are 20 px into view: only top-into-view fires.
    await scrollToY(page, box.top - viewport + 20);
    await expect.poll(() => started(page, 'service')).toBe(true);
    await page.waitForTimeout(150);
    expect(await phaseOf(page, 'advies')).toBe('pending');
    expect(await phaseOf(page, 'garantie')).toBe('pending');

    // Their bottoms are 20 px into view, tops still in the lower half: bottom-in-view fires.
    await scrollToY(page, box.bottom - viewport + 20);
    await expect.poll(() => started(page, 'garantie')).toBe(true);
    await page.waitForTimeout(150);
    expect(await phaseOf(page, 'advies')).toBe('pending');

    // Their tops cross the middle of the viewport: top-mid-of-view fires.
    await scrollToY(page, box.top - viewport / 2 + 20);
    await expect.poll(() => started(page, 'advies')).toBe(true);

    // The animation plays and leaves the card exactly as rendered.
    await expect.poll(() => phaseOf(page, 'advies'), { timeout: 10_000 }).toBe('done');
    expect(await opacityOf(page, 'advies')).toBe('1');
    expect(await page.locator(card('advies')).getAttribute('class')).toBe('card fusion-animated');
    expect(await page.locator(card('advies')).getAttribute('style')).toBeNull();
  });

  test('the animation runs on the card with its type and duration', async () => {
    const { page } = await site.visit('/e-bikes/');
    await expect.poll(() => phaseOf(page, 'service')).toBe('pending');
    const top = await page
      .locator(card('service'))
      .evaluate((element) => element.getBoundingClientRect().top + scrollY);
    await scrollToY(page, top - 600);
    const animation = await page.locator(card('service')).evaluate(async (element) => {
      for (let i = 0; i < 50 && element.getAnimations().length === 0; i++)
        await new Promise((resolve) => requestAnimationFrame(resolve));
      const [first] = element.getAnimations() as CSSAnimation[];
      return { name: first?.animationName, duration: first?.effect?.getComputedTiming().duration };
    });
    expect(animation).toEqual({ name: 'scroll-animations-fadeInUp', duration: 600 });
  });

  test('desktop only by default: at 375 px nothing is hidden or animated; desktop and mobile animates there too', async () => {
    const phone = { viewport: { width: 375, height: 740 } };
    const { page } = await site.visit('/e-bikes/', { context: phone });
    await expect.poll(() => moduleState(page)).toBe('ready');
    await scrollToY(page, 99999);
    await page.waitForTimeout(200);
    for (const reason of ['service', 'advies', 'garantie']) {
      expect(await phaseOf(page, reason)).toBeNull();
      expect(await opacityOf(page, reason)).toBe('1');
    }

    const everywhere = await site.visit('/e-bikes/', {
      context: phone,
      settings: { 'scroll-animations': { status: 'desktop_and_mobile' } },
    });
    await expect.poll(() => phaseOf(everywhere.page, 'garantie')).toBe('pending');
  });

  test('turning the window into phone width shows what still waited', async () => {
    const { page } = await site.visit('/e-bikes/');
    await expect.poll(() => phaseOf(page, 'garantie')).toBe('pending');
    await page.setViewportSize({ width: 700, height: 900 });
    await expect.poll(() => phaseOf(page, 'garantie')).toBeNull();
    expect(await opacityOf(page, 'garantie')).toBe('1');
  });

  test('with reduced motion the content shows without animation', async () => {
    const { page } = await site.visit('/e-bikes/', { context: { reducedMotion: 'reduce' } });
    await expect.poll(() => moduleState(page)).toBe('ready');
    await scrollToY(page, 99999);
    await page.waitForTimeout(200);
    for (const reason of ['service', 'advies', 'garantie']) {
      expect(await phaseOf(page, reason)).toBeNull();
      expect(await opacityOf(page, reason)).toBe('1');
    }
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
  });

  test('the cards are readable when the chunk never arrives, or the module is switched off', async () => {
    site.backend.fault({ path: /^\/dist\/chunks\/scroll-animations-/, mode: 'status-404' });
    const visit = await site.visit('/e-bikes/');
    await expect.poll(() => moduleState(visit.page), { timeout: 10_000 }).toBe('failed');
    await scrollToY(visit.page, 99999);
    for (const reason of ['service', 'advies', 'garantie'])
      expect(await opacityOf(visit.page, reason)).toBe('1');

    const off = await site.visit('/e-bikes/', { settings: { modules: { 'scroll-animations': false } } });
    await scrollToY(off.page, 99999);
    expect(await opacityOf(off.page, 'garantie')).toBe('1');
    expect(off.chunks()).not.toContain('scroll-animations');
  });

  test('an unknown status setting is reported and the default (desktop only) applies', async () => {
    const visit = await site.visit('/e-bikes/', { settings: { 'scroll-animations': { status: 'altijd' } } });
    await expect.poll(() => phaseOf(visit.page, 'garantie')).toBe('pending');
    expect(
      visit.console.some((line) => line.startsWith('warning:') && line.includes('scroll-animations.status')),
    ).toBe(true);
  });

  test('after a jump past the cards (End key) they animate in, and axe finds no violations', async () => {
    const { page } = await site.visit('/e-bikes/');
    await expect.poll(() => phaseOf(page, 'garantie')).toBe('pending');
    await page.keyboard.press('End');
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(1500);
    for (const reason of ['service', 'advies', 'garantie'])
      await expect.poll(() => phaseOf(page, reason), { timeout: 10_000 }).toBe('done');
    expect(await axeViolations(page)).toEqual([]);
  });
});
