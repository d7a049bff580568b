import { describe, expect, it } from 'vitest';
import { checkedEmailsFrom, existVerdict, looksLikeEmail, withResult } from './email-rules';

describe('the e-mail format rule (SPEC section 5)', () => {
  it.each([
    ['sanne@voorbeeld.nl', true],
    ['  joris@fietsen.example.com ', true],
    ['a@b.c', true],
    ['sanne@voorbeeld', false],
    ['sanne voorbeeld.nl', false],
    ['@voorbeeld.nl', false],
    ['sanne@.nl', false],
    ['sanne @voorbeeld.nl', false],
    ['', false],
  ])('%j → %s', (value, expected) => {
    expect(looksLikeEmail(value)).toBe(expected);
  });
});

describe('the cached results (ct_checked_emails)', () => {
  it('adds an address with its result and unix timestamp, keeping the others', () => {
    const first = withResult({}, 'sanne@voorbeeld.nl', 'valid', 1763800000);
    const both = withResult(first, 'joris@voorbeeld.nl', 'invalid', 1763800100);
    expect(both).toEqual({
      'sanne@voorbeeld.nl': { result: 'valid', timestamp: 1763800000 },
      'joris@voorbeeld.nl': { result: 'invalid', timestamp: 1763800100 },
    });
  });

  it('reads JSON text and objects; anything malformed counts as empty', () => {
    const stored = { 'a@b.nl': { result: 'valid', timestamp: 1 } };
    expect(checkedEmailsFrom(JSON.stringify(stored))).toEqual(stored);
    expect(checkedEmailsFrom(stored)).toEqual(stored);
    expect(checkedEmailsFrom('{kapot')).toEqual({});
    expect(checkedEmailsFrom([1, 2])).toEqual({});
    expect(checkedEmailsFrom(undefined)).toEqual({});
    expect(checkedEmailsFrom({ 'a@b.nl': 'geen object', 'c@d.nl': { result: 'x', timestamp: 2 } })).toEqual({
      'c@d.nl': { result: 'x', timestamp: 2 },
    });
  });
});

describe('the exist-check answer (contract: result.result and text_result)', () => {
  it('is good only for EXISTS, and carries the server text', () => {
    expect(existVerdict({ result: { result: 'EXISTS', text_result: 'Bestaat.' } })).toEqual({
      state: 'good',
      text: 'Bestaat.',
    });
    expect(existVerdict({ result: { result: 'NOT_EXISTS', text_result: 'Bestaat niet.' } })).toEqual({
      state: 'bad',
      text: 'Bestaat niet.',
    });
    expect(existVerdict({ result: { result: 'UNKNOWN' } })).toEqual({ state: 'bad', text: '' });
  });

  it('gives nothing for garbage, so no indicator is shown', () => {
    for (const garbage of [
      undefined,
      null,
      'EXISTS',
      { result: 'EXISTS' },
      { result: { result: 1 } },
      { error: 'x' },
    ])
      expect(existVerdict(garbage)).toBeUndefined();
  });
});
