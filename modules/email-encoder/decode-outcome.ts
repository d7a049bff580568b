// What a decode answer means for the clicked node and the others (SPEC section 4): allowed with its
// address, refused with the server's comment, or a failed call. Pure, so every answer shape is testable.

export interface DecodedItem {
  encoded: string;
  decoded: string;
  allowed: boolean;
  comment: string;
}

export type DecodeOutcome =
  | { kind: 'allowed'; address: string; items: DecodedItem[] }
  | { kind: 'blocked'; comment: string; items: DecodedItem[] }
  /** `connect`: the call failed or the server said no; `decode`: the answer held nothing for this node. */
  | { kind: 'failed'; reason: 'connect' | 'decode'; comment: string };

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function commentOf(data: unknown): string {
  if (typeof data === 'string') return data;
  const fields = record(data);
  return text(fields.comment) || text(fields.message) || text(fields.error);
}

/**
 * `answer` is the call's JSON when the call went through, `undefined` when it failed (network,
 * timeout, server error). `clicked` is the encoded string of the node the visitor clicked.
 */
export function decodeOutcome(answer: unknown, clicked: string): DecodeOutcome {
  if (answer === undefined) return { kind: 'failed', reason: 'connect', comment: '' };
  const body = record(answer);
  if (body.success !== true) return { kind: 'failed', reason: 'connect', comment: commentOf(body.data) };
  const items: DecodedItem[] = Array.isArray(body.data)
    ? body.data.map((raw) => {
        const item = record(raw);
        return {
          encoded: text(item.encoded_email),
          decoded: text(item.decoded_email),
          allowed: item.is_allowed === true || item.is_allowed === 1 || item.is_allowed === '1',
          comment: item.show_comment === false ? '' : text(item.comment),
        };
      })
    : [];
  const mine = items.find((item) => item.encoded === clicked) ?? (items.length === 1 ? items[0] : undefined);
  if (!mine) return { kind: 'failed', reason: 'decode', comment: '' };
  if (mine.allowed && mine.decoded) return { kind: 'allowed', address: mine.decoded, items };
  return { kind: 'blocked', comment: mine.comment, items };
}
