// The decisions the theme's sticky script makes on every scroll, as pure functions (unit-tested):
// stuck once the page passes the stick line, resting on the parent's end (bottomed) when it would
// leave it, the transition class some distance past the line, and the scroll direction.

/** Where an element sits, measured while it is in the flow (CSS px, page coordinates). */
export interface StickyMetrics {
  /** Scroll position at which the element reaches its offset: its top minus margin minus offset. */
  stickLine: number;
  /** The element's height with its margins. */
  outerHeight: number;
  /** Top of the parent's content box, and that box's height. */
  parentTop: number;
  parentHeight: number;
}

export type StickyState = 'normal' | 'stuck' | 'bottomed';

/**
 * The state at scroll position `y` with the element `top` px from the window top while stuck.
 * Without bottoming (header containers stick to the whole page) it never rests on the parent's end.
 */
export function stickyStateAt(
  y: number,
  metrics: StickyMetrics,
  top: number,
  bottoming: boolean,
): StickyState {
  if (y <= metrics.stickLine) return 'normal';
  if (bottoming && y + metrics.outerHeight + top > metrics.parentTop + metrics.parentHeight)
    return 'bottomed';
  return 'stuck';
}

/** `fusion-sticky-transition` (or, with the scroll offset, `fusion-sticky-scroll-transition`) is on. */
export function pastOffset(y: number, stickLine: number, offset: number): boolean {
  return y - stickLine > offset;
}

/** The scroll direction after a scroll event: up only when the page moved up (the theme's rule). */
export function scrollDirection(previousY: number | undefined, y: number): 'up' | 'down' {
  return previousY !== undefined && y < previousY ? 'up' : 'down';
}

/** The theme's device for the per-device flags: small ≤ `small`, medium ≤ `medium`, else large. */
export function deviceAt(width: number, small: number, medium: number): 'small' | 'medium' | 'large' {
  if (width <= small) return 'small';
  return width <= medium ? 'medium' : 'large';
}

/** A length in px from `data-sticky-offset` (`72`, `72px`), or undefined when it is not one. */
export function pixelLength(value: string): number | undefined {
  const match = value.trim().match(/^(-?\d+(?:\.\d+)?)(px)?$/);
  return match ? Number(match[1]) : undefined;
}
