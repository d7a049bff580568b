import { afterEach, describe, expect, test, vi } from 'vitest';
import { readEntries, readEntry, readRaw, resetStorageFallback, writeEntry } from './storage';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
  resetStorageFallback();
});

describe('signal storage (CONTRACT-antispam.md section 3)', () => {
  test('entries use the platform wrapper: value as JSON text, timestamp in unix seconds', () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T12:00:00Z') });
    writeEntry('ct_screen_info', { fullWidth: 1280 });
    expect(JSON.parse(readRaw('ct_screen_info')!)).toEqual({
      value: '{"fullWidth":1280}',
      timestamp: 1795348800,
    });
    expect(readEntry('ct_screen_info')).toEqual({ fullWidth: 1280 });
  });

  test('an entry older than its lifetime counts as absent', () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T12:00:00Z') });
    writeEntry('ct_ps_timestamp', 1795348800);
    vi.setSystemTime(new Date('2026-11-23T12:00:01Z'));
    expect(readEntry('ct_ps_timestamp')).toBeUndefined();
    expect(readEntry('ct_ps_timestamp', 200_000)).toBe(1795348800);
  });

  test('unreadable entries are absent, never thrown', () => {
    localStorage.setItem('ct_broken', '{not json');
    localStorage.setItem('ct_plain', '"x"');
    expect(readEntry('ct_broken')).toBeUndefined();
    expect(readEntry('ct_plain')).toBeUndefined();
  });

  test('storage that throws falls back to memory for the rest of the page', () => {
    // Disabled storage: touching window.localStorage itself throws (Chromium with site data blocked).
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(writeEntry('ct_timezone', 1)).toBe(false);
    expect(readEntry('ct_timezone')).toBe(1);
  });

  test('readEntries takes the keys a filter accepts, from local or session storage', () => {
    writeEntry('ct_timezone', 1);
    writeEntry('apbct_headless', false);
    writeEntry('other', 'x');
    writeEntry('ct_timezone', 2, 'session');
    expect(readEntries((key) => /^(ct_|apbct_)/.test(key))).toEqual({
      ct_timezone: 1,
      apbct_headless: false,
    });
    expect(readEntries((key) => key.startsWith('ct_'), 'session')).toEqual({ ct_timezone: 2 });
  });
});
