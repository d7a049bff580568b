// What a visitor does on any demo page, derived from the registry rather than hand-listed, so every
// module that lands is exercised by the whole-site suites (CSP, faults, accessibility) without
// editing them: scroll through the page, hover and open what Voorkant made interactive, press keys.
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { allPages } from '../../../demo/server/pages';

interface RegistryEntry {
  id: string;
  selector: string;
  load?: string | string[];
  enabled?: boolean;
  when?: string;
}

const registryUrl = new URL('../../../registry.json', import.meta.url);

export function registryEntries(): RegistryEntry[] {
  return (JSON.parse(readFileSync(registryUrl, 'utf8')) as { modules: RegistryEntry[] }).modules.filter(
    (entry) => entry.enabled !== false,
  );
}

/** Every demo page a visitor can reach (the test-only fixture pages are not part of the site). */
export function demoRoutes(): string[] {
  return allPages().map((page) => page.route);
}

/** The demo pages with a form that posts (contact, comments, shop, registration). */
export function formRoutes(): string[] {
  return allPages()
    .filter((page) => /<form[^>]*method="post"/i.test(page.content))
    .map((page) => page.route);
}

/** Elements Voorkant makes interactive: disclosure buttons, tabs, steppers, badges. */
const interactiveSelector = [
  'button[aria-expanded]',
  '[role="tab"]',
  '.quantity-stepper__button',
  '[data-original-string]',
].join(',');

async function pressEscape(page: Page): Promise<void> {
  await page.keyboard.press('Escape').catch(() => {});
}

/** Back to the page if a click navigated away (a module that failed leaves links as plain links). */
async function stayOn(page: Page, url: string): Promise<void> {
  if (page.url().split('#')[0] !== url.split('#')[0]) {
    await page.goto(url).catch(() => {});
    await page.waitForFunction(() => Boolean(window.voorkant)).catch(() => {});
  }
}

/**
 * Whether a pointer at the element's centre, once it is scrolled into view, lands on it: what the
 * theme keeps out of reach (the to-top link without pointer events until the page is scrolled, a
 * control under a fixed header) is skipped at once, where Playwright's hover or click would wait
 * out its whole timeout for it and then do nothing either.
 */
async function pointerReaches(target: Locator): Promise<boolean> {
  return target
    .evaluate((element) => {
      element.scrollIntoView({ block: 'center', inline: 'center' });
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit !== null && (hit === element || element.contains(hit));
    })
    .catch(() => false);
}

/**
 * The indexes of the entries with an element on the page, asked in one round trip: a page has
 * elements of about 8 of the 34 entries, and asking Playwright for each entry's visible element cost
 * a round trip apiece (15 to 20 ms each on two cores). Asked again after each entry the walk acts
 * on, so an entry is passed over only when the page had none of its elements at that point, as
 * before. A selector the page cannot parse counts as present, so Playwright's own look decides.
 */
async function entriesOnPage(page: Page, entries: RegistryEntry[]): Promise<Set<number>> {
  const selectors = entries.map((entry) => entry.selector);
  const present = await page
    .evaluate(
      (all) =>
        all.flatMap((selector, index) => {
          try {
            return document.querySelector(selector) ? [index] : [];
          } catch {
            return [index];
          }
        }),
      selectors,
    )
    // A page that is navigating has no answer: every entry is then looked for as before.
    .catch(() => selectors.map((_, index) => index));
  return new Set(present);
}

async function clickFirstVisible(page: Page, selector: string, url: string): Promise<void> {
  const target = page.locator(selector).locator('visible=true').first();
  if ((await target.count()) === 0 || !(await pointerReaches(target))) return;
  await target.click({ timeout: 2000 }).catch(() => {});
  await page.waitForTimeout(150);
  await pressEscape(page);
  await stayOn(page, url);
}

/**
 * Walks the page as a visitor: scrolls to the end and back (lazy media, infinite scroll, sticky,
 * animations), hovers what modules matched, clicks the first element of every interaction-loaded
 * module and every Voorkant control, tabs through the page, and closes what opened with Escape.
 */
export async function walkPage(page: Page): Promise<void> {
  const url = page.url();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const viewport = page.viewportSize()?.height ?? 800;
  for (let y = 0; y < height; y += viewport * 0.8) {
    await page.mouse.wheel(0, viewport * 0.8);
    await page.waitForTimeout(60);
  }
  await page.evaluate(() => window.scrollTo(0, 0));

  const entries = registryEntries();
  let onPage = await entriesOnPage(page, entries);
  for (const [index, entry] of entries.entries()) {
    if (!onPage.has(index)) continue;
    const first = page.locator(entry.selector).locator('visible=true').first();
    if ((await first.count()) === 0 || !(await pointerReaches(first))) continue;
    await first.hover({ timeout: 1000 }).catch(() => {});
    if (([] as string[]).concat(entry.load ?? []).includes('interaction'))
      await clickFirstVisible(page, entry.selector, url);
    // What the hover or the click brought may hold elements of a later entry.
    onPage = await entriesOnPage(page, entries);
  }

  const controls = await page.locator(interactiveSelector).count();
  for (let index = 0; index < Math.min(controls, 12); index++) {
    const control = page.locator(interactiveSelector).nth(index);
    if (!(await control.isVisible().catch(() => false)) || !(await pointerReaches(control))) continue;
    await control.click({ timeout: 1000 }).catch(() => {});
    await page.waitForTimeout(80);
    await pressEscape(page);
    await stayOn(page, url);
  }

  for (let index = 0; index < 15; index++) await page.keyboard.press('Tab');
  await pressEscape(page);
}
