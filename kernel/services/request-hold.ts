// Holds other scripts' same-origin requests that send a body (fetch, asynchronous XMLHttpRequest)
// until the code that hooks them (request-hooks.ts, in a part that downloads later) is ready: the
// first such request starts that download, and every held request then goes out through the hooks,
// exactly as its script sent it otherwise. Installed at start, it keeps nothing back afterwards.

/** request-hooks.ts reads the fetch this wrapper calls, so Voorkant's own calls are never held. */
export const unheldFetchKey = Symbol.for('voorkant.unheldFetch');

type HeldFetch = typeof fetch & { [unheldFetchKey]?: typeof fetch };

interface Opened {
  args: unknown[];
  headers: Array<[string, string]>;
}

/** `ready()` is called once, for the first held request; when it settles, every held request goes. */
export function holdRequests(ready: () => Promise<unknown>, signal: AbortSignal): void {
  let released = false;
  let waiting: Promise<void> | undefined;
  const wait = () =>
    (waiting ??= ready()
      .catch(() => {})
      .then(() => {
        released = true;
      }));
  const holds = (method: unknown, url: unknown) => {
    if (released || signal.aborted) return false;
    try {
      return (
        new URL(String(url), location.href).origin === location.origin &&
        !/^(GET|HEAD)$/i.test(String(method ?? 'GET'))
      );
    } catch {
      return false;
    }
  };

  const original = window.fetch;
  const held: HeldFetch = function heldFetch(this: unknown, input: RequestInfo | URL, init?: RequestInit) {
    if (input instanceof Request || !holds(init?.method, input)) return original.call(this, input, init);
    // Through whatever `fetch` is then: the hooks' wrapper once it is installed.
    return wait().then(() => window.fetch(input, init));
  };
  held[unheldFetchKey] = original;
  window.fetch = held;

  const proto = XMLHttpRequest.prototype;
  const { open, send, setRequestHeader } = proto;
  const opened = new WeakMap<XMLHttpRequest, Opened>();
  proto.open = function holdOpen(this: XMLHttpRequest, ...args: unknown[]) {
    if (!released) opened.set(this, { args, headers: [] });
    return (open as (...rest: unknown[]) => void).apply(this, args);
  } as typeof proto.open;
  proto.setRequestHeader = function holdHeader(this: XMLHttpRequest, name: string, value: string) {
    opened.get(this)?.headers.push([name, value]);
    return setRequestHeader.call(this, name, value);
  };
  proto.send = function holdSend(this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
    const request = opened.get(this);
    opened.delete(this);
    // A synchronous request cannot wait.
    if (!request || request.args[2] === false || !holds(request.args[0], request.args[1]))
      return send.call(this, body);
    void wait().then(() => {
      // Opened again, so the hooks (installed meanwhile) see the address and method.
      (this.open as (...rest: unknown[]) => void)(...request.args);
      for (const [name, value] of request.headers) this.setRequestHeader(name, value);
      this.send(body);
    });
  };
}
