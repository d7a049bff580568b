import { afterEach, describe, expect, test, vi } from 'vitest';
import { toFlag, toNumber, toText } from '../../kernel/coerce';
import { pickSettings } from '../../kernel/pick-settings';

afterEach(() => vi.restoreAllMocks());

describe('coercers', () => {
  test('flags as PHP prints them', () => {
    for (const yes of [true, 1, '1', 'true', 'on', ' ON ']) expect(toFlag(yes)).toBe(true);
    for (const no of [false, 0, '0', 'false', 'off', '']) expect(toFlag(no)).toBe(false);
    for (const bad of [2, 'misschien', null, {}, []]) expect(toFlag(bad)).toBeUndefined();
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
