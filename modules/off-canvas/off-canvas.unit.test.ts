import { afterEach, describe, expect, test } from 'vitest';
import { scrollThreshold } from './auto-triggers';
import { linkAction } from './index';
import { arrivedFrom, readOptions, triggersAllowed, writeRecord } from './off-canvas-options';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  delete (window as unknown as Record<string, unknown>).off_canvas_7;
});

describe('off-canvas: links, options and trigger rules', () => {
  test('link fragments name the action and the off-canvas', () => {
    expect(linkAction('#awb-oc__412')).toEqual({ action: 'toggle', id: '412' });
    expect(linkAction('#awb-open-oc__412')).toEqual({ action: 'open', id: '412' });
    expect(linkAction('#awb-close-oc__412')).toEqual({ action: 'close', id: '412' });
    expect(linkAction('#awb-close-oc__')).toEqual({ action: 'close', id: '' });
    expect(linkAction('#tab-1')).toBeUndefined();
  });

  test('options come from the printed global; missing ones take the builder defaults', () => {
    (window as unknown as Record<string, unknown>).off_canvas_7 = {
      type: 'sliding-bar',
      on_scroll: 'yes',
      scroll_position: 40,
    };
    const options = readOptions('7');
    expect(options.type).toBe('sliding-bar');
    expect(options.scroll_position).toBe('40');
    expect(options.frequency).toBe('forever');
    expect(readOptions('8').type).toBe('popup');
  });

  test('frequency rules: once, until closed, x times, once a day', () => {
    const base = readOptions('7');
    expect(triggersAllowed('7', { ...base, frequency: 'once' })).toBe(true);
    writeRecord('7', { open_count: 1 });
    expect(triggersAllowed('7', { ...base, frequency: 'once' })).toBe(false);
    expect(triggersAllowed('7', { ...base, frequency: 'xtimes', frequency_xtimes: '2' })).toBe(true);
    expect(triggersAllowed('7', { ...base, frequency: 'close' })).toBe(true);
    writeRecord('7', { closed: true, last_open_date: new Date('2026-01-01T10:00:00Z').toISOString() });
    expect(triggersAllowed('7', { ...base, frequency: 'close' })).toBe(false);
    expect(triggersAllowed('7', { ...base, frequency: 'day' }, new Date('2026-01-01T20:00:00Z'))).toBe(false);
    expect(triggersAllowed('7', { ...base, frequency: 'day' }, new Date('2026-01-02T11:00:00Z'))).toBe(true);
    expect(triggersAllowed('7', base)).toBe(true);
  });

  test('after a number of page views: counted per view', () => {
    const options = { ...readOptions('7'), after_x_page_views: 'yes', number_of_page_views: '2' };
    expect(triggersAllowed('7', options)).toBe(false);
    expect(triggersAllowed('7', options)).toBe(false);
    expect(triggersAllowed('7', options)).toBe(true);
  });

  test('arrival: internal, external or search; scroll positions in px or percent', () => {
    expect(arrivedFrom('', 'de-spaak.nl')).toBe('internal');
    expect(arrivedFrom('https://de-spaak.nl/blog/', 'de-spaak.nl')).toBe('internal');
    expect(arrivedFrom('https://www.google.nl/search', 'de-spaak.nl')).toBe('search');
    expect(arrivedFrom('https://fietsforum.nl/', 'de-spaak.nl')).toBe('external');
    expect(scrollThreshold('40%', 5000)).toBe(2000);
    expect(scrollThreshold('600', 5000)).toBe(600);
    expect(scrollThreshold('', 5000)).toBe(0);
  });
});
