// The platform's two transports as the anti-spam add-on serves them (CONTRACT-antispam.md section 2):
// REST under /wp-json/cleantalk-antispam/v1/<route> with X-WP-Nonce, and admin-ajax with
// action, _ajax_nonce and no_cache. Routes register once and answer on both, with nonce checks.
import type { Backend, DemoRequest, DemoResponse } from './backend';

export const restRoot = '/wp-json/';
export const ajaxUrl = '/wp-admin/admin-ajax.php';
export const restNamespace = 'cleantalk-antispam/v1';

export function json(body: unknown, status = 200): DemoResponse {
  return {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: JSON.stringify(body),
  };
}

export interface PlatformCall {
  /** REST route name, e.g. `alt_sessions`; omit for ajax-only calls. */
  rest?: string;
  /** Ajax action, e.g. `apbct_alt_session__save__AJAX`; omit for REST-only calls. */
  action?: string;
  handler: (request: DemoRequest, transport: 'rest' | 'ajax') => DemoResponse | Promise<DemoResponse>;
}

/**
 * Each back end's calls: a process may run more than one demo server (test files sharing a worker),
 * and a call answers with the state of the back end it was installed on.
 */
const callsOf = new WeakMap<Backend, PlatformCall[]>();

/** Registers an anti-spam call on the transports it has. */
export function platformCall(backend: Backend, call: PlatformCall): void {
  const calls = callsOf.get(backend) ?? [];
  callsOf.set(backend, [...calls, call]);
}

function header(request: DemoRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export function installPlatform(backend: Backend): void {
  backend.route('GET', /^\/wp-json\/?$/, () => json({ name: 'Voorkant demo', namespaces: [restNamespace] }));

  backend.route('POST', /^\/wp-json\/cleantalk-antispam\/v1\/([a-z_]+)\/?$/, (request) => {
    const call = callsOf.get(backend)?.find((candidate) => candidate.rest === request.match[1]);
    if (!call)
      return json({ code: 'rest_no_route', message: 'No route was found.', data: { status: 404 } }, 404);
    if (!backend.nonceValid(header(request, 'x-wp-nonce'))) {
      return json(
        { code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed', data: { status: 403 } },
        403,
      );
    }
    return call.handler(request, 'rest');
  });

  backend.route('POST', /^\/wp-admin\/admin-ajax\.php$/, (request) => {
    const call = callsOf
      .get(backend)
      ?.find((candidate) => candidate.action && candidate.action === request.form.action);
    if (!call) return { status: 400, body: '0' };
    if (!backend.nonceValid(request.form._ajax_nonce)) return { status: 403, body: '-1' };
    return call.handler(request, 'ajax');
  });
}
