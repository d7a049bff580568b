// The theme's scripts printed outside the queue (takeover.json `modules.<id>.inline`), on the Avada
// stand-in theme. The builder's User Login element: the builder prints an inline jQuery script on
// every page that fetches the form's nonce field (`fusion_login_nonce`). With Voorkant the script is
// left out and the login-nonce module does its job: a visitor who mistypes the password comes back
// to the form with the theme's error, not to WordPress' "link expired" page; a submit made before
// the nonce arrived waits for it. Another plug-in's script with the same text stays, and the module
// switched off gives the builder its script back. The theme's user-agent script in the head goes
// while theme-base runs.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { kernelBooted, otherPlugin, restSession, voorkant, withWordPress } from './wp-harness';

const builderScript = (page: Page) =>
  page.evaluate(
    () =>
      [...document.scripts].filter(
        (script) => script.text.includes("'fusion_login_nonce'") && script.text.includes('jQuery'),
      ).length,
  );
const nonceValue = (page: Page) =>
  page.locator('.fusion-login-nonce input[name="_wpnonce"]').getAttribute('value', { timeout: 10_000 });

async function mistype(page: Page) {
  await page.getByLabel('Gebruikersnaam of e-mailadres').fill('bezoeker');
  await page.getByLabel('Wachtwoord').fill('verkeerd-wachtwoord');
  await Promise.all([page.waitForURL(/success=0/), page.getByRole('button', { name: 'Inloggen' }).click()]);
}

describe("the theme's inline scripts", () => {
  const site = withWordPress([voorkant, otherPlugin]);
  beforeAll(() => {
    site.wp.evalPhp(
      `switch_theme('Avada');
       update_option('voorkant_standin_general', ['fusion-general-global', 'fusion-scroll-to-anchor', 'fusion-responsive-typography']);
       wp_insert_post(['post_type' => 'page', 'post_status' => 'publish', 'post_name' => 'leden', 'post_title' => 'Leden',
         'post_content' => '[fusion_login]']);
       return true;`,
      { admin: true },
    );
  });

  it("without Voorkant the builder's script fills the nonce", async () => {
    site.wp.deactivate(voorkant);
    try {
      const visit = await site.visit('/leden/');
      expect(await builderScript(visit.page)).toBe(1);
      expect(await nonceValue(visit.page)).toMatch(/^[0-9a-f]{10}$/);
    } finally {
      site.wp.activate(voorkant);
    }
  });

  it('with Voorkant the script is gone, the module fills the nonce, and a mistyped password comes back to the form', async () => {
    const visit = await site.visit('/leden/');
    await kernelBooted(visit.page);
    expect(await builderScript(visit.page)).toBe(0);
    expect(await nonceValue(visit.page)).toMatch(/^[0-9a-f]{10}$/);
    expect(visit.chunks()).toContain('login-nonce');
    await mistype(visit.page);
    await expect
      .poll(() => visit.page.getByRole('alert').textContent())
      .toContain('Gebruikersnaam of wachtwoord klopt niet.');
    expect(visit.errors).toEqual([]);
  });

  it('a submit before the nonce arrived waits for it, then goes with it', async () => {
    const visit = await site.visit('/', { context: {} });
    await visit.page.route(/admin-ajax\.php\?action=fusion_login_nonce/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await visit.page.goto(`${site.wp.url}/leden/`);
    await kernelBooted(visit.page);
    expect(await visit.page.locator('.fusion-login-nonce input').count()).toBe(0);
    await mistype(visit.page);
    // The builder's answer to a form with its nonce: back with the error, never "link expired".
    expect(visit.page.url()).toContain('success=0');
  });

  it("another plug-in's script with the same text stays; switched off, the builder's script is back", async () => {
    site.wp.evalPhp(`update_option('voorkant_test_other_inline', 1); return true;`);
    const visit = await site.visit('/leden/');
    await kernelBooted(visit.page);
    expect(
      await visit.page.evaluate(() => (window as { otherPluginAction?: string }).otherPluginAction),
    ).toBe('fusion_login_nonce');
    expect(await builderScript(visit.page)).toBe(0);

    const { cookie, nonce } = await restSession(site.wp.url, 'administrator');
    const saved = await fetch(`${site.wp.url}/wp-json/voorkant/v1/settings`, {
      method: 'POST',
      headers: { cookie, 'x-wp-nonce': nonce, 'content-type': 'application/json' },
      body: JSON.stringify({ modules: { 'login-nonce': false }, settings: {} }),
    });
    expect(saved.status).toBe(200);
    const off = await site.visit('/leden/');
    expect(await builderScript(off.page)).toBe(1);
    expect(await nonceValue(off.page)).toMatch(/^[0-9a-f]{10}$/);
    expect(off.chunks()).not.toContain('login-nonce');
  });

  it("the theme's user-agent script in the head is left out while theme-base runs, which writes the attribute", async () => {
    const agentScripts = (page: Page) =>
      page.evaluate(
        () => [...document.scripts].filter((script) => script.text.includes("'data-useragent'")).length,
      );
    site.wp.deactivate(voorkant);
    try {
      const before = await site.visit('/leden/');
      expect(await agentScripts(before.page)).toBe(1);
    } finally {
      site.wp.activate(voorkant);
    }
    // On a phone theme-base runs at once (on a desktop at the first scroll).
    const visit = await site.visit('/leden/', {
      context: { viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true },
    });
    await kernelBooted(visit.page);
    expect(await agentScripts(visit.page)).toBe(0);
    await expect
      .poll(() => visit.page.evaluate(() => document.documentElement.getAttribute('data-useragent')))
      .toBe(await visit.page.evaluate(() => navigator.userAgent));
  });
});
