// The touch or mouse state of the page (SPEC 4: a touch holds 500 ms): the mouse events a browser
// emulates right after a tap must not flip the page back to mouse mode; a real mouse later does.
import { describe, expect, test, vi } from 'vitest';
import { touchHoldMs, watchViewport } from '../../kernel/viewport';

function pointer(type: string, pointerType: string, timeStamp: number): void {
  const event = new PointerEvent(type, { pointerType, bubbles: true });
  // Event time is the browser's clock; set it so the test says exactly when each event happened.
  Object.defineProperty(event, 'timeStamp', { value: timeStamp });
  document.body.dispatchEvent(event);
}

describe('touch hold', () => {
  test('the SPEC value: 500 ms', () => {
    expect(touchHoldMs).toBe(500);
  });

  test('mouse events within 500 ms of a touch keep touch mode; after that a mouse switches back', () => {
    const watch = watchViewport(
      { breakpoints: { small: 640, medium: 1125 }, resizeDebounceMs: 250 } as never,
      () => {},
    );
    expect(watch.current.touch).toBe(false);
    pointer('pointerdown', 'touch', 10_000);
    expect(watch.current.touch).toBe(true);
    expect(document.body.classList.contains('touch')).toBe(true);
    pointer('pointermove', 'mouse', 10_000 + 499);
    expect(watch.current.touch).toBe(true);
    pointer('pointermove', 'mouse', 10_000 + 501);
    expect(watch.current.touch).toBe(false);
    expect(document.body.classList.contains('no-touch')).toBe(true);
  });
});

describe('resize debounce', () => {
  test('resizes closer together than 250 ms make one call, 250 ms after the last; a later one makes another', () => {
    vi.useFakeTimers();
    try {
      const calls: number[] = [];
      watchViewport({ breakpoints: { small: 640, medium: 1125 }, resizeDebounceMs: 250 } as never, () =>
        calls.push(Date.now()),
      );
      const start = Date.now();
      for (let step = 0; step < 4; step++) {
        window.dispatchEvent(new Event('resize'));
        vi.advanceTimersByTime(249);
      }
      expect(calls).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(calls).toEqual([start + 3 * 249 + 250]);
      window.dispatchEvent(new Event('resize'));
      vi.advanceTimersByTime(250);
      expect(calls).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
