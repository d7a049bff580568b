// Reads the site settings once into one frozen object: the platform's globals under `platform`,
// Voorkant's own from the JSON script tag and then `window.voorkantSettings` (later key wins).
// Every byte here is in kernel.js, so it only reads: an unusable value silently takes its default
// here, and kernel/settings-check.ts (runtime chunk) warns about it once a module runs.
import { isRecord, toFlag, toNumber } from './coerce';
import type { KernelSettings, Site } from './contract';

/** A private copy: freezing the platform's own objects would break the platform's scripts. */
export function copyOf(value: unknown): Record<string, unknown> | undefined {
  try {
    return isRecord(value) ? JSON.parse(JSON.stringify(value)) : undefined;
  } catch {}
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** Texts only: a list of names, or undefined. */
export const names = (value: unknown) =>
  Array.isArray(value) && value.every((name) => typeof name === 'string') ? (value as string[]) : undefined;

/** The settings as printed: the JSON tag, then `window.voorkantSettings`, key by key. */
export function printedSettings(
  win: Window & Record<string, unknown>,
  doc: Document,
): Record<string, unknown> {
  let tag: unknown;
  try {
    tag = JSON.parse(doc.getElementById('voorkant-settings')?.textContent || '{}');
  } catch {}
  return { ...copyOf(tag), ...copyOf(win.voorkantSettings) };
}

export function readSettings(win: Window & Record<string, unknown>, doc: Document): Site {
  const settings = printedSettings(win, doc);
  const number = (value: unknown, fallback: number) => toNumber(value) ?? fallback;
  const modules: Record<string, boolean> = {};
  for (const [id, on] of Object.entries(copyOf(settings.modules) ?? {})) {
    const flag = toFlag(on);
    if (flag !== undefined) modules[id] = flag;
  }
  const bounds = copyOf(settings.breakpoints) ?? {};
  const kernel: KernelSettings = {
    modules,
    debug: toFlag(settings.debug) ?? false,
    breakpoints: { small: number(bounds.small, 640), medium: number(bounds.medium, 1125) },
    resizeDebounceMs: number(settings.resizeDebounceMs, 250),
    editorMarker:
      typeof settings.editorMarker === 'string' ? settings.editorMarker : 'body.fusion-builder-live',
    adminGlobals: names(settings.adminGlobals) ?? ['ctAdminCommon'],
    // `true` (every module's original script is gone) or the ids of the modules whose script is.
    takeover: names(settings.takeover) ?? true,
    safetyNetMs: number(settings.safetyNetMs, 5000),
  };
  let editor = false;
  try {
    editor = !!doc.querySelector(kernel.editorMarker);
  } catch {}
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
