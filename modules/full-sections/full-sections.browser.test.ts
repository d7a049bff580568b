// The story on /over-ons/ (three full sections, `data-animation="stack"`) as a visitor meets it: the
// sections show at once and the Swiper is built as the group comes near; the wheel moves through
// them and, at the last one, on down the page; keys, the side navigation and links into the group
// change the section, and menus mark it; phones get ordinary content; reduced motion jumps; the
// safety net shows the sections as content when the chunk fails or hangs.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations, pageAnimationCount, withSite } from '../../test/browser/harness';

const site = withSite();
const group = '.awb-swiper-full-sections';
const titles = [
  '1986: een schuur aan de Kerkstraat',
  '2004: de winkel aan de Spaak',
  'Nu: elf mensen en een leerwerkplaats',
];
const current = (page: Page) => page.locator('.fusion-scroll-section-link.active').getAttribute('aria-label');
const inertStates = (page: Page) =>
  page
    .locator(`${group} .swiper-slide`)
    .evaluateAll((slides) => slides.map((slide) => (slide as HTMLElement).inert));
const classes = (page: Page) => page.locator(group).getAttribute('class');
/** The title the visitor sees in the middle of the group. */
const shownTitle = (page: Page) =>
  page.locator(group).evaluate((root) => {
    const box = root.getBoundingClientRect();
    const seen = document.elementFromPoint(box.left + 90, box.top + box.height / 2 - 60);
    return seen?.closest('.swiper-slide')?.querySelector('h2')?.textContent ?? null;
  });

async function bringIntoView(page: Page): Promise<void> {
  await page.locator(group).scrollIntoViewIfNeeded();
  await expect.poll(() => classes(page)).toContain('swiper-initialized');
  await page.locator(group).evaluate((root) => root.scrollIntoView({ block: 'start' }));
}

const moduleState = (page: Page) =>
  page.evaluate(() => window.voorkant?.status().find((status) => status.id === 'full-sections')?.state);

describe('full-sections in Chromium', () => {
  test('the wheel moves section by section, and at the last one the page scrolls on', async () => {
    const { page } = await site.visit('/over-ons/');
    await bringIntoView(page);
    const box = (await page.locator(group).boundingBox())!;
    expect(Math.round(box.height)).toBe(page.viewportSize()!.height);
    expect(await current(page)).toBe('1986: de schuur');
    expect(await shownTitle(page)).toBe(titles[0]);
    expect(await inertStates(page)).toEqual([false, true, true]);

    await page.mouse.move(400, 300);
    await page.mouse.wheel(0, 200);
    await expect.poll(() => current(page)).toBe('2004: de winkel');
    await expect.poll(() => shownTitle(page)).toBe(titles[1]);
    expect(await inertStates(page)).toEqual([true, false, true]);
    await page.waitForTimeout(1200);
    await page.mouse.wheel(0, 200);
    await expect.poll(() => current(page)).toBe('Nu: elf mensen');
    // At the last section the wheel is the page's again: the visitor reads on.
    await page.waitForTimeout(1200);
    const before = await page.evaluate(() => scrollY);
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(1200);
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(before);
    expect(await current(page)).toBe('Nu: elf mensen');
  });

  test('the side navigation works with Tab and Enter; focus lands in the chosen section', async () => {
    const { page } = await site.visit('/over-ons/');
    await bringIntoView(page);
    const link = page
      .getByRole('navigation', { name: 'Secties' })
      .getByRole('link', { name: 'Nu: elf mensen' });
    await link.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => current(page)).toBe('Nu: elf mensen');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('3 van 3');
    expect(new URL(page.url()).hash).toBe('');
    // The section's own link is next in the tab order; the hidden sections' links are not.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      'Maak een afspraak in de werkplaats',
    );
    expect(await axeViolations(page)).toEqual([]);
  });

  test('keys move between sections while the group is in view', async () => {
    const { page } = await site.visit('/over-ons/');
    await bringIntoView(page);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => current(page)).toBe('2004: de winkel');
    await page.waitForTimeout(900);
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => current(page)).toBe('1986: de schuur');
  });

  test('a link into the group and an address fragment open that section; the menu marks it', async () => {
    const { page } = await site.visit('/over-ons/');
    // A one-page menu as the theme prints it, linking to the sections' anchors.
    await page.evaluate(() => {
      const menu = document.createElement('ul');
      menu.className = 'fusion-menu';
      menu.innerHTML =
        '<li class="menu-item"><a href="#verhaal-1986">Schuur</a></li><li class="menu-item"><a href="#winkel">Winkel</a></li>';
      document.querySelector('.post-content')!.prepend(menu);
    });
    await expect.poll(() => classes(page)).toContain('swiper-initialized');
    await page.getByRole('link', { name: 'de winkel', exact: true }).click();
    await expect.poll(() => current(page)).toBe('2004: de winkel');
    await expect
      .poll(() => page.locator(group).evaluate((root) => Math.round(root.getBoundingClientRect().top)))
      .toBe(0);
    await expect
      .poll(() => page.locator('.post-content > .fusion-menu li.current-menu-item a').textContent())
      .toBe('Winkel');
    expect(new URL(page.url()).hash).toBe('');

    const deep = await site.visit('/over-ons/#verhaal-nu');
    await expect.poll(() => classes(deep.page)).toContain('swiper-initialized');
    await expect.poll(() => current(deep.page)).toBe('Nu: elf mensen');
  });

  test('the sections show at once; the Swiper stage comes with the module chunk, and is built only when the group comes near', async () => {
    const visit = await site.visit('/over-ons/', {
      settings: { 'full-sections': { buildMargin: '0px' } },
      context: { viewport: { width: 1280, height: 300 } },
    });
    const { page } = visit;
    await expect.poll(() => classes(page)).toContain('swiper-ready');
    // Asked for by the kernel together with the module's chunk, just before it (the registry's
    // `along`, on a screen above the content break point), not by the module once it has run.
    await expect.poll(() => visit.chunks()).toContain('swiper-stage');
    expect(visit.chunks().indexOf('swiper-stage')).toBeLessThan(visit.chunks().indexOf('full-sections'));
    await page.waitForTimeout(300);
    expect(await classes(page)).not.toContain('swiper-initialized');
    await page.locator(group).evaluate((root) => root.scrollIntoView({ block: 'start' }));
    expect(await page.getByRole('heading', { name: titles[0] }).isVisible()).toBe(true);
    await expect.poll(() => classes(page)).toContain('swiper-initialized');
  });

  test('a horizontal group (scroll-left) moves sideways with the wheel, from the other side', async () => {
    const { page } = await site.visit('/test/full-sections-horizontal/');
    await bringIntoView(page);
    expect(await classes(page)).toContain('swiper-horizontal');
    expect(await page.locator(group).getAttribute('dir')).toBe('rtl');
    await page.mouse.move(400, 300);
    await page.mouse.wheel(0, 200);
    await expect.poll(() => current(page)).toBe('2004: de winkel');
    // The next section came in from the left. The link is marked as the transition starts; the
    // slides move in the frames after, so poll.
    await expect
      .poll(() =>
        page
          .locator(`${group} .swiper-slide`)
          .nth(0)
          .evaluate((slide) => slide.getBoundingClientRect().left),
      )
      .toBeGreaterThan(0);
  });

  test('on a phone the sections are ordinary content, all shown, and switch on when the window grows', async () => {
    const visit = await site.visit('/over-ons/', { context: { viewport: { width: 375, height: 700 } } });
    const { page } = visit;
    await expect.poll(() => classes(page)).toContain('fusion-full-scroll-disabled');
    // The Swiper stage is for wide screens: a phone does not download it.
    expect(visit.chunks()).toContain('full-sections');
    expect(visit.chunks()).not.toContain('swiper-stage');
    expect(await page.getByRole('navigation', { name: 'Secties' }).isVisible()).toBe(false);
    for (const title of titles) {
      const heading = page.getByRole('heading', { name: title });
      await heading.scrollIntoViewIfNeeded();
      expect(await heading.isVisible()).toBe(true);
    }
    // Nothing is cut off: each section is as tall as its content.
    const clipped = await page
      .locator(`${group} .hundred-percent-height`)
      .evaluateAll(
        (containers) =>
          containers.filter((container) => container.scrollHeight > container.clientHeight + 1).length,
      );
    expect(clipped).toBe(0);
    await page.setViewportSize({ width: 1200, height: 800 });
    await expect.poll(() => classes(page)).toContain('swiper-initialized');
    await page.setViewportSize({ width: 700, height: 800 });
    await expect.poll(() => classes(page)).toContain('fusion-full-scroll-disabled');
    expect(await inertStates(page)).toEqual([false, false, false]);
  });

  test('reduced motion: sections change without a transition', async () => {
    const { page } = await site.visit('/over-ons/', { context: { reducedMotion: 'reduce' } });
    await bringIntoView(page);
    await page.getByRole('link', { name: '2004: de winkel' }).click();
    await expect.poll(() => current(page)).toBe('2004: de winkel');
    const duration = await page
      .locator(`${group} .swiper-slide`)
      .nth(1)
      .evaluate((slide) => getComputedStyle(slide).transitionDuration);
    expect(duration).toBe('0s');
    expect(await pageAnimationCount(page)).toBe(0);
  });

  test.each(['status-404', 'hang'] as const)(
    'safety net: with the chunk failing (%s) the story is ordinary, readable content',
    async (mode) => {
      site.backend.fault({ path: /\/chunks\/[\w-]+\/full-sections\.js/, mode });
      const { page } = await site.visit('/over-ons/', { settings: { safetyNetMs: 500 } });
      await expect.poll(() => classes(page), { timeout: 10_000 }).toContain('fusion-full-scroll-disabled');
      expect(await moduleState(page)).toBe('failed');
      for (const title of titles) {
        const heading = page.getByRole('heading', { name: title });
        await heading.scrollIntoViewIfNeeded();
        expect(await heading.isVisible()).toBe(true);
      }
    },
  );

  test('without the module the theme keeps the sections hidden (the gate the module lifts)', async () => {
    const { page } = await site.visit('/over-ons/', {
      settings: { takeover: ['lightbox'], modules: { 'full-sections': false } },
    });
    await page.waitForTimeout(300);
    expect(await page.getByRole('heading', { name: titles[0] }).isVisible()).toBe(false);
  });
});
