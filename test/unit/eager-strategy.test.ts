import { afterEach, describe, expect, it, vi } from 'vitest';
import eager from '../../kernel/strategies/eager';

const entry = { id: 'antispam-forms' };

describe('the eager strategy', () => {
  afterEach(() => vi.useRealTimers());

  it('loads in the task after the scan, not inside it', () => {
    vi.useFakeTimers();
    const load = vi.fn(() => Promise.resolve(true));
    eager(load, document.documentElement, entry);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not load when the kernel cancels it first (the element left the page)', () => {
    vi.useFakeTimers();
    const load = vi.fn(() => Promise.resolve(true));
    eager(load, document.documentElement, entry)?.();
    vi.advanceTimersByTime(10);
    expect(load).not.toHaveBeenCalled();
  });
});
