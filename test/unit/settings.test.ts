import fc from 'fast-check';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { readSettings } from '../../kernel/settings';
import { checkSettings } from '../../kernel/settings-check';

type TestWindow = Window & Record<string, unknown>;

function setTag(text: string | undefined): void {
  document.getElementById('voorkant-settings')?.remove();
  if (text === undefined) return;
  const tag = document.createElement('script');
  tag.type = 'application/json';
  tag.id = 'voorkant-settings';
  tag.textContent = text;
  document.head.append(tag);
}

afterEach(() => {
  setTag(undefined);
  const win = window as unknown as TestWindow;
  delete win.voorkantSettings;
  delete win.ctPublic;
  delete win.ctPublicFunctions;
  delete win.ctAdminCommon;
  vi.restoreAllMocks();
});

describe('readSettings', () => {
  test('defaults when nothing is printed', () => {
    const site = readSettings(window as unknown as TestWindow, document);
    expect(site.kernel).toEqual({
      modules: {},
      debug: false,
      breakpoints: { small: 640, medium: 1125 },
      resizeDebounceMs: 250,
      editorMarker: 'body.fusion-builder-live',
      adminGlobals: ['ctAdminCommon'],
      takeover: true,
      safetyNetMs: 5000,
    });
    expect(site.platform).toEqual({ ctPublic: undefined, ctPublicFunctions: undefined, admin: false });
  });

  test('the JSON tag, then window.voorkantSettings, key by key; platform globals copied, never frozen in place', () => {
    setTag('{"debug": "1", "modules": {"lightbox": "0"}, "slider": {"speed": 5000}}');
    const win = window as unknown as TestWindow;
    win.voorkantSettings = { slider: { speed: 3000 } };
    win.ctPublic = { data__cookies_type: 'native' };
    win.ctAdminCommon = {};
    const site = readSettings(win, document);
    expect(site.kernel.debug).toBe(true);
    expect(site.kernel.modules).toEqual({ lightbox: false });
    expect(site.settings.slider).toEqual({ speed: 3000 });
    expect(site.platform.ctPublic).toEqual({ data__cookies_type: 'native' });
    expect(site.platform.admin).toBe(true);
    expect(Object.isFrozen(site)).toBe(true);
    expect(Object.isFrozen(site.platform.ctPublic)).toBe(true);
    expect(Object.isFrozen(win.ctPublic)).toBe(false);
  });

  test('malformed JSON and wrong types: the defaults at once, one warning each when the runtime checks', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setTag('{not json');
    (window as unknown as TestWindow).voorkantSettings = 'aan';
    const site = readSettings(window as unknown as TestWindow, document);
    expect(site.kernel.debug).toBe(false);
    expect(warn).not.toHaveBeenCalled();
    checkSettings(window as unknown as TestWindow, document);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]?.[0]).toContain('window.voorkantSettings');
    expect(warn.mock.calls[1]?.[0]).toContain('#voorkant-settings');
  });

  test('property: arbitrary JSON as settings never makes the kernel throw', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), fc.jsonValue(), (tag, global, platform) => {
        setTag(JSON.stringify(tag));
        const win = window as unknown as TestWindow;
        win.voorkantSettings = global;
        win.ctPublic = platform;
        const site = readSettings(win, document);
        expect(typeof site.kernel.debug).toBe('boolean');
        expect(typeof site.kernel.breakpoints.small).toBe('number');
        for (const on of Object.values(site.kernel.modules)) expect(typeof on).toBe('boolean');
      }),
      { numRuns: 300 },
    );
  });
});

describe('checkSettings', () => {
  test('one warning per unusable kernel key, naming it; usable and missing keys say nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setTag(
      '{"debug": "misschien", "modules": {"lightbox": "ja graag", "slider": "0"}, "breakpoints": {"small": "klein"}, "takeover": "alles", "editorMarker": 12, "safetyNetMs": 300}',
    );
    const site = readSettings(window as unknown as TestWindow, document);
    expect(site.kernel).toMatchObject({
      debug: false,
      modules: { slider: false },
      breakpoints: { small: 640, medium: 1125 },
      takeover: true,
      safetyNetMs: 300,
    });
    checkSettings(window as unknown as TestWindow, document);
    const keys = warn.mock.calls.map((call) => String(call[0]).match(/setting "([^"]+)"/)?.[1]);
    expect(keys.sort()).toEqual([
      'breakpoints.small',
      'debug',
      'editorMarker',
      'modules.lightbox',
      'takeover',
    ]);
  });
});
