// Coercers for settings printed by PHP: flags arrive as "0"/"1", 0/1 or booleans, numbers as text.
// Nothing here throws. These are what kernel.js itself reads with (texts: coerce-text.ts).

/**
 * `true`, `1`, `"1"`, `"true"`, `"on"`, `"yes"` (any case, spaces around) → true; their opposites and
 * `""` → false; anything else → undefined. One pattern: every byte here is in kernel.js.
 */
export function toFlag(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  const match =
    (typeof value === 'string' || value === 1 || value === 0) &&
    /^\s*(?:(1|true|on|yes)|0|false|off|no)?\s*$/i.exec(`${value}`);
  return match ? !!match[1] : undefined;
}

/** A finite number, or numeric text (`"7000"`, `" 0.3 "`); anything else → undefined. */
export function toNumber(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
