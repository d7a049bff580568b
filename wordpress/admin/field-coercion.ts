// One coercion per settings-schema field kind, the same the kernel's coercers give a module (text,
// number, on/off) plus lists. The admin form refuses what this refuses; the plugin's PHP
// validation (includes/class-settings-schema.php) mirrors it, and a test feeds both the same inputs.
import { isRecord, toFlag, toNumber } from '../../kernel/coerce';
import { toText } from '../../kernel/coerce-text';
import type { SchemaField } from '../build/settings-schema';

export type Coerced = { ok: true; value: unknown } | { ok: false };

function listOf(items: SchemaField & { type: 'list' }, value: unknown): Coerced {
  if (!Array.isArray(value)) return { ok: false };
  const coerce = items.items === 'text' ? toText : items.items === 'number' ? toNumber : undefined;
  const result: unknown[] = [];
  for (const item of value) {
    const coerced = coerce ? coerce(item) : isRecord(item) ? item : undefined;
    if (coerced === undefined) return { ok: false };
    result.push(coerced);
  }
  return { ok: true, value: result };
}

/** The value as the module will read it, or `{ ok: false }` when the field cannot use it. */
export function coerceField(field: SchemaField, value: unknown): Coerced {
  if (field.type === 'list') return listOf(field, value);
  const coerced =
    field.type === 'flag' ? toFlag(value) : field.type === 'number' ? toNumber(value) : toText(value);
  return coerced === undefined ? { ok: false } : { ok: true, value: coerced };
}
