// Validates a module's settings against its declared defaults: every key comes out with the type of
// its default. Values come from the Voorkant slice first, then from the theme's printed settings
// objects (THEME-MARKUP.md), then the default. Kept out of the kernel entry's own work: only modules
// need it.
import { reportBadSetting } from './bad-setting';
import { isRecord, toFlag, toNumber } from './coerce';
import { toText } from './coerce-text';
import { copyOf } from './settings';

/**
 * Where a module's keys come from in the settings objects the theme prints (`var fusionBlogVars = {…}`):
 * a dotted path of the module's settings → `'<global>.<key>'`. Read when the module's settings are
 * read (after `DOMContentLoaded`: a classic theme prints some objects in the footer).
 * @example
 * const theme = { 'texts.loading': 'fusionBlogVars.infinite_blog_text', autoplay: 'fusionBlogVars.slideshow_autoplay' };
 */
export type ThemeKeys = Readonly<Record<string, string>>;

/**
 * A settings object the page printed as a global (`var fusionLightboxVars = {…}`), as a private copy;
 * `undefined` when it is absent or not an object. The one accessor for theme globals: the kernel
 * never names one itself, each module names the globals it reads (its README says which).
 */
export function readGlobal(name: string): Readonly<Record<string, unknown>> | undefined {
  // The kernel's own copy (kernel/settings.ts, in kernel.js): the runtime ships no second one.
  return copyOf((globalThis as Record<string, unknown>)[name]);
}

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

/** The theme's values for `theme`, as a nested object under the module's own key paths. */
function themeValues(theme: ThemeKeys): { values: Record<string, unknown>; sources: Map<string, string> } {
  const values: Record<string, unknown> = {};
  const sources = new Map<string, string>();
  for (const [path, source] of Object.entries(theme)) {
    const dot = source.indexOf('.');
    const value = readGlobal(source.slice(0, dot))?.[source.slice(dot + 1)];
    if (value === undefined) continue;
    const keys = path.split('.');
    let target = values;
    for (const key of keys.slice(0, -1)) {
      if (!isRecord(target[key])) target[key] = {};
      target = target[key] as Record<string, unknown>;
    }
    target[keys[keys.length - 1]!] = value;
    sources.set(path, source);
  }
  return { values, sources };
}

function pick(
  sources: [raw: unknown, themed: unknown],
  defaults: object,
  path: string,
  origin: Map<string, string>,
  within = '',
): Record<string, unknown> {
  const [raw, themed] = sources;
  const own = isRecord(raw) ? raw : {};
  const theirs = isRecord(themed) ? themed : {};
  if (raw !== undefined && !isRecord(raw)) reportBadSetting(path, raw, 'an object of settings');
  const result: Record<string, unknown> = {};
  for (const [key, fallback] of Object.entries(defaults)) {
    const keyPath = path ? `${path}.${key}` : key;
    const ownPath = within ? `${within}.${key}` : key;
    if (isRecord(fallback)) {
      result[key] = pick([own[key], theirs[key]], fallback, keyPath, origin, ownPath);
      continue;
    }
    // The Voorkant slice wins key by key; an unusable value there falls back to the theme's, then
    // to the default, and is reported with where it came from.
    let value = fallback;
    for (const [candidate, from] of [
      [theirs[key], origin.get(ownPath)],
      [own[key], undefined],
    ] as const) {
      if (candidate === undefined) continue;
      const coerced = coerceLike(fallback, candidate);
      if (coerced === undefined)
        reportBadSetting(from ? `${keyPath} (from ${from})` : keyPath, candidate, value);
      else value = coerced;
    }
    result[key] = value;
  }
  return result;
}

/**
 * Reads `raw` (the module's slice of the Voorkant settings) against `defaults`: every key of
 * `defaults` comes out with the type of its default. With `theme`, keys the Voorkant slice leaves
 * out come from the theme's printed objects. Missing keys take their default silently; present but
 * unusable ones are reported once, naming the key.
 * @example
 * const defaults = { speed: 7000, autoplay: true } satisfies SliderSettings;
 * pickSettings(site.settings.slider, defaults, 'slider', { speed: 'fusionFlexSliderVars.slideshow_speed' });
 */
export function pickSettings<T extends object>(
  raw: unknown,
  defaults: T,
  scope: string,
  theme?: ThemeKeys,
): T {
  // Without theme keys: nothing from the theme, and nothing to name as a source.
  const { values, sources } = themeValues(theme ?? {});
  return pick([raw, values], defaults, scope, sources) as T;
}
