// Coercers for settings printed by PHP: flags arrive as "0"/"1", 0/1 or booleans, numbers as text.
// Nothing here throws. These are what kernel.js itself reads with (texts: coerce-text.ts).

const truthy = new Set(['1', 'true', 'on', 'yes']);
const falsy = new Set(['0', 'false', 'off', 'no', '']);

/** `true`, `1`, `"1"`, `"true"`, `"on"` → true; their opposites → false; anything else → undefined. */
export function toFlag(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === 0) return value === 1;
  if (typeof value !== 'string') return undefined;
  const text = value.trim().toLowerCase();
  return truthy.has(text) ? true : falsy.has(text) ? false : undefined;
}

/** A finite number, or numeric text (`"7000"`, `" 0.3 "`); anything else → undefined. */
export function toNumber(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
