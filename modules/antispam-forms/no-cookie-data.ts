// The no-cookie data (CONTRACT-antispam.md section 4): every stored signal, read from local and
// session storage (session wins), sent in `ct_no_cookie_hidden_field` when the site uses no cookies.
import { readEntries } from '../../antispam-platform/storage';
import { base64Json } from './base64-json';

export const noCookieMarker = '_ct_no_cookie_data_';

/** Deliberately only keys that start with the prefixes (the add-on took keys merely containing them). */
const signalKey = (key: string) => key.startsWith('ct_') || key.startsWith('apbct_');

function flat(value: unknown): unknown {
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : value;
}

export function noCookieData(lifetimeS?: number): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  const local = readEntries(signalKey, 'local', lifetimeS);
  const session = readEntries(signalKey, 'session', lifetimeS);
  for (const [key, value] of Object.entries({ ...local, ...session })) data[key] = flat(value);
  const extras = readEntries(
    (key) => key === 'typo' || key === 'collecting_user_activity_data',
    'session',
    lifetimeS,
  );
  data.typo = extras.typo ?? [];
  data.collecting_user_activity_data = extras.collecting_user_activity_data ?? [];
  return data;
}

/** The field's value: the marker plus base64 of the UTF-8 JSON. */
export function noCookieValue(lifetimeS?: number): string {
  return noCookieMarker + base64Json(noCookieData(lifetimeS));
}
