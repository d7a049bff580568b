// The height a full-height container leaves for the page's fixed top: the WordPress admin bar plus
// a sticky header that is not transparent (the theme's container script subtracts both: "100vh
// minus sticky header and admin bar", with the header's height once stuck and shrunk,
// `getStickyHeaderHeight(true)`, THEME-MARKUP.md). Shared by the modules that size containers to the
// window (hundred-percent-height, scroll-sections). It reads layout: call it in a module's reading
// phase, before it writes.
import type { ThemeKeys } from '../kernel/contract';

/** The theme's switches that say how high the legacy header is once stuck. */
export interface StuckHeaderOptions {
  /** The theme's header sticks (`avadaHeaderVars.header_sticky`, read by the module). */
  stickyHeader: boolean;
  /** It sticks on tablets (`avadaHeaderVars.header_sticky_tablet`). */
  stickyHeaderTablet: boolean;
  /** It sticks at or below the header break point (`avadaHeaderVars.header_sticky_mobile`). */
  stickyHeaderMobile: boolean;
  /** It shrinks once stuck, above the break point (`avadaHeaderVars.sticky_header_shrinkage`). */
  headerShrink: boolean;
  /** The header break point in px (`avadaMenuVars.side_header_break_point`). */
  headerBreakpoint: number;
}

/** What a full-height container needs besides: whether content runs under the header. */
export interface HeaderOffsetOptions extends StuckHeaderOptions {
  /** The sticky header is transparent, so content runs under it (`fusionContainerVars.is_sticky_header_transparent`). */
  transparentHeader: boolean;
}

/** The defaults of `StuckHeaderOptions`, for the settings of a module that extends them. */
export const stuckHeaderDefaults = {
  stickyHeader: false,
  stickyHeaderTablet: false,
  stickyHeaderMobile: false,
  headerShrink: true,
  headerBreakpoint: 1000,
} satisfies StuckHeaderOptions;

/** Where the theme prints `StuckHeaderOptions`, for the theme keys of such a module. */
export const stuckHeaderTheme = {
  stickyHeader: 'avadaHeaderVars.header_sticky',
  stickyHeaderTablet: 'avadaHeaderVars.header_sticky_tablet',
  stickyHeaderMobile: 'avadaHeaderVars.header_sticky_mobile',
  headerShrink: 'avadaHeaderVars.sticky_header_shrinkage',
  headerBreakpoint: 'avadaMenuVars.side_header_break_point',
} satisfies ThemeKeys;

/** The defaults of `HeaderOffsetOptions`, for the settings of a module that extends them. */
export const headerOffsetDefaults = {
  ...stuckHeaderDefaults,
  transparentHeader: false,
} satisfies HeaderOffsetOptions;

/** Where the theme prints `HeaderOffsetOptions`, for the theme keys of such a module. */
export const headerOffsetTheme = {
  ...stuckHeaderTheme,
  transparentHeader: 'fusionContainerVars.is_sticky_header_transparent',
} satisfies ThemeKeys;

/** Tablets as the theme tests them (device width and orientation). */
export const tabletQuery =
  '(min-device-width: 768px) and (max-device-width: 1366px) and (orientation: portrait), (min-device-width: 768px) and (max-device-width: 1024px) and (orientation: landscape)';

/** The legacy header's height once stuck and shrunk: the theme's fixed 65 px. */
export const shrunkHeaderHeight = 65;

/** Whether the legacy header sticks on this device, by the theme's switches. */
export function sticksHere(
  settings: { sticky: boolean; stickyTablet: boolean; stickyMobile: boolean },
  device: { tablet: boolean; mobile: boolean },
): boolean {
  if (!settings.sticky) return false;
  if (device.tablet) return settings.stickyTablet;
  if (device.mobile) return settings.stickyMobile;
  return true;
}

/**
 * The legacy header's height once stuck on this device, as the header module publishes it on the
 * root element: 65 px on a desktop where it shrinks, 0 px where it does not stick. Unset where that
 * module does not run: then the header scrolls away and leaves nothing to keep free.
 */
const legacyStuckHeight = '--header-sticky-height';

/** The admin bar's height while it is fixed at the top, else 0. */
function adminBarHeight(): number {
  const bar = document.getElementById('wpadminbar');
  return bar && getComputedStyle(bar).position === 'fixed' ? bar.offsetHeight : 0;
}

function hasLegacyStickyHeader(): boolean {
  return (
    document.body.classList.contains('fusion-sticky-header') &&
    document.querySelector('.fusion-header-wrapper .fusion-header') !== null
  );
}

/** A Layouts header's sticky containers, which stay on screen as they are. */
function layoutsHeaderHeight(): number {
  let height = 0;
  for (const container of document.querySelectorAll<HTMLElement>(
    '.fusion-tb-header .fusion-sticky-container',
  ))
    height += container.offsetHeight;
  return height;
}

/**
 * The height the header module will publish, by its rules, for the time before it does: above the
 * phone break point it loads on the page's first scroll or touch, and a full-height container at
 * the top must not change its height then.
 */
function expectedLegacyHeight(options: StuckHeaderOptions): number {
  const mobile = matchMedia(`(max-width: ${options.headerBreakpoint}px)`).matches;
  const sticks = sticksHere(
    {
      sticky: options.stickyHeader,
      stickyTablet: options.stickyHeaderTablet,
      stickyMobile: options.stickyHeaderMobile,
    },
    { tablet: matchMedia(tabletQuery).matches, mobile },
  );
  if (!sticks) return 0;
  if (options.headerShrink && !mobile) return shrunkHeaderHeight;
  return Math.round(
    document.querySelector('.fusion-header-wrapper .fusion-header')?.getBoundingClientRect().height ?? 0,
  );
}

function legacyHeaderHeight(options: StuckHeaderOptions): number {
  const value = Number.parseFloat(
    getComputedStyle(document.documentElement).getPropertyValue(legacyStuckHeight),
  );
  return Number.isFinite(value) ? value : expectedLegacyHeight(options);
}

/**
 * What the legacy sticky header covers once stuck, measured now: the height the header module
 * published, or before it runs (it loads on the page's first scroll, which may be the caller's
 * own) the height it will publish; 0 on a page without the legacy sticky header. Transparent or
 * not (`HeaderOffsetOptions`): content runs under a transparent one, but it still covers an anchor
 * scrolled to the top.
 */
export function stuckLegacyHeaderHeight(options: StuckHeaderOptions): number {
  return hasLegacyStickyHeader() ? legacyHeaderHeight(options) : 0;
}

const subtracts = (options: HeaderOffsetOptions) => options.stickyHeader && !options.transparentHeader;

/**
 * Pixels between the window's top and the first full-height container's top when the visitor is
 * scrolled to it, measured now: what the theme subtracts from `100vh`.
 * @example
 * scrollTo({ top: sectionTop - headerOffset({ stickyHeader: true, transparentHeader: false }) });
 */
export function headerOffset(options: HeaderOffsetOptions): number {
  if (!subtracts(options)) return adminBarHeight();
  return adminBarHeight() + (hasLegacyStickyHeader() ? legacyHeaderHeight(options) : layoutsHeaderHeight());
}

/**
 * The same as a CSS length for heights and positions: with the legacy header it follows the height
 * the header module publishes, also when that module starts after the caller or the height changes
 * with the window.
 * @example
 * container.style.height = `calc(100vh - ${headerOffsetCss({ stickyHeader: true, transparentHeader: false })})`;
 */
export function headerOffsetCss(options: HeaderOffsetOptions): string {
  const bar = adminBarHeight();
  if (!subtracts(options) || !hasLegacyStickyHeader()) return `${headerOffset(options)}px`;
  const header = `var(${legacyStuckHeight}, ${expectedLegacyHeight(options)}px)`;
  return bar ? `calc(${header} + ${bar}px)` : header;
}
