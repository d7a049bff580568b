// The Portfolio element as a visitor meets it on /clubroutes/: the club's routes with a filter per
// region and a "Meer routes laden" button. The theme keeps every item transparent until its script
// acts; here they show, filter, page on and open in the lightbox grouped by the current filter. By
// mouse and keyboard, under reduced motion, and with the chunk failing.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations, moduleState, modulesReady, withSite } from '../../test/browser/harness';

const site = withSite();
const route = '/clubroutes/';
const element = '.fusion-portfolio-1';

/** The titles of the items the visitor can see (laid out and opaque), in order. */
const shownTitles = (page: Page) =>
  page.locator(`${element} article.fusion-portfolio-post`).evaluateAll((items) =>
    items
      .filter((item) => {
        const content = item.querySelector('.fusion-portfolio-content-wrapper')!;
        return item.getClientRects().length > 0 && Number(getComputedStyle(content).opacity) > 0;
      })
      .map((item) => item.querySelector('h3')!.textContent),
  );
const filter = (page: Page, name: string) => page.locator(element).getByRole('button', { name, exact: true });
const moreButton = (page: Page) => page.getByRole('button', { name: 'Meer routes laden' });

async function ready(page: Page) {
  await page.locator(element).scrollIntoViewIfNeeded();
  await modulesReady(page, 'portfolio');
}

describe('portfolio in Chromium', () => {
  test('the items show in rows of three; the filters of the regions with routes appear', async () => {
    const { page, errors } = await site.visit(route, { context: { viewport: { width: 1280, height: 900 } } });
    await ready(page);
    expect(await shownTitles(page)).toHaveLength(5);
    const tops = await page
      .locator(`${element} article.fusion-portfolio-post`)
      .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(new Set(tops.slice(0, 3)).size).toBe(1);
    expect(tops[3]).toBeGreaterThan(tops[0]!);
    const names = await page
      .locator(`${element} .fusion-filters [role="button"]`)
      .evaluateAll((links) =>
        links.filter((link) => link.getClientRects().length > 0).map((link) => link.textContent),
      );
    expect(names).toEqual(['Alle', 'Veluwe', 'Heuvelland', 'Polder', 'Kust']);
    expect(errors).toEqual([]);
  });

  test('a filter shows its region, marked and said; the lightbox pages through its routes only', async () => {
    const { page, errors } = await site.visit(route, { context: { viewport: { width: 1280, height: 900 } } });
    await ready(page);
    await filter(page, 'Veluwe').click();
    await expect.poll(() => shownTitles(page)).toEqual(['Heiderondje Hoog Soeren', 'Posbank en Rozendaal']);
    expect(await filter(page, 'Veluwe').getAttribute('aria-pressed')).toBe('true');
    await expect
      .poll(() => page.locator(`${element} .portfolio__status`).first().textContent())
      .toBe('Veluwe: 2 projecten');
    expect(
      await page
        .locator(`${element} .fusion-portfolio-post.veluwe .fusion-rollover-gallery`)
        .first()
        .getAttribute('data-rel'),
    ).toBe('iLightbox[veluwe-rw-1]');
    await page.locator(`${element} .fusion-portfolio-post.veluwe .fusion-image-wrapper`).first().hover();
    await page.locator(`${element} .fusion-portfolio-post.veluwe .fusion-rollover-gallery`).first().click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Fotoweergave' }).isVisible()).toBe(true);
    await expect.poll(() => page.locator('.pswp__counter').textContent()).toBe('1 / 2');
    expect(errors).toEqual([]);
  });

  test('keyboard: Space on a filter chooses it; Enter on Alle shows every route', async () => {
    const { page } = await site.visit(route, { context: { viewport: { width: 1280, height: 900 } } });
    await ready(page);
    await filter(page, 'Kust').focus();
    await page.keyboard.press('Space');
    await expect.poll(() => shownTitles(page)).toEqual(['Langs de Waddendijk']);
    await filter(page, 'Alle').focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await shownTitles(page)).length).toBe(5);
    expect(await page.locator(`${element} .fusion-rollover-gallery`).first().getAttribute('data-rel')).toBe(
      'iLightbox[gallery-rw-1]',
    );
  });

  test('load more: page 2 joins under the active filter, focus to its first shown route, then the end', async () => {
    const { page, errors } = await site.visit(route, { context: { viewport: { width: 1280, height: 900 } } });
    await ready(page);
    await filter(page, 'Heuvelland').click();
    await moreButton(page).click();
    await expect.poll(() => shownTitles(page)).toEqual(['Drielandenpunt', 'Keutenberg en Cauberg']);
    expect(await page.evaluate(() => document.activeElement?.querySelector('h3')?.textContent)).toBe(
      'Keutenberg en Cauberg',
    );
    expect(site.backend.receivedAt(/^\/clubroutes\/page\/2\/$/)).toHaveLength(1);
    expect(await moreButton(page).isVisible()).toBe(false);
    await expect
      .poll(() => page.locator(`${element} > .portfolio__status`).textContent())
      .toBe('Alle projecten worden getoond.');
    // The new route of the filtered region is in the filter's lightbox group.
    expect(
      await page.locator('#portfolio-1-post-306 .fusion-rollover-gallery').getAttribute('data-rel'),
    ).toBe('iLightbox[heuvelland-rw-1]');
    await filter(page, 'Alle').click();
    await expect.poll(async () => (await shownTitles(page)).length).toBe(8);
    expect(errors).toEqual([]);
  });

  test('reduced motion: filtering and loading animate nothing', async () => {
    const { page } = await site.visit(route, {
      context: { viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' },
    });
    await ready(page);
    await filter(page, 'Polder').click();
    await filter(page, 'Alle').click();
    await moreButton(page).click();
    await expect.poll(async () => (await shownTitles(page)).length).toBe(8);
    expect(
      await page.evaluate(
        () =>
          document
            .getAnimations()
            .filter((animation) =>
              (animation.effect as KeyframeEffect | null)?.target?.closest('.fusion-portfolio'),
            ).length,
      ),
    ).toBe(0);
  });

  test('axe finds nothing in the element, before and after filtering', async () => {
    const { page } = await site.visit(route);
    await ready(page);
    expect(await axeViolations(page, element)).toEqual([]);
    await filter(page, 'Kust').click();
    expect(await axeViolations(page, element)).toEqual([]);
  });
});

describe('portfolio in Chromium: the chunk failing', () => {
  for (const mode of ['status-404', 'hang'] as const) {
    test(`chunk ${mode}: every route shows, the pagination leads on, the dead button goes`, async () => {
      site.backend.fault({ path: /\/chunks\/[\w-]+\/portfolio\.js/, mode });
      const { page } = await site.visit(route, {
        settings: { safetyNetMs: 300 },
        context: { viewport: { width: 1280, height: 900 } },
      });
      await page.locator(element).scrollIntoViewIfNeeded();
      await expect.poll(() => moduleState(page, 'portfolio')).toBe('failed');
      await expect.poll(async () => (await shownTitles(page)).length).toBe(5);
      await expect
        .poll(() => page.locator(`${element} > .pagination a.pagination-next`).isVisible())
        .toBe(true);
      expect(await moreButton(page).isVisible()).toBe(false);
    });
  }
});
