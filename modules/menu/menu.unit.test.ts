import { describe, expect, test } from 'vitest';
import { megamenuShift } from './megamenu-position';

describe('megamenu kept inside the site box (SPEC sections 2 and 9)', () => {
  test('a panel that fits stays where the theme dropped it', () => {
    expect(megamenuShift(300, 600, 1280, 1200)).toBe(0);
  });

  test('a panel running past the right edge of the 1200 px box moves left just enough', () => {
    // Box at 1280 px: 40..1240. A 1100 px panel at 500 would end at 1600.
    expect(megamenuShift(500, 1100, 1280, 1200)).toBe(140 - 500);
  });

  test('a narrow viewport: the box is the viewport', () => {
    expect(megamenuShift(400, 900, 1000, 1200)).toBe(100 - 400);
  });

  test('a panel wider than the box starts at the box left edge', () => {
    expect(megamenuShift(300, 1300, 1280, 1200)).toBe(40 - 300);
  });
});
