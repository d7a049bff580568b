import { describe, expect, test } from 'vitest';
import toTop from './index';
import { showsOn, topPositionClasses } from './to-top-rules';

const site = { platform: { admin: false }, settings: {}, kernel: {} as never, editor: false };

describe('to-top rules (avadaToTopVars)', () => {
  test('status_totop names the devices the link is used on', () => {
    expect(showsOn('desktop', false)).toBe(true);
    expect(showsOn('desktop', true)).toBe(false);
    expect(showsOn('mobile', true)).toBe(true);
    expect(showsOn('mobile', false)).toBe(false);
    expect(showsOn('desktop_and_mobile', true)).toBe(true);
    expect(showsOn('desktop_and_mobile', false)).toBe(true);
    expect(showsOn('off', false)).toBe(false);
    expect(showsOn('off', true)).toBe(false);
  });

  test("totop_position becomes the container's classes", () => {
    expect(topPositionClasses('right')).toEqual(['to-top-container', 'to-top-right']);
    expect(topPositionClasses('left_floating')).toEqual([
      'to-top-container',
      'to-top-left',
      'to-top-floating',
    ]);
    expect(topPositionClasses('')).toEqual(['to-top-container', 'to-top-right']);
  });

  test("settings come from the theme's avadaToTopVars; the Voorkant slice wins", () => {
    const global = globalThis as Record<string, unknown>;
    global.avadaToTopVars = { status_totop: 'desktop', totop_position: 'left', totop_scroll_down_only: '1' };
    try {
      const settings = toTop.settings!(site);
      expect(settings).toMatchObject({ status: 'desktop', position: 'left', scrollDownOnly: true });
      expect(toTop.settings!({ ...site, settings: { 'to-top': { status: 'off' } } }).status).toBe('off');
    } finally {
      delete global.avadaToTopVars;
    }
  });
});
