// A visitor fills and submits the site's forms in each cookie mode; the back end receives the
// anti-spam fields in the contract's format (CONTRACT-antispam.md sections 3 and 4).
import { describe, expect, test } from 'vitest';
import type { AltCookieState } from '../../demo/server/routes/antispam';
import { withSite } from '../../test/browser/harness';
import { decodeBase64Json } from './base64-json';

const site = withSite();
const fast = { 'antispam-forms': { visibleFieldsDelayMs: 0 } };

function cookieMode(mode: string, extra: Record<string, unknown> = {}) {
  return {
    ctPublic: { data__cookies_type: mode },
    ctPublicFunctions: { data__cookies_type: mode, ...extra },
  };
}

async function lastReceived(path: RegExp) {
  await expect.poll(() => site.backend.receivedAt(path).length, { timeout: 10_000 }).toBeGreaterThan(0);
  return site.backend.receivedAt(path).at(-1)!;
}

describe('antispam-forms in Chromium', () => {
  test('comment form, cookie mode none: visible fields and the no-cookie data arrive with the comment', async () => {
    const { page } = await site.visit('/artikel/', { settings: fast, ...cookieMode('none') });
    await page.getByRole('textbox', { name: 'Reactie' }).fill('Welke kettingolie gebruiken jullie zelf?');
    await page.getByLabel('Naam').fill('Anouk');
    await page.getByLabel('E-mail').fill('anouk@voorbeeld.nl');
    await page.getByRole('button', { name: 'Reactie plaatsen' }).click();
    const received = await lastReceived(/^\/wp-comments-post\.php$/);
    expect(received.form.comment).toBe('Welke kettingolie gebruiken jullie zelf?');
    expect(decodeBase64Json(received.form.apbct_visible_fields!)).toEqual({
      0: {
        visible_fields: 'comment author email',
        visible_fields_count: 3,
        invisible_fields: '',
        invisible_fields_count: 0,
      },
    });
    const noCookie = received.form.ct_no_cookie_hidden_field!;
    expect(noCookie.startsWith('_ct_no_cookie_data_')).toBe(true);
    const data = decodeBase64Json(noCookie.slice('_ct_no_cookie_data_'.length)) as Record<string, unknown>;
    expect(data).toMatchObject({
      ct_timezone: expect.any(Number),
      apbct_headless: true,
      ct_checkjs: '1795637287',
      typo: [],
      collecting_user_activity_data: [],
    });
    expect(Math.abs(Number(data.ct_ps_timestamp) - Date.now() / 1000)).toBeLessThan(60);
    expect(Number(data.ct_fkp_timestamp)).toBeGreaterThanOrEqual(Number(data.ct_ps_timestamp));
    expect(JSON.parse(String(data.ct_screen_info))).toMatchObject({ visibleWidth: 1280, visibleHeight: 900 });
    expect(JSON.parse(String(data.apbct_visible_fields))).toMatchObject({
      visible_fields: 'comment author email',
    });
    // Only ct_/apbct_ keys and the two extras: nothing else of local storage leaks into the field.
    expect(
      Object.keys(data).every((key) => /^(ct_|apbct_)|^typo$|^collecting_user_activity_data$/.test(key)),
    ).toBe(true);
    expect(received.cookies).not.toHaveProperty('ct_ps_timestamp');
  });

  test('cookie mode native: a form past the tenth gets no visible-fields cookie, yet keeps its field', async () => {
    const { page } = await site.visit('/registreren/', {
      settings: fast,
      ...cookieMode('native', { cookiePrefix: 'despaak_' }),
    });
    // Eleven small forms (a newsletter block per post, say) put the registration form at
    // document.forms index 12, past the SPEC's 10 visible-fields cookies.
    await page.evaluate(() => {
      const registration = document.querySelector('#registerform')!;
      for (let count = 0; count < 11; count += 1) {
        const form = document.createElement('form');
        form.innerHTML = '<label>Nieuwsbrief <input name="nieuwsbrief"></label>';
        registration.before(form);
      }
    });
    const index = await page.evaluate(() =>
      [...document.forms].indexOf(document.querySelector('#registerform')!),
    );
    expect(index).toBeGreaterThanOrEqual(10);
    await page.getByLabel('Gebruikersnaam').fill('fietsfan86');
    await page.getByLabel('E-mail').fill('fietsfan86@voorbeeld.nl');
    await page.getByRole('button', { name: 'Registreren' }).click();
    const received = await lastReceived(/^\/wp-login\.php$/);
    expect(decodeBase64Json(received.form.apbct_visible_fields!)).toMatchObject({
      0: { visible_fields: 'user_login user_email' },
    });
    expect(Object.keys(received.cookies).filter((name) => name.includes('apbct_visible_fields'))).toEqual([]);
  });

  test('registration form, cookie mode native: prefixed cookies, hidden fields counted as invisible', async () => {
    const { page } = await site.visit('/registreren/', {
      settings: fast,
      ...cookieMode('native', { cookiePrefix: 'despaak_' }),
    });
    await page.getByLabel('Gebruikersnaam').fill('fietsfan86');
    await page.getByLabel('E-mail').fill('fietsfan86@voorbeeld.nl');
    await page.getByRole('button', { name: 'Registreren' }).click();
    const received = await lastReceived(/^\/wp-login\.php$/);
    expect(received.query.action).toBe('register');
    expect(received.form.user_login).toBe('fietsfan86');
    expect(decodeBase64Json(received.form.apbct_visible_fields!)).toEqual({
      0: {
        visible_fields: 'user_login user_email',
        visible_fields_count: 2,
        invisible_fields: 'user_website redirect_to',
        invisible_fields_count: 2,
      },
    });
    expect(received.form).not.toHaveProperty('ct_no_cookie_hidden_field');
    expect(received.cookies).toMatchObject({
      despaak_apbct_headless: 'true',
      despaak_ct_checkjs: '1795637287',
    });
    // One cookie, named after the form's position in document.forms (the header's search form comes first).
    const visibleCookies = Object.keys(received.cookies).filter((name) =>
      /^despaak_apbct_visible_fields_\d+$/.test(name),
    );
    expect(visibleCookies).toHaveLength(1);
    expect(JSON.parse(received.cookies[visibleCookies[0]!]!)).toMatchObject({ visible_fields_count: 2 });
    expect(JSON.parse(received.cookies.despaak_ct_screen_info!)).toMatchObject({ visibleWidth: 1280 });
    expect(site.backend.receivedAt(/alt_sessions/)).toHaveLength(0);
  });

  test('contact form, cookie mode alternative: signals through one call per burst, allow-list accepts them', async () => {
    const { page } = await site.visit('/contact/', { settings: fast, ...cookieMode('alternative') });
    await expect.poll(() => site.backend.receivedAt(/alt_sessions/).length).toBe(1);
    await page.getByLabel('Naam').fill('Bram');
    await page.getByLabel('E-mail').fill('bram@voorbeeld.nl');
    await page.getByLabel('Bericht').fill('Hebben jullie nog een bakfiets op voorraad?');
    await page.getByRole('button', { name: 'Versturen' }).click();
    const received = await lastReceived(/^\/contact\/verzonden\/$/);
    expect(decodeBase64Json(received.form.apbct_visible_fields!)).toMatchObject({
      0: { visible_fields: 'your-name your-email your-subject your-message', visible_fields_count: 4 },
    });
    expect(received.form).not.toHaveProperty('ct_no_cookie_hidden_field');
    expect(received.cookies).not.toHaveProperty('ct_ps_timestamp');
    await expect
      .poll(() => (site.backend.state as AltCookieState).altCookies?.apbct_visible_fields)
      .toBe(
        JSON.stringify({
          visible_fields: 'your-name your-email your-subject your-message',
          visible_fields_count: 4,
          invisible_fields: '',
          invisible_fields_count: 0,
        }),
      );
    const state = site.backend.state as AltCookieState;
    expect(state.altCookies).toMatchObject({
      ct_timezone: expect.any(Number),
      apbct_headless: true,
      ct_checkjs: '1795637287',
    });
    expect(state.altCookiesDropped).toEqual([]);
    const first = JSON.parse(site.backend.receivedAt(/alt_sessions/)[0]!.form.cookies!);
    expect(Object.keys(first)).toEqual(
      expect.arrayContaining([
        'ct_ps_timestamp',
        'ct_timezone',
        'ct_screen_info',
        'apbct_headless',
        'ct_checkjs',
      ]),
    );
    expect(first).not.toHaveProperty('ct_pointer_data');
  });

  test('a form added later gets its fields; GET, payment and foreign-data forms are left alone', async () => {
    const { page } = await site.visit('/over-ons/', { settings: fast, ...cookieMode('none') });
    await page.evaluate(() => {
      const add = (html: string) => document.querySelector('main')!.insertAdjacentHTML('beforeend', html);
      add(
        '<form id="later" method="post" action="/contact/verzonden/"><label>Naam <input name="naam"></label></form>',
      );
      add('<form id="get" method="get" action="/hulp/"><label>Zoek <input name="s"></label></form>');
      add(
        '<form id="payu" method="post" action="https://secure.payu.com/api/v2_1/orders"><input name="amount" type="hidden" value="5"></form>',
      );
      add(
        '<form id="server" method="post" action="/"><input type="hidden" name="apbct_visible_fields" value="c2VydmVy"><input name="x"></form>',
      );
    });
    // The fields go on at the visitor's first interaction (or at a submit): a click in the new form.
    await page.locator('#later input[name="naam"]').click();
    const later = page.locator('#later input[name="apbct_visible_fields"]');
    await expect.poll(() => later.count(), { timeout: 2000 }).toBe(1);
    expect(decodeBase64Json((await later.inputValue()) as string)).toMatchObject({
      0: { visible_fields: 'naam' },
    });
    expect(await page.locator('#later input.apbct_special_field.ct_no_cookie_hidden_field').count()).toBe(1);
    expect(await page.locator('#later input[name="apbct_visible_fields"]').getAttribute('id')).toMatch(
      /^apbct_visible_fields_\d+$/,
    );
    expect(await page.locator('#get input[type="hidden"]').count()).toBe(0);
    expect(await page.locator('#payu input[name="apbct_visible_fields"]').count()).toBe(0);
    expect(await page.locator('#server input[name="apbct_visible_fields"]').inputValue()).toBe('c2VydmVy');
  });

  test('failure: with local storage and cookies disabled the comment still submits with its fields', async () => {
    const { page, errors } = await site.visit('/artikel/', {
      settings: fast,
      ...cookieMode('none'),
      initScript: `
        Object.defineProperty(window, 'localStorage', { get() { throw new DOMException('Toegang geweigerd', 'SecurityError'); } });
        Object.defineProperty(window, 'sessionStorage', { get() { throw new DOMException('Toegang geweigerd', 'SecurityError'); } });
        Object.defineProperty(Document.prototype, 'cookie', { get() { throw new DOMException('Geen cookies', 'SecurityError'); }, set() { throw new DOMException('Geen cookies', 'SecurityError'); } });
      `,
    });
    await page.getByRole('textbox', { name: 'Reactie' }).fill('Werkt dit ook zonder cookies?');
    await page.getByLabel('Naam').fill('Kees');
    await page.getByLabel('E-mail').fill('kees@voorbeeld.nl');
    await page.getByRole('button', { name: 'Reactie plaatsen' }).click();
    const received = await lastReceived(/^\/wp-comments-post\.php$/);
    expect(received.form.comment).toBe('Werkt dit ook zonder cookies?');
    expect(decodeBase64Json(received.form.apbct_visible_fields!)).toMatchObject({
      0: { visible_fields_count: 3 },
    });
    const data = decodeBase64Json(received.form.ct_no_cookie_hidden_field!.slice(19)) as Record<
      string,
      unknown
    >;
    expect(data).toMatchObject({ ct_checkjs: '1795637287', apbct_headless: true });
    expect(errors).toEqual([]);
  });

  test('a submit before the 1 s delay still carries fresh fields', async () => {
    const { page } = await site.visit('/contact/', {
      settings: { 'antispam-forms': { visibleFieldsDelayMs: 60_000 } },
      ...cookieMode('none'),
    });
    await page.getByLabel('Naam').fill('Sem');
    await page.getByLabel('E-mail').fill('sem@voorbeeld.nl');
    await page.getByLabel('Bericht').fill('Snel een vraag.');
    await page.getByRole('button', { name: 'Versturen' }).click();
    const received = await lastReceived(/^\/contact\/verzonden\/$/);
    expect(decodeBase64Json(received.form.apbct_visible_fields!)).toMatchObject({
      0: { visible_fields_count: 4 },
    });
    expect(received.form.ct_no_cookie_hidden_field).toMatch(/^_ct_no_cookie_data_/);
  });

  test('the pixel address is fetched, drawn as a hidden img#apbct_pixel and kept; pointer samples stay bounded', async () => {
    const { page, context } = await site.visit('/contact/', {
      settings: { 'antispam-forms': { visibleFieldsDelayMs: 0, pointer: { maxSamples: 5, intervalMs: 0 } } },
      ctPublic: { data__cookies_type: 'native', pixel__enabled: true, pixel__url: '' },
      ctPublicFunctions: { data__cookies_type: 'native' },
    });
    const pixel = page.locator('img#apbct_pixel');
    await pixel.waitFor({ state: 'attached' });
    expect(await pixel.getAttribute('src')).toMatch(/\/assets\/img\/pixel\.gif\?visitor=/);
    expect(await pixel.isVisible()).toBe(false);
    expect(site.backend.receivedAt(/apbct_get_pixel_url/)).toHaveLength(1);
    for (let step = 0; step < 12; step++) await page.mouse.move(100 + step * 20, 200 + step * 5);
    const cookies = async () => Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value]));
    await expect.poll(async () => (await cookies()).ct_pointer_data).toBeDefined();
    const samples = JSON.parse(decodeURIComponent((await cookies()).ct_pointer_data!));
    expect(samples).toHaveLength(5);
    expect(samples[0]).toEqual([expect.any(Number), expect.any(Number), expect.any(Number)]);
    expect(decodeURIComponent((await cookies()).apbct_pixel_url!)).toBe(await pixel.getAttribute('src'));
  });
});
