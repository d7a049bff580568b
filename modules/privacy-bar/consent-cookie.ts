// The theme's consent cookie (`privacy_embeds` unless `avadaPrivacyVars.name` says otherwise): the
// embed types the visitor agreed to, comma-separated, and `consent` once the bar was answered. Read
// and written as the theme's own script and its PHP (`$_COOKIE[…]` exploded on commas) read it, so a
// page Voorkant serves and one the theme's script serves agree about the same visitor.

export interface ConsentCookie {
  /** The cookie's name (`avadaPrivacyVars.name`). */
  name: string;
  /** How long a choice is kept, in days (`avadaPrivacyVars.days`, the theme option `privacy_expiry`). */
  days: number;
  /** The cookie's path (`avadaPrivacyVars.path`). */
  path: string;
}

/** The answer to the bar itself, kept beside the embed types. */
export const barAnswered = 'consent';

/**
 * Embed types are the theme's identifiers (`youtube`, `gmaps`, …): anything else, say from a
 * tampered `data-privacy-type`, could add attributes to the cookie (`;`), so it is never written.
 */
export const isConsentType = (value: string) => /^[\w-]+$/.test(value);

/** What the visitor agreed to, in the order given; empty when cookies cannot be read. */
export function readConsents(cookie: ConsentCookie): string[] {
  let cookies: string;
  try {
    cookies = document.cookie;
  } catch {
    // A sandboxed document without cookie access: nothing was agreed to.
    return [];
  }
  for (const pair of cookies.split(/;\s*/)) {
    const at = pair.indexOf('=');
    if (pair.slice(0, at) !== cookie.name) continue;
    let value = pair.slice(at + 1);
    try {
      value = decodeURIComponent(value);
    } catch {}
    return value.split(',').filter(isConsentType);
  }
  return [];
}

/**
 * Keeps `values` as the visitor's choices; false when the browser did not keep them (cookies
 * blocked), so the caller knows the bar will be asked again on the next page.
 */
export function saveConsents(cookie: ConsentCookie, values: readonly string[]): boolean {
  const kept = [...new Set(values.filter(isConsentType))];
  const expires = new Date(Date.now() + cookie.days * 864e5).toUTCString();
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: the theme's cookie line, read back at once; the Cookie Store API is async and missing in older Safari
    document.cookie = `${cookie.name}=${kept.join(',')};expires=${expires};path=${cookie.path};SameSite=Lax`;
  } catch {
    return false;
  }
  const read = readConsents(cookie);
  return kept.every((value) => read.includes(value));
}
