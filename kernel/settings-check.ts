// Warns about the kernel's own settings that cannot be used (once per page, when the first module
// runs; kernel/settings.ts has already put each default in place): one console warning naming the
// key, its value and the default used. A chunk of its own, fetched by the runtime only when
// kernel/settings-doubt.ts finds a value the kernel may not have used, so kernel.js only reads and
// a page with usable settings downloads none of this.
import { reportBadSetting } from './bad-setting';
import { isRecord, toFlag, toNumber } from './coerce';
import { copyOf, names } from './settings';

/** `check` is true when the value is usable; a missing key is always fine. */
type Rule = [key: string, check: (value: unknown) => unknown, fallback: unknown];

const rules: Rule[] = [
  ['debug', (value) => toFlag(value) !== undefined, false],
  ['resizeDebounceMs', (value) => toNumber(value) !== undefined, 250],
  ['safetyNetMs', (value) => toNumber(value) !== undefined, 5000],
  ['editorMarker', (value) => typeof value === 'string' && isSelector(value), 'body.fusion-builder-live'],
  ['adminGlobals', names, ['ctAdminCommon']],
  ['takeover', (value) => value === true || names(value), true],
  ['modules', isRecord, {}],
  ['breakpoints', isRecord, { small: 640, medium: 1125 }],
];

function isSelector(selector: string): boolean {
  try {
    document.querySelector(selector);
    return true;
  } catch {
    return false;
  }
}

export function checkSettings(win: Window & Record<string, unknown>, doc: Document): void {
  const text = doc.getElementById('voorkant-settings')?.textContent?.trim();
  if (win.voorkantSettings !== undefined && !isRecord(win.voorkantSettings))
    reportBadSetting('window.voorkantSettings', win.voorkantSettings, {});
  if (text) {
    let tag: unknown;
    try {
      tag = JSON.parse(text);
    } catch {}
    if (!isRecord(tag)) reportBadSetting('#voorkant-settings', text.slice(0, 40), {});
  }
  const settings = { ...copyOf(tryParse(text)), ...copyOf(win.voorkantSettings) };
  for (const [key, check, fallback] of rules) {
    if (settings[key] !== undefined && !check(settings[key])) reportBadSetting(key, settings[key], fallback);
  }
  for (const [id, on] of Object.entries(copyOf(settings.modules) ?? {}))
    if (toFlag(on) === undefined) reportBadSetting(`modules.${id}`, on, true);
  for (const [key, fallback] of [
    ['small', 640],
    ['medium', 1125],
  ] as const) {
    const value = copyOf(settings.breakpoints)?.[key];
    if (value !== undefined && toNumber(value) === undefined)
      reportBadSetting(`breakpoints.${key}`, value, fallback);
  }
}

function tryParse(text: string | undefined): unknown {
  try {
    return JSON.parse(text || '{}');
  } catch {}
}
