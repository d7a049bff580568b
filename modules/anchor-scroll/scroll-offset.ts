// The height kept free above an anchor target (SPEC section 9): the admin bar plus the sticky
// header plus 1 px. The theme's sticky header is not active, so it counts only when switched on.

export interface OffsetParts {
  adminBarSelector: string;
  stickyHeader: boolean;
  stickyHeaderSelector: string;
  extraPx: number;
}

function heightOf(selector: string): number {
  const element = selector ? document.querySelector(selector) : null;
  if (!element) return 0;
  const { position } = getComputedStyle(element);
  // Only bars that stay on screen while scrolling cover the target.
  if (position !== 'fixed' && position !== 'sticky') return 0;
  return element.getBoundingClientRect().height;
}

/** Measured now, since the admin bar and header can change height with the viewport. */
export function anchorOffset(parts: OffsetParts): number {
  const header = parts.stickyHeader
    ? (document.querySelector(parts.stickyHeaderSelector)?.getBoundingClientRect().height ?? 0)
    : 0;
  return Math.round(heightOf(parts.adminBarSelector) + header + parts.extraPx);
}
