// The e-mail rules of SPEC section 5 and the cached results of section 3, kept free of the DOM so
// they are tested on their own.

/** SPEC section 5: non-space, @, non-space, dot, non-space. Nothing is sent for anything else. */
const emailFormat = /^\S+@\S+\.\S+$/;

export function looksLikeEmail(value: string): boolean {
  return emailFormat.test(value.trim());
}

/** One cached check, as the contract stores it: `{"<email>": {"result": ..., "timestamp": <unix s>}}`. */
export interface CheckedEmail {
  result: unknown;
  timestamp: number;
}

export type CheckedEmails = Record<string, CheckedEmail>;

/**
 * The stored map, from whatever the signal store holds (JSON text in native cookies, an object in
 * local storage): anything malformed counts as empty, so a bad entry never stops a check.
 */
export function checkedEmailsFrom(stored: unknown): CheckedEmails {
  let value = stored;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return {};
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const checked: CheckedEmails = {};
  for (const [email, entry] of Object.entries(value)) {
    if (typeof entry === 'object' && entry !== null && typeof (entry as CheckedEmail).timestamp === 'number')
      checked[email] = entry as CheckedEmail;
  }
  return checked;
}

export function withResult(
  checked: CheckedEmails,
  email: string,
  result: unknown,
  now: number,
): CheckedEmails {
  return { ...checked, [email]: { result, timestamp: now } };
}

/** The exist-check answer as the indicator shows it: good only for `EXISTS`. */
export interface ExistVerdict {
  state: 'good' | 'bad';
  text: string;
}

export function existVerdict(data: unknown): ExistVerdict | undefined {
  const outer = (data as { result?: unknown } | null)?.result;
  if (typeof outer !== 'object' || outer === null) return undefined;
  const { result, text_result: text } = outer as { result?: unknown; text_result?: unknown };
  if (typeof result !== 'string') return undefined;
  return { state: result === 'EXISTS' ? 'good' : 'bad', text: typeof text === 'string' ? text : '' };
}
