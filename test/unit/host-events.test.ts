// The shop's announcements reach the bus once per page, from DOM events and from jQuery alike,
// and stop when the module that asked ends.
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Bus } from '../../kernel/contract';
import { bridgeHostEvents } from '../../kernel/services/host-events';

function fakeBus() {
  const emit = vi.fn();
  return { bus: { on: () => () => {}, emit } as unknown as Bus, emit };
}

afterEach(() => {
  delete (window as { jQuery?: unknown }).jQuery;
});

describe('host events bridge', () => {
  test('a found_variation on the form becomes host:found_variation, once even when asked twice', () => {
    const { bus, emit } = fakeBus();
    const life = new AbortController();
    bridgeHostEvents(['found_variation', 'reset_data'], bus, life.signal);
    bridgeHostEvents(['found_variation'], bus, life.signal);
    const form = document.createElement('form');
    document.body.append(form);
    form.dispatchEvent(new CustomEvent('found_variation', { bubbles: true }));
    expect(emit).toHaveBeenCalledTimes(1);
    expect(emit).toHaveBeenCalledWith('host:found_variation', { form });
    life.abort();
    form.dispatchEvent(new CustomEvent('reset_data', { bubbles: true }));
    expect(emit).toHaveBeenCalledTimes(1);
    form.remove();
  });

  test('with jQuery on the page its events are bridged too, and unbound at the end', () => {
    const handlers = new Map<string, (event: { target: EventTarget | null }) => void>();
    const off = vi.fn();
    (window as { jQuery?: unknown }).jQuery = () => ({
      on: (name: string, handler: (event: { target: EventTarget | null }) => void) =>
        handlers.set(name, handler),
      off,
    });
    const { bus, emit } = fakeBus();
    const life = new AbortController();
    bridgeHostEvents(['reset_data'], bus, life.signal);
    handlers.get('reset_data')?.({ target: document.body });
    expect(emit).toHaveBeenCalledWith('host:reset_data', { form: document.body });
    life.abort();
    expect(off).toHaveBeenCalledWith('reset_data', expect.any(Function));
  });
});
