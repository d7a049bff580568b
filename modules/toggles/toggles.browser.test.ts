// Toggles, accordions and the FAQ element on the questions page as a visitor uses them: the
// accordion (one open at a time), boxed toggles (each on its own), the FAQ's category filters, the
// keyboard, the address fragment, reduced motion, phone width, the safety net and axe.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations, withSite } from '../../test/browser/harness';

const site = withSite();

const question = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const answer = (page: Page, text: string) => page.getByText(text);
const ready = (page: Page) =>
  page
    .locator('.fusion-faq-shortcode .panel-title a[role="button"][aria-expanded]')
    .first()
    .waitFor({ state: 'attached' });

describe('toggles and accordions', () => {
  test('accordion: a question slides open and closes the one that was open', async () => {
    // A slow slide, so the test sees it under way on a busy machine.
    const { page } = await site.visit('/veelgestelde-vragen/', { settings: { toggles: { slideMs: 2500 } } });
    await ready(page);
    const first = question(page, 'Hoe vaak heeft mijn fiets een onderhoudsbeurt nodig?');
    const second = question(page, 'Kan ik wachten terwijl jullie een band plakken?');
    expect(await first.getAttribute('aria-expanded')).toBe('true');
    expect(await second.getAttribute('aria-controls')).toBe('a07b5d2e91c46f833');
    await second.click();
    expect(await second.getAttribute('aria-expanded')).toBe('true');
    expect(await first.getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('#a07b5d2e91c46f833').evaluate((panel) => panel.getAnimations().length)).toBe(
      1,
    );
    expect(await second.evaluate((link) => link.className)).toBe('active');
    expect(await first.evaluate((link) => link.className)).toBe('collapsed');
    await expect
      .poll(() => answer(page, 'Ja. Een lekke band plakken').isVisible(), { timeout: 10_000 })
      .toBe(true);
    await expect
      .poll(() => answer(page, 'Rijd je dagelijks naar je werk').isVisible(), { timeout: 10_000 })
      .toBe(false);
  });

  test('the keyboard: Space and Enter open and close a question', async () => {
    const { page } = await site.visit('/veelgestelde-vragen/');
    await ready(page);
    const price = question(page, 'Wat kost een grote beurt?');
    await price.focus();
    await page.keyboard.press('Space');
    expect(await price.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => answer(page, 'Een grote beurt kost').isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    expect(await price.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => answer(page, 'Een grote beurt kost').isVisible()).toBe(false);
    expect(await page.evaluate(() => scrollY)).toBeGreaterThanOrEqual(0);
  });

  test('boxed toggles open on their own, and close from anywhere in their panel', async () => {
    const { page } = await site.visit('/veelgestelde-vragen/');
    await ready(page);
    await question(page, 'Kan ik een fiets reserveren?').click();
    await question(page, 'Leveren jullie ook thuis af?').click();
    await expect.poll(() => answer(page, 'Een fiets uit de winkel').isVisible()).toBe(true);
    await expect.poll(() => answer(page, 'In Amersfoort en Leusden').isVisible()).toBe(true);
    await answer(page, 'In Amersfoort en Leusden').click();
    await expect.poll(() => answer(page, 'In Amersfoort en Leusden').isVisible()).toBe(false);
    expect(await question(page, 'Leveren jullie ook thuis af?').getAttribute('aria-expanded')).toBe('false');
    expect(await answer(page, 'Een fiets uit de winkel').isVisible()).toBe(true);
  });

  test('the address fragment opens its question, at load and on a change', async () => {
    const { page } = await site.visit('/veelgestelde-vragen/#7f24c9e0d18b3a5c2');
    await ready(page);
    expect(await question(page, 'Wat kost een grote beurt?').getAttribute('aria-expanded')).toBe('true');
    expect(await answer(page, 'Een grote beurt kost').isVisible()).toBe(true);
    await page.evaluate(() => {
      location.hash = '#collapse-1-318';
    });
    await expect.poll(() => answer(page, 'Veeg de ketting om de twee weken').isVisible()).toBe(true);
  });

  test('reduced motion: a question opens at once, without a slide', async () => {
    const { page } = await site.visit('/veelgestelde-vragen/', { context: { reducedMotion: 'reduce' } });
    await ready(page);
    await question(page, 'Repareren jullie ook e-bikes van andere merken?').click();
    expect(
      await page
        .locator('#e9d3a61b4c0f2758a')
        .evaluate((panel) => [panel.checkVisibility(), panel.getAnimations().length]),
    ).toEqual([true, 0]);
  });
});

describe('the FAQ element', () => {
  for (const width of [1280, 375])
    test(`at ${width} px: the questions and filters show; a filter shows its category and says how many`, async () => {
      const { page } = await site.visit('/veelgestelde-vragen/', {
        context: { viewport: { width, height: 800 } },
      });
      await ready(page);
      const faq = page.locator('.fusion-faq-shortcode');
      const filter = (name: string) => faq.getByRole('button', { name, exact: true });
      const shown = () =>
        faq
          .locator('.fusion-faq-post')
          .evaluateAll((posts) =>
            posts
              .filter((post) => post.checkVisibility())
              .map((post) => post.querySelector('.fusion-toggle-heading')!.textContent),
          );
      expect((await shown()).length).toBe(6);
      expect(await filter('Alle vragen').getAttribute('aria-pressed')).toBe('true');
      expect(await filter('Verhuur').isVisible()).toBe(false);
      await filter('Garantie').click();
      expect(await shown()).toEqual([
        'Hoe lang heb ik garantie op een nieuwe fiets?',
        'Valt een lekke band onder de garantie?',
      ]);
      expect(await filter('Garantie').getAttribute('aria-pressed')).toBe('true');
      expect(await faq.getByRole('status').textContent()).toBe('2 vragen getoond.');
      await question(page, 'Valt een lekke band onder de garantie?').click();
      await expect.poll(() => answer(page, 'Nee, een lekke band is slijtage.').isVisible()).toBe(true);
      await filter('Alle vragen').click();
      expect((await shown()).length).toBe(6);
      expect(await axeViolations(page, '#content')).toEqual([]);
    });
});

describe('toggles safety net', () => {
  for (const fault of ['status-404', 'hang'] as const)
    test(`its chunk ${fault === 'hang' ? 'hangs' : 'answers 404'}: every answer is shown, the FAQ's questions too`, async () => {
      site.backend.fault({ path: /\/chunks\/[\w-]+\/toggles\.js/, mode: fault });
      const { page } = await site.visit('/veelgestelde-vragen/', { settings: { safetyNetMs: 500 } });
      await expect.poll(() => answer(page, 'Een grote beurt kost').isVisible(), { timeout: 5000 }).toBe(true);
      for (const text of [
        'Ja. Een lekke band plakken',
        'Een fiets uit de winkel',
        'Veeg de ketting',
        'Zolang je bestelling',
      ])
        expect(await answer(page, text).isVisible()).toBe(true);
      // Filters would do nothing without the module: they stay hidden.
      expect(await page.locator('.fusion-faq-shortcode .fusion-filters').isVisible()).toBe(false);
    });
});
