import { afterEach, describe, expect, test, vi } from 'vitest';
import { toFlag, toNumber } from '../../kernel/coerce';
import { toText } from '../../kernel/coerce-text';
import { pickSettings, readGlobal } from '../../kernel/pick-settings';

afterEach(() => vi.restoreAllMocks());

describe('coercers', () => {
  test('flags as PHP prints them', () => {
    for (const yes of [true, 1, '1', 'true', 'on', ' ON ', 'Yes', '\tTRUE\n']) expect(toFlag(yes)).toBe(true);
    for (const no of [false, 0, '0', 'false', 'off', '', ' ', 'No', ' OFF ']) expect(toFlag(no)).toBe(false);
    for (const bad of [2, 'misschien', null, {}, [], 'onn', '1 1', 'yes no', -0.5])
      expect(toFlag(bad)).toBeUndefined();
  });

  test('numbers given as text', () => {
    expect(toNumber('7000')).toBe(7000);
    expect(toNumber(' 0.3 ')).toBe(0.3);
    expect(toNumber('')).toBeUndefined();
    expect(toNumber('snel')).toBeUndefined();
    expect(toNumber(Number.NaN)).toBeUndefined();
  });

  test('texts', () => {
    expect(toText('Volgende')).toBe('Volgende');
    expect(toText(12)).toBe('12');
    expect(toText({})).toBeUndefined();
  });
});

describe('pickSettings', () => {
  const defaults = { speed: 7000, autoplay: true, texts: { next: 'Volgende' }, effects: ['fade'] };

  test('missing keys take their defaults silently', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(pickSettings(undefined, defaults, 'slider')).toEqual(defaults);
    expect(pickSettings({}, defaults, 'slider')).toEqual(defaults);
    expect(warn).not.toHaveBeenCalled();
  });

  test('values are coerced to the type of their default', () => {
    expect(
      pickSettings({ speed: '5000', autoplay: '0', texts: { next: 'Verder' } }, defaults, 'slider'),
    ).toEqual({
      ...defaults,
      speed: 5000,
      autoplay: false,
      texts: { next: 'Verder' },
    });
  });

  test('a bad value is reported once, naming its key, and replaced by its default', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const picked = pickSettings({ speed: 'snel', texts: { next: 3 }, effects: 'fade' }, defaults, 'slider');
    expect(picked.speed).toBe(7000);
    expect(picked.texts.next).toBe('3');
    expect(picked.effects).toEqual(['fade']);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]?.[0]).toContain('setting "slider.speed"');
    expect(warn.mock.calls[1]?.[0]).toContain('setting "slider.effects"');
  });
});

describe('pickSettings with the theme’s printed objects', () => {
  const defaults = { speed: 7000, autoplay: true, texts: { loading: 'Bezig…', done: 'Klaar' } };
  const theme = {
    speed: 'fusionFlexSliderVars.slideshow_speed',
    autoplay: 'fusionFlexSliderVars.slideshow_autoplay',
    'texts.loading': 'fusionBlogVars.infinite_blog_text',
  };
  const win = globalThis as Record<string, unknown>;
  afterEach(() => {
    delete win.fusionFlexSliderVars;
    delete win.fusionBlogVars;
  });

  test('keys the Voorkant slice leaves out come from the theme, string booleans included', () => {
    win.fusionFlexSliderVars = { slideshow_speed: '5000', slideshow_autoplay: '' };
    win.fusionBlogVars = { infinite_blog_text: '<em>Laden…</em>' };
    expect(pickSettings(undefined, defaults, 'slider', theme)).toEqual({
      speed: 5000,
      autoplay: false,
      texts: { loading: '<em>Laden…</em>', done: 'Klaar' },
    });
  });

  test('the Voorkant slice wins key by key, nested keys too', () => {
    win.fusionFlexSliderVars = { slideshow_speed: '5000', slideshow_autoplay: '1' };
    win.fusionBlogVars = { infinite_blog_text: 'thema' };
    expect(pickSettings({ speed: 3000, texts: { done: 'Op' } }, defaults, 'slider', theme)).toEqual({
      speed: 3000,
      autoplay: true,
      texts: { loading: 'thema', done: 'Op' },
    });
  });

  test('an absent global or key is not an error; an unusable theme value is reported with its source', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(pickSettings(undefined, defaults, 'slider', theme)).toEqual(defaults);
    expect(warn).not.toHaveBeenCalled();
    win.fusionFlexSliderVars = { slideshow_speed: 'snel' };
    expect(pickSettings(undefined, defaults, 'slider', theme).speed).toBe(7000);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('slider.speed (from fusionFlexSliderVars.slideshow_speed)');
  });

  test('readGlobal gives a private copy of a printed object, and nothing for anything else', () => {
    win.fusionBlogVars = { infinite_blog_text: 'x' };
    const copy = readGlobal('fusionBlogVars');
    expect(copy).toEqual({ infinite_blog_text: 'x' });
    expect(copy).not.toBe(win.fusionBlogVars);
    win.fusionFlexSliderVars = 'tekst';
    expect(readGlobal('fusionFlexSliderVars')).toBeUndefined();
    expect(readGlobal('nietGedrukt')).toBeUndefined();
  });
});
