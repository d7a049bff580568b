import { describe, expect, test } from 'vitest';
import { fadeStart, titleOpacity } from './title-opacity';

describe('page-title-fade curve', () => {
  test('whole until the start, then evenly to nothing over the text height, and nothing after', () => {
    const start = fadeStart(260, 100);
    expect(start).toBe(160);
    expect(titleOpacity(0, start, 200)).toBe(1);
    expect(titleOpacity(160, start, 200)).toBe(1);
    expect(titleOpacity(210, start, 200)).toBe(0.75);
    expect(titleOpacity(260, start, 200)).toBe(0.5);
    expect(titleOpacity(360, start, 200)).toBe(0);
    expect(titleOpacity(5000, start, 200)).toBe(0);
  });

  test('a side header starts at the text top itself (lead 0, or the toolbar height)', () => {
    expect(fadeStart(260, 0)).toBe(260);
    expect(fadeStart(260, 32)).toBe(228);
    expect(titleOpacity(360, fadeStart(260, 0), 200)).toBe(0.5);
  });

  test('a text closer to the page top than the lead is still whole at the top', () => {
    // The theme's start would be 40 - 100 = -60: at the top its curve gave 0.7.
    const start = fadeStart(40, 100);
    expect(start).toBe(0);
    expect(titleOpacity(0, start, 200)).toBe(1);
    expect(titleOpacity(100, start, 200)).toBe(0.5);
    // A text shorter than its lead above the top still starts whole.
    expect(titleOpacity(0, fadeStart(-500, 100), 50)).toBe(1);
  });

  test('rubber-band scrolling above the top is whole; steps are thousandths', () => {
    expect(titleOpacity(-40, 0, 200)).toBe(1);
    expect(titleOpacity(1, 0, 300)).toBe(0.997);
  });

  test('no height or a broken position shows the text whole', () => {
    expect(titleOpacity(300, 100, 0)).toBe(1);
    expect(titleOpacity(300, 100, -20)).toBe(1);
    expect(titleOpacity(Number.NaN, 100, 200)).toBe(1);
    expect(titleOpacity(300, Number.NaN, 200)).toBe(1);
    expect(titleOpacity(300, 100, Number.NaN)).toBe(1);
  });
});
