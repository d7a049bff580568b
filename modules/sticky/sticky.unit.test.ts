import { describe, expect, test } from 'vitest';
import { isPassed, scrollDirection, sentinelBox, sentinelLines, stickyState } from './sticky-state';

describe('sticky states (SPEC section 4)', () => {
  test('normal, stuck, or bottomed at the parent end', () => {
    expect(stickyState({ stick: false, bottom: false })).toBe('normal');
    expect(stickyState({ stick: true, bottom: false })).toBe('stuck');
    expect(stickyState({ stick: true, bottom: true })).toBe('bottomed');
    // An element taller than its room is bottomed as soon as the bottom line passes.
    expect(stickyState({ stick: false, bottom: true })).toBe('bottomed');
  });

  test('a sentinel counts as passed once its bottom edge is at or above the root top', () => {
    expect(isPassed(-10, 0)).toBe(true);
    expect(isPassed(0, 0)).toBe(true);
    expect(isPassed(0.4, 0)).toBe(true);
    expect(isPassed(1, 0)).toBe(false);
    expect(isPassed(300, 0)).toBe(false);
  });

  test('sentinel lines: the sticky offset, the bottom of the room and the transition offset', () => {
    const layout = { naturalTop: 120, room: 1000, height: 300, parentPageTop: 500 };
    expect(sentinelLines(layout, 0, undefined)).toEqual({ stick: 120, bottom: 700, transition: undefined });
    expect(sentinelLines(layout, 72, 200)).toEqual({ stick: 48, bottom: 628, transition: 248 });
  });

  test('a sentinel reaches from above the page top down to its line', () => {
    // Parent at page y 500, line 48 px into it: the sentinel covers page y -1 … 548.
    expect(sentinelBox(48, 500)).toEqual({ top: -501, height: 549 });
    expect(sentinelBox(-600, 500)).toEqual({ top: -501, height: 1 });
  });

  test('scroll direction keeps the last one when the page did not move', () => {
    expect(scrollDirection(0, 10, undefined)).toBe('down');
    expect(scrollDirection(10, 5, 'down')).toBe('up');
    expect(scrollDirection(5, 5, 'up')).toBe('up');
    expect(scrollDirection(5, 5, undefined)).toBeUndefined();
  });
});
