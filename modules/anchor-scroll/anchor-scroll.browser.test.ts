// Anchor scrolling as a reader uses it on the winter-maintenance article: the table of contents,
// offsets for an admin bar and sticky header, reduced motion, the cross-page underscore hash, the
// links left to the browser, and the scroll-spy marking the section being read.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations, withSite } from '../../test/browser/harness';

const site = withSite();

async function ready(page: Page) {
  await page.waitForFunction(
    () => window.voorkant?.status().find((status) => status.id === 'anchor-scroll')?.state === 'ready',
  );
}

const topOf = (page: Page, id: string) =>
  page.evaluate((target) => Math.round(document.getElementById(target)!.getBoundingClientRect().top), id);
/**
 * Whether a target rests on the line 1 px below the top. Scroll positions snap to whole pixels
 * while layout (a 46.19 px menu row) is fractional, so "on the line" means within one pixel of it.
 */
const restsOnLine = (page: Page, id: string) =>
  page.evaluate(
    (target) => Math.abs(document.getElementById(target)!.getBoundingClientRect().top - 1) < 1,
    id,
  );
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id);

/** Records, for every click on a link, whether Voorkant took it over; then stops the navigation. */
const recordClicks = `
  window.__clicks = [];
  window.addEventListener('click', (event) => {
    const link = event.target.closest && event.target.closest('a');
    if (!link) return;
    window.__clicks.push({ href: link.getAttribute('href'), taken: event.defaultPrevented });
    event.preventDefault();
  });`;

describe('anchor scroll in Chromium', () => {
  test('a table-of-contents link scrolls smoothly to its section, 1 px below the top, and focus lands there', async () => {
    const { page } = await site.visit('/artikel/');
    await ready(page);
    await page.getByRole('link', { name: 'Verlichting', exact: true }).click();
    // Mid-way: a smooth scroll is under way, not a jump.
    const early = await topOf(page, 'verlichting');
    expect(early).toBeGreaterThan(3);
    await expect.poll(() => restsOnLine(page, 'verlichting'), { timeout: 10_000 }).toBe(true);
    expect(new URL(page.url()).hash).toBe('#verlichting');
    expect(await focusedId(page)).toBe('verlichting');
    // The next Tab continues from the section: the first link after it.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('reflecterende banden');
  });

  test('at 375 px with an admin bar and the sticky header switched on, both heights and 1 px are kept free', async () => {
    const { page } = await site.visit('/artikel/', {
      context: { viewport: { width: 375, height: 700 } },
      settings: { 'anchor-scroll': { stickyHeader: true } },
      initScript: `document.addEventListener('DOMContentLoaded', () => {
        const bar = document.createElement('div');
        bar.id = 'wpadminbar';
        bar.textContent = 'Beheer';
        Object.assign(bar.style, { position: 'fixed', top: '0', left: '0', right: '0', height: '46px', background: '#1d2327', color: '#fff', zIndex: '99999' });
        document.body.prepend(bar);
      });`,
    });
    await ready(page);
    const header = await page.evaluate(
      () => document.querySelector('.site-header')!.getBoundingClientRect().height,
    );
    await page.getByRole('link', { name: 'Banden', exact: true }).click();
    const expected = Math.round(46 + header + 1);
    await expect
      .poll(async () => Math.abs((await topOf(page, 'banden')) - expected), { timeout: 10_000 })
      .toBeLessThanOrEqual(2);
  });

  test('reduced motion: the page jumps to the target at once', async () => {
    const { page } = await site.visit('/artikel/', { context: { reducedMotion: 'reduce' } });
    await ready(page);
    const top = await page.evaluate(() => {
      document.querySelector<HTMLAnchorElement>('.awb-toc-el a[href="#remmen"]')!.click();
      return Math.round(document.getElementById('remmen')!.getBoundingClientRect().top);
    });
    expect(top).toBe(1);
    expect(await focusedId(page)).toBe('remmen');
  });

  test('cross-page: a link to an anchor on another page opens it with the underscore marker, which scrolls after load and is cleaned', async () => {
    const { page } = await site.visit('/fietsroutes/', {
      initScript: `try { sessionStorage.setItem('hashes', (sessionStorage.getItem('hashes') || '') + location.pathname + location.hash + ' '); } catch {}`,
    });
    await ready(page);
    await Promise.all([
      page.waitForURL('**/artikel/**'),
      page.getByRole('link', { name: 'controleer je ketting' }).click(),
    ]);
    expect(await page.evaluate(() => sessionStorage.getItem('hashes'))).toBe(
      '/fietsroutes/ /artikel/#_ketting ',
    );
    await ready(page);
    await expect.poll(() => new URL(page.url()).hash).toBe('#ketting');
    await expect.poll(() => restsOnLine(page, 'ketting'), { timeout: 10_000 }).toBe(true);
    expect(await focusedId(page)).toBe('ketting');
  });

  test('on a page with a blog list the marked-hash scroll waits the blog delay after load', async () => {
    const { page } = await site.visit('/artikel/#_banden', {
      settings: { 'anchor-scroll': { blogSelector: '.comment-list', blogDelayMs: 1500 } },
    });
    await ready(page);
    await page.waitForLoadState('load');
    expect(await topOf(page, 'banden')).toBeGreaterThan(100);
    await expect.poll(() => restsOnLine(page, 'banden'), { timeout: 10_000 }).toBe(true);
  });

  test('left alone: no-scroll links, other hosts, chat and step anchors, #! and #/ hashes, missing targets', async () => {
    const { page } = await site.visit('/artikel/', { initScript: recordClicks });
    await ready(page);
    await page.evaluate(() => {
      const extra = document.createElement('p');
      for (const href of [
        '#prev-step',
        '#next-step',
        '#!/reactie/3',
        '#/winkel',
        '#bestaat-niet',
        '#remmen',
      ]) {
        const link = document.createElement('a');
        link.href = href;
        link.textContent = `test ${href}`;
        extra.append(link, ' ');
      }
      document.querySelector('.post')!.append(extra);
    });
    await page.getByRole('link', { name: 'reflecterende banden' }).click();
    await page.getByRole('link', { name: 'Fietsersbond' }).click();
    await page.getByRole('link', { name: 'chat met een monteur' }).click();
    for (const href of ['#prev-step', '#next-step', '#!/reactie/3', '#/winkel', '#bestaat-niet', '#remmen'])
      await page.getByRole('link', { name: `test ${href}` }).click();
    const clicks = await page.evaluate(() => (window as unknown as { __clicks: unknown[] }).__clicks);
    expect(clicks).toEqual([
      { href: '#banden', taken: false },
      { href: 'https://www.fietsersbond.nl/#routes', taken: false },
      { href: '#chat', taken: false },
      { href: '#prev-step', taken: false },
      { href: '#next-step', taken: false },
      { href: '#!/reactie/3', taken: false },
      { href: '#/winkel', taken: false },
      { href: '#bestaat-niet', taken: false },
      // The control: an ordinary in-page anchor is taken over.
      { href: '#remmen', taken: true },
    ]);
  });

  test('scroll-spy marks the table-of-contents item of the section being read, and only that one', async () => {
    const { page } = await site.visit('/artikel/', { context: { viewport: { width: 1280, height: 600 } } });
    await ready(page);
    const current = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('.awb-toc-el li.current-menu-item a[aria-current="location"]')].map(
          (link) => link.textContent,
        ),
      );
    expect(await current()).toEqual([]);
    const bandenTop = await page.evaluate(
      () => document.getElementById('banden')!.getBoundingClientRect().top,
    );
    await page.mouse.wheel(0, bandenTop - 5);
    await expect.poll(current).toEqual(['Banden']);
    await page.mouse.wheel(0, -200);
    await expect.poll(current).toEqual(['Verlichting']);
  });

  test('a bad setting is reported and replaced by its default; scrolling still works', async () => {
    const visit = await site.visit('/artikel/', { settings: { 'anchor-scroll': { spyOffset: 'veel' } } });
    await ready(visit.page);
    expect(visit.console.some((line) => line.includes('anchor-scroll.spyOffset'))).toBe(true);
    await visit.page.getByRole('link', { name: 'Remmen', exact: true }).click();
    await expect.poll(() => restsOnLine(visit.page, 'remmen'), { timeout: 10_000 }).toBe(true);
  });

  test('axe: no violations with a section marked current', async () => {
    const { page } = await site.visit('/artikel/');
    await ready(page);
    await page.getByRole('link', { name: 'Banden', exact: true }).click();
    await expect.poll(() => restsOnLine(page, 'banden'), { timeout: 10_000 }).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });
});
