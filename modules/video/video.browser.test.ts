// Video backgrounds as a visitor meets them on /videos/: each covers its section at any window
// shape, plays while in view and pauses when scrolled away or when the tab is hidden, loops the
// provider player just before its end, obeys the pause control and reduced motion.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations, providerPlayerLog, withSite } from '../../test/browser/harness';

const site = withSite();

const sections = ['polder', 'werkplaats', 'vierkant'] as const;
const ratios = { polder: 16 / 9, werkplaats: 4 / 3, vierkant: 1 } as const;

async function geometry(page: Page, name: string) {
  return page.evaluate((selector) => {
    const box = document.querySelector(`${selector} .video-background`)!.getBoundingClientRect();
    const player = document.querySelector(`${selector} .video-background > *`)!.getBoundingClientRect();
    return { box: box.toJSON(), player: player.toJSON() } as Record<'box' | 'player', DOMRect>;
  }, `.video-section--${name}`);
}

async function expectCovered(page: Page): Promise<void> {
  for (const name of sections) {
    await expect
      .poll(async () => (await geometry(page, name)).player.width, { timeout: 10_000 })
      .toBeGreaterThan(0);
    const { box, player } = await geometry(page, name);
    expect(player.width, name).toBeGreaterThanOrEqual(box.width - 1);
    expect(player.height, name).toBeGreaterThanOrEqual(box.height - 1);
    expect(player.width / player.height, name).toBeCloseTo(ratios[name], 1);
    // Centred: as much cut off on each side.
    expect(player.left - box.left, name).toBeCloseTo(box.right - player.right, 0);
    expect(player.top - box.top, name).toBeCloseTo(box.bottom - player.bottom, 0);
  }
}

/** Sums layout shifts not caused by input, from before the page's first paint. */
const layoutShiftRecorder = `
  window.__shifts = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__shifts += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
`;
const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: number }).__shifts);

const providerLog = () => providerPlayerLog(site.backend);
const polderPaused = (page: Page) =>
  page.locator('.video-section--polder video').evaluate((v) => (v as HTMLVideoElement).paused);

describe('video backgrounds in Chromium', () => {
  test('every video covers its section at its own ratio, at several window shapes and after a resize', async () => {
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 375, height: 800 },
    ]) {
      const { page } = await site.visit('/videos/', { context: { viewport } });
      await page.locator('.video-section--vierkant').scrollIntoViewIfNeeded();
      await expectCovered(page);
      await page.setViewportSize({ width: 1600, height: 600 });
      await page.waitForTimeout(200);
      await expectCovered(page);
    }
  });

  test('the self-hosted video plays in view, pauses when scrolled away or the tab is hidden, and resumes', async () => {
    const { page } = await site.visit('/videos/');
    await expect.poll(() => polderPaused(page)).toBe(false);
    expect(
      await page.locator('.video-section--polder video').evaluate((v) => (v as HTMLVideoElement).muted),
    ).toBe(true);
    await page.locator('.video-section--vierkant').scrollIntoViewIfNeeded();
    await expect.poll(() => polderPaused(page)).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => polderPaused(page)).toBe(false);

    await page.evaluate(() => {
      Object.defineProperty(document, 'hidden', { value: true, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect.poll(() => polderPaused(page)).toBe(true);
    await page.evaluate(() => {
      Object.defineProperty(document, 'hidden', { value: false, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect.poll(() => polderPaused(page)).toBe(false);
  });

  test('the provider player gets mute and play from the page origin, and pause when scrolled away', async () => {
    const { page } = await site.visit('/videos/');
    const origin = new URL(page.url()).origin;
    await page.locator('.video-section--werkplaats').scrollIntoViewIfNeeded();
    await expect.poll(() => providerLog().map((entry) => entry.func)).toContain('playVideo');
    expect(
      providerLog()
        .map((entry) => entry.func)
        .slice(0, 3),
    ).toEqual(['listening', 'mute', 'playVideo']);
    expect(providerLog().every((entry) => entry.from === origin && entry.id === 'werkplaats')).toBe(true);
    await page.locator('.video-section--vierkant').scrollIntoViewIfNeeded();
    await expect.poll(() => providerLog().map((entry) => entry.func)).toContain('pauseVideo');
  });

  test('the provider video restarts 0.45 s before its end the first time, then 0.21 s before it', async () => {
    const { page } = await site.visit('/videos/');
    await page.locator('.video-section--werkplaats').scrollIntoViewIfNeeded();
    const seeks = () => providerLog().filter((entry) => entry.func === 'seekTo');
    await expect.poll(() => seeks().length, { timeout: 10_000, interval: 200 }).toBeGreaterThanOrEqual(2);
    const [first, second] = seeks().map((entry) => Number(entry.time));
    // The clip lasts 3 s; checks run every 150 ms, the player reports every 50 ms.
    expect(first).toBeGreaterThanOrEqual(3 - 0.45);
    expect(first).toBeLessThan(3 - 0.45 + 0.3);
    expect(second).toBeGreaterThanOrEqual(3 - 0.21);
    expect(second).toBeLessThan(3);
  });

  test('the pause control stops and restarts the video; a non-autoplay video waits for it', async () => {
    const { page } = await site.visit('/videos/');
    const polder = page.locator('.video-section--polder');
    await expect.poll(() => polderPaused(page)).toBe(false);
    await polder.getByRole('button', { name: 'Achtergrondvideo pauzeren' }).click();
    await expect.poll(() => polderPaused(page)).toBe(true);
    await polder.getByRole('button', { name: 'Achtergrondvideo afspelen' }).click();
    await expect.poll(() => polderPaused(page)).toBe(false);

    const square = page.locator('.video-section--vierkant');
    await square.scrollIntoViewIfNeeded();
    const squarePaused = () => square.locator('video').evaluate((v) => (v as HTMLVideoElement).paused);
    await page.waitForTimeout(300);
    expect(await squarePaused()).toBe(true);
    await square.getByRole('button', { name: 'Achtergrondvideo afspelen' }).click();
    await expect.poll(squarePaused).toBe(false);
  });

  test('under reduced motion nothing starts by itself, but the visitor can start it', async () => {
    const { page } = await site.visit('/videos/', { context: { reducedMotion: 'reduce' } });
    const polder = page.locator('.video-section--polder');
    await polder.getByRole('button', { name: 'Achtergrondvideo afspelen' }).waitFor();
    await page.waitForTimeout(500);
    expect(await polderPaused(page)).toBe(true);
    await polder.getByRole('button', { name: 'Achtergrondvideo afspelen' }).click();
    await expect.poll(() => polderPaused(page)).toBe(false);
  });

  test('a provider page that fails gets no commands and breaks nothing else', async () => {
    site.backend.fault({ path: /^\/video-speler\/embed\//, mode: 'status-500' });
    const visit = await site.visit('/videos/');
    await visit.page.locator('.video-section--werkplaats').scrollIntoViewIfNeeded();
    await visit.page.waitForTimeout(800);
    expect(providerLog().filter((entry) => entry.func !== 'listening')).toEqual([]);
    expect(visit.errors).toEqual([]);
    await visit.page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => polderPaused(visit.page)).toBe(false);
  });

  test('the players appear at their covering size, without shifting anything', async () => {
    const { page } = await site.visit('/videos/', { initScript: layoutShiftRecorder });
    await expect.poll(() => polderPaused(page)).toBe(false);
    await page.locator('.video-section--werkplaats .video--sized').waitFor();
    expect(await layoutShift(page)).toBeLessThan(0.01);
  });

  test('axe finds no violations on the video page', async () => {
    const { page } = await site.visit('/videos/');
    await page.locator('.video__toggle').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
