import { describe, expect, test } from 'vitest';
import { columnCount } from '../../theme-platform/grid-sizer';
import { plainText } from '../../theme-platform/plain-text';
import { nextSet, readLimit } from './load-more';

const items = (classes: string[]) =>
  classes.map((name, index) => {
    const item = document.createElement('div');
    item.className = `fusion-gallery-column ${name}`;
    item.id = `foto-${index}`;
    return item;
  });

describe('gallery: the next set', () => {
  test('the first hidden items, up to the limit, in the page order', () => {
    const list = items([
      '',
      '',
      'awb-gallery-item-hidden',
      'awb-gallery-item-hidden',
      'awb-gallery-item-hidden',
    ]);
    expect(nextSet(list, 2).map((item) => item.id)).toEqual(['foto-2', 'foto-3']);
    expect(nextSet(list, 5).map((item) => item.id)).toEqual(['foto-2', 'foto-3', 'foto-4']);
  });
  test('nothing hidden, nothing next', () => {
    expect(nextSet(items(['', '']), 4)).toEqual([]);
  });
});

describe('gallery: the limit from data-limit', () => {
  test.each([
    ['6', 6],
    [' 12 ', 12],
    ['0', null],
    ['-3', null],
    ['vier', null],
    ['4.5', null],
    ['', null],
    [null, null],
  ])('%j → %j', (value, expected) => {
    expect(readLimit(value)).toBe(expected);
  });
});

describe('gallery: the column count', () => {
  test('the gallery width over the theme column width, rounded', () => {
    expect(columnCount(1200, 400)).toBe(3);
    expect(columnCount(1210, 403.3)).toBe(3);
    expect(columnCount(1000, 250)).toBe(4);
    expect(columnCount(375, 375)).toBe(1);
  });
  test('one column while nothing is laid out', () => {
    expect(columnCount(1200, 0)).toBe(1);
    expect(columnCount(0, 0)).toBe(1);
  });
});

describe('gallery: the theme text as plain text', () => {
  test('its words, none of its markup', () => {
    expect(plainText("<em>Alle foto's worden getoond.</em>")).toBe("Alle foto's worden getoond.");
    expect(plainText('<img src=x onerror="alert(1)">Klaar<script>alert(2)</script>')).toBe('Klaar');
  });
});
