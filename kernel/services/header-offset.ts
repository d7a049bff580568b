// The height a full-height container leaves for the page's fixed top: the WordPress admin bar plus
// a sticky header that is not transparent (the theme's container script subtracts both: "100vh
// minus sticky header and admin bar", with the header's height once stuck and shrunk,
// `getStickyHeaderHeight(true)`, THEME-MARKUP.md). Shared by the modules that size containers to the
// window (hundred-percent-height, scroll-sections). It reads layout: call it in a module's reading
// phase, before it writes.

export interface HeaderOffsetOptions {
  /** The theme's header sticks (`avadaHeaderVars.header_sticky`, read by the module). */
  stickyHeader: boolean;
  /** The sticky header is transparent, so content runs under it (`fusionContainerVars.is_sticky_header_transparent`). */
  transparentHeader: boolean;
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

function legacyHeaderHeight(): number {
  const value = Number.parseFloat(
    getComputedStyle(document.documentElement).getPropertyValue(legacyStuckHeight),
  );
  return Number.isFinite(value) ? value : 0;
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
  return adminBarHeight() + (hasLegacyStickyHeader() ? legacyHeaderHeight() : layoutsHeaderHeight());
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
  const header = `var(${legacyStuckHeight}, 0px)`;
  return bar ? `calc(${header} + ${bar}px)` : header;
}
