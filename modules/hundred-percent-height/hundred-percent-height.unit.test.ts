import { afterEach, describe, expect, test } from 'vitest';
import type { Site } from '../../kernel/contract';
import fallback from './fallback';
import module from './index';

afterEach(() => {
  delete (globalThis as Record<string, unknown>).fusionContainerVars;
  delete (globalThis as Record<string, unknown>).avadaHeaderVars;
  delete (globalThis as Record<string, unknown>).avadaMenuVars;
});

const site = { platform: {}, settings: {}, kernel: {}, editor: false } as unknown as Site;

describe('hundred-percent-height', () => {
  test('reads the content break point, mobile full height and the sticky header from the theme', () => {
    expect(module.settings!(site)).toEqual({
      contentBreakPoint: 800,
      mobileFullHeight: false,
      stickyHeader: false,
      transparentHeader: false,
      stickyHeaderTablet: false,
      stickyHeaderMobile: false,
      headerShrink: true,
      headerBreakpoint: 1000,
    });
    Object.assign(globalThis, {
      fusionContainerVars: {
        content_break_point: '1000',
        container_hundred_percent_height_mobile: '1',
        is_sticky_header_transparent: '0',
      },
      avadaHeaderVars: { header_sticky: '1', header_sticky_mobile: '1', sticky_header_shrinkage: '0' },
      avadaMenuVars: { side_header_break_point: '800' },
    });
    expect(module.settings!(site)).toEqual({
      contentBreakPoint: 1000,
      mobileFullHeight: true,
      stickyHeader: true,
      transparentHeader: false,
      stickyHeaderTablet: false,
      stickyHeaderMobile: true,
      headerShrink: false,
      headerBreakpoint: 800,
    });
  });

  test('its safety net lets a container grow with its content, at least the window high', () => {
    const container = document.createElement('div');
    fallback([container]);
    expect(container.style.height).toBe('auto');
    expect(container.style.minHeight).toBe('100vh');
  });
});
