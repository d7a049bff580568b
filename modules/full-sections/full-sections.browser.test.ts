// The story on /over-ons/ as a visitor meets it: the wheel moves through the sections and, at the
// last one, on down the page; the side navigation works with Tab and Enter and focus lands in the
// section; phones get ordinary content; reduced motion jumps; a missing chunk leaves the content.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations, withSite } from '../../test/browser/harness';

const site = withSite();
const quick = { 'full-sections': { speedMs: 100 } };
const story = '.about-story';
const current = (page: Page) => page.locator('.full-sections__link[aria-current="true"]').textContent();
const inertStates = (page: Page) =>
  page.locator('.about-story__part').evaluateAll((parts) => parts.map((part) => (part as HTMLElement).inert));

async function bringIntoView(page: Page): Promise<void> {
  await page.locator(story).scrollIntoViewIfNeeded();
  await page.locator('.full-sections--on').waitFor();
  await page.locator('.full-sections__nav').waitFor();
  await expect
    .poll(() => page.evaluate(() => Boolean(document.querySelector('.about-story.swiper-initialized'))))
    .toBe(true);
  await page.evaluate(
    (selector) => document.querySelector(selector)!.scrollIntoView({ block: 'start' }),
    story,
  );
}

describe('full-sections in Chromium', () => {
  test('the wheel moves section by section, and at the last one the page scrolls on', async () => {
    const { page } = await site.visit('/over-ons/', { settings: quick });
    await bringIntoView(page);
    const box = (await page.locator(story).boundingBox())!;
    expect(Math.round(box.height)).toBe(page.viewportSize()!.height);
    expect(await current(page)).toBe('1986: de schuur');
    expect(await inertStates(page)).toEqual([false, true, true]);

    await page.mouse.move(400, 300);
    await page.mouse.wheel(0, 200);
    await expect.poll(() => current(page)).toBe('2004: de winkel');
    expect(await inertStates(page)).toEqual([true, false, true]);
    await page.waitForTimeout(1200);
    await page.mouse.wheel(0, 200);
    await expect.poll(() => current(page)).toBe('Nu: elf mensen');
    // At the last section the wheel is the page's again: the visitor reads on.
    await page.waitForTimeout(1200);
    const before = await page.evaluate(() => scrollY);
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(1200);
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(before);
    expect(await current(page)).toBe('Nu: elf mensen');
  });

  test('the side navigation works with Tab and Enter; focus lands in the chosen section', async () => {
    const { page } = await site.visit('/over-ons/', { settings: quick });
    await bringIntoView(page);
    const link = page
      .getByRole('navigation', { name: 'Secties' })
      .getByRole('link', { name: 'Nu: elf mensen' });
    await link.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => current(page)).toBe('Nu: elf mensen');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('3 van 3');
    expect(new URL(page.url()).hash).toBe('');
    // The section's own link is next in the tab order; the hidden sections' links are not.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      'Maak een afspraak in de werkplaats',
    );
    expect(await axeViolations(page)).toEqual([]);
  });

  test('keys move between sections while the stage is in view', async () => {
    const { page } = await site.visit('/over-ons/', { settings: quick });
    await bringIntoView(page);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => current(page)).toBe('2004: de winkel');
    await page.waitForTimeout(300);
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => current(page)).toBe('1986: de schuur');
  });

  test('on a phone the sections are ordinary content, and switch on when the window grows', async () => {
    const { page } = await site.visit('/over-ons/', {
      settings: quick,
      context: { viewport: { width: 375, height: 700 } },
    });
    await page.locator(story).scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    expect(await page.locator('.full-sections__nav').count()).toBe(0);
    expect(await page.locator('.full-sections--on').count()).toBe(0);
    for (const title of [
      '1986: een schuur aan de Kerkstraat',
      '2004: de winkel aan de Spaak',
      'Nu: elf mensen en een leerwerkplaats',
    ])
      expect(await page.getByRole('heading', { name: title }).isVisible()).toBe(true);
    await page.setViewportSize({ width: 1200, height: 800 });
    await page.locator('.full-sections__nav').waitFor();
    await page.setViewportSize({ width: 700, height: 800 });
    await expect.poll(() => page.locator('.full-sections__nav').count()).toBe(0);
    expect(await inertStates(page)).toEqual([false, false, false]);
  });

  test('reduced motion: sections change without a transition', async () => {
    const { page } = await site.visit('/over-ons/', { context: { reducedMotion: 'reduce' } });
    await bringIntoView(page);
    await page.getByRole('link', { name: '2004: de winkel' }).click();
    await expect.poll(() => current(page)).toBe('2004: de winkel');
    const duration = await page
      .locator('.about-story .swiper-wrapper')
      .evaluate((wrapper) => getComputedStyle(wrapper).transitionDuration);
    expect(duration).toBe('0s');
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
  });

  test('when the chunk cannot be loaded, the story stays readable content', async () => {
    site.backend.fault({ path: /^\/dist\/chunks\/full-sections-/, mode: 'status-404' });
    const { page } = await site.visit('/over-ons/');
    await expect
      .poll(
        () =>
          page.evaluate(
            () => window.voorkant?.status().find((status) => status.id === 'full-sections')?.state,
          ),
        {
          timeout: 10_000,
        },
      )
      .toBe('failed');
    expect(await page.locator('.full-sections__nav').count()).toBe(0);
    for (const title of ['1986: een schuur aan de Kerkstraat', 'Nu: elf mensen en een leerwerkplaats']) {
      const heading = page.getByRole('heading', { name: title });
      await heading.scrollIntoViewIfNeeded();
      expect(await heading.isVisible()).toBe(true);
    }
  });
});
