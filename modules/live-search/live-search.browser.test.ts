// The live search as a visitor uses it, on the overview of all posts (/blog/overzicht/, the builder's
// Search element): results as they type, a listbox the arrow keys walk with the focus in the field,
// Enter and Escape, the count announced, and what the theme's ajax action received; a slow answer
// overtaken by a newer one, a failing server and a failing chunk, where the form still searches.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations, modulesReady, withSite } from '../../test/browser/harness';

const site = withSite();
const path = '/blog/overzicht/';
const fast = { settings: { 'live-search': { debounceMs: 20 } } };
const field = (page: Page) => page.getByRole('combobox', { name: "Zoek in berichten en pagina's..." });
const listbox = (page: Page) => page.getByRole('listbox', { name: 'Zoekresultaten' });
const box = (page: Page) => page.locator('.fusion-live-search .fusion-search-results');
const status = (page: Page) => page.locator('.fusion-live-search [role="status"]');
const searches = () =>
  site.backend
    .receivedAt(/^\/wp-admin\/admin-ajax\.php$/)
    .filter((request) => request.form.action === 'live_search_retrieve_posts');

async function ready(page: Page): Promise<void> {
  await page.locator('.fusion-live-search-input').focus();
  await modulesReady(page, 'live-search');
}

describe('live-search in Chromium', () => {
  test('results appear as the visitor types, the count is announced, the server got the theme’s request', async () => {
    const { page, errors } = await site.visit(path, fast);
    await ready(page);
    await field(page).pressSequentially('ke');
    // Under the Search element's three characters: no search.
    await page.waitForTimeout(100);
    expect(searches()).toHaveLength(0);
    expect(await box(page).isVisible()).toBe(false);
    await field(page).pressSequentially('tting');
    await expect.poll(() => listbox(page).isVisible()).toBe(true);
    const options = listbox(page).getByRole('option');
    expect(await options.allTextContents()).toEqual([
      'Onze monteurs over kettingslijtageBericht',
      'Onze monteurs over kettingslijtage (deel 2)Bericht',
      'Onze monteurs over kettingslijtage (deel 3)Bericht',
      'Winterbeurt voor je fietsPagina',
    ]);
    await expect.poll(() => status(page).textContent()).toBe('4 resultaten');
    // Over the posts that follow: the last result is what a click there reaches.
    await options.nth(3).click({ trial: true, timeout: 2000 });
    expect(await field(page).getAttribute('aria-expanded')).toBe('true');
    // Thumbnails lazy, decorative (the title names the option); a post without one has none.
    const images = listbox(page).locator('img');
    expect(await images.count()).toBe(3);
    expect(await images.first().getAttribute('loading')).toBe('lazy');
    expect(await images.first().getAttribute('alt')).toBe('');
    const sent = searches().at(-1)!;
    expect(sent.method).toBe('POST');
    expect(sent.form).toMatchObject({
      action: 'live_search_retrieve_posts',
      search: 'ketting',
      per_page: '6',
      show_feat_img: '1',
      display_post_type: '1',
      search_limit_to_post_titles: '0',
    });
    // The theme's action checks no nonce, and none is sent.
    expect(Object.keys(sent.form).filter((key) => /nonce/i.test(key))).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('typing on: one search after the quiet time, the one in flight given up, its answer never shown', async () => {
    // Its own context: the clock it installs would stay on the harness's kept one.
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      await context.clock.install();
      const page = await context.newPage();
      await page.goto(`${site.server.url}${path}`);
      await ready(page);
      await page.clock.pauseAt(Date.now() + 60_000);
      const givenUp: string[] = [];
      page.on('requestfailed', (request) => {
        if (request.url().endsWith('/admin-ajax.php')) givenUp.push(request.failure()?.errorText ?? '');
      });
      await field(page).pressSequentially('bandensp');
      await page.clock.runFor(400);
      expect(searches()).toHaveLength(0);
      await page.clock.runFor(150);
      await expect.poll(() => searches().length).toBe(1);
      expect(searches()[0]!.form.search).toBe('bandensp');
      await expect.poll(() => listbox(page).isVisible()).toBe(true);
      // The next search is held by the server; the visitor types on meanwhile.
      const release = site.backend.hold(/^\/wp-admin\/admin-ajax\.php$/, 1);
      await field(page).fill('winterbeurt');
      await page.clock.runFor(600);
      await expect.poll(() => searches().length).toBe(2);
      await expect.poll(() => page.locator('.fusion-slider-loading').isVisible()).toBe(true);
      await field(page).fill('verhuur');
      await page.clock.runFor(600);
      await expect.poll(() => searches().length).toBe(3);
      await expect
        .poll(() => listbox(page).getByRole('option').allTextContents())
        .toEqual(['FietsverhuurPagina']);
      expect(givenUp).toEqual(['net::ERR_ABORTED']);
      release();
      // The held answer is let go (to a request the page gave up): give it time to arrive if it could.
      await new Promise((resolve) => setTimeout(resolve, 200));
      await page.clock.runFor(1000);
      expect(await listbox(page).getByRole('option').allTextContents()).toEqual(['FietsverhuurPagina']);
    } finally {
      await context.close();
    }
  });

  test('keyboard: arrows move through the results with the focus in the field, Enter opens the result', async () => {
    const { page } = await site.visit(path, fast);
    await ready(page);
    await field(page).fill('ketting');
    const options = listbox(page).getByRole('option');
    await expect.poll(() => options.count()).toBe(4);
    const active = () => field(page).getAttribute('aria-activedescendant');
    expect(await active()).toBeNull();
    await page.keyboard.press('ArrowDown');
    expect(await active()).toBe(await options.nth(0).getAttribute('id'));
    expect(await options.nth(0).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await active()).toBe(await options.nth(3).getAttribute('id'));
    await page.keyboard.press('ArrowDown');
    expect(await active()).toBeNull();
    await page.keyboard.press('ArrowUp');
    expect(await active()).toBe(await options.nth(3).getAttribute('id'));
    await page.keyboard.press('ArrowUp');
    expect(await options.nth(2).getAttribute('aria-selected')).toBe('true');
    expect(await options.nth(3).getAttribute('aria-selected')).toBe('false');
    expect(await field(page).evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/artikel\/\?p=45$/);
  });

  test('Escape closes the results, then clears the field; a click outside closes them too', async () => {
    const { page } = await site.visit(path, fast);
    await ready(page);
    await field(page).fill('ketting');
    await expect.poll(() => listbox(page).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await box(page).isVisible()).toBe(false);
    expect(await field(page).inputValue()).toBe('ketting');
    expect(await field(page).getAttribute('aria-expanded')).toBe('false');
    // Down opens them again, on the first result.
    await page.keyboard.press('ArrowDown');
    expect(await listbox(page).isVisible()).toBe(true);
    expect(await listbox(page).getByRole('option').first().getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    expect(await field(page).inputValue()).toBe('');
    expect(await box(page).isVisible()).toBe(false);
    await field(page).fill('ketting');
    await expect.poll(() => listbox(page).isVisible()).toBe(true);
    await page.getByRole('heading', { name: 'Overzicht van alle berichten' }).click();
    expect(await box(page).isVisible()).toBe(false);
    // Back in the field, the results are there again without a new search.
    const asked = searches().length;
    await field(page).focus();
    expect(await listbox(page).isVisible()).toBe(true);
    expect(searches()).toHaveLength(asked);
  });

  test('Enter without a chosen result goes to the normal search page', async () => {
    const { page } = await site.visit(path, fast);
    await ready(page);
    await field(page).fill('ketting');
    await expect.poll(() => listbox(page).isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('s') === 'ketting');
    expect(new URL(page.url()).searchParams.getAll('post_type[]')).toEqual(['post', 'page']);
  });

  test('nothing found: the theme’s text, shown and announced', async () => {
    const { page } = await site.visit(path, fast);
    await ready(page);
    await field(page).fill('tandem');
    await expect.poll(() => box(page).textContent()).toBe('Geen zoekresultaten. Probeer het opnieuw.');
    expect(await box(page).isVisible()).toBe(true);
    expect(await box(page).getAttribute('role')).toBeNull();
    expect(await field(page).getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => status(page).textContent()).toBe('Geen zoekresultaten. Probeer het opnieuw.');
  });

  test('titles from the server stay text', async () => {
    const { page } = await site.visit(path, fast);
    await page.route('**/wp-admin/admin-ajax.php', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify([
          {
            id: '1',
            type: 'Bericht',
            title: '<img src=x onerror="window.__hit=1">Lek',
            post_url: '/p/1/',
            image_url: false,
          },
        ]),
      }),
    );
    await ready(page);
    await field(page).fill('lekke band');
    await expect.poll(() => listbox(page).getByRole('option').allTextContents()).toEqual(['LekBericht']);
    expect(await listbox(page).locator('img').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __hit?: number }).__hit)).toBeUndefined();
  });

  for (const mode of ['status-500', 'garbage', 'hang'] as const) {
    test(`the server ${mode === 'hang' ? 'never answers' : `answers ${mode}`}: a clear message, and the form still searches`, async () => {
      site.backend.fault({ path: /^\/wp-admin\/admin-ajax\.php$/, mode });
      const { page, errors } = await site.visit(path, {
        settings: { 'live-search': { debounceMs: 20, timeoutMs: 300 } },
      });
      await ready(page);
      await field(page).fill('ketting');
      const failed = 'Zoeken lukt nu even niet. Druk op Enter om de zoekpagina te openen.';
      await expect.poll(() => box(page).textContent()).toBe(failed);
      expect(await box(page).isVisible()).toBe(true);
      await expect.poll(() => status(page).textContent()).toBe(failed);
      expect(await page.locator('.fusion-live-search .fusion-slider-loading').isVisible()).toBe(false);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('s') === 'ketting');
      expect(errors).toEqual([]);
    });
  }

  test('the chunk answers 404: the field is a plain search field that goes to the search page', async () => {
    site.backend.fault({ path: /\/chunks\/[\w-]+\/live-search\.js/, mode: 'status-404' });
    const { page } = await site.visit(path);
    await page.locator('.fusion-live-search-input').focus();
    await expect
      .poll(() => page.evaluate(() => window.voorkant?.status().find((s) => s.id === 'live-search')?.state))
      .toBe('failed');
    await page.getByRole('searchbox', { name: "Zoek in berichten en pagina's..." }).fill('ketting');
    expect(await box(page).isVisible()).toBe(false);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('s') === 'ketting');
  });

  test('reduced motion: the results box shows without its fade', async () => {
    const { page } = await site.visit(path, { ...fast, context: { reducedMotion: 'reduce' } });
    await ready(page);
    await field(page).fill('ketting');
    await expect.poll(() => listbox(page).isVisible()).toBe(true);
    expect(await box(page).evaluate((element) => getComputedStyle(element).transitionDuration)).toBe('0s');
  });

  test('axe: no violations with the results open and a result active', async () => {
    const { page } = await site.visit(path, fast);
    await ready(page);
    await field(page).fill('ketting');
    await expect.poll(() => listbox(page).isVisible()).toBe(true);
    await page.keyboard.press('ArrowDown');
    expect(await axeViolations(page, '.fusion-search-element')).toEqual([]);
  });
});
