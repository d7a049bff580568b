// Where the anti-spam signals go, by the site's cookie mode (CONTRACT-antispam.md section 3):
// `native` writes prefixed cookies; `none` keeps them in local storage and sends only the pass keys
// of SPEC section 9 through the alternative-cookie call; `alternative` sends everything through
// that call (never `ct_pointer_data`), a burst of writes becoming one call.
import type { PlatformGlobals } from '../kernel/contract';
import { lazyPlatformClient } from './lazy-platform-client';
import type { PlatformCallResult, PlatformClient } from './platform-call';
import { readEntry, writeEntry } from './storage';

/** SPEC section 9: the keys that go through the alternative-cookie call even in `none` mode. */
export const passKeys = [
  'ct_sfw_pass_key',
  'ct_sfw_passed',
  'wordpress_apbct_antibot',
  'apbct_anticrawler_passed',
  'apbct_bot_detector_exist',
  'apbct_antiflood_passed',
  'apbct_email_encoder_passed',
] as const;

/** Signals the server expects as JSON text inside the alternative-cookie call. */
const jsonTextKeys = new Set([
  'ct_screen_info',
  'apbct_visible_fields',
  'ct_checked_emails',
  'ct_checked_emails_exist',
]);

/** Never sent through the alternative-cookie call (contract section 2). */
const neverAlternative = new Set(['ct_pointer_data']);

export const altSessionsCall = { route: 'alt_sessions', action: 'apbct_alt_session__save__AJAX' } as const;

export interface SignalStoreOptions {
  /** How long a burst of writes is gathered into one alternative-cookie call, in ms. */
  batchMs?: number;
  /** What sends the alternative cookies (the anti-spam module's lazy client). */
  client?: Pick<PlatformClient, 'platform' | 'call'>;
  /** Local storage lifetime, in seconds (SPEC section 9: 86400). */
  lifetimeS?: number;
}

export interface CookieOptions {
  /** Cookie lifetime in seconds (the bot-detector flag lives 3600 s); a session cookie without it. */
  maxAgeS?: number;
}

export interface SignalStore {
  readonly mode: 'none' | 'native' | 'alternative';
  /** Stores a signal where the mode says; listeners hear it at once. */
  write(name: string, value: unknown, options?: CookieOptions): void;
  /** The last value written on this page, or the stored one (local storage, within its lifetime). */
  read(name: string): unknown;
  /** Sends what is waiting for the alternative-cookie call now (before a submit: `keepalive`). */
  flush(keepalive?: boolean): Promise<PlatformCallResult | undefined>;
  /** One alternative-cookie call with exactly these cookies (the search form's save). */
  sendAlternative(cookies: Record<string, unknown>, signal?: AbortSignal): Promise<PlatformCallResult>;
  /** Every signal written on this page, name → last value (the search form's save sends them). */
  written(): Record<string, unknown>;
  /** Called after every write (the no-cookie field refreshes). Returns the unsubscribe. */
  onWrite(listener: (name: string, value: unknown) => void, signal?: AbortSignal): () => void;
}

/** The value as the alternative-cookie call's allow-list expects it (JSON text for objects). */
export function alternativeValue(name: string, value: unknown): unknown {
  if (jsonTextKeys.has(name) && typeof value !== 'string') return JSON.stringify(value);
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return value;
}

/** Writes one native cookie; returns false when the browser refuses cookies. */
export function setNativeCookie(name: string, value: unknown, options: CookieOptions = {}): boolean {
  try {
    // No `typeof navigator` guard: without a browser `location` and `document` are missing too, and
    // the throw lands in the catch below with the same `false`.
    if (navigator.cookieEnabled === false) return false;
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    const parts = [`${name}=${encodeURIComponent(text)}`, 'path=/', 'samesite=lax'];
    if (options.maxAgeS !== undefined) parts.push(`max-age=${options.maxAgeS}`);
    if (location.protocol === 'https:') parts.push('secure');
    // biome-ignore lint/suspicious/noDocumentCookie: the contract fixes this exact cookie line; the Cookie Store API is async and missing in older Safari
    document.cookie = parts.join('; ');
    return true;
  } catch {
    return false;
  }
}

export function createSignalStore(globals: PlatformGlobals, options: SignalStoreOptions = {}): SignalStore {
  // The transport downloads on the first call: in cookie mode `none` that is often never.
  const client = options.client ?? lazyPlatformClient(globals);
  const { platform } = client;
  const mode = platform.cookiesType;
  const batchMs = options.batchMs ?? 50;
  const lifetimeS = options.lifetimeS;
  const written = new Map<string, unknown>();
  const listeners = new Set<(name: string, value: unknown) => void>();
  let pending: Record<string, unknown> = {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: Promise<PlatformCallResult | undefined> = Promise.resolve(undefined);

  function sendAlternative(cookies: Record<string, unknown>, signal?: AbortSignal, keepalive?: boolean) {
    const formatted: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(cookies)) {
      if (!neverAlternative.has(name)) formatted[name] = alternativeValue(name, value);
    }
    return client.call({ ...altSessionsCall, fields: { cookies: formatted }, signal, keepalive });
  }

  function flush(keepalive = false): Promise<PlatformCallResult | undefined> {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const batch = pending;
    pending = {};
    if (Object.keys(batch).length === 0) return inFlight;
    inFlight = sendAlternative(batch, undefined, keepalive);
    return inFlight;
  }

  function queue(name: string, value: unknown): void {
    pending[name] = value;
    if (timer === undefined) timer = setTimeout(() => void flush(), batchMs);
  }

  return {
    mode,
    write(name, value, cookieOptions) {
      written.set(name, value);
      const isPassKey = (passKeys as readonly string[]).includes(name);
      if (mode === 'native') {
        // Without cookies the signal still reaches the form through local storage.
        if (!setNativeCookie(platform.cookiePrefix + name, value, cookieOptions)) writeEntry(name, value);
      } else if (mode === 'alternative' && !neverAlternative.has(name)) {
        queue(name, value);
      } else {
        writeEntry(name, value);
        if (isPassKey) queue(name, value);
      }
      for (const listener of listeners) listener(name, value);
    },
    read(name) {
      return written.has(name) ? written.get(name) : readEntry(name, lifetimeS);
    },
    flush,
    sendAlternative,
    written: () => Object.fromEntries(written),
    onWrite(listener, signal) {
      listeners.add(listener);
      const off = () => listeners.delete(listener);
      signal?.addEventListener('abort', off, { once: true });
      return off;
    },
  };
}

const stores = new WeakMap<PlatformGlobals, SignalStore>();

/**
 * The page's one signal store (per site object, so a fresh kernel in a test gets a fresh one).
 * @example
 * const signals = signalStore(ctx.site.platform);
 * signals.write('ct_ps_timestamp', Math.floor(Date.now() / 1000));
 */
export function signalStore(globals: PlatformGlobals, options?: SignalStoreOptions): SignalStore {
  let store = stores.get(globals);
  if (!store) {
    store = createSignalStore(globals, options);
    stores.set(globals, store);
  }
  return store;
}
