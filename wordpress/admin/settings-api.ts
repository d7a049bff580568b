// The REST calls of the administrators' screen (voorkant/v1/settings), with the WordPress nonce.
import type { AdminState, StoredSettings } from './admin-data';

export type Answer = { ok: true; state: AdminState } | { ok: false; message: string; errors: string[] };

async function call(url: string, nonce: string, init: RequestInit): Promise<Answer> {
  const response = await fetch(url, {
    ...init,
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', 'X-WP-Nonce': nonce },
  });
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.ok) return { ok: true, state: body as unknown as AdminState };
  const data = body.data as { errors?: string[] } | undefined;
  return {
    ok: false,
    message: typeof body.message === 'string' ? body.message : `HTTP ${response.status}`,
    errors: Array.isArray(data?.errors) ? data.errors : [],
  };
}

export function readState(url: string, nonce: string): Promise<Answer> {
  return call(url, nonce, { method: 'GET' });
}

/**
 * Opens the site's front page once in the background, so the plugin sees what the theme prints
 * (its settings objects, the scripts it keeps) when no page has been visited since the last save.
 */
export async function visitFrontPage(homeUrl: string): Promise<void> {
  await fetch(homeUrl, { credentials: 'same-origin' });
}

export function saveSettings(url: string, nonce: string, stored: StoredSettings): Promise<Answer> {
  return call(url, nonce, { method: 'POST', body: JSON.stringify(stored) });
}

export function resetSettings(url: string, nonce: string, module?: string): Promise<Answer> {
  const target = new URL(url);
  if (module) target.searchParams.set('module', module);
  return call(target.href, nonce, { method: 'DELETE' });
}
