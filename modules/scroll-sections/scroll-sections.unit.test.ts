import { describe, expect, test } from 'vitest';
import { bands, currentIndex, scrollTargetFor, sectionHeight } from './section-stage';

describe('scroll section stage (SPEC sections 4 and 9)', () => {
  test('100vh per element plus 50vh', () => {
    expect(sectionHeight(3)).toBe('calc(3 * 100vh + 50vh)');
    expect(bands(3)).toEqual([
      { topVh: 0, heightVh: 100 },
      { topVh: 100, heightVh: 100 },
      { topVh: 200, heightVh: 50 },
    ]);
  });

  test('one element at a time: the later band wins at a boundary; before the first, after the last', () => {
    expect(currentIndex([false, true, false], false)).toEqual({ index: 1, active: true });
    expect(currentIndex([true, true, false], false)).toEqual({ index: 1, active: true });
    expect(currentIndex([false, false, false], true)).toEqual({ index: 0, active: false });
    expect(currentIndex([false, false, false], false)).toEqual({ index: 2, active: false });
  });

  test('the side navigation scrolls just inside the element band', () => {
    expect(scrollTargetFor(2, 3000, 900)).toBe(4801);
  });
});
