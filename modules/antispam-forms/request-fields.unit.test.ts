// Adding the anti-spam fields to another add-on's body keeps everything the add-on sent, for every
// body type; bodies that cannot be extended safely stay as they are.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { cleanTargets, defaultInjectionTargets, targetOf } from './injection-targets';
import { bodyText, bodyWithFields } from './request-fields';

const fieldsArb = fc.record({ ct_no_cookie_hidden_field: fc.string({ minLength: 1 }) });
const entriesArb = fc.array(fc.tuple(fc.string({ minLength: 1 }), fc.string()), { maxLength: 6 });

describe('bodyWithFields', () => {
  test('FormData: a copy with every original entry, then the fields; the caller’s object is untouched', () => {
    fc.assert(
      fc.property(
        entriesArb,
        fieldsArb,
        fc.constantFrom('field', 'data-field') as fc.Arbitrary<'field' | 'data-field'>,
        (entries, fields, style) => {
          const form = new FormData();
          for (const [name, value] of entries) form.append(name, value);
          const result = bodyWithFields(form, fields, { style }) as FormData;
          expect(result).not.toBe(form);
          expect([...form]).toEqual(entries);
          const name =
            style === 'data-field' ? 'data[ct_no_cookie_hidden_field]' : 'ct_no_cookie_hidden_field';
          expect([...result]).toEqual([...entries, [name, fields.ct_no_cookie_hidden_field]]);
        },
      ),
    );
  });

  test('URLSearchParams and url-encoded text keep their pairs and gain the fields', () => {
    fc.assert(
      fc.property(entriesArb, fieldsArb, (entries, fields) => {
        const params = new URLSearchParams(entries);
        const copy = bodyWithFields(params, fields, { style: 'field' }) as URLSearchParams;
        expect([...params]).toEqual(entries);
        expect([...copy]).toEqual([
          ...entries,
          ['ct_no_cookie_hidden_field', fields.ct_no_cookie_hidden_field],
        ]);
        const text = bodyWithFields(params.toString(), fields, { style: 'data-field' }) as string;
        expect([...new URLSearchParams(text)]).toEqual([
          ...entries,
          ['data[ct_no_cookie_hidden_field]', fields.ct_no_cookie_hidden_field],
        ]);
      }),
    );
  });

  test('JSON objects gain keys; JSON batches only in the named sub-requests', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), fieldsArb, (object, fields) => {
        const json = JSON.parse(bodyWithFields(JSON.stringify(object), fields, { style: 'json' }) as string);
        expect(json).toEqual(JSON.parse(JSON.stringify({ ...object, ...fields })));
      }),
    );
    const batch = JSON.stringify({
      requests: [
        { path: '/wc/store/v1/cart/add-item', method: 'POST', data: { id: 41, quantity: 1 } },
        { path: '/wc/store/v1/cart/update-item', method: 'POST', data: { key: 'k' } },
      ],
    });
    const result = JSON.parse(
      bodyWithFields(
        batch,
        { event_token: 'a'.repeat(64) },
        { style: 'json-batch', batchPath: '/wc/store/v1/cart/add-item' },
      ) as string,
    );
    expect(result.requests[0].data).toEqual({ id: 41, quantity: 1, event_token: 'a'.repeat(64) });
    expect(result.requests[1].data).toEqual({ key: 'k' });
  });

  test('Blob, ArrayBuffer, none and unparsable JSON stay as they are', () => {
    fc.assert(
      fc.property(fc.uint8Array(), fieldsArb, (bytes, fields) => {
        expect(bodyWithFields(new Blob([bytes]), fields, { style: 'field' })).toBeUndefined();
        expect(bodyWithFields(bytes.buffer, fields, { style: 'field' })).toBeUndefined();
      }),
    );
    expect(bodyWithFields(undefined, { a: '1' }, { style: 'field' })).toBeUndefined();
    expect(bodyWithFields('{"not json', { a: '1' }, { style: 'json' })).toBeUndefined();
    expect(bodyWithFields(new FormData(), { a: '1' }, { style: 'json' })).toBeUndefined();
    expect(bodyWithFields('a=1', {}, { style: 'field' })).toBeUndefined();
  });
});

describe('injection targets', () => {
  const request = (path: string, body: unknown, method = 'POST') => ({
    url: new URL(path, location.origin),
    method,
    body,
    kind: 'fetch' as const,
  });

  test('matches by address and by body text, only same-origin requests with a body', () => {
    const form = new FormData();
    form.append('action', 'mailpoet');
    form.append('data[email]', 'a@b.nl');
    expect(targetOf(request('/wp-admin/admin-ajax.php', form), defaultInjectionTargets)?.name).toBe(
      'newsletter (MailPoet)',
    );
    expect(targetOf(request('/?wc-ajax=add_to_cart', 'product_id=41'), defaultInjectionTargets)?.name).toBe(
      'shop ajax add to cart',
    );
    expect(
      targetOf(request('/?rest_route=%2Fwc%2Fstore%2Fv1%2Fcheckout', '{}'), defaultInjectionTargets)?.name,
    ).toBe('shop checkout');
    expect(
      targetOf(request('/wp-admin/admin-ajax.php', 'action=other'), defaultInjectionTargets),
    ).toBeUndefined();
    expect(targetOf(request('/?wc-ajax=add_to_cart', null, 'GET'), defaultInjectionTargets)).toBeUndefined();
    expect(
      targetOf(request('https://elders.example/?wc-ajax=add_to_cart', 'a=1'), defaultInjectionTargets),
    ).toBeUndefined();
    expect(
      targetOf(request('/wp-admin/admin-ajax.php', 'action=user_registration'), defaultInjectionTargets),
    ).toBeUndefined();
  });

  // SPEC 7: every kind of ajax action named there, with the body its add-on sends, is found and
  // gains the no-cookie field (as `data[...]` where the add-on reads its fields from `data`).
  test.each([
    ['newsletter', { action: 'mailpoet', 'data[email]': 'a@b.nl' }, 'newsletter (MailPoet)', true],
    ['newsletter plug-in', { twt_cc_signup: '1', email: 'a@b.nl' }, 'newsletter (Constant Contact)', true],
    [
      'registration',
      { action: 'user_registration_user_form_submit', ur_frontend_form_nonce: 'n1', 'form_data[0]': 'x' },
      'registration',
      true,
    ],
    ['comment', { action: 'new_activity_comment', content: 'Mooi!' }, 'comment (activity)', true],
    [
      'booking',
      { action: 'bookingpress_front_save_appointment_booking', date: '2026-12-01' },
      'booking',
      false,
    ],
    ['file upload', { action: 'wfu_ajax_action_ask_server', file: 'route.gpx' }, 'file upload', true],
    [
      'stock subscription',
      { action: 'cwginstock_product_subscribe', product_id: '41' },
      'stock subscription',
      false,
    ],
  ])(
    '%s: found by its body and given the field, the add-on’s own entries kept',
    (_kind, sent, name, inData) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(sent)) form.append(key, value);
      const target = targetOf(request('/wp-admin/admin-ajax.php', form), defaultInjectionTargets);
      expect(target?.name).toBe(name);
      const body = bodyWithFields(form, { ct_no_cookie_hidden_field: 'sig' }, target!) as FormData;
      expect(Object.fromEntries(body)).toEqual({
        ...sent,
        [inData ? 'data[ct_no_cookie_hidden_field]' : 'ct_no_cookie_hidden_field']: 'sig',
      });
    },
  );

  test('an administrator’s list keeps only well-formed entries', () => {
    expect(
      cleanTargets([
        { name: 'eigen', url: '/wp-json/eigen/', style: 'field' },
        { name: 'kapot', style: 'field' },
        { name: 'stijl', url: '/x', style: 'xml' },
        'tekst',
      ]),
    ).toEqual([{ name: 'eigen', url: '/wp-json/eigen/', style: 'field' }]);
    expect(bodyText(new Blob(['a']))).toBe('');
  });
});
