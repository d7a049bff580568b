import { afterEach, describe, expect, test, vi } from 'vitest';
import { bands, currentIndex, lockedChanges, scrollTargetFor, sectionHeight } from './section-stage';

afterEach(() => {
  vi.useRealTimers();
});

describe('scroll section stage (SPEC sections 4 and 9)', () => {
  test('100vh per element plus 50vh, less the fixed top', () => {
    expect(sectionHeight(3)).toBe('calc(3 * 100vh + 50vh)');
    expect(sectionHeight(3, 'var(--header-sticky-height, 0px)')).toBe(
      'calc(3 * 100vh + 50vh - var(--header-sticky-height, 0px))',
    );
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
    expect(scrollTargetFor(2, 3000, 900, 84)).toBe(4717);
  });

  test('the scroll sensitivity locks changes: at most one per 450 ms, the latest request wins, one timer', () => {
    vi.useFakeTimers();
    let now = 0;
    const shown: number[] = [];
    const lock = lockedChanges<number>(
      450,
      (value) => shown.push(value),
      () => now,
    );
    lock.request(0);
    expect(shown).toEqual([0]);
    now = 100;
    lock.request(1);
    now = 200;
    lock.request(2);
    expect(shown).toEqual([0]);
    expect(vi.getTimerCount()).toBe(1);
    now = 450;
    vi.advanceTimersByTime(350);
    expect(shown).toEqual([0, 2]);
    now = 1000;
    lock.request(1);
    expect(shown).toEqual([0, 2, 1]);
    lock.force(0);
    expect(shown).toEqual([0, 2, 1, 0]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
