// Other add-ons' requests on the accessories page: the listed targets carry the anti-spam data in
// the shape their server reads (the back end's received log shows it); unlisted ones are untouched.
import { describe, expect, test } from 'vitest';
import type { StoreState } from '../../demo/server/routes/shop-ajax';
import { axeViolations, withSite } from '../../test/browser/harness';
import { decodeBase64Json } from './base64-json';

const site = withSite();
const token = 'ab12'.repeat(16);
const none = {
  settings: { 'antispam-forms': { visibleFieldsDelayMs: 0 } },
  ctPublic: { data__cookies_type: 'none' },
  ctPublicFunctions: { data__cookies_type: 'none' },
};
const botDetector = {
  settings: { 'antispam-forms': { visibleFieldsDelayMs: 0 } },
  ctPublic: { data__cookies_type: 'native', bot_detector_enabled: '1' },
  ctPublicFunctions: { data__cookies_type: 'native', bot_detector_enabled: '1' },
  initScript: `localStorage.setItem('bot_detector_event_token', JSON.stringify({ value: '${token}' }));`,
};

async function received(path: RegExp) {
  await expect.poll(() => site.backend.receivedAt(path).length, { timeout: 10_000 }).toBeGreaterThan(0);
  return site.backend.receivedAt(path).at(-1)!;
}

function noCookieData(value: string | undefined) {
  expect(value).toMatch(/^_ct_no_cookie_data_/);
  return decodeBase64Json(value!.slice('_ct_no_cookie_data_'.length)) as Record<string, unknown>;
}

describe('anti-spam data in other add-ons’ requests', () => {
  test('cookie mode none: the form builder, the block cart and an add-to-cart link carry the no-cookie data', async () => {
    const { page } = await site.visit('/winkel/accessoires/', none);
    // The form builder posts its form by fetch with FormData.
    await page.getByLabel('Naam', { exact: true }).fill('Ilse');
    await page.getByLabel('Je vraag').fill('Past dit slot om een fatbike-frame?');
    await page.getByRole('button', { name: 'Vraag versturen' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toContain('Bedankt voor je vraag');
    const metform = await received(/^\/wp-json\/metform\//);
    expect(metform.form['mf-vraag']).toBe('Past dit slot om een fatbike-frame?');
    expect(noCookieData(metform.form.ct_no_cookie_hidden_field)).toMatchObject({ ct_checkjs: '1795637287' });
    // The shop's block cart posts JSON: the key lands in the object, nothing else changes.
    await page.getByRole('button', { name: 'Kettingslot snel bestellen' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toBe('Toegevoegd aan je winkelwagen.');
    const [body] = (site.backend.state as StoreState).storeBodies ?? [];
    expect(body).toMatchObject({ id: 42, quantity: 1 });
    expect(Object.keys(body as object)).toEqual(['id', 'quantity', 'ct_no_cookie_hidden_field']);
    noCookieData((body as Record<string, string>).ct_no_cookie_hidden_field);
    // A navigating add-to-cart link gets the data in its address.
    await page.getByRole('link', { name: 'Fietsbel in winkelwagen' }).click();
    await page.waitForURL(/add-to-cart=41/);
    const link = await received(/^\/winkel\/accessoires\/$/);
    expect(link.query['add-to-cart']).toBe('41');
    noCookieData(link.query.ct_no_cookie_hidden_field);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('XHR and ajax add-to-cart targets get data[...] fields; unlisted requests arrive exactly as sent', async () => {
    const { page } = await site.visit('/winkel/accessoires/', none);
    // The module is running (requests a script sends before its own chunk arrives are out of reach).
    await expect
      .poll(() =>
        page.evaluate(
          () => window.voorkant?.status().find((status) => status.id === 'antispam-forms')?.state,
        ),
      )
      .toBe('ready');
    await page.evaluate(async () => {
      const xhr = (body: string) =>
        new Promise((resolve) => {
          const request = new XMLHttpRequest();
          request.open('POST', '/wp-admin/admin-ajax.php');
          request.setRequestHeader('content-type', 'application/x-www-form-urlencoded');
          request.onloadend = resolve;
          request.send(body);
        });
      await xhr('action=mailpoet&method=subscribe&data%5Bemail%5D=ilse%40voorbeeld.nl');
      await xhr('action=fietsplanner_route&van=Amersfoort');
      const form = new FormData();
      form.append('van', 'Amersfoort');
      await fetch('/wp-json/fietsplanner/v1/route', { method: 'POST', body: form });
      await fetch('/?wc-ajax=add_to_cart', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ product_id: '41', quantity: '2' }),
      });
    });
    const ajax = site.backend.receivedAt(/^\/wp-admin\/admin-ajax\.php$/);
    const mailpoet = ajax.find((request) => request.form.action === 'mailpoet')!;
    expect(mailpoet.form['data[email]']).toBe('ilse@voorbeeld.nl');
    noCookieData(mailpoet.form['data[ct_no_cookie_hidden_field]']);
    const planner = ajax.find((request) => request.form.action === 'fietsplanner_route')!;
    expect(planner.form).toEqual({ action: 'fietsplanner_route', van: 'Amersfoort' });
    expect((await received(/^\/wp-json\/fietsplanner\//)).form).toEqual({ van: 'Amersfoort' });
    const addToCart = site.backend.receivedAt(/^\/$/).find((request) => request.query['wc-ajax'])!;
    expect(addToCart.form).toMatchObject({ product_id: '41', quantity: '2' });
    noCookieData(addToCart.form['data[ct_no_cookie_hidden_field]']);
  });

  test('bot detector on: the token goes as ct_bot_detector_event_token, and as event_token in JSON', async () => {
    const { page } = await site.visit('/winkel/accessoires/', botDetector);
    await page.getByRole('button', { name: 'Kettingslot snel bestellen' }).click();
    await expect.poll(() => (site.backend.state as StoreState).storeBodies?.length).toBe(1);
    expect((site.backend.state as StoreState).storeBodies![0]).toEqual({
      id: 42,
      quantity: 1,
      event_token: token,
    });
    await page.getByLabel('Naam', { exact: true }).fill('Ilse');
    await page.getByLabel('Je vraag').fill('Is er ook een kortere versie?');
    await page.getByRole('button', { name: 'Vraag versturen' }).click();
    const metform = await received(/^\/wp-json\/metform\//);
    expect(metform.form.ct_bot_detector_event_token).toBe(token);
    expect(metform.form).not.toHaveProperty('ct_no_cookie_hidden_field');
  });

  test('bot detector on: the submit attaches a 64-character token to a posted form, never a shorter one', async () => {
    // SPEC 5: late form handlers re-attach only full tokens (requests of other add-ons take any
    // non-empty token, as the test above shows).
    for (const [stored, attached] of [
      [token, token],
      ['cd34'.repeat(10), undefined],
    ] as const) {
      site.backend.reset();
      const { page } = await site.visit('/registreren/', {
        ...botDetector,
        initScript: `localStorage.setItem('bot_detector_event_token', JSON.stringify({ value: '${stored}' }));`,
      });
      await page.getByLabel('Gebruikersnaam').fill('fietsfan86');
      await page.getByLabel('E-mail').fill('fietsfan86@voorbeeld.nl');
      await page.getByRole('button', { name: 'Registreren' }).click();
      const registration = await received(/^\/wp-login\.php$/);
      expect(registration.form.user_login).toBe('fietsfan86');
      expect(registration.form.ct_bot_detector_event_token).toBe(attached);
    }
  });

  test('failure: a block in another add-on’s answer opens the modal; the page keeps working', async () => {
    site.backend.fault({ path: /^\/wp-json\/metform\//, mode: 'block', times: 1 });
    const { page, errors } = await site.visit('/winkel/accessoires/', none);
    await page.getByLabel('Naam', { exact: true }).fill('Ilse');
    await page.getByLabel('Je vraag').fill('Nog een vraag.');
    await page.getByRole('button', { name: 'Vraag versturen' }).click();
    await page.getByRole('dialog', { name: 'Melding van de anti-spambeveiliging' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Kettingslot snel bestellen' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toBe('Toegevoegd aan je winkelwagen.');
    expect(errors).toEqual([]);
  });
});
