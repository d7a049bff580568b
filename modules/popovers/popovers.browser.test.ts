// Popovers, image hotspots and a tooltip on the werkplaats page as a visitor uses them: click, hover,
// focus and the keyboard, Escape and a click elsewhere, the bubble kept in the viewport at 375 px,
// only emphasis kept from HTML text, axe with a bubble open, and the safety net's plain text.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations, withSite } from '../../test/browser/harness';

const site = withSite();
const page375 = { viewport: { width: 375, height: 800 } };

const bubbleOf = async (page: Page, trigger: Locator) =>
  page.locator(`#${await trigger.getAttribute('aria-controls')}`);
const insideViewport = (bubble: Locator) =>
  bubble.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return (
      box.left >= 0 &&
      box.right <= document.documentElement.clientWidth &&
      box.top >= 0 &&
      box.bottom <= innerHeight
    );
  });
const ready = (page: Page) =>
  page.locator('.fusion-popover[aria-controls]').first().waitFor({ state: 'attached' });

describe('popovers in Chromium', () => {
  test('a click popover: a button that shows its title and text above it; a second click, Escape or a click elsewhere closes it', async () => {
    const { page } = await site.visit('/werkplaats-in-cijfers/');
    await ready(page);
    const trigger = page.getByRole('button', { name: 'veiligheidscheck' });
    expect(await trigger.getAttribute('aria-expanded')).toBe('false');
    await trigger.click();
    const bubble = await bubbleOf(page, trigger);
    expect(await trigger.getAttribute('aria-expanded')).toBe('true');
    expect(await bubble.isVisible()).toBe(true);
    expect(await bubble.locator('.popover-title').textContent()).toBe('De veiligheidscheck');
    expect(await bubble.locator('.popover-content').textContent()).toContain(
      'remmen, verlichting, bandenspanning',
    );
    expect(await bubble.evaluate((element) => element.classList.contains('top'))).toBe(true);
    const [bubbleBottom, triggerTop] = await Promise.all([
      bubble.evaluate((element) => element.getBoundingClientRect().bottom),
      trigger.evaluate((element) => element.getBoundingClientRect().top),
    ]);
    expect(bubbleBottom).toBeLessThanOrEqual(triggerTop);
    // The theme's colours from data-style reach the bubble.
    expect(await bubble.evaluate((element) => element.style.getPropertyValue('--awb-bordercolor'))).toBe(
      '#0f766e',
    );
    await trigger.click();
    await expect.poll(() => bubble.isVisible()).toBe(false);
    await trigger.click();
    await page.keyboard.press('Escape');
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('false');
    await trigger.click();
    await page.locator('h1').click();
    await expect.poll(() => bubble.isVisible()).toBe(false);
  });

  test('the keyboard: Enter opens, axe is content, Escape closes and focus stays on the trigger', async () => {
    const { page } = await site.visit('/werkplaats-in-cijfers/');
    await ready(page);
    const trigger = page.getByRole('button', { name: 'veiligheidscheck' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    expect(await (await bubbleOf(page, trigger)).isVisible()).toBe(true);
    expect(await axeViolations(page, '#content')).toEqual([]);
    await page.keyboard.press('Escape');
    expect(await trigger.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('veiligheidscheck');
  });

  test('a hover popover opens under the pointer, stays while the pointer is on it, and closes when it leaves', async () => {
    const { page } = await site.visit('/werkplaats-in-cijfers/', {
      settings: { popovers: { hoverCloseMs: 300 } },
    });
    await ready(page);
    const trigger = page.getByRole('button', { name: 'door Bosch opgeleid' });
    await trigger.hover();
    const bubble = await bubbleOf(page, trigger);
    await expect.poll(() => bubble.isVisible()).toBe(true);
    expect(await bubble.evaluate((element) => element.classList.contains('bottom'))).toBe(true);
    await bubble.hover();
    await page.waitForTimeout(500);
    expect(await bubble.isVisible()).toBe(true);
    await page.mouse.move(5, 5);
    await expect.poll(() => bubble.isVisible()).toBe(false);
  });

  test('image hotspots: one bubble at a time, its HTML keeps only emphasis; at 375 px it stays in the window', async () => {
    const { page } = await site.visit('/werkplaats-in-cijfers/', { context: page375 });
    await ready(page);
    const chain = page.getByRole('button', { name: 'Ketting' });
    const tyre = page.getByRole('button', { name: 'Achterband' });
    await chain.click();
    const chainBubble = await bubbleOf(page, chain);
    expect(await chainBubble.locator('.popover-title').textContent()).toBe('Ketting en cassette');
    expect(await insideViewport(chainBubble)).toBe(true);
    // The open bubble may cover the next hotspot, as on the real page: the keyboard reaches it anyway.
    await tyre.focus();
    await page.keyboard.press('Enter');
    const tyreBubble = await bubbleOf(page, tyre);
    await expect.poll(() => chainBubble.isVisible()).toBe(false);
    expect(await tyreBubble.locator('.popover-content').innerHTML()).toBe(
      'We controleren profiel en spanning. Een stadsfiets rijdt het prettigst rond <strong>4 bar</strong>.',
    );
    expect(await insideViewport(tyreBubble)).toBe(true);
    expect(await axeViolations(page, '#content')).toEqual([]);
  });

  test('a tooltip shows on hover and focus as role=tooltip describing its link, instead of the browser title', async () => {
    const { page } = await site.visit('/werkplaats-in-cijfers/');
    const link = page.getByRole('link', { name: 'Volg de werkplaats op Instagram' });
    await link.hover();
    const tooltip = page.getByRole('tooltip', { name: 'Instagram' });
    await expect.poll(() => tooltip.isVisible()).toBe(true);
    expect(await link.getAttribute('title')).toBeNull();
    expect(await link.getAttribute('aria-describedby')).toBe(await tooltip.getAttribute('id'));
    await page.mouse.move(5, 5);
    await expect.poll(() => tooltip.isVisible()).toBe(false);
    await link.focus();
    await expect.poll(() => tooltip.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => tooltip.isVisible()).toBe(false);
  });

  // The hover or focus that makes the kernel fetch the chunk comes before the module's listeners.
  for (const how of ['hover', 'focus'] as const)
    test(`a ${how} that comes before the module shows the tooltip once it has loaded, without a second ${how}`, async () => {
      site.backend.fault({ path: /\/chunks\/[\w-]+\/popovers\.js/, mode: 'slow', delayMs: 2000, times: 1 });
      const { page } = await site.visit('/werkplaats-in-cijfers/');
      const link = page.getByRole('link', { name: 'Volg de werkplaats op Instagram' });
      if (how === 'hover') await link.hover();
      else await link.focus();
      // Still the theme's markup: the module has not set the link up yet.
      expect(await link.getAttribute('title')).toBe('Instagram');
      const tooltip = page.getByRole('tooltip', { name: 'Instagram' });
      await expect.poll(() => tooltip.isVisible(), { timeout: 5000 }).toBe(true);
      expect(await link.getAttribute('aria-describedby')).toBe(await tooltip.getAttribute('id'));
    });

  test('a hover popover under a pointer that was there before the module opens once it has loaded', async () => {
    site.backend.fault({ path: /\/chunks\/[\w-]+\/popovers\.js/, mode: 'slow', delayMs: 2000, times: 1 });
    const { page } = await site.visit('/werkplaats-in-cijfers/');
    const trigger = page.getByText('door Bosch opgeleid', { exact: true });
    await trigger.hover();
    expect(await trigger.getAttribute('aria-expanded')).toBeNull();
    await expect.poll(() => trigger.getAttribute('aria-expanded'), { timeout: 5000 }).toBe('true');
    expect(await (await bubbleOf(page, trigger)).locator('.popover-title').textContent()).toBe(
      'Bosch-dealer',
    );
  });

  test('reduced motion: a bubble is there at once, without a fade', async () => {
    const { page } = await site.visit('/werkplaats-in-cijfers/', { context: { reducedMotion: 'reduce' } });
    await ready(page);
    const trigger = page.getByRole('button', { name: 'veiligheidscheck' });
    await trigger.click();
    expect(
      await (await bubbleOf(page, trigger)).evaluate((element) => [
        getComputedStyle(element).opacity,
        element.getAnimations().length,
      ]),
    ).toEqual(['1', 0]);
  });
});

describe('popovers safety net', () => {
  for (const fault of ['status-404', 'hang'] as const)
    test(`its chunk ${fault === 'hang' ? 'hangs' : 'answers 404'}: titles and texts are written out in the page`, async () => {
      site.backend.fault({ path: /\/chunks\/[\w-]+\/popovers\.js/, mode: fault });
      const { page } = await site.visit('/werkplaats-in-cijfers/', { settings: { safetyNetMs: 500 } });
      await page.getByText('veiligheidscheck', { exact: true }).hover();
      await expect
        .poll(() => page.getByText('(De veiligheidscheck: We kijken naar remmen').isVisible(), {
          timeout: 5000,
        })
        .toBe(true);
      await page.locator('.awb-image-hotspots').scrollIntoViewIfNeeded();
      await expect
        .poll(() =>
          page
            .getByRole('listitem')
            .filter({ hasText: 'Banden: We controleren profiel en spanning' })
            .isVisible(),
        )
        .toBe(true);
    });
});
