// What "the page stays usable" means under a fault, checked the same way on every page: the kernel
// booted, the modules that should run did, the first form still reaches the server, and a menu
// link still navigates.
import type { Locator, Page } from 'playwright-core';
import type { Backend } from '../../../demo/server/backend';

export interface ModuleState {
  id: string;
  state: string;
}

export async function moduleStates(page: Page): Promise<ModuleState[]> {
  return page.evaluate(() =>
    (window.voorkant?.status() ?? [])
      .filter((status) => status.matched > 0)
      .map((status) => ({ id: status.id, state: status.state })),
  );
}

/**
 * Waits until every matched module has settled (ready, failed or off), then returns the states.
 * The deadline is generous because only a module that never settles waits it out: on the 2-core CI
 * machine, busy with two suites' pages, anchor-scroll was once still loading 8 s after the scroll
 * that asked for it (`loadingTimeline` says where such a wait is, next time).
 */
export async function settledStates(page: Page, timeoutMs = 15_000): Promise<ModuleState[]> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const states = await moduleStates(page);
    if (states.every((status) => status.state !== 'loading') || Date.now() > end) return states;
    await page.waitForTimeout(100);
  }
}

/**
 * For a failure message: the Voorkant files the page asked for, each with when it started and how
 * long it took (ms since navigation), or "unfinished"; and the page's clock now.
 */
export async function loadingTimeline(page: Page, requested: readonly string[]): Promise<string> {
  const { finished, now } = await page.evaluate(() => ({
    finished: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/dist/'))
      .map((entry) => [entry.name, `${Math.round(entry.startTime)}+${Math.round(entry.duration)}`] as const),
    now: Math.round(performance.now()),
  }));
  const timings = new Map(finished);
  const files = [...new Set(requested.filter((url) => url.includes('/dist/')))].map(
    (url) => `${new URL(url).pathname.split('/').pop()} ${timings.get(url) ?? 'unfinished'}`,
  );
  return `page time ${now} ms; ${files.join(', ')}`;
}

/** Visible modules load when seen: scroll through the page so every matched module gets its chance. */
export async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = (page.viewportSize()?.height ?? 800) * 0.9;
  for (let y = 0; y < height; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(40);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * Scrolls through the page and returns the modules' states once none is loading. A module that
 * loads on the first scroll waits for the runtime's chunk (with the strategies) to arm it; on
 * a short page the pass can be over before that chunk is in (the strategy then sees a page at the
 * top, as a reader who scrolled back would leave it). When a module still waits, the page's network
 * is let go quiet and the pass made once more, so every module gets the scroll a reader gives it.
 */
export async function scrollAndSettle(page: Page): Promise<ModuleState[]> {
  await scrollThrough(page);
  const states = await settledStates(page);
  if (!states.some((status) => status.state === 'waiting')) return states;
  await page.waitForLoadState('networkidle', { timeout: 3000 }).catch(() => {});
  await scrollThrough(page);
  return settledStates(page);
}

const fillers: Record<string, string> = {
  email: 'fietser@example.nl',
  tel: '0612345678',
  url: 'https://www.example.nl/',
  number: '1',
};

/**
 * Fills the first visible POST form the way a visitor would and submits it with its button.
 * Returns the path the server received it at, or undefined when the page has no such form. A
 * multi-step form (the builder's Avada Forms) is filled step by step through its visible
 * `#nextStep` links; its ajax submission (`admin-ajax.php`, `fusion_form_submit_ajax`) counts as
 * reaching the server as well as the native post to the form's action.
 */
export async function submitFirstForm(page: Page, backend: Backend): Promise<string | undefined> {
  const form = page.locator('form[method="post" i]').locator('visible=true').first();
  if ((await form.count()) === 0) return undefined;
  const action = new URL((await form.getAttribute('action')) ?? page.url(), page.url()).pathname;
  const submit = form.locator('button[type="submit"], input[type="submit"], button:not([type])').first();
  for (let step = 0; step < 5; step++) {
    await fillVisibleFields(form);
    const next = form.locator('a[href="#nextStep"]:visible').first();
    if ((await submit.isVisible()) || (await next.count()) === 0) break;
    // A step that changes under the click (the module arriving late on a slow back end replays it)
    // hides the link it resolved: the loop looks again.
    await next.click({ timeout: 5_000 }).catch(() => {});
  }
  // The step may have changed while the fields were filled (a module that arrived with the click
  // replays it): fill what is visible now.
  await fillVisibleFields(form);
  const before = backend.received.length;
  const arrival = () =>
    backend.received
      .slice(before)
      .find(
        (request) =>
          request.method === 'POST' &&
          (request.path === action || request.form.action === 'fusion_form_submit_ajax'),
      );
  // The click's wait includes a submit the anti-spam module holds for its request, up to the
  // request timeout (1.5 s in the fault suite), so it gets well over that on a loaded machine.
  const navigated = page.waitForEvent('load', { timeout: 20_000 }).catch(() => {});
  await submit.click({ timeout: 10_000 });
  const end = Date.now() + 20_000;
  while (Date.now() < end) {
    const arrived = arrival();
    if (arrived) {
      if (arrived.path === action) await navigated;
      return arrived.path;
    }
    await page.waitForTimeout(100);
  }
  const invalid = await form
    .evaluate((element) =>
      [...element.querySelectorAll('[aria-invalid="true"], :invalid')].map(
        (field) => (field as HTMLInputElement).name || field.localName,
      ),
    )
    .catch(() => ['(the form is gone)']);
  const sent = backend.received.slice(before).map((request) => `${request.method} ${request.path}`);
  throw new Error(
    `the form posting to ${action} never reached the server (invalid: ${invalid.join(', ') || 'none'}; sent: ${sent.join(', ') || 'nothing'})`,
  );
}

/** What a visitor fills in a form's visible part: text fields, a choice in required selects and radio groups. */
async function fillVisibleFields(form: Locator): Promise<void> {
  // Choices first: a choice can show a field (a member number for members).
  await form.evaluate((element) => {
    for (const select of element.querySelectorAll<HTMLSelectElement>('select[required]'))
      if (!select.value && select.getClientRects().length) {
        const option = [...select.options].find((candidate) => candidate.value && !candidate.disabled);
        if (option) select.value = option.value;
        select.dispatchEvent(new Event('change', { bubbles: true }));
      }
    for (const radio of element.querySelectorAll<HTMLInputElement>('input[type="radio"][required]'))
      if (
        radio.getClientRects().length &&
        !element.querySelector(`input[type="radio"][name="${CSS.escape(radio.name)}"]:checked`)
      )
        radio.click();
  });
  const fields = form.locator(
    'input:not([type="hidden"]):not([type="submit"]):not([type="checkbox"]):not([type="radio"]):not([type="file"]):visible, textarea:visible',
  );
  for (let index = 0; index < (await fields.count()); index++) {
    const field = fields.nth(index);
    const type = (await field.getAttribute('type')) ?? 'text';
    const valid = await field.evaluate((element) => (element as HTMLInputElement).checkValidity());
    if (valid && (await field.inputValue().catch(() => ''))) continue;
    // A visitor corrects what the browser would refuse (a quantity below its minimum, say).
    const value = (type === 'number' && (await field.getAttribute('min'))) || fillers[type];
    await field.fill(value ?? 'Een vraag over mijn fiets', { timeout: 1000 }).catch(() => {});
  }
}

/** A menu link still navigates (nothing swallowed the click). */
export async function menuLinkNavigates(page: Page): Promise<boolean> {
  const here = new URL(page.url()).pathname;
  const links = page.locator('header a[href^="/"]').locator('visible=true');
  for (let index = 0; index < (await links.count()); index++) {
    const link = links.nth(index);
    const href = await link.getAttribute('href');
    if (!href || href === here || href.includes('#')) continue;
    // Navigating is the new document committing; its load is the next page's business.
    await Promise.all([
      page.waitForURL((url) => url.pathname === href, { timeout: 10_000, waitUntil: 'commit' }),
      link.click(),
    ]);
    return true;
  }
  return true;
}
