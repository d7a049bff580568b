import { describe, expect, test } from 'vitest';
import scrollProgress from './index';
import { readPercent } from './read-percent';

const site = { platform: { admin: false }, settings: {}, kernel: {} as never, editor: false };

describe('scroll-progress', () => {
  test('the share of the scrollable height, rounded up, within 0–100', () => {
    expect(readPercent(0, 2000)).toBe(0);
    expect(readPercent(1, 2000)).toBe(1);
    expect(readPercent(1000, 2000)).toBe(50);
    expect(readPercent(1999, 2000)).toBe(100);
    expect(readPercent(2000, 2000)).toBe(100);
    // Overscroll (a phone's rubber band) neither passes the end nor goes below the start.
    expect(readPercent(2100, 2000)).toBe(100);
    expect(readPercent(-40, 2000)).toBe(0);
  });

  test('a page that cannot scroll is read to the end', () => {
    expect(readPercent(0, 0)).toBe(100);
    expect(readPercent(0, -50)).toBe(100);
    expect(readPercent(0, Number.NaN)).toBe(100);
  });

  test('the label is Dutch by default and can be changed', () => {
    expect(scrollProgress.settings!(site).label).toBe('Leesvoortgang');
    expect(
      scrollProgress.settings!({ ...site, settings: { 'scroll-progress': { label: 'Gelezen' } } }).label,
    ).toBe('Gelezen');
  });
});
