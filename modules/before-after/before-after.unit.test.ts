import { describe, expect, test } from 'vitest';
import { clips, printedOffset, shareAfterKey, shareAt } from './handle-position';

describe('before-after handle position', () => {
  test("the printed data-offset (the builder's share), clamped; 0.5 when missing or no number", () => {
    expect(printedOffset('0.3')).toBe(0.3);
    expect(printedOffset('0')).toBe(0);
    expect(printedOffset('1.7')).toBe(1);
    expect(printedOffset('-2')).toBe(0);
    expect(printedOffset('')).toBe(0.5);
    expect(printedOffset(undefined)).toBe(0.5);
    expect(printedOffset('veel')).toBe(0.5);
  });

  test('a pointer gives the share across the image, or down it when vertical, within the image', () => {
    const box = { left: 100, top: 50, width: 400, height: 200 };
    expect(shareAt(box, 200, 0, 'horizontal')).toBe(0.25);
    expect(shareAt(box, 0, 100, 'vertical')).toBe(0.25);
    expect(shareAt(box, 40, 0, 'horizontal')).toBe(0);
    expect(shareAt(box, 900, 0, 'horizontal')).toBe(1);
    // An image without a size yet (not loaded): the middle, not NaN.
    expect(shareAt({ left: 0, top: 0, width: 0, height: 0 }, 10, 10, 'horizontal')).toBe(0.5);
  });

  test('keys as a WAI-ARIA slider: arrows a step, Page keys a larger one, Home and End the ends', () => {
    expect(shareAfterKey(0.5, 'ArrowRight', 0.05, 0.25)).toBe(0.55);
    expect(shareAfterKey(0.5, 'ArrowUp', 0.05, 0.25)).toBe(0.55);
    expect(shareAfterKey(0.5, 'ArrowLeft', 0.05, 0.25)).toBe(0.45);
    expect(shareAfterKey(0.5, 'ArrowDown', 0.05, 0.25)).toBe(0.45);
    expect(shareAfterKey(0.5, 'PageUp', 0.05, 0.25)).toBe(0.75);
    expect(shareAfterKey(0.1, 'PageDown', 0.05, 0.25)).toBe(0);
    expect(shareAfterKey(0.98, 'ArrowRight', 0.05, 0.25)).toBe(1);
    expect(shareAfterKey(0.5, 'Home', 0.05, 0.25)).toBe(0);
    expect(shareAfterKey(0.5, 'End', 0.05, 0.25)).toBe(1);
    expect(shareAfterKey(0.5, 'Enter', 0.05, 0.25)).toBeUndefined();
  });

  test('the two images are cut at the handle: the first shows up to it, the other from it', () => {
    expect(clips(0.3, 'horizontal')).toEqual({ start: 'inset(0 70.00% 0 0)', end: 'inset(0 0 0 30.00%)' });
    expect(clips(0.3, 'vertical')).toEqual({ start: 'inset(0 0 70.00% 0)', end: 'inset(30.00% 0 0 0)' });
  });
});
