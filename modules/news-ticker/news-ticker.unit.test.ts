import { describe, expect, test } from 'vitest';
import { crossingSeconds } from './marquee';

describe('news-ticker marquee', () => {
  test("the list crosses the bar at the element's speed in px a second, however long it is", () => {
    expect(crossingSeconds(1200, 600, 60)).toBe(30);
    expect(crossingSeconds(2400, 600, 60)).toBe(50);
    expect(crossingSeconds(1000, 333, 90)).toBe(14.81);
  });

  test('no speed, or a bad one, is no run', () => {
    expect(crossingSeconds(1200, 600, 0)).toBe(0);
    expect(crossingSeconds(1200, 600, -5)).toBe(0);
    expect(crossingSeconds(1200, 600, Number.NaN)).toBe(0);
  });
});
