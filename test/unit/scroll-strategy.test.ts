import { afterEach, describe, expect, it, vi } from 'vitest';
import scroll from '../../kernel/strategies/scroll';

const entry = { id: 'header' };

describe('the scroll strategy', () => {
  afterEach(() => window.scrollTo(0, 0));

  it('loads on the first scroll, not before', () => {
    const load = vi.fn(() => Promise.resolve(true));
    scroll(load, document.body, entry);
    expect(load).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('scroll'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads at once on a page that opens scrolled', () => {
    window.scrollTo(0, 400);
    const load = vi.fn(() => Promise.resolve(true));
    scroll(load, document.body, entry);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('stops waiting when the kernel cancels it', () => {
    const load = vi.fn(() => Promise.resolve(true));
    scroll(load, document.body, entry)?.();
    window.dispatchEvent(new Event('scroll'));
    expect(load).not.toHaveBeenCalled();
  });
});
