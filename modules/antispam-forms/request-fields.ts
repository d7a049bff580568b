// Adds the anti-spam fields to another add-on's request body, in the shape that add-on's server
// handler reads (SPEC section 7 notes). Bodies this cannot extend safely (Blob, ArrayBuffer,
// streams, unparsable JSON) are left exactly as they are: undefined means "unchanged".

/**
 * - `field`: plain form fields (`ct_no_cookie_hidden_field=...`);
 * - `data-field`: inside the add-on's `data[...]` array (`data[ct_no_cookie_hidden_field]=...`);
 * - `json`: keys of a JSON object body;
 * - `json-batch`: keys of the `data` of each batched JSON sub-request whose `path` is `batchPath`.
 */
export type FieldStyle = 'field' | 'data-field' | 'json' | 'json-batch';

export interface FieldPlacement {
  style: FieldStyle;
  batchPath?: string;
}

function fieldName(name: string, style: FieldStyle): string {
  return style === 'data-field' ? `data[${name}]` : name;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function withJsonFields(text: string, fields: Record<string, string>, placement: FieldPlacement) {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isRecord(parsed)) return undefined;
  if (placement.style === 'json') return JSON.stringify({ ...parsed, ...fields });
  const requests = parsed.requests;
  if (!Array.isArray(requests)) return undefined;
  let changed = false;
  const next = requests.map((request: unknown) => {
    if (!isRecord(request) || request.path !== placement.batchPath) return request;
    changed = true;
    return { ...request, data: { ...(isRecord(request.data) ? request.data : {}), ...fields } };
  });
  return changed ? JSON.stringify({ ...parsed, requests: next }) : undefined;
}

/**
 * The body with `fields` added, as a new object (the caller's FormData or URLSearchParams is never
 * changed under its feet), or undefined when this body stays as it is.
 * @example
 * bodyWithFields('action=mailpoet', { ct_no_cookie_hidden_field: 'x' }, { style: 'data-field' });
 * // 'action=mailpoet&data%5Bct_no_cookie_hidden_field%5D=x'
 */
export function bodyWithFields(
  body: unknown,
  fields: Record<string, string>,
  placement: FieldPlacement,
): FormData | URLSearchParams | string | undefined {
  const entries = Object.entries(fields);
  if (entries.length === 0) return undefined;
  const json = placement.style === 'json' || placement.style === 'json-batch';
  if (typeof body === 'string') {
    if (json) return withJsonFields(body, fields, placement);
    const added = new URLSearchParams(
      entries.map(([name, value]) => [fieldName(name, placement.style), value]),
    );
    return body ? `${body}&${added}` : added.toString();
  }
  if (json) return undefined;
  if (body instanceof FormData) {
    const copy = new FormData();
    for (const [name, value] of body) copy.append(name, value);
    for (const [name, value] of entries) copy.append(fieldName(name, placement.style), value);
    return copy;
  }
  if (body instanceof URLSearchParams) {
    const copy = new URLSearchParams(body);
    for (const [name, value] of entries) copy.append(fieldName(name, placement.style), value);
    return copy;
  }
  return undefined;
}

/** The body as text to match targets against (`action=mailpoet`); '' for bodies without text. */
export function bodyText(body: unknown): string {
  if (typeof body === 'string') return body;
  if (body instanceof URLSearchParams) return body.toString();
  if (body instanceof FormData) {
    const text = new URLSearchParams();
    for (const [name, value] of body) if (typeof value === 'string') text.append(name, value);
    return text.toString();
  }
  return '';
}
