// The text coercer for settings printed by PHP (a number written as text counts), beside
// coerce.ts: only modules read texts, so it travels in the runtime chunk, not in kernel.js.

/** Text, or a number written as text; anything else → undefined. */
export function toText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : undefined;
}
