import { describe, expect, test } from 'vitest';
import { barWidth } from './index';

describe('progress bars', () => {
  test('the width comes from aria-valuenow, kept between 0 and 100', () => {
    const bar = document.createElement('div');
    for (const [value, width] of [
      ['72', 72],
      ['150', 100],
      ['-3', 0],
      ['', 0],
    ] as const) {
      bar.setAttribute('aria-valuenow', value);
      expect(barWidth(bar)).toBe(width);
    }
  });
});
