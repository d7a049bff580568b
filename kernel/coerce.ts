// Coercers for settings printed by PHP: flags arrive as "0"/"1", 0/1 or booleans, numbers as text.
// A bad value is reported once, naming its key, and replaced by its default; nothing here throws.

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

/** Text, or a number written as text; anything else → undefined. */
export function toText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : undefined;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One console warning naming the key, its value and the default used instead. */
export function reportBadSetting(key: string, value: unknown, fallback: unknown): void {
  let shown: string;
  try {
    shown = JSON.stringify(value) ?? String(value);
  } catch {
    shown = String(value);
  }
  console.warn(
    `[voorkant] setting "${key}" has an unusable value ${shown}; using ${JSON.stringify(fallback)}`,
  );
}
