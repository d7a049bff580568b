// The Table of Contents as a visitor meets it on the routes page: empty as the server prints it, a
// named list of the page's route headings once the module runs (a heading without an id gets the
// builder's `toc_…` id), a link that takes the reader to the route and marks it as being read, the
// mark following the reader down the page; the keyboard; a page opened at a `#toc_…` address; and
// the element as printed when the chunk fails.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations, moduleState, modulesReady, withSite } from '../../test/browser/harness';

const site = withSite();
const route = '/fietsroutes/';
const toc = (page: Page) => page.getByRole('navigation', { name: 'Inhoudsopgave' });
const entries = (page: Page) =>
  page
    .locator('.awb-toc-el__item-anchor')
    .evaluateAll((links) => links.map((link) => `${link.textContent} ${link.getAttribute('href')}`));
const highlighted = (page: Page) =>
  page
    .locator('.awb-toc-el__list-item--highlighted > .awb-toc-el__item-anchor')
    .evaluateAll((links) => links.map((link) => `${link.textContent} ${link.getAttribute('aria-current')}`));

/** Runs `code` with `content` (the element's list holder) once the page is parsed, before Voorkant. */
const atParse = (code: string) =>
  `document.addEventListener('DOMContentLoaded', () => { const content = document.querySelector('.awb-toc-el__content'); ${code}; });`;

const routes = [
  'Langs de Vecht #vecht',
  'Over de Heuvelrug #heuvelrug',
  'Langs de Kromme Rijn #kromme-rijn',
  'Rond de Loosdrechtse Plassen #plassen',
  'Over de Lekdijk #lek',
  'Door de stad #stad',
  'Door het Eemland #eemland',
  'Door de Gelderse Vallei #gelderse-vallei',
  'Een avondrondje #toc_Een_avondrondje',
];

describe('table-of-contents in Chromium', () => {
  test("without the server's cache the list is built from the page's headings, as a named navigation", async () => {
    // The first visit after the page changed: the server has no cached list to print.
    const { page, errors } = await site.visit(route, { initScript: atParse('content.replaceChildren()') });
    await modulesReady(page, 'table-of-contents');
    expect(await toc(page).count()).toBe(1);
    expect(await entries(page)).toEqual(routes);
    // The heading without an id now has the one its link names; the page's h1 and the sidebar's
    // widget titles (outside #content) are not listed.
    expect(await page.locator('#toc_Een_avondrondje').textContent()).toBe('Een avondrondje');
    expect(errors).toEqual([]);
  });

  test('a cached list that still fits is kept as printed; one that no longer does is rebuilt', async () => {
    const kept = await site.visit(route, {
      initScript: atParse("content.firstElementChild.dataset.printed = 'yes'"),
    });
    await modulesReady(kept.page, 'table-of-contents');
    expect(await kept.page.locator('.awb-toc-el__content > ul[data-printed="yes"]').count()).toBe(1);
    expect(await kept.page.locator('#toc_Een_avondrondje').count()).toBe(1);
    await site.leave(kept);
    // A route was added to the page after the cache was written, and one was renamed.
    const stale = await site.visit(route, {
      initScript: atParse(
        "content.querySelector('li:last-child').remove(); content.querySelector('a').textContent = 'Oude naam'",
      ),
    });
    await modulesReady(stale.page, 'table-of-contents');
    expect(await entries(stale.page)).toEqual(routes);
  });

  test('a link takes the reader to the route, which is then marked as being read, and the mark follows', async () => {
    const { page } = await site.visit(route);
    await modulesReady(page, 'table-of-contents');
    expect(await highlighted(page)).toEqual([]);
    await toc(page).getByRole('link', { name: 'Door de stad' }).click();
    await expect
      .poll(
        () => page.evaluate(() => Math.round(document.getElementById('stad')!.getBoundingClientRect().top)),
        { timeout: 5000 },
      )
      .toBeLessThan(120);
    await expect.poll(() => highlighted(page)).toEqual(['Door de stad location']);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => highlighted(page)).toEqual(['Een avondrondje location']);
    await page.evaluate(() => window.scrollTo(0, 0));
    // Back above the first route nothing is being read: no mark.
    await expect.poll(() => highlighted(page)).toEqual([]);
  });

  test('keyboard: Tab goes through the list, Enter follows a link, whose route is then marked', async () => {
    const { page } = await site.visit(route);
    await modulesReady(page, 'table-of-contents');
    await toc(page).getByRole('link', { name: 'Langs de Vecht' }).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Over de Heuvelrug');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#heuvelrug');
    await expect.poll(() => highlighted(page)).toEqual(['Over de Heuvelrug location']);
  });

  test('a page opened at a #toc_ address lands on that heading (the last: as far down as the page goes)', async () => {
    const { page } = await site.visit(`${route}#toc_Een_avondrondje`);
    await modulesReady(page, 'table-of-contents');
    const place = () =>
      page.evaluate(() => {
        const heading = document.getElementById('toc_Een_avondrondje')!.getBoundingClientRect();
        const end = document.documentElement.scrollHeight - innerHeight;
        return {
          inView: heading.top >= 0 && heading.bottom <= innerHeight,
          atEnd: Math.abs(scrollY - end) <= 1,
        };
      });
    await expect.poll(place).toEqual({ inView: true, atEnd: true });
  });

  test('axe: no violations in the built list', async () => {
    const { page } = await site.visit(route);
    await modulesReady(page, 'table-of-contents');
    expect(await axeViolations(page, '.awb-toc-el')).toEqual([]);
  });

  test('chunk answers 404: the element stays as printed, with the cached list, and the routes read on', async () => {
    site.backend.fault({ path: /\/chunks\/[\w-]+\/table-of-contents\.js/, mode: 'status-404' });
    const { page, errors } = await site.visit(route);
    await expect.poll(() => moduleState(page, 'table-of-contents')).toBe('failed');
    expect(await entries(page)).toEqual(routes);
    // As without any script: the heading the builder would name has no id yet.
    expect(await page.locator('#toc_Een_avondrondje').count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Een avondrondje' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });
});
