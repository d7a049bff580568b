// The members' login on /leden/ (the builder's User Login element): the nonce arrives by itself, a
// mistyped password comes back with "Inloggen mislukt" (the server saw a valid nonce), a submit made
// while the nonce is still on its way waits for it, and a server that answers garbage or markup
// with scripts in it neither stops the form nor runs anything.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { modulesReady, withSite } from '../../test/browser/harness';

const site = withSite();
const nonceAsked = /^\/wp-admin\/admin-ajax\.php$/;
/** Faults match the path with its query. */
const nonceCall = /^\/wp-admin\/admin-ajax\.php\?action=fusion_login_nonce/;
const heading = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();

const nonceInputs = (page: Page) =>
  page.locator('.fusion-login-nonce input').evaluateAll((inputs) =>
    inputs.map((input) => ({
      type: (input as HTMLInputElement).type,
      name: (input as HTMLInputElement).name,
      value: (input as HTMLInputElement).value,
    })),
  );

async function logIn(page: Page) {
  await page.getByLabel('Gebruikersnaam of e-mailadres').fill('renner');
  await page.getByLabel('Wachtwoord').fill('fout-wachtwoord');
  await Promise.all([
    page.waitForURL('**/wp-login.php'),
    page.getByRole('button', { name: 'Inloggen' }).click(),
  ]);
}
const posted = () => site.backend.receivedAt(/^\/wp-login\.php$/).at(-1)?.form;

describe('login-nonce in Chromium', () => {
  test('the nonce arrives by itself and goes with the form: a wrong password comes back as such, not as an expired link', async () => {
    const { page } = await site.visit('/leden/');
    await modulesReady(page, 'login-nonce');
    await expect
      .poll(() => nonceInputs(page))
      .toEqual([expect.objectContaining({ type: 'hidden', name: '_wpnonce' })]);
    const value = (await nonceInputs(page))[0]?.value;
    expect(value).toMatch(/^[0-9a-f]{10}$/);
    expect(site.backend.receivedAt(nonceAsked).map((request) => request.query.action)).toEqual([
      'fusion_login_nonce',
    ]);
    await logIn(page);
    await expect.poll(() => heading(page)).toBe('Inloggen mislukt');
    expect(posted()).toMatchObject({ _wpnonce: value, fusion_login_box: 'true', log: 'renner' });
  });

  test('a submit made while the nonce is on its way waits for it, then goes with it', async () => {
    const release = site.backend.hold(nonceCall, 1);
    const { page } = await site.visit('/leden/');
    await modulesReady(page, 'login-nonce');
    await page.getByLabel('Gebruikersnaam of e-mailadres').fill('renner');
    await page.getByLabel('Wachtwoord').fill('fout-wachtwoord');
    await page.getByRole('button', { name: 'Inloggen' }).click();
    // Held: the form has not gone yet.
    await page.waitForTimeout(300);
    expect(site.backend.receivedAt(/^\/wp-login\.php$/)).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/leden/');
    const sent = page.waitForURL('**/wp-login.php');
    release();
    await sent;
    await expect.poll(() => heading(page)).toBe('Inloggen mislukt');
    expect(posted()?._wpnonce).toMatch(/^[0-9a-f]{10}$/);
  });

  test('a server that answers garbage: no nonce, a warning, and the form is still sent', async () => {
    site.backend.fault({ path: nonceCall, mode: 'garbage', times: 1 });
    const { page, console: messages } = await site.visit('/leden/');
    await modulesReady(page, 'login-nonce');
    await expect.poll(() => messages.join('\n')).toContain('no nonce from /wp-admin/admin-ajax.php');
    expect(await nonceInputs(page)).toEqual([]);
    await logIn(page);
    // The server's answer to a form without its nonce, as without the theme's script.
    await expect.poll(() => heading(page)).toBe('Link verlopen');
    expect(posted()?._wpnonce).toBeUndefined();
  });

  test('an answer with markup of its own: only the nonce is taken, nothing in it runs', async () => {
    const { page } = await site.visit('/leden/', { waitForKernel: false, query: {} });
    await page.route('**/wp-admin/admin-ajax.php?action=fusion_login_nonce', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<input type="hidden" id="_wpnonce" name="_wpnonce" value="0a1b2c3d4e" /><input type="text" name="log" value="aanvaller" /><img src="x" onerror="window.binnen=1"><script>window.binnen=2</script>',
      }),
    );
    await page.reload();
    await modulesReady(page, 'login-nonce');
    await expect
      .poll(() => nonceInputs(page))
      .toEqual([{ type: 'hidden', name: '_wpnonce', value: '0a1b2c3d4e' }]);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => (window as { binnen?: number }).binnen)).toBeUndefined();
  });
});
