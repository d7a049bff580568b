// The legacy header's modern and classic phone-menu designs as a phone visitor meets them, under the
// theme's real rules (demo/assets/theme/gates.css: the modern holder hidden until its script slides it
// open, the classic list folded behind the "Go to…" button its script adds): /club/routekaart/
// (modern, the design of both real exports' home pages) and /club/ledenvoordeel/ (classic). The menu
// opens by mouse and keyboard as a WAI-ARIA disclosure, holds the main menu's links, and is given back
// to the desktop menu above the break point.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations, modulesReady, withSite } from '../../test/browser/harness';

const site = withSite();
const phone = { viewport: { width: 375, height: 760 } };
const phoneNav = (page: Page) => page.getByRole('navigation', { name: 'Hoofdmenu mobiel' });
const visibleLinks = (page: Page) =>
  phoneNav(page)
    .getByRole('link')
    .evaluateAll((links) => links.filter((link) => link.getBoundingClientRect().height > 0).length);

describe('the modern design at 375 px', () => {
  const toggle = (page: Page) => page.getByRole('button', { name: 'Mobiel menu openen of sluiten' });

  test('the menu icon slides the phone menu open with the main menu’s links, and closes it again', async () => {
    const { page, errors } = await site.visit('/club/routekaart/', { context: phone });
    await modulesReady(page, 'header');
    expect(await visibleLinks(page)).toBe(0);
    expect(await toggle(page).getAttribute('aria-expanded')).toBe('false');
    await toggle(page).click();
    await expect.poll(() => visibleLinks(page)).toBeGreaterThan(3);
    expect(await toggle(page).getAttribute('aria-expanded')).toBe('true');
    const holder = await toggle(page).getAttribute('aria-controls');
    expect(await page.locator(`#${holder}`).getAttribute('class')).toContain('fusion-mobile-menu-expanded');
    expect(await phoneNav(page).getByRole('link', { name: 'Werkplaats', exact: true }).isVisible()).toBe(
      true,
    );
    await toggle(page).click();
    await expect.poll(() => visibleLinks(page)).toBe(0);
    expect(await toggle(page).getAttribute('aria-expanded')).toBe('false');
    expect(errors).toEqual([]);
  });

  test('keyboard: Space on the toggle opens it without following its # link; the search icon opens the search', async () => {
    const { page } = await site.visit('/club/routekaart/', { context: phone });
    await modulesReady(page, 'header');
    await toggle(page).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => visibleLinks(page)).toBeGreaterThan(3);
    // The page did not jump to `#` (the toggle is a link the theme prints with href="#").
    expect(new URL(page.url()).hash).toBe('');
    const search = page.getByRole('button', { name: 'Mobiel zoeken openen of sluiten' });
    await search.click();
    await expect.poll(() => page.locator('.fusion-mobile-menu-search').isVisible()).toBe(true);
    expect(await search.getAttribute('aria-expanded')).toBe('true');
    expect(await axeViolations(page, '.fusion-header-wrapper')).toEqual([]);
  });

  test('at 1280 px the desktop menu is back and the phone menu gone, also when it was left open', async () => {
    const { page } = await site.visit('/club/routekaart/', { context: phone });
    await modulesReady(page, 'header');
    await toggle(page).click();
    await expect.poll(() => visibleLinks(page)).toBeGreaterThan(3);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(() => visibleLinks(page)).toBe(0);
    expect(await page.getByRole('navigation', { name: 'Hoofdmenu', exact: true }).isVisible()).toBe(true);
  });

  test('the phone menu part answers 404: the module says it failed, the safety net fills the holder', async () => {
    site.backend.fault({ path: /\/chunks\/[\w-]+\/phone-menu\.js/, mode: 'status-404' });
    const { page } = await site.visit('/club/routekaart/', {
      context: phone,
      settings: { safetyNetMs: 300 },
    });
    await expect
      .poll(() =>
        page.evaluate(() => window.voorkant?.status().find((status) => status.id === 'header')?.state),
      )
      .toBe('failed');
    // Filled, not opened: the safety net shows the flyout design's holder only (its chunk, shared by
    // every module's net, is at its byte budget).
    await expect.poll(() => page.locator('.fusion-mobile-nav-holder a').count()).toBeGreaterThan(3);
  });
});

describe('the classic design at 375 px', () => {
  // Named by the theme's `avadaMenuVars.dropdown_goto` (the demo prints "Ga naar...").
  const goTo = (page: Page) => page.getByRole('button', { name: /^Ga naar/ });

  test('a "Go to…" button unfolds the list of the main menu’s links, and folds it again', async () => {
    const { page, errors } = await site.visit('/club/ledenvoordeel/', { context: phone });
    await modulesReady(page, 'header');
    expect(await goTo(page).isVisible()).toBe(true);
    expect(await visibleLinks(page)).toBe(0);
    await goTo(page).click();
    await expect.poll(() => visibleLinks(page)).toBeGreaterThan(3);
    expect(await goTo(page).getAttribute('aria-expanded')).toBe('true');
    const list = await goTo(page).getAttribute('aria-controls');
    expect(await page.locator(`#${list}`).getAttribute('class')).toContain('mobile-menu-expanded');
    await page.keyboard.press('Enter');
    await expect.poll(() => visibleLinks(page)).toBe(0);
    expect(errors).toEqual([]);
  });

  test('reduced motion: the list unfolds without a slide', async () => {
    const { page } = await site.visit('/club/ledenvoordeel/', {
      context: { ...phone, reducedMotion: 'reduce' },
    });
    await modulesReady(page, 'header');
    await goTo(page).click();
    expect(
      await page.evaluate(
        () => document.getAnimations().filter((animation) => animation.playState === 'running').length,
      ),
    ).toBe(0);
    expect(await visibleLinks(page)).toBeGreaterThan(3);
  });
});
