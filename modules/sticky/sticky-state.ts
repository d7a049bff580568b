// The sticky element's state, derived from which sentinel lines the visitor has scrolled past. The
// sentinels are 1 px markers inside the stick parent; IntersectionObserver tells when one crosses
// the viewport top, so no scroll-event arithmetic decides the state.
export type StickyState = 'normal' | 'stuck' | 'bottomed';

export interface SentinelsPassed {
  /** The line where the element reaches its sticky offset. */
  stick: boolean;
  /** The line where the element's bottom reaches the end of its parent. */
  bottom: boolean;
}

export function stickyState(passed: SentinelsPassed): StickyState {
  if (passed.bottom) return 'bottomed';
  return passed.stick ? 'stuck' : 'normal';
}

/**
 * Whether a sentinel is above the root's top edge: scrolled past. Half a pixel of slack for the
 * fractional positions zoom and sub-pixel layout give.
 */
export function isPassed(sentinelBottom: number, rootTop: number): boolean {
  return sentinelBottom <= rootTop + 0.5;
}

/** Where the element sits inside its parent, measured without sticking (CSS pixels). */
export interface StickyLayout {
  /** From the parent's padding edge to the element's top, in normal flow. */
  naturalTop: number;
  /** From the parent's padding edge to where the element's bottom may go at most (its content end minus the bottom margin). */
  room: number;
  /** The element's height. */
  height: number;
  /** Page y of the parent's padding edge. */
  parentPageTop: number;
}

/** The lines, in the parent's coordinates, where the element sticks, bottoms and transitions. */
export function sentinelLines(
  layout: StickyLayout,
  offset: number,
  transitionOffset: number | undefined,
): { stick: number; bottom: number; transition: number | undefined } {
  const stick = layout.naturalTop - offset;
  return {
    stick,
    bottom: layout.room - layout.height - offset,
    transition: transitionOffset === undefined ? undefined : stick + transitionOffset,
  };
}

/**
 * A sentinel reaches from above the page's top down to its line, so it intersects the viewport
 * exactly while the visitor has not scrolled past the line, however far a jump goes.
 */
export function sentinelBox(line: number, parentPageTop: number): { top: number; height: number } {
  const top = -parentPageTop - 1;
  return { top, height: Math.max(1, line - top) };
}

/** The scroll direction after a move, or the previous one when the page did not move. */
export function scrollDirection(
  previousY: number,
  currentY: number,
  previous: 'up' | 'down' | undefined,
): 'up' | 'down' | undefined {
  if (currentY > previousY) return 'down';
  if (currentY < previousY) return 'up';
  return previous;
}
