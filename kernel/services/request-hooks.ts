// The one request wrapper (DESIGN.md, "Events on the bus"): fetch and XMLHttpRequest are wrapped
// once per page, and jQuery's requests go through `jQuery.ajaxPrefilter` (never `ajaxSetup`, which
// other scripts overwrite). Hooks may change the body of another script's request and may read the
// answers of same-origin requests; the wrapper always returns exactly what the original returns
// (the same Response or rejection), and a throwing hook leaves the request as it was.

export type RequestKind = 'fetch' | 'xhr' | 'jquery';

export interface OutgoingRequest {
  /** Absolute address. */
  url: URL;
  /** Upper case. */
  method: string;
  /** The body as the caller gave it (jQuery: its already serialised `data`). */
  body: unknown;
  kind: RequestKind;
}

export interface RequestHook {
  /** The body to send instead, or undefined to leave the request alone. */
  changeBody?(request: OutgoingRequest): unknown;
  /** Sees the text of answers to same-origin requests (JSON or plain text only). */
  answer?(text: string, request: OutgoingRequest): void;
}

interface HookState {
  hooks: Set<RequestHook>;
  nativeFetch: typeof fetch;
  /** XHRs jQuery created after our prefilter saw their request: never changed twice. */
  jqueryXhrs: WeakSet<XMLHttpRequest>;
  jqueryDone: boolean;
}

/** Kept on `window`, so a second kernel (or a second copy of this chunk) never wraps twice. */
const stateKey = Symbol.for('voorkant.requestHooks');
/** Same key as request-hold.ts's `unheldFetchKey` (not imported: that file ships in a start chunk). */
const unheldFetchKey = Symbol.for('voorkant.unheldFetch');

/** The fetch under request-hold.ts's early wrapper, if that is installed: never held twice. */
function pageFetch(): typeof fetch {
  return (window.fetch as typeof fetch & { [unheldFetchKey]?: typeof fetch })[unheldFetchKey] ?? window.fetch;
}
type HookedWindow = Window & { [stateKey]?: HookState };

interface JQueryLike {
  ajaxPrefilter?: (
    prefilter: (options: { url?: string; type?: string; data?: unknown; xhr?: () => XMLHttpRequest }) => void,
  ) => void;
}

function describeUrl(input: string | URL): URL | undefined {
  try {
    return new URL(String(input), location.href);
  } catch {
    return undefined;
  }
}

/** Runs every hook; the last hook's change wins over the body the earlier ones produced. */
function changedBody(state: HookState, request: OutgoingRequest): unknown {
  let body = request.body;
  for (const hook of state.hooks) {
    if (!hook.changeBody) continue;
    try {
      const next = hook.changeBody({ ...request, body });
      if (next !== undefined) body = next;
    } catch {
      // A hook's mistake never costs another script its request.
    }
  }
  return body;
}

function wantsAnswer(state: HookState, request: OutgoingRequest): boolean {
  if (request.url.origin !== location.origin) return false;
  for (const hook of state.hooks) if (hook.answer) return true;
  return false;
}

function tellAnswer(state: HookState, text: string, request: OutgoingRequest): void {
  for (const hook of state.hooks) {
    try {
      hook.answer?.(text, request);
    } catch {}
  }
}

const textTypes = /json|text\/plain|^$/;

function wrapFetch(state: HookState): void {
  const original = state.nativeFetch;
  window.fetch = function hookedFetch(this: unknown, input: RequestInfo | URL, init?: RequestInit) {
    if (state.hooks.size === 0 || input instanceof Request) return original.call(this, input, init);
    const url = describeUrl(input);
    if (!url) return original.call(this, input, init);
    const request: OutgoingRequest = {
      url,
      method: (init?.method ?? 'GET').toUpperCase(),
      body: init?.body,
      kind: 'fetch',
    };
    const body = changedBody(state, request);
    const promise = original.call(
      this,
      input,
      body === request.body ? init : { ...init, body: body as BodyInit | null },
    );
    if (wantsAnswer(state, request)) {
      promise
        .then((response) => {
          const type = response.headers.get('content-type') ?? '';
          if (!textTypes.test(type)) return;
          return response
            .clone()
            .text()
            .then((text) => tellAnswer(state, text, request));
        })
        .catch(() => {});
    }
    return promise;
  };
}

function wrapXhr(state: HookState): void {
  const proto = XMLHttpRequest.prototype;
  const originalOpen = proto.open;
  const originalSend = proto.send;
  const opened = new WeakMap<XMLHttpRequest, { method: string; url?: URL }>();
  proto.open = function hookedOpen(
    this: XMLHttpRequest,
    method: string,
    url: string | URL,
    ...rest: unknown[]
  ) {
    opened.set(this, { method: String(method).toUpperCase(), url: describeUrl(url) });
    return (originalOpen as (...args: unknown[]) => void).call(this, method, url, ...rest);
  } as typeof proto.open;
  proto.send = function hookedSend(this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
    const target = opened.get(this);
    if (state.hooks.size === 0 || !target?.url) return originalSend.call(this, body);
    const request: OutgoingRequest = { url: target.url, method: target.method, body, kind: 'xhr' };
    const sent = state.jqueryXhrs.has(this) ? body : changedBody(state, request);
    if (wantsAnswer(state, request)) {
      this.addEventListener(
        'load',
        () => {
          if (this.responseType === '' || this.responseType === 'text')
            tellAnswer(state, this.responseText, request);
        },
        { once: true },
      );
    }
    return originalSend.call(this, sent as XMLHttpRequestBodyInit | null);
  };
}

/** jQuery serialises `data` before its prefilters run: the hooks see the text it will send. */
function hookJquery(state: HookState): void {
  if (state.jqueryDone) return;
  const jquery = (window as unknown as { jQuery?: JQueryLike }).jQuery;
  if (typeof jquery?.ajaxPrefilter !== 'function') return;
  state.jqueryDone = true;
  jquery.ajaxPrefilter((options) => {
    const url = describeUrl(options.url ?? location.href);
    if (!url || state.hooks.size === 0) return;
    const request: OutgoingRequest = {
      url,
      method: String(options.type ?? 'GET').toUpperCase(),
      body: options.data,
      kind: 'jquery',
    };
    const body = changedBody(state, request);
    if (body !== request.body) options.data = body;
    const makeXhr = options.xhr;
    if (typeof makeXhr === 'function') {
      options.xhr = function markedXhr(this: unknown) {
        const xhr = makeXhr.call(this);
        state.jqueryXhrs.add(xhr);
        return xhr;
      };
    }
  });
}

function install(): HookState {
  const win = window as HookedWindow;
  const existing = win[stateKey];
  if (existing) {
    hookJquery(existing);
    return existing;
  }
  const state: HookState = {
    hooks: new Set(),
    nativeFetch: pageFetch(),
    jqueryXhrs: new WeakSet(),
    jqueryDone: false,
  };
  win[stateKey] = state;
  wrapFetch(state);
  wrapXhr(state);
  hookJquery(state);
  // jQuery printed after our chunk ran (footer scripts) is hooked once the page has loaded.
  if (!state.jqueryDone && document.readyState !== 'complete')
    window.addEventListener('load', () => hookJquery(state), { once: true });
  return state;
}

/**
 * Adds a hook for as long as `signal` is not aborted (installs the wrapper on first use).
 * @example
 * addRequestHook({ changeBody: (request) => request.url.pathname === '/x' ? 'a=1' : undefined }, ctx.signal);
 */
export function addRequestHook(hook: RequestHook, signal: AbortSignal): void {
  if (signal.aborted) return;
  const state = install();
  state.hooks.add(hook);
  signal.addEventListener('abort', () => state.hooks.delete(hook), { once: true });
}

/** The page's fetch as it was before the wrapper: Voorkant's own platform calls use it. */
export function unhookedFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const state = (window as HookedWindow)[stateKey];
  return (state?.nativeFetch ?? pageFetch()).call(window, input, init);
}
