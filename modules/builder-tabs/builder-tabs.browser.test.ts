// The builder's Tabs element as a visitor meets it on the results page (four seasons of results,
// phone mode accordion, in a 100%-height centred container) and on a test page with the other
// modes: tabs by click and keyboard, the address fragment and in-page links, the accordion at
// 375 px, the toggle and carousel modes, vertical and sticky tabs, reduced motion, the safety net.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations, withSite } from '../../test/browser/harness';

const site = withSite();
const phone = { viewport: { width: 375, height: 800 } };

const season = (page: Page, year: string) =>
  page.getByRole('table', { name: new RegExp(`Clubritten ${year}`) });
const shownSeasons = async (page: Page) => {
  const shown: string[] = [];
  for (const year of ['2025', '2024', '2023', '2022'])
    if (await season(page, year).isVisible()) shown.push(year);
  return shown;
};
/** The module has set the element up: a tab stop in the tab list, or accordion buttons on a phone. */
const ready = (page: Page) =>
  page
    .locator('.fusion-tabs-1 [role="tab"][tabindex="0"], .fusion-tabs-1 [role="button"][aria-expanded]')
    .first()
    .waitFor({ state: 'attached' });

describe('builder tabs at 1280 px', () => {
  test('a click shows that season only, marks its tab selected and fades its pane in', async () => {
    // Every transition that starts is recorded as it starts: a 150 ms fade is over before a busy
    // machine could look at it.
    const { page } = await site.visit('/uitslagen/', {
      initScript: `window.__fades = [];
        addEventListener('transitionrun', (event) => window.__fades.push(event.target.id + ' ' + event.propertyName), true);`,
    });
    await ready(page);
    expect(await shownSeasons(page)).toEqual(['2025']);
    await page.getByRole('tab', { name: 'Seizoen 2024' }).click();
    expect(await shownSeasons(page)).toEqual(['2024']);
    expect(await page.getByRole('tab', { name: 'Seizoen 2024' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('tab', { name: 'Seizoen 2025' }).getAttribute('aria-selected')).toBe('false');
    expect(await page.locator('#fusion-tab-2024').evaluate((link) => link.parentElement!.className)).toBe(
      'active',
    );
    // The theme's fade: the pane runs an opacity transition to 1. Its transitionrun event comes with
    // the next animation frame, which a loaded machine can deliver after this look: poll.
    const pane = page.getByRole('tabpanel', { name: 'Seizoen 2024' });
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __fades: string[] }).__fades))
      .toContain('tab-8b27e4f0c913a56d7e4 opacity');
    await expect.poll(() => pane.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
  });

  test('the keyboard: one tab stop, arrows, Home and End choose, Tab goes into the pane', async () => {
    const { page } = await site.visit('/uitslagen/');
    await ready(page);
    expect(await page.locator('.fusion-tabs-1 > .nav [role="tab"][tabindex="0"]').count()).toBe(1);
    await page.getByRole('tab', { name: 'Seizoen 2025' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('fusion-tab-2024');
    expect(await shownSeasons(page)).toEqual(['2024']);
    await page.keyboard.press('End');
    expect(await shownSeasons(page)).toEqual(['2022']);
    await page.keyboard.press('ArrowRight');
    expect(await shownSeasons(page)).toEqual(['2025']);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Home');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('fusion-tab-2025');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tabpanel');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('tab-3d9f1c27a84e05b6c12');
  });

  test('the address fragment opens a season: the pane id at load, the link id, and a change later', async () => {
    const { page } = await site.visit('/uitslagen/#tab-8b27e4f0c913a56d7e4');
    await ready(page);
    expect(await shownSeasons(page)).toEqual(['2024']);
    expect(
      await page.locator('.fusion-tabs-1').evaluate((tabs) => tabs.getBoundingClientRect().top < innerHeight),
    ).toBe(true);
    await page.evaluate(() => {
      location.hash = '#fusion-tab-2022';
    });
    await expect.poll(() => shownSeasons(page)).toEqual(['2022']);
    await page.evaluate(() => {
      location.hash = '#_tab-3d9f1c27a84e05b6c12';
    });
    await expect.poll(() => shownSeasons(page)).toEqual(['2025']);
  });

  test('an in-page link to a season opens it and brings the tabs into view', async () => {
    const { page } = await site.visit('/uitslagen/');
    await ready(page);
    await page.getByRole('link', { name: 'seizoen 2023' }).click();
    expect(await shownSeasons(page)).toEqual(['2023']);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('fusion-tab-2023');
    await expect.poll(() => season(page, '2023').isVisible()).toBe(true);
  });

  test('reduced motion: the chosen pane is there at once, without a fade', async () => {
    const { page } = await site.visit('/uitslagen/', { context: { reducedMotion: 'reduce' } });
    await ready(page);
    await page.getByRole('tab', { name: 'Seizoen 2023' }).click();
    const pane = page.getByRole('tabpanel', { name: 'Seizoen 2023' });
    expect(
      await pane.evaluate((element) => [getComputedStyle(element).opacity, element.getAnimations().length]),
    ).toEqual(['1', 0]);
  });

  test('vertical tabs say so and their panes are as tall as the tab list; sticky tabs keep below the header', async () => {
    const { page } = await site.visit('/test/builder-tabs/');
    const vertical = page.locator('.fusion-tabs-3');
    await vertical.locator('.tab-link[tabindex="0"]').first().waitFor({ state: 'attached' });
    expect(await vertical.getByRole('tablist').getAttribute('aria-orientation')).toBe('vertical');
    const [list, pane] = await vertical.evaluate((tabs) => [
      tabs.querySelector<HTMLElement>('.nav-tabs')!.offsetHeight,
      Number.parseFloat(tabs.querySelector<HTMLElement>('.tab-pane.active')!.style.minHeight),
    ]);
    expect(pane).toBe(list);
    await vertical.getByRole('tab', { name: 'Zaterdag' }).click();
    expect(await vertical.getByRole('tabpanel', { name: 'Zaterdag' }).isVisible()).toBe(true);

    const sticky = page.locator('.fusion-tabs-4');
    const header = await page
      .locator('.fusion-header-wrapper')
      .evaluate((element) => element.getBoundingClientRect().height);
    await expect
      .poll(() =>
        sticky.evaluate((tabs) => (tabs as HTMLElement).style.getPropertyValue('--awb-sticky-tabs-offset')),
      )
      .toBe(`${header}px`);
    await sticky.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => Math.round(scrollY));
    await page.mouse.wheel(0, 900);
    // The poll reports where the page and the helper were: a failure (seen once in a full run)
    // then says whether the wheel scrolled the page at all.
    await expect
      .poll(
        () =>
          sticky.evaluate((tabs) => ({
            stuck: tabs.classList.contains('is-stuck'),
            scrollY: Math.round(scrollY),
            helperTop: Math.round(tabs.previousElementSibling?.getBoundingClientRect().top ?? Number.NaN),
          })),
        { message: `stuck after a 900 px wheel from scrollY ${before}` },
      )
      .toMatchObject({ stuck: true });
  });

  test('links that name no pane: the element is left as it is and the console says why', async () => {
    const visit = await site.visit('/test/builder-tabs/');
    await expect
      .poll(() =>
        visit.console.some((line) => line.includes('[voorkant:builder-tabs] no tab link names a pane')),
      )
      .toBe(true);
    expect(visit.errors).toEqual([]);
  });

  test('axe finds nothing with a season chosen', async () => {
    const { page } = await site.visit('/uitslagen/');
    await ready(page);
    await page.getByRole('tab', { name: 'Seizoen 2022' }).click();
    expect(await axeViolations(page, '.fusion-tabs-1')).toEqual([]);
  });
});

describe('builder tabs at 375 px (phone modes)', () => {
  test('accordion mode: the titles above the panes are buttons, one season open at a time', async () => {
    const { page } = await site.visit('/uitslagen/', { context: phone });
    await ready(page);
    expect(await page.getByRole('tab').count()).toBe(0);
    const button = (year: string) => page.getByRole('button', { name: `Seizoen ${year}` });
    expect(await button('2025').getAttribute('aria-expanded')).toBe('true');
    expect(await button('2024').getAttribute('aria-expanded')).toBe('false');
    await button('2024').click();
    expect(await shownSeasons(page)).toEqual(['2024']);
    expect(await button('2024').getAttribute('aria-expanded')).toBe('true');
    expect(await button('2025').getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('region', { name: 'Seizoen 2024' }).isVisible()).toBe(true);
    // The open season stays open when its title is pressed again (Space, as a button).
    await button('2024').focus();
    await page.keyboard.press('Space');
    expect(await shownSeasons(page)).toEqual(['2024']);
    expect(await axeViolations(page, '.fusion-tabs-1')).toEqual([]);
    // Wider than the content break point: tabs again, with the season the visitor chose.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect
      .poll(() => page.getByRole('tab', { name: 'Seizoen 2024' }).getAttribute('aria-selected'))
      .toBe('true');
    expect(await shownSeasons(page)).toEqual(['2024']);
  });

  test('toggle mode: each pane opens and closes on its own', async () => {
    const { page } = await site.visit('/test/builder-tabs/', { context: phone });
    const toggles = page.locator('.fusion-tabs-1');
    const button = (name: string) => toggles.getByRole('button', { name });
    await expect.poll(() => button('Fietsen').getAttribute('aria-expanded')).toBe('true');
    await button('Onderdelen').click();
    expect(await toggles.locator('.tab-pane.active').count()).toBe(2);
    await button('Fietsen').click();
    expect(await button('Fietsen').getAttribute('aria-expanded')).toBe('false');
    expect(await toggles.getByText('Inhoud van Fietsen.').isVisible()).toBe(false);
    expect(await toggles.getByText('Inhoud van Onderdelen.').isVisible()).toBe(true);
  });

  test('carousel mode: the tab list stays, scrolls sideways and brings the chosen tab into view', async () => {
    const { page } = await site.visit('/test/builder-tabs/', { context: phone });
    const carousel = page.locator('.fusion-tabs-2');
    await carousel.locator('.tab-link[tabindex="0"]').first().waitFor({ state: 'attached' });
    expect(await carousel.getByRole('tablist').evaluate((list) => list.scrollWidth > list.clientWidth)).toBe(
      true,
    );
    await carousel.getByRole('tab', { name: 'Racefietsen' }).focus();
    await page.keyboard.press('End');
    expect(await carousel.getByRole('tabpanel', { name: 'Kinderfietsen' }).isVisible()).toBe(true);
    expect(
      await carousel.getByRole('tab', { name: 'Kinderfietsen' }).evaluate((tab) => {
        const list = tab.closest('ul')!.getBoundingClientRect();
        const box = tab.getBoundingClientRect();
        return box.left >= list.left - 1 && box.right <= list.right + 1;
      }),
    ).toBe(true);
  });
});

describe('builder tabs safety net', () => {
  for (const [fault, settings] of [
    ['status-404', { safetyNetMs: 500 }],
    ['hang', { safetyNetMs: 500 }],
  ] as const) {
    for (const width of [1280, 375])
      test(`its chunk ${fault === 'hang' ? 'hangs' : 'answers 404'} at ${width} px: every season is shown`, async () => {
        site.backend.fault({ path: /\/chunks\/[\w-]+\/builder-tabs\.js/, mode: fault });
        const { page } = await site.visit('/uitslagen/', {
          settings,
          context: { viewport: { width, height: 800 } },
        });
        await expect
          .poll(() => shownSeasons(page), { timeout: 5000 })
          .toEqual(['2025', '2024', '2023', '2022']);
      });
  }
});
