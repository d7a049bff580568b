// The nonce the builder's login elements need, fetched fresh so a cached page still logs in: the
// theme's `admin-ajax.php?action=fusion_login_nonce` answers with WordPress' `wp_nonce_field()`
// markup. That markup is the server's text: it is parsed inertly (DOMParser runs no script and loads
// nothing) and only the hidden inputs' names and values are taken over, as new inputs.

/** A hidden field of the answer: the name and value its new input gets. */
export interface NonceField {
  name: string;
  value: string;
}

/** Names the answer may carry: the nonce, and the referer field `wp_nonce_field` can add. */
const fieldNames = new Set(['_wpnonce', '_wp_http_referer']);

/**
 * The hidden fields in the server's answer, as name and value; empty when it holds no nonce.
 * @example
 * parseNonceFields('<input type="hidden" id="_wpnonce" name="_wpnonce" value="3f9a1c" />')
 * // → [{ name: '_wpnonce', value: '3f9a1c' }]
 */
export function parseNonceFields(answer: string): NonceField[] {
  const inputs = new DOMParser()
    .parseFromString(answer, 'text/html')
    .querySelectorAll('input[type="hidden"]');
  const fields = [...inputs]
    .map((input) => ({ name: input.getAttribute('name') ?? '', value: input.getAttribute('value') ?? '' }))
    .filter(({ name }) => fieldNames.has(name));
  return fields.some(({ name, value }) => name === '_wpnonce' && /^[0-9a-f]{6,}$/i.test(value)) ? fields : [];
}

/** Asks the server for the fields; undefined when it fails, times out or answers something else. */
export async function fetchNonceFields(
  url: string,
  timeoutMs: number,
  signal: AbortSignal,
): Promise<NonceField[] | undefined> {
  try {
    const response = await fetch(url, {
      credentials: 'same-origin',
      signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
    });
    if (!response.ok) return undefined;
    const fields = parseNonceFields(await response.text());
    return fields.length ? fields : undefined;
  } catch {
    return undefined;
  }
}
