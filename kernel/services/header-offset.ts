// The height a full-height container leaves for the page's fixed top: the WordPress admin bar plus
// a sticky header that is not transparent (the theme's container script subtracts both: "100vh
// minus sticky header and admin bar", THEME-MARKUP.md). Shared by the modules that size containers
// to the window (hundred-percent-height, scroll-sections, full-sections). It reads layout: call it
// in a module's reading phase, before it writes.

export interface HeaderOffsetOptions {
  /** The theme's header sticks (`avadaHeaderVars.header_sticky`, read by the module). */
  stickyHeader: boolean;
  /** The sticky header is transparent, so content runs under it (`fusionContainerVars.is_sticky_header_transparent`). */
  transparentHeader: boolean;
}

/** The admin bar's height while it is fixed at the top, else 0. */
function adminBarHeight(): number {
  const bar = document.getElementById('wpadminbar');
  return bar && getComputedStyle(bar).position === 'fixed' ? bar.offsetHeight : 0;
}

/** The height of the header that stays on screen: the legacy header's bar, or a Layouts header's sticky containers. */
function stickyHeaderHeight(): number {
  if (document.body.classList.contains('fusion-sticky-header')) {
    const legacy = document.querySelector<HTMLElement>('.fusion-header-wrapper .fusion-header');
    if (legacy) return legacy.offsetHeight;
  }
  let height = 0;
  for (const container of document.querySelectorAll<HTMLElement>(
    '.fusion-tb-header .fusion-sticky-container',
  ))
    height += container.offsetHeight;
  return height;
}

/**
 * Pixels between the window's top and the first full-height container's top when the visitor is
 * scrolled to it: what the theme subtracts from `100vh`.
 * @example
 * container.style.height = `calc(100vh - ${headerOffset({ stickyHeader: true, transparentHeader: false })}px)`;
 */
export function headerOffset(options: HeaderOffsetOptions): number {
  const header = options.stickyHeader && !options.transparentHeader ? stickyHeaderHeight() : 0;
  return adminBarHeight() + header;
}
