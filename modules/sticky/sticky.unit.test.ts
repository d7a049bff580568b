import { describe, expect, test } from 'vitest';
import { deviceAt, pastOffset, pixelLength, scrollDirection, stickyStateAt } from './sticky-state';

const metrics = { stickLine: 300, outerHeight: 100, parentTop: 200, parentHeight: 1000 };

describe('the sticky state at a scroll position', () => {
  test('normal up to the stick line, stuck past it', () => {
    expect(stickyStateAt(0, metrics, 0, true)).toBe('normal');
    expect(stickyStateAt(300, metrics, 0, true)).toBe('normal');
    expect(stickyStateAt(301, metrics, 0, true)).toBe('stuck');
  });

  test('bottomed once it would leave its parent, counting its offset from the top', () => {
    // Parent content ends at 1200: with 100 px height and 50 px offset, past y = 1050.
    expect(stickyStateAt(1050, metrics, 50, true)).toBe('stuck');
    expect(stickyStateAt(1051, metrics, 50, true)).toBe('bottomed');
  });

  test('without bottoming (header containers stick to the page) it never rests at the end', () => {
    expect(stickyStateAt(5000, metrics, 0, false)).toBe('stuck');
  });
});

describe('transition offsets and scroll direction', () => {
  test('the transition class comes the given distance past the stick line', () => {
    expect(pastOffset(380, 300, 80)).toBe(false);
    expect(pastOffset(381, 300, 80)).toBe(true);
    expect(pastOffset(301, 300, 0)).toBe(true);
  });

  test('up only when the page moved up; the first scroll and a standstill count as down', () => {
    expect(scrollDirection(undefined, 500)).toBe('down');
    expect(scrollDirection(500, 480)).toBe('up');
    expect(scrollDirection(480, 480)).toBe('down');
  });
});

describe('device flags and offsets', () => {
  test('small up to 640, medium up to 1024, large above (the export’s visibility values)', () => {
    expect(deviceAt(375, 640, 1024)).toBe('small');
    expect(deviceAt(640, 640, 1024)).toBe('small');
    expect(deviceAt(1024, 640, 1024)).toBe('medium');
    expect(deviceAt(1025, 640, 1024)).toBe('large');
  });

  test('data-sticky-offset in px with or without the unit; anything else is not a pixel length', () => {
    expect(pixelLength('72')).toBe(72);
    expect(pixelLength(' 72px ')).toBe(72);
    expect(pixelLength('2em')).toBeUndefined();
    expect(pixelLength('.fusion-builder-row-1')).toBeUndefined();
  });
});

describe('settings from the theme’s printed objects', () => {
  test('device break points from fusionJSVars, the sidebar break point and legacy header from avadaSidebarsVars', async () => {
    const { default: sticky } = await import('./index');
    const globals = globalThis as Record<string, unknown>;
    globals.fusionJSVars = { visibility_small: '600', visibility_medium: '1000' };
    globals.avadaSidebarsVars = {
      sidebar_break_point: '920',
      header_sticky: '1',
      sticky_header_shrinkage: '',
    };
    try {
      const settings = sticky.settings!({
        settings: {},
        platform: { admin: false },
        kernel: {},
        editor: false,
      } as never);
      expect(settings.breakpoints).toEqual({ small: 600, medium: 1000 });
      expect([settings.sidebarBreakPoint, settings.headerSticky, settings.stickyHeaderShrinkage]).toEqual([
        920,
        true,
        false,
      ]);
    } finally {
      delete globals.fusionJSVars;
      delete globals.avadaSidebarsVars;
    }
  });
});
