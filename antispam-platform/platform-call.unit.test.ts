import { describe, expect, test, vi } from 'vitest';
import type { PlatformGlobals } from '../kernel/contract';
import { consoleMessages, createPlatformClient } from './platform-call';

interface Sent {
  url: string;
  headers: Record<string, string>;
  fields: Record<string, string>;
}

function globals(fns: Record<string, unknown> = {}): PlatformGlobals {
  return {
    admin: false,
    ctPublic: { _ajax_nonce: 'aaaaaaaaaa' },
    ctPublicFunctions: {
      _ajax_nonce: 'aaaaaaaaaa',
      _rest_nonce: 'bbbbbbbbbb',
      _ajax_url: '/wp-admin/admin-ajax.php',
      _rest_url: 'https://fiets.example/wp-json/',
      data__ajax_type: 'rest',
      ...fns,
    },
  };
}

/** A fetch stand-in answering from a list of (status, body) pairs, recording what was sent. */
function fakeFetch(answers: Array<[number, string] | (() => Promise<never>)>) {
  const sent: Sent[] = [];
  const fetcher = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const fields: Record<string, string> = {};
    for (const [key, value] of (init!.body as FormData).entries()) fields[key] = String(value);
    sent.push({ url: String(url), headers: (init?.headers ?? {}) as Record<string, string>, fields });
    const answer = answers.shift() ?? [200, '{}'];
    if (typeof answer === 'function') return answer();
    return new Response(answer[1], { status: answer[0] });
  });
  return { sent, fetcher: fetcher as unknown as typeof fetch };
}

describe('platform calls (CONTRACT-antispam.md section 2)', () => {
  test('REST: route under the namespace, X-WP-Nonce, form data with objects JSON-encoded', async () => {
    const { sent, fetcher } = fakeFetch([[200, '{"success":true}']]);
    const client = createPlatformClient(globals(), { fetch: fetcher, origin: 'https://fiets.example' });
    const result = await client.call({
      route: 'alt_sessions',
      action: 'apbct_alt_session__save__AJAX',
      fields: { cookies: { ct_timezone: 1 } },
    });
    expect(result).toEqual({ ok: true, data: { success: true }, status: 200 });
    expect(sent[0]).toEqual({
      url: 'https://fiets.example/wp-json/cleantalk-antispam/v1/alt_sessions',
      headers: { 'X-WP-Nonce': 'bbbbbbbbbb' },
      fields: { cookies: '{"ct_timezone":1}' },
    });
  });

  test('ajax: action, _ajax_nonce and a random no_cache; forced REST for the exist check', async () => {
    const { sent, fetcher } = fakeFetch([
      [200, '{"success":true}'],
      [200, '{"success":true}'],
    ]);
    const client = createPlatformClient(globals({ data__ajax_type: 'admin_ajax' }), { fetch: fetcher });
    await client.call({
      route: 'check_email_before_post',
      action: 'apbct_email_check_before_post',
      fields: { email: 'a@b.nl' },
    });
    expect(sent[0]!.url).toBe('/wp-admin/admin-ajax.php');
    expect(sent[0]!.fields).toMatchObject({
      email: 'a@b.nl',
      action: 'apbct_email_check_before_post',
      _ajax_nonce: 'aaaaaaaaaa',
    });
    expect(sent[0]!.fields.no_cache).toMatch(/^[a-z0-9]+$/);
    await client.call({ route: 'check_email_exist_post', transport: 'rest', fields: { email: 'a@b.nl' } });
    expect(sent[1]!.url).toBe('https://fiets.example/wp-json/cleantalk-antispam/v1/check_email_exist_post');
  });

  test('nonce failure: one fresh-nonce call for concurrent failures, each call retried once with it', async () => {
    const nonceFail = '{"code":"rest_cookie_invalid_nonce","data":{"status":403}}';
    const { sent, fetcher } = fakeFetch([
      [403, nonceFail],
      [403, nonceFail],
      [200, '{"wpnonce":"cccccccccc"}'],
      [200, '{"result":1}'],
      [200, '{"result":2}'],
    ]);
    const client = createPlatformClient(globals(), {
      fetch: fetcher,
      origin: 'https://fiets.example',
      log: () => {},
    });
    const [first, second] = await Promise.all([
      client.call({ route: 'check_email_before_post', fields: { email: 'a@b.nl' } }),
      client.call({ route: 'check_email_before_post', fields: { email: 'c@d.nl' } }),
    ]);
    expect(first.ok && second.ok).toBe(true);
    const refreshes = sent.filter(
      (request) => request.fields.spbc_remote_call_action === 'get_fresh_wpnonce',
    );
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]).toMatchObject({
      url: 'https://fiets.example/',
      fields: { plugin_name: 'antispam', nonce_prev: 'bbbbbbbbbb' },
    });
    expect(JSON.parse(refreshes[0]!.fields.initial_request_params!)).toMatchObject({
      route: 'check_email_before_post',
    });
    expect(sent.slice(3).map((request) => request.headers['X-WP-Nonce'])).toEqual([
      'cccccccccc',
      'cccccccccc',
    ]);
    expect(client.nonces()).toEqual({ rest: 'cccccccccc', ajax: 'aaaaaaaaaa' });
  });

  test('a retried call that fails again is not retried a second time', async () => {
    const { sent, fetcher } = fakeFetch([
      [403, '-1'],
      [200, '{"wpnonce":"dddddddddd"}'],
      [403, '-1'],
    ]);
    const log = vi.fn();
    const client = createPlatformClient(globals({ data__ajax_type: 'admin_ajax' }), { fetch: fetcher, log });
    const result = await client.call({
      action: 'apbct_email_check_before_post',
      fields: { email: 'a@b.nl' },
    });
    expect(result).toMatchObject({ ok: false, reason: 'nonce' });
    expect(sent).toHaveLength(3);
    expect(sent[2]!.fields._ajax_nonce).toBe('dddddddddd');
    expect(client.nonces().rest).toBe('bbbbbbbbbb');
  });

  test('a failed refresh (FAIL text) ends without a retry', async () => {
    const { sent, fetcher } = fakeFetch([
      [403, '-1'],
      [200, 'FAIL: a refresh already ran in the last 10 seconds'],
    ]);
    const client = createPlatformClient(globals({ data__ajax_type: 'admin_ajax' }), {
      fetch: fetcher,
      log: () => {},
    });
    expect(await client.call({ action: 'x' })).toMatchObject({ ok: false, reason: 'nonce' });
    expect(sent).toHaveLength(2);
  });

  test.each([
    [[500, 'Internal Server Error'], 'status', [consoleMessages.serverError]],
    [[404, 'nope'], 'status', [consoleMessages.responseCode, 404]],
    [[200, '<<garbage>> {"not json'], 'parse', [consoleMessages.parse]],
    [[200, ''], 'empty', [consoleMessages.empty]],
  ] as const)('answer %j fails as %s with the spec message', async (answer, reason, message) => {
    const { fetcher } = fakeFetch([[answer[0], answer[1]]]);
    const log = vi.fn();
    const client = createPlatformClient(globals(), { fetch: fetcher, log });
    expect(await client.call({ route: 'alt_sessions' })).toMatchObject({ ok: false, reason });
    expect(log).toHaveBeenCalledWith(...message);
  });

  test('timeout says "Server response timeout"; a network failure "Unexpected error. Status: …"', async () => {
    const hang = (_url: unknown, init?: RequestInit) =>
      new Promise<never>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    const log = vi.fn();
    const slow = createPlatformClient(globals(), {
      fetch: hang as unknown as typeof fetch,
      log,
      timeoutMs: 20,
    });
    expect(await slow.call({ route: 'alt_sessions' })).toMatchObject({ ok: false, reason: 'timeout' });
    expect(log).toHaveBeenCalledWith('Server response timeout');
    const { fetcher } = fakeFetch([() => Promise.reject(new TypeError('Failed to fetch'))]);
    const broken = createPlatformClient(globals(), { fetch: fetcher, log });
    expect(await broken.call({ route: 'alt_sessions' })).toMatchObject({ ok: false, reason: 'network' });
    expect(log).toHaveBeenCalledWith('Unexpected error. Status: Failed to fetch');
  });

  test('a block answer is reported and not returned as success', async () => {
    const { fetcher } = fakeFetch([
      [200, '{"apbct":{"blocked":true,"comment":"Geblokkeerd.","stop_script":0}}'],
    ]);
    const onBlock = vi.fn();
    const client = createPlatformClient(globals(), { fetch: fetcher, onBlock });
    const result = await client.call({ route: 'apbct_decode_email' });
    expect(result).toMatchObject({ ok: false, reason: 'blocked', block: { message: 'Geblokkeerd.' } });
    expect(onBlock).toHaveBeenCalledWith({ message: 'Geblokkeerd.', stopScript: false });
  });

  test('plain-text answers (the pixel address) with expect: text', async () => {
    const { fetcher } = fakeFetch([[200, 'https://moderate.example/pixel/abc.gif']]);
    const client = createPlatformClient(globals(), { fetch: fetcher });
    expect(await client.call({ route: 'apbct_get_pixel_url', expect: 'text' })).toEqual({
      ok: true,
      data: 'https://moderate.example/pixel/abc.gif',
      status: 200,
    });
  });

  test('never writes into the platform globals', async () => {
    const printed = globals();
    const frozen = JSON.stringify(printed);
    const { fetcher } = fakeFetch([
      [403, '{"data":{"status":403}}'],
      [200, '{"wpnonce":"eeeeeeeeee"}'],
      [200, '{}'],
    ]);
    await createPlatformClient(printed, { fetch: fetcher }).call({ route: 'alt_sessions' });
    expect(JSON.stringify(printed)).toBe(frozen);
  });
});
