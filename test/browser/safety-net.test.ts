// The kernel's safety net as a visitor meets it: an element the theme hides until a script acts is
// lifted by the module's fallback whenever the module cannot act (its chunk answers 404 or hangs,
// its init throws, it is switched off), and only where the host removed the theme's own script.
import { describe, expect, test } from 'vitest';
import { withSite } from './harness';

const site = withSite();
const gated = '.fixture-gated';
const states = (visit: { page: import('playwright-core').Page }) =>
  visit.page
    .locator(gated)
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-fixture-gated')));

describe('the safety net', () => {
  test('a module that runs lifts its own gates; the safety net is never downloaded', async () => {
    const visit = await site.visit('/test/gated/');
    await expect.poll(() => states(visit)).toEqual(['module', 'module']);
    expect(visit.chunks()).not.toContain('safety-net');
  });

  test('its chunk answers 404: the fallback lifts every matched element', async () => {
    site.backend.fault({ path: /\/chunks\/[\w-]+\/fixture-gated\.js/, mode: 'status-404' });
    const visit = await site.visit('/test/gated/');
    await expect.poll(() => states(visit)).toEqual(['lifted', 'lifted']);
    expect(visit.console.some((line) => line.includes('module "fixture-gated" failed in load'))).toBe(true);
  });

  test('its chunk hangs: lifted after safetyNetMs, not when the request gives up', async () => {
    site.backend.fault({ path: /\/chunks\/[\w-]+\/fixture-gated\.js/, mode: 'hang' });
    const visit = await site.visit('/test/gated/', { settings: { safetyNetMs: 600 } });
    await expect.poll(() => states(visit), { timeout: 4000 }).toEqual(['lifted', 'lifted']);
    expect(visit.console.some((line) => line.includes('not ready after 600 ms'))).toBe(true);
  });

  test('the runtime chunk (strategies and loading) answers 404 twice: lifted', async () => {
    site.backend.fault({ path: /\/chunks\/[\w-]+\/runtime-door\.js/, mode: 'status-404' });
    const visit = await site.visit('/test/gated/', { query: { preload: '0' } });
    await expect.poll(() => states(visit)).toEqual(['lifted', 'lifted']);
    expect(visit.chunks()).not.toContain('fixture-gated');
  });

  test('the runtime chunk hangs: lifted after safetyNetMs', async () => {
    site.backend.fault({ path: /\/chunks\/[\w-]+\/runtime-door\.js/, mode: 'hang' });
    const visit = await site.visit('/test/gated/', {
      settings: { safetyNetMs: 600 },
      query: { preload: '0' },
    });
    await expect.poll(() => states(visit), { timeout: 4000 }).toEqual(['lifted', 'lifted']);
    // One report a module, however many of its elements waited.
    expect(
      visit.console.filter((line) => line.includes('"fixture-gated" failed in load: not ready after 600 ms')),
    ).toHaveLength(1);
  });

  test('a chunk that arrives after the safety net acted is ignored: two scripts never fight', async () => {
    // The net gives the module 1 s from its first match, the chunk comes 2.5 s after it is asked
    // for. With a 300 ms net, a slowed page (VOORKANT_TEST_CPU=3) was still waiting for the runtime
    // when the net acted, so the chunk was never asked for and nothing arrived late.
    site.backend.fault({ path: /\/chunks\/[\w-]+\/fixture-gated\.js/, mode: 'slow', delayMs: 2500 });
    const visit = await site.visit('/test/gated/', { settings: { safetyNetMs: 1000 } });
    const arrived = visit.page.waitForResponse((response) => /\/fixture-gated\.js$/.test(response.url()), {
      timeout: 15_000,
    });
    await expect.poll(() => states(visit)).toEqual(['lifted', 'lifted']);
    await arrived;
    // Time to run what arrived, had the kernel let it.
    await visit.page.waitForTimeout(300);
    expect(await states(visit)).toEqual(['lifted', 'lifted']);
    const module = await visit.page.evaluate(
      () => window.voorkant?.status().find((status) => status.id === 'fixture-gated')?.state,
    );
    expect(module).toBe('failed');
  });

  test('its init throws: lifted, and markup added later is lifted too', async () => {
    const visit = await site.visit('/test/gated/', { settings: { 'fixture-gated': { throws: true } } });
    await expect.poll(() => states(visit)).toEqual(['lifted', 'lifted']);
    await visit.page.evaluate(() => {
      const late = document.createElement('div');
      late.className = 'fixture-gated';
      document.querySelector('main')?.append(late);
    });
    await expect.poll(() => states(visit)).toEqual(['lifted', 'lifted', 'lifted']);
  });

  test('switched off where the host removed the theme script: lifted without the module chunk', async () => {
    const visit = await site.visit('/test/gated/', { settings: { modules: { 'fixture-gated': false } } });
    await expect.poll(() => states(visit)).toEqual(['lifted', 'lifted']);
    expect(visit.chunks()).not.toContain('fixture-gated');
  });

  test('switched off or failing where the theme script is still on the page: left alone', async () => {
    site.backend.fault({ path: /\/chunks\/[\w-]+\/fixture-gated\.js/, mode: 'status-404' });
    const visit = await site.visit('/test/gated/', { settings: { takeover: ['lightbox'] } });
    await expect
      .poll(() => visit.console.some((line) => line.includes('module "fixture-gated" failed in load')))
      .toBe(true);
    await visit.page.waitForTimeout(300);
    expect(await states(visit)).toEqual([null, null]);
    expect(visit.chunks()).not.toContain('safety-net');
  });
});
