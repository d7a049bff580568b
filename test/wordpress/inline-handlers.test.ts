// The theme's inline event handlers (takeover.json `modules.<id>.handlers`), on the Avada stand-in
// theme under the test plug-in's strict Content-Security-Policy: the copy-link icons of the
// builder's Social Sharing element and of the theme's box under a post call the theme's global
// `copyPageUrl` inline. Without Voorkant the attribute is on the page and the policy reports it as
// the page is parsed; with Voorkant it is gone while sharing-box runs, which makes both icons
// buttons that copy the page's address; switched off, the theme's attributes are back with its script.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { kernelBooted, restSession, strictCsp, voorkant, withWordPress } from './wp-harness';

const handlers = (page: Page) => page.locator('[onclick="copyPageUrl(event)"]').count();
// Whether the plug-in took the theme's sharing-box script over on this page, as it tells the kernel
// (the policy keeps the theme's scripts, which have no nonce, from running at all).
const takenOver = async (page: Page) =>
  (
    JSON.parse((await page.locator('#voorkant-settings').textContent()) ?? '{}') as { takeover?: string[] }
  ).takeover?.includes('sharing-box') ?? false;

/** The policy's reports of inline handlers, recorded from the first byte of the page. */
async function handlerReports(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { handlerReports: string[] }).handlerReports = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      if (event.effectiveDirective === 'script-src-attr') seen.push(event.sample);
    });
  });
  return () => page.evaluate(() => (window as unknown as { handlerReports: string[] }).handlerReports);
}

describe("the theme's inline event handlers", () => {
  const site = withWordPress([voorkant, strictCsp]);
  const grant = { permissions: ['clipboard-read', 'clipboard-write'] };
  beforeAll(() => {
    site.wp.evalPhp(
      `switch_theme('Avada');
       update_option('voorkant_standin_general', ['fusion-general-global']);
       wp_insert_post(['post_type' => 'page', 'post_status' => 'publish', 'post_name' => 'deel-de-route', 'post_title' => 'De dijkroute',
         'post_content' => "<p>Vijfendertig kilometer langs de Eem.</p>\\n[fusion_sharing]\\n[standin_theme_sharing_box]"]);
       return true;`,
      { admin: true },
    );
  });

  it('without Voorkant both copy links carry the handler, and the strict policy reports it', async () => {
    site.wp.deactivate(voorkant);
    try {
      const visit = await site.visit('/', { context: grant });
      const reports = await handlerReports(visit.page);
      await visit.page.goto(`${site.wp.url}/deel-de-route/`);
      expect(await handlers(visit.page)).toBe(2);
      // One report for each copy link's handler.
      await expect.poll(async () => (await reports()).length).toBe(2);
    } finally {
      site.wp.activate(voorkant);
    }
  });

  it('with Voorkant the handlers are gone, nothing is reported, and both icons copy the address', async () => {
    const visit = await site.visit('/', { context: grant });
    const reports = await handlerReports(visit.page);
    await visit.page.goto(`${site.wp.url}/deel-de-route/`);
    await kernelBooted(visit.page);
    expect(await handlers(visit.page)).toBe(0);
    expect(await takenOver(visit.page)).toBe(true);
    // The rest of each icon as the theme printed it.
    expect(await visit.page.locator('.fusion-sharing-box-1 a[aria-label="Link kopiëren"]').count()).toBe(1);
    expect(
      await visit.page.locator('a.fusion-share.fusion-last-social-icon[data-title="Adres kopiëren"]').count(),
    ).toBe(1);

    for (const [box, name] of [
      ['.fusion-sharing-box-1', 'Link kopiëren'],
      ['.fusion-single-sharing-box', 'Adres kopiëren'],
    ]) {
      await visit.page.evaluate(() => navigator.clipboard.writeText('leeg'));
      // The stand-in theme has no icon font: the icons have no size to click, so the keyboard it is.
      await visit.page.getByRole('button', { name }).focus();
      await visit.page.keyboard.press('Enter');
      await expect
        .poll(() => visit.page.locator(`${box} [role="status"]`).textContent())
        .toBe('Link gekopieerd');
      expect(await visit.page.evaluate(() => navigator.clipboard.readText())).toBe(
        `${site.wp.url}/deel-de-route/`,
      );
    }
    expect(visit.chunks()).toContain('sharing-box');
    expect(await reports()).toEqual([]);
    expect(visit.errors).toEqual([]);
  });

  it('sharing-box switched off: the handlers are back, with the theme script', async () => {
    const { cookie, nonce } = await restSession(site.wp.url, 'administrator');
    const save = (on: boolean) =>
      fetch(`${site.wp.url}/wp-json/voorkant/v1/settings`, {
        method: 'POST',
        headers: { cookie, 'x-wp-nonce': nonce, 'content-type': 'application/json' },
        body: JSON.stringify({ modules: { 'sharing-box': on }, settings: {} }),
      });
    expect((await save(false)).status).toBe(200);
    try {
      const visit = await site.visit('/deel-de-route/');
      await kernelBooted(visit.page);
      expect(await handlers(visit.page)).toBe(2);
      expect(await takenOver(visit.page)).toBe(false);
      expect(visit.chunks()).not.toContain('sharing-box');
    } finally {
      expect((await save(true)).status).toBe(200);
    }
  });
});
