// The one request wrapper: a request no hook claims reaches the original fetch/XHR exactly as it was
// sent, for every body type, and the caller gets the original's own promise back.
import fc from 'fast-check';
import { afterAll, describe, expect, test, vi } from 'vitest';
import { addRequestHook, unhookedFetch } from './request-hooks';

const sent: { input: unknown; init: RequestInit | undefined }[] = [];
const answers = new Map<number, Promise<Response>>();
const fakeFetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
  sent.push({ input, init });
  const promise = Promise.resolve(
    new Response('{"ok":true}', { headers: { 'content-type': 'application/json' } }),
  );
  answers.set(sent.length - 1, promise);
  return promise;
});
window.fetch = fakeFetch as unknown as typeof fetch;

const controller = new AbortController();
const heard: string[] = [];
addRequestHook(
  {
    changeBody: (request) => (request.url.pathname === '/ours' ? 'changed=1' : undefined),
    answer: (text) => heard.push(text),
  },
  controller.signal,
);
afterAll(() => controller.abort());

const bodies = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.string(),
  fc.dictionary(fc.string(), fc.jsonValue()).map((value) => JSON.stringify(value)),
  fc.dictionary(fc.string({ minLength: 1 }), fc.string()).map((value) => new URLSearchParams(value)),
  fc.dictionary(fc.string({ minLength: 1 }), fc.string()).map((value) => {
    const form = new FormData();
    for (const [name, text] of Object.entries(value)) form.append(name, text);
    return form;
  }),
  fc.uint8Array().map((bytes) => new Blob([bytes])),
);

describe('request hooks', () => {
  test('a request no hook claims is sent unchanged and its promise is the original one', async () => {
    await fc.assert(
      fc.asyncProperty(
        bodies,
        fc.constantFrom('GET', 'POST', 'put'),
        fc.webPath(),
        async (body, method, path) => {
          fc.pre(path !== '/ours');
          const init: RequestInit = { method, body: body as BodyInit | null | undefined };
          const result = fetch(`${location.origin}${path || '/'}`, init);
          const last = sent.length - 1;
          expect(sent[last]!.init).toBe(init);
          expect(result).toBe(answers.get(last));
          await result;
        },
      ),
      { numRuns: 60 },
    );
  }, 20_000);

  test('a claimed request is sent with the hook body; other options stay', async () => {
    const headers = { 'x-test': '1' };
    await fetch('/ours', { method: 'POST', body: 'a=1', headers });
    expect(sent.at(-1)!.init).toMatchObject({ method: 'POST', body: 'changed=1', headers });
    expect(sent.at(-1)!.input).toBe('/ours');
  });

  test('Request objects pass untouched; rejections reach the caller', async () => {
    const request = new Request(`${location.origin}/ours`, { method: 'POST', body: 'a=1' });
    await fetch(request);
    expect(sent.at(-1)!.input).toBe(request);
    fakeFetch.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(fetch('/ours', { method: 'POST', body: 'x' })).rejects.toThrow('Failed to fetch');
  });

  test('same-origin JSON answers reach the answer hook; our own calls bypass the wrapper', async () => {
    heard.length = 0;
    await fetch('/elders', { method: 'POST', body: 'q=1' });
    await vi.waitFor(() => expect(heard).toEqual(['{"ok":true}']));
    const before = sent.length;
    await unhookedFetch('/ours', { method: 'POST', body: 'a=1' });
    expect(sent.at(-1)!.init?.body).toBe('a=1');
    expect(sent.length).toBe(before + 1);
  });

  test('a throwing hook leaves the request as it was', async () => {
    const local = new AbortController();
    addRequestHook(
      {
        changeBody: () => {
          throw new Error('kapot');
        },
      },
      local.signal,
    );
    const init = { method: 'POST', body: 'b=2' };
    await fetch('/elders', init);
    expect(sent.at(-1)!.init).toBe(init);
    local.abort();
  });

  test('jQuery: the prefilter changes data once and marks its XHR so send() leaves it', () => {
    // happy-dom has no jQuery: a stand-in with just the prefilter registry the wrapper uses.
    const prefilters: ((options: Record<string, unknown>) => void)[] = [];
    (window as unknown as { jQuery: unknown }).jQuery = {
      ajaxPrefilter: (prefilter: (options: Record<string, unknown>) => void) => prefilters.push(prefilter),
    };
    const local = new AbortController();
    addRequestHook({}, local.signal);
    expect(prefilters).toHaveLength(1);
    const xhr = new XMLHttpRequest();
    const options: Record<string, unknown> = { url: '/ours', type: 'POST', data: 'a=1', xhr: () => xhr };
    prefilters[0]!(options);
    expect(options.data).toBe('changed=1');
    const made = (options.xhr as () => XMLHttpRequest)();
    expect(made).toBe(xhr);
    local.abort();
  });
});
