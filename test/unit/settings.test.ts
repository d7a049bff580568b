import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { readSettings } from '../../kernel/settings';
import { checkSettings } from '../../kernel/settings-check';
import { settingsInDoubt } from '../../kernel/settings-doubt';

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

/**
 * happy-dom 21 keeps each selector a node was queried with, a rejected one too: the same node's next
 * query with an invalid selector finds nothing instead of throwing, which no browser does. The
 * kernel, the check and the doubt each query the document with the editor marker, so the first of
 * them saw a `SyntaxError` and the others did not (fast-check found `editorMarker: "$"`). A fresh
 * fragment parses the selector anew and throws as a browser does every time.
 */
beforeEach(() => {
  const query = document.querySelector.bind(document);
  vi.spyOn(document, 'querySelector').mockImplementation((selector: string) => {
    document.createDocumentFragment().querySelector(selector);
    return query(selector);
  });
});

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

describe('settingsInDoubt (whether the runtime fetches checkSettings)', () => {
  const doubt = () => {
    const win = window as unknown as TestWindow;
    return settingsInDoubt(win, document, readSettings(win, document));
  };

  test('nothing printed, or every kernel key printed usable as the WordPress plugin prints it: no doubt', () => {
    expect(doubt()).toBe(false);
    setTag(
      '{"modules": {"lightbox": false, "slider": true}, "takeover": ["menu", "tabs"], "breakpoints": {"small": 800, "medium": 1100}, "debug": false, "safetyNetMs": 4000, "slider": {"speed": "snel"}}',
    );
    (window as unknown as TestWindow).voorkantSettings = { takeover: [], adminGlobals: ['ctAdminCommon'] };
    expect(doubt()).toBe(false);
  });

  test.each([
    ['a tag that is no JSON', '{niet', undefined],
    ['a tag that is no object', '[1, 2]', undefined],
    ['a global that is no object', undefined, 'aan'],
    ['a switch that is no flag', '{"modules": {"lightbox": "ja graag"}}', undefined],
    ['a number that is no number', '{"safetyNetMs": "even"}', undefined],
    ['a break point that is no number', '{"breakpoints": {"small": "klein", "medium": 1125}}', undefined],
    ['a marker that is no selector', '{"editorMarker": "!!"}', undefined],
    ['a takeover that is no list', undefined, { takeover: 'alles' }],
  ])('in doubt with %s', (_, tag, global) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    // happy-dom throws on an invalid selector only the first time it is given it; a browser always.
    const query = document.querySelector.bind(document);
    vi.spyOn(document, 'querySelector').mockImplementation((selector: string) => {
      if (selector === '!!') throw new SyntaxError(`'${selector}' is not a valid selector`);
      return query(selector);
    });
    setTag(tag);
    if (global !== undefined) (window as unknown as TestWindow).voorkantSettings = global;
    expect(doubt()).toBe(true);
    // The check it fetches then has something to say.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    checkSettings(window as unknown as TestWindow, document);
    expect(warn).toHaveBeenCalled();
  });

  test('property: whenever checkSettings would warn, the settings are in doubt (no warning is lost)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const value = fc.oneof(
      fc.jsonValue(),
      fc.constantFrom('1', '0', 'ja', 250, '250', true, [], ['menu'], '!!', 'body'),
    );
    const kernelKeys = fc.dictionary(
      fc.constantFrom(
        'debug',
        'resizeDebounceMs',
        'safetyNetMs',
        'editorMarker',
        'adminGlobals',
        'takeover',
        'modules',
        'breakpoints',
      ),
      fc.oneof(value, fc.dictionary(fc.constantFrom('small', 'medium', 'menu'), value)),
    );
    fc.assert(
      fc.property(
        fc.oneof(kernelKeys, fc.jsonValue()),
        fc.oneof(kernelKeys, fc.jsonValue()),
        (tag, global) => {
          setTag(JSON.stringify(tag));
          (window as unknown as TestWindow).voorkantSettings = global;
          warn.mockClear();
          checkSettings(window as unknown as TestWindow, document);
          if (warn.mock.calls.length > 0) expect(doubt()).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });
});
