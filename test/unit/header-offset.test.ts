import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { headerOffset, headerOffsetCss, stuckLegacyHeaderHeight } from '../../theme-platform/header-offset';

const theme = {
  stickyHeader: true,
  transparentHeader: false,
  stickyHeaderTablet: false,
  stickyHeaderMobile: false,
  headerShrink: true,
  headerBreakpoint: 800,
};

describe('the offset full-height containers leave for the legacy sticky header', () => {
  beforeEach(() => {
    document.body.className = 'fusion-sticky-header';
    document.body.innerHTML =
      '<div class="fusion-header-wrapper"><div class="fusion-header-v1"><div class="fusion-header" style="height: 84px"></div></div></div>';
  });
  afterEach(() => document.documentElement.style.removeProperty('--header-sticky-height'));

  it('before the header module runs: the height it will publish, by the theme’s switches', () => {
    expect(window.innerWidth).toBeGreaterThan(theme.headerBreakpoint);
    expect(headerOffset(theme)).toBe(65);
    expect(headerOffsetCss(theme)).toBe('var(--header-sticky-height, 65px)');
    expect(headerOffset({ ...theme, stickyHeader: false })).toBe(0);
    // Below the break point a header sticks only where the theme says so for phones.
    const phone = { ...theme, headerBreakpoint: window.innerWidth + 1 };
    expect(headerOffset(phone)).toBe(0);
    expect(headerOffsetCss({ ...phone, stickyHeaderMobile: true })).toMatch(
      /^var\(--header-sticky-height, \d+px\)$/,
    );
  });

  it('once the header module published its height, that height', () => {
    document.documentElement.style.setProperty('--header-sticky-height', '72px');
    expect(headerOffset(theme)).toBe(72);
  });

  it('what the header covers above an anchor: a transparent header too, nothing without the legacy sticky header', () => {
    expect(stuckLegacyHeaderHeight(theme)).toBe(65);
    // A full-height container's options may say the header is transparent: it still covers.
    const transparent = { ...theme, transparentHeader: true };
    expect(stuckLegacyHeaderHeight(transparent)).toBe(65);
    expect(headerOffset(transparent)).toBe(0);
    document.documentElement.style.setProperty('--header-sticky-height', '0px');
    expect(stuckLegacyHeaderHeight(theme)).toBe(0);
    document.documentElement.style.removeProperty('--header-sticky-height');
    document.body.className = '';
    expect(stuckLegacyHeaderHeight(theme)).toBe(0);
  });
});
