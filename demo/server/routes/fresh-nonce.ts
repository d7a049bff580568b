// The fresh-nonce remote call (CONTRACT-antispam.md section 2, "Nonce failure"): answered on any
// front-end address, one refresh per 10 s for the whole site, 10 remote calls a minute per visitor.
import type { Backend } from '../backend';
import { json } from '../platform';

export const refreshIntervalMs = 10_000;
export const remoteCallsPerMinute = 10;

export default function install(backend: Backend): void {
  backend.route('POST', /^\/(?!wp-json|wp-admin|dist|assets|__test).*/, (request) => {
    if (request.form.spbc_remote_call_action !== 'get_fresh_wpnonce') return undefined;
    const state = backend.state as { lastRefresh?: number; calls?: number[] };
    const now = Date.now();
    state.calls = (state.calls ?? []).filter((at) => now - at < 60_000);
    state.calls.push(now);
    if (state.calls.length > remoteCallsPerMinute)
      return { status: 429, body: 'FAIL: too many remote calls' };
    if (request.form.plugin_name !== 'antispam') return json({ error: 'unknown plugin' });
    if (!/^[0-9a-f]{10}$/.test(request.form.nonce_prev ?? ''))
      return json({ error: 'nonce_prev is not a nonce' });
    if (state.lastRefresh !== undefined && now - state.lastRefresh < refreshIntervalMs) {
      return { status: 200, body: 'FAIL: a refresh already ran in the last 10 seconds' };
    }
    state.lastRefresh = now;
    return json({ wpnonce: backend.issueNonce() });
  });
}
