import { afterEach, describe, expect, test } from 'vitest';
import { resetStorageFallback, writeEntry } from '../../antispam-platform/storage';
import { base64Json, decodeBase64Json } from './base64-json';
import { storedBotToken } from './bot-token';
import { defaultExclusions, isExcludedForm } from './form-exclusions';
import { noCookieData, noCookieValue } from './no-cookie-data';
import { collectVisibleFields } from './visible-fields';

function form(html: string, attributes = ''): HTMLFormElement {
  document.body.insertAdjacentHTML('beforeend', `<form ${attributes}>${html}</form>`);
  return document.body.lastElementChild as HTMLFormElement;
}

afterEach(() => {
  document.body.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
  resetStorageFallback();
});

describe('visible fields (CONTRACT-antispam.md section 4)', () => {
  test('counts named inputs, selects and textareas; skips submit, radio, checkbox, unnamed, ct_checkjs*', () => {
    const fields = collectVisibleFields(
      form(`
        <input name="naam"><select name="onderwerp"><option>a</option></select><textarea name="bericht"></textarea>
        <input type="submit" name="verstuur"><input type="radio" name="keuze"><input type="checkbox" name="akkoord">
        <input placeholder="zonder naam"><input type="hidden" name="ct_checkjs_cf7" value="1">
        <input type="hidden" name="_wpnonce" value="x"><input name="val" style="display:none">
        <input name="weg" style="visibility:hidden"><input name="doorzichtig" style="opacity:0">
        <textarea class="wp-editor-area" name="content" style="display:none"></textarea>
      `),
    );
    expect(fields).toEqual({
      visible_fields: 'naam onderwerp bericht content',
      visible_fields_count: 4,
      invisible_fields: '_wpnonce val weg doorzichtig',
      invisible_fields_count: 4,
    });
  });

  test('base64 of UTF-8 JSON survives characters outside Latin-1', () => {
    const value = { 0: { visible_fields: 'prijs_in_€ naïef' } };
    expect(decodeBase64Json(base64Json(value))).toEqual(value);
  });
});

describe('form exclusions (SPEC section 5)', () => {
  test('payment and marketing actions, site-search and login forms, GET forms unless a form builder’s', () => {
    const rules = defaultExclusions;
    expect(isExcludedForm(form('', 'method="post" action="https://secure.payu.com/x"'), rules)).toBe(true);
    expect(isExcludedForm(form('', 'method="post" action="https://forms.hsforms.com/x"'), rules)).toBe(true);
    expect(isExcludedForm(form('', 'class="woocommerce-form-login" method="post"'), rules)).toBe(true);
    expect(isExcludedForm(form('', 'method="get" action="/"'), rules)).toBe(true);
    expect(isExcludedForm(form('', 'class="wpforms-form" method="get"'), rules)).toBe(false);
    expect(isExcludedForm(form('', 'method="post" action="/contact/"'), rules)).toBe(false);
  });

  test('the administrator extends the rules with selectors and action patterns; bad selectors are skipped', () => {
    const extra = { selectors: ['.nieuwsbrief', ':::'], actions: ['mollie.com'], getFormsAllowed: [] };
    expect(isExcludedForm(form('', 'class="nieuwsbrief" method="post"'), defaultExclusions, extra)).toBe(
      true,
    );
    expect(
      isExcludedForm(form('', 'method="post" action="https://pay.mollie.com"'), defaultExclusions, extra),
    ).toBe(true);
    expect(isExcludedForm(form('', 'method="post"'), defaultExclusions, extra)).toBe(false);
  });
});

describe('no-cookie data (CONTRACT-antispam.md section 4)', () => {
  test('ct_/apbct_ keys from local and session storage (session wins), objects as JSON text, extras as []', () => {
    writeEntry('ct_timezone', 1);
    writeEntry('ct_screen_info', { fullWidth: 1280 });
    writeEntry('my_ct_thing', 'not taken');
    writeEntry('ct_timezone', 2, 'session');
    writeEntry('apbct_headless', false, 'session');
    expect(noCookieData()).toEqual({
      ct_timezone: 2,
      ct_screen_info: '{"fullWidth":1280}',
      apbct_headless: false,
      typo: [],
      collecting_user_activity_data: [],
    });
    const value = noCookieValue();
    expect(value.startsWith('_ct_no_cookie_data_')).toBe(true);
    expect(decodeBase64Json(value.slice(19))).toEqual(noCookieData());
  });
});

describe('bot-detector token', () => {
  test('read from the platform entry as a token or as JSON text of it; empty when absent or broken', () => {
    expect(storedBotToken()).toBe('');
    localStorage.setItem('bot_detector_event_token', JSON.stringify({ value: 'a'.repeat(64) }));
    expect(storedBotToken()).toBe('a'.repeat(64));
    localStorage.setItem(
      'bot_detector_event_token',
      JSON.stringify({ value: JSON.stringify('b'.repeat(64)) }),
    );
    expect(storedBotToken()).toBe('b'.repeat(64));
    localStorage.setItem('bot_detector_event_token', '{broken');
    expect(storedBotToken()).toBe('');
  });
});
