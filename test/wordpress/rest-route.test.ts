// voorkant/v1/settings in a real WordPress: a visitor and an editor are refused (401, 403) and
// nothing changes; an administrator's save is validated against the registry and the settings
// schema as a whole: unknown modules, wrong types and oversize payloads are refused with a clear
// message, and nothing is stored.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { restSession, voorkant, withWordPress } from './wp-harness';

describe('the settings REST route', () => {
  const site = withWordPress([voorkant]);
  const route = () => `${site.wp.url}/wp-json/voorkant/v1/settings`;
  const stored = () => site.wp.evalPhp(`return get_option('voorkant_settings');`);
  let admin: { cookie: string; nonce: string };
  const existing = {
    modules: { lightbox: false },
    settings: { 'quantity-stepper': { 'texts.increase': 'Meer %s' } },
  };

  beforeAll(async () => {
    admin = await restSession(site.wp.url, 'administrator');
  });
  afterEach(() => {
    site.wp.evalPhp(`delete_option('voorkant_settings'); return true;`);
  });

  const post = (body: unknown, session?: { cookie: string; nonce: string }) =>
    fetch(route(), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(session ? { cookie: session.cookie, 'x-wp-nonce': session.nonce } : {}),
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  it('an administrator saves; the option holds exactly what was sent', async () => {
    const response = await post(existing, admin);
    expect(response.status).toBe(200);
    expect(stored()).toEqual(existing);
    const read = await (
      await fetch(route(), { headers: { cookie: admin.cookie, 'x-wp-nonce': admin.nonce } })
    ).json();
    expect(read.stored).toEqual(existing);
  });

  it('coerces what PHP-printed forms send ("0", "1", numbers as text) to the field types', async () => {
    const response = await post(
      { modules: { lightbox: '0' }, settings: { 'email-encoder': { resultDelayMs: ' 2500 ' } } },
      admin,
    );
    expect(response.status).toBe(200);
    expect(stored()).toEqual({
      modules: { lightbox: false },
      settings: { 'email-encoder': { resultDelayMs: 2500 } },
    });
  });

  it('refuses a visitor (401) and an editor (403); the option is unchanged', async () => {
    await post(existing, admin);
    const anonymous = await post({ modules: { lightbox: true } });
    expect(anonymous.status).toBe(401);
    const editor = await restSession(site.wp.url, 'editor');
    const refused = await post({ modules: { lightbox: true } }, editor);
    expect(refused.status).toBe(403);
    expect((await refused.json()).code).toBe('rest_forbidden');
    // A logged-in administrator without the nonce counts as a visitor (WordPress' cookie check).
    const withoutNonce = await fetch(route(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: admin.cookie },
      body: JSON.stringify({ modules: { lightbox: true } }),
    });
    expect(withoutNonce.status).toBe(401);
    const deleted = await fetch(route(), {
      method: 'DELETE',
      headers: { cookie: editor.cookie, 'x-wp-nonce': editor.nonce },
    });
    expect(deleted.status).toBe(403);
    expect(stored()).toEqual(existing);
  });

  it.each([
    ['an unknown module id', { modules: { 'no-such-module': false } }, 'Unknown module "no-such-module"'],
    [
      'an unknown setting',
      { settings: { lightbox: { noSuchKey: 1 } } },
      'Module "lightbox" has no setting "noSuchKey"',
    ],
    [
      'a wrong type',
      { settings: { 'email-encoder': { resultDelayMs: 'drie seconden' } } },
      'Setting "email-encoder.resultDelayMs" needs a number',
    ],
    [
      'a switch that is no flag',
      { modules: { lightbox: 'misschien' } },
      'The switch of module "lightbox" must be on or off',
    ],
    [
      'a list that is no list',
      { settings: { 'anchor-scroll': { ignoredHashes: '#top' } } },
      'Setting "anchor-scroll.ignoredHashes" needs a list of texts',
    ],
    ['an unknown top-level key', { modules: {}, extra: true }, 'Unknown key "extra"'],
  ])('refuses %s with a clear message; nothing is stored', async (_, body, message) => {
    await post(existing, admin);
    const response = await post(
      {
        ...body,
        settings: {
          ...(body as { settings?: object }).settings,
          'quantity-stepper': { 'texts.increase': 'Nog meer' },
        },
      },
      admin,
    );
    expect(response.status).toBe(400);
    const answer = await response.json();
    expect(answer.code).toBe('voorkant_invalid_settings');
    expect(answer.data.errors.join('\n')).toContain(message);
    expect(stored()).toEqual(existing);
  });

  it('refuses an oversize payload (413) and a body that is no JSON object; nothing is stored', async () => {
    await post(existing, admin);
    const big = { settings: { 'quantity-stepper': { 'texts.increase': 'x'.repeat(70_000) } } };
    const oversize = await post(big, admin);
    expect(oversize.status).toBe(413);
    expect((await oversize.json()).message).toMatch(/larger than 64 KB/);
    const notJson = await post('modules=lightbox', admin);
    expect(notJson.status).toBe(400);
    expect(stored()).toEqual(existing);
  });

  it('reset deletes the stored keys of one module, or all', async () => {
    await post(existing, admin);
    const one = await fetch(`${route()}?module=quantity-stepper`, {
      method: 'DELETE',
      headers: { cookie: admin.cookie, 'x-wp-nonce': admin.nonce },
    });
    expect(one.status).toBe(200);
    expect(stored()).toEqual({ modules: { lightbox: false }, settings: [] });
    await fetch(route(), { method: 'DELETE', headers: { cookie: admin.cookie, 'x-wp-nonce': admin.nonce } });
    expect(stored()).toBe(false);
  });
});
