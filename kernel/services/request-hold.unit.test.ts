import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { holdRequests, unheldFetchKey } from './request-hold';

let controller: AbortController;
let realFetch: typeof fetch;
beforeEach(() => {
  controller = new AbortController();
  realFetch = window.fetch;
});
afterEach(() => {
  controller.abort();
  window.fetch = realFetch;
});

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('request hold (before the hooks download)', () => {
  test('a same-origin POST waits for ready(), then goes through whatever fetch is then; GETs never wait', async () => {
    const sent: string[] = [];
    const native = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
      sent.push(`native ${String(input)}`);
      return new Response('ok');
    });
    window.fetch = native as unknown as typeof fetch;
    const gate = deferred();
    const ready = vi.fn(() => gate.promise);
    holdRequests(ready, controller.signal);
    expect((window.fetch as unknown as Record<symbol, unknown>)[unheldFetchKey]).toBe(native);

    await window.fetch('/pagina/');
    expect(ready).not.toHaveBeenCalled();
    const held = window.fetch('/?wc-ajax=add_to_cart', { method: 'post', body: 'product_id=41' });
    const other = window.fetch('https://elders.example/api', { method: 'POST', body: 'x' });
    await other;
    expect(sent).toEqual(['native /pagina/', 'native https://elders.example/api']);
    expect(ready).toHaveBeenCalledOnce();

    // The hooks install themselves meanwhile: the held request goes through them.
    const hooked = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(`hooked ${String(input)}`);
      return native(input, init);
    });
    window.fetch = hooked as unknown as typeof fetch;
    gate.resolve();
    await held;
    expect(sent.slice(2)).toEqual(['hooked /?wc-ajax=add_to_cart', 'native /?wc-ajax=add_to_cart']);
  });

  test('failure: ready() fails, the held request still goes, and later ones are not held', async () => {
    const native = vi.fn(async () => new Response('ok'));
    window.fetch = native as unknown as typeof fetch;
    const ready = vi.fn(() => Promise.reject(new Error('chunk 404')));
    holdRequests(ready, controller.signal);
    await window.fetch('/wp-json/metform/v1/entries', { method: 'POST', body: 'a=1' });
    await window.fetch('/wp-json/metform/v1/entries', { method: 'POST', body: 'a=2' });
    expect(native).toHaveBeenCalledTimes(2);
    expect(ready).toHaveBeenCalledOnce();
  });
});
