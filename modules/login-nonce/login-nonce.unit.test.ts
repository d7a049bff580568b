// What of the server's answer becomes a field: WordPress' nonce field markup, and nothing else.
import { describe, expect, test } from 'vitest';
import { parseNonceFields } from './nonce-fields';

describe('the nonce answer', () => {
  test("wp_nonce_field's markup, with and without its referer field", () => {
    expect(
      parseNonceFields('<input type="hidden" id="_wpnonce" name="_wpnonce" value="3f9a1c0b2d" />'),
    ).toEqual([{ name: '_wpnonce', value: '3f9a1c0b2d' }]);
    expect(
      parseNonceFields(
        '<input type="hidden" id="_wpnonce" name="_wpnonce" value="3f9a1c0b2d" /><input type="hidden" name="_wp_http_referer" value="/leden/" />',
      ),
    ).toEqual([
      { name: '_wpnonce', value: '3f9a1c0b2d' },
      { name: '_wp_http_referer', value: '/leden/' },
    ]);
  });

  test('other inputs, visible ones and anything else are left out', () => {
    expect(
      parseNonceFields(
        '<input type="hidden" name="_wpnonce" value="3f9a1c0b2d"><input type="hidden" name="redirect_to" value="https://elders.example/"><input type="text" name="log" value="x"><script>alert(1)</script>',
      ),
    ).toEqual([{ name: '_wpnonce', value: '3f9a1c0b2d' }]);
  });

  test('no nonce, or not a nonce: nothing at all', () => {
    expect(parseNonceFields('0')).toEqual([]);
    expect(parseNonceFields('')).toEqual([]);
    expect(parseNonceFields('<input type="hidden" name="_wp_http_referer" value="/leden/">')).toEqual([]);
    expect(parseNonceFields('<input type="hidden" name="_wpnonce" value="&quot;><b>">')).toEqual([]);
  });
});
