// Reads the site settings once into one frozen object: the platform's globals under `platform`,
// Voorkant's own from the JSON script tag and then `window.voorkantSettings` (later key wins).
import { isRecord, reportBadSetting, toFlag, toNumber, toText } from './coerce';
import type { KernelSettings, Site } from './contract';

function readJsonTag(doc: Document): Record<string, unknown> {
  const text = doc.getElementById('voorkant-settings')?.textContent?.trim();
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (isRecord(parsed)) return parsed;
  } catch {}
  reportBadSetting('#voorkant-settings', text.slice(0, 40), {});
  return {};
}

/** A private copy: freezing the platform's own objects would break the platform's scripts. */
function copyOf(value: unknown): Record<string, unknown> | undefined {
  try {
    return isRecord(value) ? JSON.parse(JSON.stringify(value)) : undefined;
  } catch {
    return undefined;
  }
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** Coerces one kernel key, warning (and falling back) when the value is unusable. */
function read<T>(
  settings: Record<string, unknown>,
  key: string,
  coerce: (value: unknown) => T | undefined,
  fallback: T,
): T {
  const value = settings[key];
  if (value === undefined) return fallback;
  const coerced = coerce(value);
  if (coerced === undefined) reportBadSetting(key, value, fallback);
  return coerced ?? fallback;
}

const record = (value: unknown) => (isRecord(value) ? value : undefined);
const names = (value: unknown) =>
  Array.isArray(value) ? value.filter((name) => typeof name === 'string') : undefined;
/** `true` (every module's original script is gone) or the ids of the modules whose script is. */
const takenOver = (value: unknown): true | string[] | undefined =>
  toFlag(value) === true ? true : names(value);

export function readSettings(win: Window & Record<string, unknown>, doc: Document): Site {
  const global = win.voorkantSettings;
  if (global !== undefined && !isRecord(global)) reportBadSetting('window.voorkantSettings', global, {});
  const settings: Record<string, unknown> = { ...readJsonTag(doc), ...copyOf(global) };
  const modules: Record<string, boolean> = {};
  for (const [id, on] of Object.entries(read(settings, 'modules', record, {}))) {
    const flag = toFlag(on);
    if (flag === undefined) reportBadSetting(`modules.${id}`, on, true);
    else modules[id] = flag;
  }
  const bounds = read(settings, 'breakpoints', record, {});
  const kernel: KernelSettings = {
    modules,
    debug: read(settings, 'debug', toFlag, false),
    breakpoints: {
      small: read(bounds, 'small', toNumber, 640),
      medium: read(bounds, 'medium', toNumber, 1125),
    },
    resizeDebounceMs: read(settings, 'resizeDebounceMs', toNumber, 250),
    editorMarker: read(settings, 'editorMarker', toText, 'body.fusion-builder-live'),
    adminGlobals: read(settings, 'adminGlobals', names, ['ctAdminCommon']),
    takeover: read(settings, 'takeover', takenOver, true),
    safetyNetMs: read(settings, 'safetyNetMs', toNumber, 5000),
  };
  let editor = false;
  try {
    editor = doc.querySelector(kernel.editorMarker) !== null;
  } catch {
    reportBadSetting('editorMarker', kernel.editorMarker, 'a valid CSS selector');
  }
  return deepFreeze({
    platform: {
      ctPublic: copyOf(win.ctPublic),
      ctPublicFunctions: copyOf(win.ctPublicFunctions),
      admin: kernel.adminGlobals.some((name) => win[name] !== undefined),
    },
    settings,
    kernel,
    editor,
  });
}
