// Between a settings field's value and what its form control holds: texts and numbers as typed,
// lists one item per line (records as JSON), flags as booleans. Parsing never throws; a value the
// field cannot use is refused by coerceField afterwards.
import type { SchemaField } from '../build/settings-schema';

export type InputValue = string | boolean;

export function toInput(field: SchemaField, value: unknown): InputValue {
  if (field.type === 'flag') return value === true;
  if (field.type === 'list') {
    if (!Array.isArray(value)) return '';
    return field.items === 'record' ? JSON.stringify(value, null, 2) : value.map(String).join('\n');
  }
  return value === undefined || value === null ? '' : String(value);
}

const unreadable = Symbol('unreadable');

export function fromInput(field: SchemaField, input: InputValue): unknown {
  if (field.type !== 'list' || typeof input !== 'string') return input;
  if (field.items !== 'record') return input.split('\n').filter((line) => line.trim() !== '');
  if (input.trim() === '') return [];
  try {
    return JSON.parse(input);
  } catch {
    return unreadable;
  }
}
