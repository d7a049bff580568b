// Videos on /videos/ (the gallery page) as a visitor meets them, on the theme's real markup: the
// YouTube background (the provider's local stand-in) made, covering its container at its ratio,
// faded in, muted, played in view and paused when scrolled away or the tab is hidden, looped just
// before its end; the self-hosted background with its pause control and reduced motion; the video
// elements autoplaying in view and pausing out of view, a lazy one given its source near the view;
// provider failure; and the safety net when the module's chunk fails or hangs.
import type { Page } from 'playwright-core';
import { describe, expect, test, vi } from 'vitest';
import {
  axeViolations,
  callbacksAsked,
  providerPlayerLog,
  wakeUpRecorder,
  wakeUps,
  withSite,
} from '../../test/browser/harness';

const site = withSite();

const background = '.fusion-builder-row-2.video-background';
const wrapper = `${background} .fusion-background-video-wrapper`;
const selfHosted = '.fusion-builder-row-6.video-background';
const log = (id: string) => providerPlayerLog(site.backend).filter((entry) => entry.id === id);
const funcs = (id: string) => log(id).map((entry) => entry.func);

const selfHostedPaused = (page: Page) =>
  page.locator(`${selfHosted} video`).evaluate((video: HTMLVideoElement) => video.paused);

async function expectCovered(page: Page): Promise<void> {
  await expect
    .poll(() => page.locator(`${wrapper} iframe`).evaluate((frame) => frame.clientWidth))
    .toBeGreaterThan(0);
  const { box, player } = await page.evaluate((selector) => {
    const host = document.querySelector(selector)!;
    return {
      box: host.getBoundingClientRect().toJSON() as DOMRect,
      player: host.querySelector('iframe')!.getBoundingClientRect().toJSON() as DOMRect,
    };
  }, wrapper);
  expect(player.width).toBeGreaterThanOrEqual(box.width - 1);
  expect(player.height).toBeGreaterThanOrEqual(box.height - 1);
  expect(player.width / player.height).toBeCloseTo(4 / 3, 1);
  expect(player.left - box.left).toBeCloseTo(box.right - player.right, 0);
  expect(player.top - box.top).toBeCloseTo(box.bottom - player.bottom, 0);
}

describe('videos in Chromium', () => {
  test('the YouTube background is made, covers its container at 4:3, fades in, and gets mute and play from the page', async () => {
    for (const width of [375, 1280]) {
      const { page } = await site.visit('/videos/', { context: { viewport: { width, height: 900 } } });
      const origin = new URL(page.url()).origin;
      await page.locator(background).scrollIntoViewIfNeeded();
      await expect.poll(() => funcs('polderrit')).toContain('playVideo');
      expect(funcs('polderrit').slice(0, 3)).toEqual(['listening', 'mute', 'playVideo']);
      expect(log('polderrit').every((entry) => entry.from === origin)).toBe(true);
      await expect
        .poll(() => page.locator(wrapper).evaluate((element) => getComputedStyle(element).opacity))
        .toBe('1');
      expect(await page.locator(`${wrapper} iframe`).getAttribute('id')).toBe('video-1-inner');
      await expectCovered(page);
      await page.setViewportSize({ width: 1600, height: 600 });
      // Re-covered by a ResizeObserver in a later frame: retry the whole check until it holds.
      await vi.waitFor(() => expectCovered(page));
      site.backend.reset();
    }
  });

  test('the background pauses when scrolled away or the tab is hidden, and plays again', async () => {
    const { page } = await site.visit('/videos/');
    await page.locator(background).scrollIntoViewIfNeeded();
    await expect.poll(() => funcs('polderrit')).toContain('playVideo');
    await page.locator(selfHosted).scrollIntoViewIfNeeded();
    await expect.poll(() => funcs('polderrit')).toContain('pauseVideo');
    await page.locator(background).scrollIntoViewIfNeeded();
    await expect.poll(() => funcs('polderrit').filter((func) => func === 'playVideo').length).toBe(2);
    await page.evaluate(() => {
      Object.defineProperty(document, 'hidden', { value: true, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect.poll(() => funcs('polderrit').filter((func) => func === 'pauseVideo').length).toBe(2);
  });

  test('with loop adjustment the background restarts 0.45 s before its end the first time, then 0.21 s before it', async () => {
    const { page } = await site.visit('/videos/', { initScript: wakeUpRecorder });
    await page.locator(background).scrollIntoViewIfNeeded();
    const seeks = () => log('polderrit').filter((entry) => entry.func === 'seekTo');
    await expect.poll(() => seeks().length, { timeout: 10_000, interval: 200 }).toBeGreaterThanOrEqual(2);
    const [first, second] = seeks().map((entry) => Number(entry.time));
    // The stand-in's clip lasts 3 s; checks run every 150 ms and on each report (every 50 ms).
    expect(first).toBeGreaterThanOrEqual(3 - 0.45);
    expect(first).toBeLessThan(3 - 0.45 + 0.3);
    expect(second).toBeGreaterThanOrEqual(3 - 0.21);
    expect(second).toBeLessThan(3);
    // One timer per run, due at the restart: no check every 150 ms while it plays.
    expect(await wakeUps(page, ['video'])).toBeLessThanOrEqual(seeks().length + 2);
    // Nor set again from each report (20 a second from the stand-in): a run's timer stands.
    expect(await callbacksAsked(page, ['video'])).toBeLessThanOrEqual(2 * seeks().length + 4);
  });

  test('the self-hosted background plays in view, pauses out of view, and obeys its pause control', async () => {
    const { page } = await site.visit('/videos/');
    expect(await selfHostedPaused(page)).toBe(true);
    const container = page.locator(selfHosted);
    await container.scrollIntoViewIfNeeded();
    await expect.poll(() => selfHostedPaused(page)).toBe(false);
    await container.getByRole('button', { name: 'Achtergrondvideo pauzeren' }).click();
    await expect.poll(() => selfHostedPaused(page)).toBe(true);
    await container.getByRole('button', { name: 'Achtergrondvideo afspelen' }).click();
    await expect.poll(() => selfHostedPaused(page)).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => selfHostedPaused(page)).toBe(true);
  });

  test('a video element set to autoplay plays when scrolled into view and pauses when scrolled away; the other waits', async () => {
    for (const width of [375, 1280]) {
      const { page } = await site.visit('/videos/', { context: { viewport: { width, height: 900 } } });
      const origin = new URL(page.url()).origin;
      await page.waitForTimeout(300);
      expect(funcs('wielrichten')).not.toContain('playVideo');
      await page.locator('.fusion-builder-column-3 .fusion-video').scrollIntoViewIfNeeded();
      await expect.poll(() => funcs('wielrichten')).toContain('playVideo');
      expect(log('wielrichten').every((entry) => entry.from === origin)).toBe(true);
      await expect
        .poll(() =>
          page.frameLocator('.fusion-builder-column-3 iframe').locator('.speler__status').textContent(),
        )
        .toBe('speelt');
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect.poll(() => funcs('wielrichten')).toContain('pauseVideo');
      // The lazy one got its source near the view, and never a play it was not set to.
      expect(
        await page.locator('.fusion-builder-column-4 iframe').getAttribute('src'),
        'lazy source',
      ).toMatch(/^\/video-speler\/embed\/kettingolie\?/);
      expect(funcs('kettingolie')).not.toContain('playVideo');
      site.backend.reset();
    }
  });

  test('under reduced motion nothing starts by itself, but the visitor can start the background', async () => {
    const { page } = await site.visit('/videos/', { context: { reducedMotion: 'reduce' } });
    const container = page.locator(selfHosted);
    await container.scrollIntoViewIfNeeded();
    await container.getByRole('button', { name: 'Achtergrondvideo afspelen' }).waitFor();
    await page.locator('.fusion-builder-column-3 .fusion-video').scrollIntoViewIfNeeded();
    await page.waitForTimeout(600);
    expect(await selfHostedPaused(page)).toBe(true);
    expect(funcs('wielrichten')).not.toContain('playVideo');
    await container.scrollIntoViewIfNeeded();
    await container.getByRole('button', { name: 'Achtergrondvideo afspelen' }).click();
    await expect.poll(() => selfHostedPaused(page)).toBe(false);
  });

  test('a provider page that fails gets no commands, and nothing else breaks', async () => {
    site.backend.fault({ path: /^\/video-speler\/embed\//, mode: 'status-500' });
    const visit = await site.visit('/videos/');
    await visit.page.locator(background).scrollIntoViewIfNeeded();
    await visit.page.waitForTimeout(800);
    expect(providerPlayerLog(site.backend)).toEqual([]);
    // Without an answer the wrapper stays at the theme's opacity 0: nothing half-made shows.
    expect(await visit.page.locator(wrapper).evaluate((element) => getComputedStyle(element).opacity)).toBe(
      '0',
    );
    expect(visit.errors).toEqual([]);
    await visit.page.locator(selfHosted).scrollIntoViewIfNeeded();
    await expect.poll(() => selfHostedPaused(visit.page)).toBe(false);
  });

  test('safety net: with the chunk answering 404 or hanging, the lazy video gets its source', async () => {
    for (const [mode, width] of [
      ['status-404', 1280],
      ['hang', 375],
    ] as const) {
      site.backend.fault({ path: /\/chunks\/[\w-]+\/video\.js/, mode });
      // Lazy media (which would give the embed its source too) off and left to the theme: only the
      // video module's safety net acts.
      const { page } = await site.visit('/videos/', {
        settings: { safetyNetMs: 500, modules: { 'lazy-media': false }, takeover: ['video'] },
        context: { viewport: { width, height: 900 } },
      });
      await expect
        .poll(() => page.locator('.fusion-builder-column-4 iframe').getAttribute('src'), { timeout: 5000 })
        .toMatch(/^\/video-speler\/embed\/kettingolie\?/);
      // The YouTube holder is empty without the module: nothing to show, so it stays transparent.
      expect(await page.locator(wrapper).evaluate((element) => getComputedStyle(element).opacity), mode).toBe(
        '0',
      );
      site.backend.reset();
    }
  });

  test('axe finds no violations on the gallery page, on a phone and on a desktop', async () => {
    for (const width of [375, 1280]) {
      const { page } = await site.visit('/videos/', { context: { viewport: { width, height: 900 } } });
      await page.locator(background).scrollIntoViewIfNeeded();
      await page.locator(`${selfHosted} .video__toggle`).waitFor();
      expect(await axeViolations(page), `at ${width}`).toEqual([]);
    }
  });
});
