// The height kept free above an anchor target (THEME-MARKUP.md, "anchor-scroll", offset): the admin
// bar plus the legacy sticky header's stuck height (theme-platform/header-offset.ts: the height the
// header module publishes, or before it runs the height it will publish), or with a Layouts header
// the bottom edge of the lowest fully visible stuck container; plus 1 px (SPEC section 9).
import { type StuckHeaderOptions, stuckHeaderDefaults, stuckLegacyHeaderHeight } from './header-offset';

export interface OffsetParts extends StuckHeaderOptions {
  adminBarSelector: string;
  /** A page with this has a Layouts header (sticky containers instead of the legacy header). */
  layoutsHeaderSelector: string;
  /** A stuck sticky container. */
  stuckContainerSelector: string;
  /** Added to the offset, in px. */
  extraPx: number;
}

/** The theme's parts, for the settings of a module that extends `OffsetParts`. */
export const anchorOffsetDefaults = {
  adminBarSelector: '#wpadminbar',
  layoutsHeaderSelector: '.fusion-tb-header',
  stuckContainerSelector: '.fusion-container-stuck',
  extraPx: 1,
  ...stuckHeaderDefaults,
} satisfies OffsetParts;

function adminBarHeight(selector: string): number {
  const bar = selector ? document.querySelector(selector) : null;
  if (!bar) return 0;
  const { position } = getComputedStyle(bar);
  // Only a bar that stays on screen while scrolling covers the target.
  if (position !== 'fixed' && position !== 'sticky') return 0;
  return bar.getBoundingClientRect().height;
}

/** The bottom edge of the lowest stuck container that is wholly on screen (0 without one). */
export function stuckContainersBottom(selector: string): number {
  let bottom = 0;
  for (const container of document.querySelectorAll(selector)) {
    const rect = container.getBoundingClientRect();
    if (rect.height > 0 && rect.top >= 0 && rect.bottom <= window.innerHeight)
      bottom = Math.max(bottom, rect.bottom);
  }
  return bottom;
}

/** Measured now: bars and headers change height with the viewport and the scroll position. */
export function anchorOffset(parts: OffsetParts): number {
  const bar = adminBarHeight(parts.adminBarSelector);
  const covered = document.querySelector(parts.layoutsHeaderSelector)
    ? Math.max(bar, stuckContainersBottom(parts.stuckContainerSelector))
    : bar + stuckLegacyHeaderHeight(parts);
  return Math.round(covered + parts.extraPx);
}
