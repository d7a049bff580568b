import { describe, expect, test, vi } from 'vitest';
import type { PlatformGlobals } from '../kernel/contract';
import { lazyPlatformClient } from './lazy-platform-client';

const printed: PlatformGlobals = {
  admin: false,
  ctPublic: { _ajax_nonce: 'aaaaaaaaaa', data__cookies_type: 'alternative' },
  ctPublicFunctions: {
    _ajax_nonce: 'aaaaaaaaaa',
    _rest_nonce: 'rrrrrrrrrr',
    _rest_url: 'https://fiets.example/wp-json/',
    data__cookies_type: 'alternative',
    data__ajax_type: 'rest',
  },
};

describe('lazy platform client', () => {
  test('knows the platform and the printed nonces before its code is here; the first call downloads it once', async () => {
    const fetch = vi.fn(
      async () => new Response('{"success":true}', { headers: { 'content-type': 'application/json' } }),
    );
    const client = lazyPlatformClient(printed, { fetch, origin: 'https://fiets.example' });
    expect(client.platform.cookiesType).toBe('alternative');
    expect(client.platform).toMatchObject({ restNonce: 'rrrrrrrrrr', ajaxNonce: 'aaaaaaaaaa' });
    const [first, second] = await Promise.all([
      client.call({
        route: 'alt_sessions',
        action: 'apbct_alt_session__save__AJAX',
        fields: { cookies: {} },
      }),
      client.load(),
    ]);
    expect(first.ok).toBe(true);
    expect(second).toBe(await client.load());
    expect(fetch).toHaveBeenCalledOnce();
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toContain('cleantalk-antispam/v1/alt_sessions');
  });
});
