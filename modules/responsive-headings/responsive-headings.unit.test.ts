import { describe, expect, test } from 'vitest';
import { fontSizeRule, scaledSize, scalingOn } from './heading-scale';

const scale = { sensitivity: 0.6, factor: 1.5, siteWidth: 1200 };

describe('responsive heading sizes (SPEC section 9)', () => {
  test('sensitivity 0.00 (the default) switches scaling off', () => {
    expect(scalingOn({ ...scale, sensitivity: 0 })).toBe(false);
    expect(scalingOn(scale)).toBe(true);
    expect(scalingOn({ ...scale, factor: 0.5 })).toBe(false);
  });

  test('full size at and above the site width, shrinking below it, never under size / factor', () => {
    expect(scaledSize(36, 1400, scale)).toBe(36);
    expect(scaledSize(36, 1200, scale)).toBe(36);
    expect(scaledSize(36, 800, scale)).toBeCloseTo(28.8);
    expect(scaledSize(36, 375, scale)).toBe(24);
  });

  test('the CSS rule is the same function', () => {
    expect(fontSizeRule(36, scale)).toBe('clamp(24px, calc(14.4px + 1.8vw), 36px)');
    // 14.4 + 1.8 × 8 (800 px wide) = 28.8
    expect(14.4 + 1.8 * 8).toBeCloseTo(scaledSize(36, 800, scale));
  });
});
