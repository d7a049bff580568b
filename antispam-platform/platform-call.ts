// Calls to the anti-spam add-on (CONTRACT-antispam.md section 2): REST or admin-ajax as the site is
// configured, POST form data, a 15 s timeout, block detection on every answer, and the nonce-failure
// path (one fresh-nonce call at a time for the whole page, the failed call retried exactly once).
// The console messages are SPEC section 8's, word for word.
import type { PlatformGlobals } from '../kernel/contract';
import { unhookedFetch } from '../kernel/services/request-hooks';
import { type BlockInfo, blockIn, reportBlock } from './block-response';
import { type AntispamPlatform, antispamPlatform } from './platform-settings';

export interface PlatformCallRequest {
  /** REST route under `cleantalk-antispam/v1/`, e.g. `alt_sessions`. */
  route?: string;
  /** Admin-ajax action, e.g. `apbct_alt_session__save__AJAX`. */
  action?: string;
  /** Form fields; objects are sent JSON-encoded. */
  fields?: Record<string, unknown>;
  /** Use this transport whatever the site's setting (the e-mail exist check always uses REST). */
  transport?: 'rest' | 'ajax';
  /** `text` for answers that are plain text (the pixel address, the modal template). */
  expect?: 'json' | 'text';
  signal?: AbortSignal;
  /** Overrides the client's timeout. */
  timeoutMs?: number;
  /** Let the call outlive the page (a save right before a form navigates away). */
  keepalive?: boolean;
}

export type PlatformCallFailure = 'timeout' | 'network' | 'status' | 'parse' | 'empty' | 'nonce' | 'blocked';

export type PlatformCallResult =
  | { ok: true; data: unknown; status: number }
  | { ok: false; reason: PlatformCallFailure; status: number; block?: BlockInfo };

export interface PlatformClientOptions {
  /** Request timeout in ms (SPEC section 9: 15000). */
  timeoutMs?: number;
  /** The page's origin, where the fresh-nonce call goes. */
  origin?: string;
  fetch?: typeof fetch;
  /** What to do with a block (default: event, modal, stop_script). */
  onBlock?: (block: BlockInfo) => void;
  log?: (...args: unknown[]) => void;
}

export interface PlatformClient {
  readonly platform: AntispamPlatform;
  call(request: PlatformCallRequest): Promise<PlatformCallResult>;
  /** The nonces currently in use (a refreshed one replaces the printed one for the rest of the page). */
  nonces(): { rest: string; ajax: string };
}

export const defaultTimeoutMs = 15_000;

/** SPEC section 8, word for word. */
export const consoleMessages = {
  timeout: 'Server response timeout',
  parse: 'Unexpected response from server. See console for details.',
  unexpected: 'Unexpected error. Status: ',
  serverError: 'Internal server error.',
  responseCode: 'Unexpected response code:',
  empty: 'No response',
} as const;

function encodeFields(fields: Record<string, unknown>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    body.append(name, typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value));
  }
  return body;
}

function restEndpoint(restUrl: string, route: string): string {
  // The REST root may be `…/wp-json/` or the plain-permalink form `…/?rest_route=/`.
  return `${restUrl}cleantalk-antispam/v1/${route}`;
}

function randomNoCache(): string {
  return Math.random().toString(36).slice(2, 12);
}

function isNonceFailure(status: number, text: string, transport: 'rest' | 'ajax'): boolean {
  if (status !== 403) return false;
  if (transport === 'ajax') return text.trim() === '-1';
  try {
    const parsed = JSON.parse(text) as { data?: { status?: unknown } };
    return parsed?.data?.status === 403;
  } catch {
    return false;
  }
}

/**
 * A client for one page: the fresh nonce it obtains is kept for its later calls.
 * @example
 * const client = platformClient(ctx.site.platform);
 * const result = await client.call({ route: 'alt_sessions', action: 'apbct_alt_session__save__AJAX',
 *   fields: { cookies: { ct_ps_timestamp: 1763800000 } } });
 */
export function createPlatformClient(
  globals: PlatformGlobals,
  options: PlatformClientOptions = {},
): PlatformClient {
  const platform = antispamPlatform(globals);
  // Past the request wrapper: our own calls are never injected into, and their blocks are reported here.
  const doFetch = options.fetch ?? unhookedFetch;
  const log = options.log ?? ((...args: unknown[]) => console.error(...args));
  const timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
  const origin = options.origin ?? (typeof location === 'undefined' ? '' : location.origin);
  const configured: 'rest' | 'ajax' = platform.ajaxType === 'rest' ? 'rest' : 'ajax';
  const nonces = { rest: platform.restNonce, ajax: platform.ajaxNonce };
  // One refresh for the whole page at a time; callers that fail meanwhile wait for the same one.
  let refreshing: Promise<string | undefined> | undefined;

  async function refreshNonce(failed: string, params: Record<string, unknown>): Promise<string | undefined> {
    if (nonces[configured] !== failed) return nonces[configured];
    if (!refreshing) {
      refreshing = (async () => {
        try {
          const response = await doFetch(`${origin}/`, {
            method: 'POST',
            body: encodeFields({
              spbc_remote_call_action: 'get_fresh_wpnonce',
              plugin_name: 'antispam',
              nonce_prev: failed,
              initial_request_params: params,
            }),
            credentials: 'same-origin',
            signal: AbortSignal.timeout(timeoutMs),
          });
          const text = await response.text();
          if (text.startsWith('FAIL')) return undefined;
          const wpnonce = (JSON.parse(text) as { wpnonce?: unknown }).wpnonce;
          if (typeof wpnonce !== 'string' || !wpnonce) return undefined;
          nonces[configured] = wpnonce;
          return wpnonce;
        } catch {
          return undefined;
        } finally {
          refreshing = undefined;
        }
      })();
    }
    return refreshing;
  }

  async function send(
    request: PlatformCallRequest,
    transport: 'rest' | 'ajax',
    retried: boolean,
  ): Promise<PlatformCallResult> {
    const fields = { ...request.fields };
    let url: string;
    const headers: Record<string, string> = {};
    const nonce = nonces[transport];
    if (transport === 'rest') {
      url = restEndpoint(platform.restUrl, request.route ?? request.action ?? '');
      headers['X-WP-Nonce'] = nonce;
    } else {
      url = platform.ajaxUrl;
      Object.assign(fields, {
        action: request.action ?? request.route,
        _ajax_nonce: nonce,
        no_cache: randomNoCache(),
      });
    }
    const timeout = AbortSignal.timeout(request.timeoutMs ?? timeoutMs);
    const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
    let response: Response;
    let text: string;
    try {
      response = await doFetch(url, {
        method: 'POST',
        headers,
        body: encodeFields(fields),
        credentials: 'same-origin',
        keepalive: request.keepalive,
        signal,
      });
      text = await response.text();
    } catch (error) {
      if (timeout.aborted) {
        log(consoleMessages.timeout);
        return { ok: false, reason: 'timeout', status: 0 };
      }
      if (!request.signal?.aborted) {
        log(consoleMessages.unexpected + (error instanceof Error ? error.message : String(error)));
      }
      return { ok: false, reason: 'network', status: 0 };
    }
    const status = response.status;
    if (isNonceFailure(status, text, transport)) {
      // A fresh nonce is of the configured transport only; the other transport's call cannot use it.
      if (!retried && transport === configured) {
        const fresh = await refreshNonce(nonce, {
          ...request.fields,
          route: request.route,
          action: request.action,
        });
        if (fresh) return send(request, transport, true);
      }
      log(consoleMessages.responseCode, status);
      return { ok: false, reason: 'nonce', status };
    }
    let data: unknown = text;
    if (request.expect !== 'text' && text.trim() !== '') {
      try {
        data = JSON.parse(text);
      } catch {
        if (status >= 200 && status < 300) {
          log(consoleMessages.parse);
          log(text);
          return { ok: false, reason: 'parse', status };
        }
      }
    }
    const block = text.includes('"apbct') && !text.includes('DOCTYPE') ? blockIn(data) : undefined;
    if (block) {
      if (options.onBlock) options.onBlock(block);
      else reportBlock(block, platform.admin ? { loadContent: () => optionsTemplate(client) } : {});
      return { ok: false, reason: 'blocked', status, block };
    }
    if (status === 500) {
      log(consoleMessages.serverError);
      return { ok: false, reason: 'status', status };
    }
    if (status < 200 || status >= 300) {
      log(consoleMessages.responseCode, status);
      return { ok: false, reason: 'status', status };
    }
    if (text.trim() === '') {
      log(consoleMessages.empty);
      return { ok: false, reason: 'empty', status };
    }
    return { ok: true, data, status };
  }

  const client: PlatformClient = {
    platform,
    nonces: () => ({ ...nonces }),
    call(request) {
      const transport = request.transport ?? configured;
      return send(request, transport, false);
    },
  };
  return client;
}

/** The modal's content for a logged-in administrator (`get_options_template`, admin-ajax only). */
export async function optionsTemplate(client: PlatformClient): Promise<string | undefined> {
  const result = await client.call({ action: 'get_options_template', transport: 'ajax', expect: 'text' });
  return result.ok && typeof result.data === 'string' ? result.data : undefined;
}

const clients = new WeakMap<PlatformGlobals, PlatformClient>();

/** The page's one client (per site object, so a fresh kernel in a test gets a fresh client). */
export function platformClient(globals: PlatformGlobals, options?: PlatformClientOptions): PlatformClient {
  let client = clients.get(globals);
  if (!client) {
    client = createPlatformClient(globals, options);
    clients.set(globals, client);
  }
  return client;
}
