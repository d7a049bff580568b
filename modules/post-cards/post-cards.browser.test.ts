// The Post Cards element as a visitor meets it on /clubnieuws/: the club's news with category filters
// and a "Meer berichten laden" button, and below it the ride reports that load on as the visitor
// scrolls. By mouse and keyboard, under reduced motion, with a page failing, and with the chunk
// failing (the theme hides the pagination inline until its script acts).
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations, moduleState, modulesReady, withSite } from '../../test/browser/harness';

const site = withSite();
const route = '/clubnieuws/';
const news = '.fusion-post-cards-1';
const reports = '.fusion-post-cards-2';

/** The titles of the cards of an element the visitor can see, in order. */
const shownTitles = (page: Page, element: string) =>
  page
    .locator(`${element} li.post-card:not(.fusion-grid-sizer)`)
    .evaluateAll((cards) =>
      cards
        .filter((card) => card.getClientRects().length > 0)
        .map((card) => card.querySelector('h3')!.textContent),
    );
const filter = (page: Page, name: string) => page.locator(news).getByRole('button', { name, exact: true });
const moreButton = (page: Page) => page.getByRole('button', { name: 'Meer berichten laden' });
const filterStatus = (page: Page) => page.locator(`${news} .post-cards__status`).first();

async function ready(page: Page, element = news) {
  await page.locator(element).scrollIntoViewIfNeeded();
  await modulesReady(page, 'post-cards');
}

describe('post cards in Chromium: the filters', () => {
  test('the bar shows the categories that have cards; a filter hides the others, marked and said', async () => {
    const { page, errors } = await site.visit(route, { context: { viewport: { width: 1280, height: 900 } } });
    await ready(page);
    expect(await page.locator(`${news} .fusion-filters`).isVisible()).toBe(true);
    const names = await page
      .locator(`${news} .fusion-filters [role="button"]`)
      .evaluateAll((links) =>
        links.filter((link) => link.getClientRects().length > 0).map((link) => link.textContent),
      );
    // Techniek and Jeugd have no card on page 1: the theme's fusion-hidden keeps them out.
    expect(names).toEqual(['Alle', 'Toertochten', 'Wedstrijden', 'Clubnieuws']);
    expect(await filter(page, 'Alle').getAttribute('aria-pressed')).toBe('true');
    expect(await shownTitles(page, news)).toHaveLength(4);

    await filter(page, 'Toertochten').click();
    await expect
      .poll(() => shownTitles(page, news))
      .toEqual(['Voorjaarsrit langs de Eem', 'Heuvelweekend in Limburg']);
    expect(await filter(page, 'Toertochten').getAttribute('aria-pressed')).toBe('true');
    expect(await filter(page, 'Alle').getAttribute('aria-pressed')).toBe('false');
    expect(await page.locator(`${news} .fusion-filter.fusion-active`).textContent()).toBe('Toertochten');
    await expect.poll(() => filterStatus(page).textContent()).toBe('Toertochten: 2 berichten');
    expect(await filterStatus(page).getAttribute('role')).toBe('status');
    // A link to `#` that the visitor used as a button leaves the address alone.
    expect(page.url()).not.toContain('#');

    await filter(page, 'Alle').click();
    await expect.poll(async () => (await shownTitles(page, news)).length).toBe(4);
    expect(errors).toEqual([]);
  });

  test('keyboard: Tab reaches the filters, Space and Enter choose', async () => {
    const { page } = await site.visit(route, { context: { viewport: { width: 1280, height: 900 } } });
    await ready(page);
    await filter(page, 'Alle').focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Wedstrijden');
    await page.keyboard.press('Space');
    await expect.poll(() => shownTitles(page, news)).toEqual(['Clubkampioenschap tijdrijden']);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => shownTitles(page, news)).toEqual(['Nieuwe clubkleding besteld']);
    expect(await filter(page, 'Clubnieuws').getAttribute('aria-pressed')).toBe('true');
  });

  test('axe finds nothing in the element, before and after a filter and a load', async () => {
    const { page } = await site.visit(route);
    await ready(page);
    expect(await axeViolations(page, news)).toEqual([]);
    await filter(page, 'Wedstrijden').click();
    await moreButton(page).click();
    await expect.poll(() => shownTitles(page, news)).toHaveLength(2);
    expect(await axeViolations(page, news)).toEqual([]);
  });
});

describe('post cards in Chromium: load more', () => {
  test('the button brings page 2 after the cards, focus on its first card; page 3 ends it', async () => {
    const { page, errors } = await site.visit(route, { context: { viewport: { width: 1280, height: 900 } } });
    await ready(page);
    await moreButton(page).click();
    await expect.poll(async () => (await shownTitles(page, news)).length).toBe(8);
    expect((await shownTitles(page, news))[4]).toBe('Ledenvergadering in de kantine');
    expect(await page.evaluate(() => document.activeElement?.querySelector('h3')?.textContent)).toBe(
      'Ledenvergadering in de kantine',
    );
    expect(site.backend.receivedAt(/^\/clubnieuws\/page\/2\/$/)).toHaveLength(1);
    await expect
      .poll(() => page.locator(`${news} > .post-cards__status`).textContent())
      .toBe('4 berichten erbij');
    // Page 2 brought the first Techniek card: its filter appears.
    expect(await filter(page, 'Techniek').isVisible()).toBe(true);
    await moreButton(page).click();
    await expect.poll(async () => (await shownTitles(page, news)).length).toBe(10);
    expect(await moreButton(page).isVisible()).toBe(false);
    await expect
      .poll(() => page.locator(`${news} > .post-cards__status`).textContent())
      .toBe('Alle berichten worden getoond.');
    expect(await page.locator(`${news} > .post-cards__status`).isVisible()).toBe(true);
    expect(site.backend.receivedAt(/^\/clubnieuws\/page\/4\//)).toHaveLength(0);
    expect(errors).toEqual([]);
  });

  test('cards of a later page follow the active filter', async () => {
    const { page } = await site.visit(route, { context: { viewport: { width: 1280, height: 900 } } });
    await ready(page);
    await filter(page, 'Toertochten').click();
    await moreButton(page).click();
    await expect
      .poll(() => shownTitles(page, news))
      .toEqual(['Voorjaarsrit langs de Eem', 'Heuvelweekend in Limburg', 'Zomeravondrit naar Spakenburg']);
    // Focus goes to the first new card the visitor can see.
    expect(await page.evaluate(() => document.activeElement?.querySelector('h3')?.textContent)).toBe(
      'Zomeravondrit naar Spakenburg',
    );
  });

  test('a page that fails: the message shows and the pagination leads on', async () => {
    site.backend.fault({ path: /^\/clubnieuws\/page\/2\//, mode: 'status-500' });
    const { page } = await site.visit(route, { context: { viewport: { width: 1280, height: 900 } } });
    await ready(page);
    await moreButton(page).click();
    await expect
      .poll(() => page.locator(`${news} > .post-cards__status`).textContent())
      .toBe('De volgende berichten konden niet worden geladen.');
    expect(await moreButton(page).isVisible()).toBe(false);
    const next = page.locator(`${news} > .pagination a.pagination-next`);
    expect(await next.isVisible()).toBe(true);
    expect(await next.getAttribute('href')).toMatch(/\/clubnieuws\/page\/2\/$/);
  });

  test('reduced motion: new and filtered-in cards appear without fading in', async () => {
    const { page } = await site.visit(route, {
      context: { viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' },
    });
    await ready(page);
    await filter(page, 'Toertochten').click();
    await filter(page, 'Alle').click();
    await moreButton(page).click();
    await expect.poll(async () => (await shownTitles(page, news)).length).toBe(8);
    const animations = () =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter((animation) =>
              (animation.effect as KeyframeEffect | null)?.target?.closest('.fusion-post-cards'),
            ).length,
      );
    expect(await animations()).toBe(0);
  });
});

describe('post cards in Chromium: infinite scroll', () => {
  test('a jump to the page end, past the trigger, loads page 2; the next link stays as the way on', async () => {
    const { page, errors } = await site.visit(route, { context: { viewport: { width: 1280, height: 700 } } });
    const release = site.backend.hold(/^\/clubnieuws\/page\/2\/$/);
    await modulesReady(page, 'post-cards');
    expect(await shownTitles(page, reports)).toHaveLength(3);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => site.backend.receivedAt(/^\/clubnieuws\/page\/2\/$/).length).toBe(1);
    // While it loads: of the hidden pagination only the next link shows, and the status says so.
    const shownLinks = await page
      .locator(`${reports} > .pagination > *`)
      .evaluateAll((items) =>
        items.filter((item) => item.getClientRects().length > 0).map((item) => item.className),
      );
    expect(shownLinks).toEqual(['pagination-next']);
    expect(await page.locator(`${reports} > .post-cards__status`).textContent()).toBe(
      'De volgende berichten worden geladen...',
    );
    release();
    await expect.poll(async () => (await shownTitles(page, reports)).length).toBe(5);
    await expect
      .poll(() => page.locator(`${reports} > .post-cards__status`).textContent())
      .toBe('Alle berichten worden getoond.');
    expect(await page.locator(`${reports} > .pagination`).isVisible()).toBe(false);
    expect(site.backend.receivedAt(/^\/clubnieuws\/page\/3\//)).toHaveLength(0);
    expect(errors).toEqual([]);
  });
});

describe('post cards in Chromium: masonry', () => {
  const boxes = (page: Page) =>
    page.locator(`${reports} li.post-card:not(.fusion-grid-sizer)`).evaluateAll((cards) =>
      cards.map((card) => {
        const box = card.getBoundingClientRect();
        return { left: Math.round(box.left), top: Math.round(box.top), bottom: Math.round(box.bottom) };
      }),
    );

  test('1280 px: three columns; later cards fill in under the shorter ones, nothing overlaps', async () => {
    const { page, errors } = await site.visit(route, { context: { viewport: { width: 1280, height: 700 } } });
    await ready(page, reports);
    await page.locator(`${reports} .post-cards--masonry-ready`).waitFor({ state: 'attached' });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(async () => (await boxes(page)).length).toBe(5);
    await expect
      .poll(async () => {
        const [a, b, c, d, e] = await boxes(page);
        return (
          new Set([a!.left, b!.left, c!.left]).size === 3 &&
          d!.left === a!.left &&
          e!.left === c!.left &&
          d!.top < b!.bottom &&
          d!.top >= a!.bottom - 1
        );
      })
      .toBe(true);
    expect(errors).toEqual([]);
  });

  test('375 px: one column, the cards one under the other', async () => {
    const { page } = await site.visit(route, { context: { viewport: { width: 375, height: 800 } } });
    await ready(page, reports);
    await page.locator(`${reports} .post-cards--masonry-ready`).waitFor({ state: 'attached' });
    const [a, b, c] = await boxes(page);
    expect(new Set([a!.left, b!.left, c!.left]).size).toBe(1);
    expect(b!.top).toBeGreaterThanOrEqual(a!.bottom - 1);
    expect(c!.top).toBeGreaterThanOrEqual(b!.bottom - 1);
  });
});

describe('post cards in Chromium: the chunk failing', () => {
  for (const mode of ['status-404', 'hang'] as const) {
    test(`chunk ${mode}: every card shows, the pagination leads on, the dead button goes`, async () => {
      site.backend.fault({ path: /\/chunks\/[\w-]+\/post-cards\.js/, mode });
      const { page } = await site.visit(route, {
        settings: { safetyNetMs: 300 },
        context: { viewport: { width: 1280, height: 900 } },
      });
      await page.locator(news).scrollIntoViewIfNeeded();
      await expect.poll(() => moduleState(page, 'post-cards')).toBe('failed');
      expect(await shownTitles(page, news)).toHaveLength(4);
      expect(await shownTitles(page, reports)).toHaveLength(3);
      await expect.poll(() => page.locator(`${news} > .pagination`).isVisible()).toBe(true);
      expect(await page.locator(`${news} > .pagination a.pagination-next`).isVisible()).toBe(true);
      await expect.poll(() => page.locator(`${news} > .fusion-load-more-button`).isVisible()).toBe(false);
    });
  }
});
