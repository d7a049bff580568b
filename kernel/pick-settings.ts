// Validates a module's settings slice against its declared defaults: every key comes out with the type
// of its default. Kept out of the kernel entry: only modules need it, and they share one chunk of it.
import { isRecord, reportBadSetting, toFlag, toNumber, toText } from './coerce';

function coerceLike(fallback: unknown, value: unknown): unknown {
  switch (typeof fallback) {
    case 'boolean':
      return toFlag(value);
    case 'number':
      return toNumber(value);
    case 'string':
      return toText(value);
    default:
      return Array.isArray(fallback) === Array.isArray(value) && typeof value === 'object'
        ? value
        : undefined;
  }
}

/**
 * Reads `raw` against `defaults`: every key of `defaults` comes out with the type of its default.
 * Missing keys take their default silently; present but unusable ones are reported once.
 * @example
 * const defaults = { speed: 7000, autoplay: true } satisfies SliderSettings;
 * pickSettings(site.settings.slider, defaults, 'slider'); // { speed: 7000, autoplay: true }
 */
export function pickSettings<T extends object>(raw: unknown, defaults: T, scope: string): T {
  const source = isRecord(raw) ? raw : {};
  if (raw !== undefined && !isRecord(raw)) reportBadSetting(scope, raw, 'an object of settings');
  const result: Record<string, unknown> = {};
  for (const [key, fallback] of Object.entries(defaults)) {
    const value = source[key];
    const path = scope ? `${scope}.${key}` : key;
    if (value === undefined) {
      result[key] = fallback;
    } else if (isRecord(fallback)) {
      result[key] = pickSettings(value, fallback, path);
    } else {
      const coerced = coerceLike(fallback, value);
      if (coerced === undefined) reportBadSetting(path, value, fallback);
      result[key] = coerced ?? fallback;
    }
  }
  return result as T;
}
