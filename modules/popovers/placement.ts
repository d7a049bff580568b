// Where a bubble goes beside its trigger: on the side the element names (`data-placement`: top,
// right, bottom, left, optionally after `auto`), flipped to the opposite side when it does not fit,
// moved to top or bottom when neither side fits, and shifted along its side to stay in the viewport.

export type Side = 'top' | 'right' | 'bottom' | 'left';

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface Placement {
  side: Side;
  /** Viewport coordinates of the bubble's top-left corner. */
  left: number;
  top: number;
  /** Where the arrow points, from the bubble's start edge along its side, in px. */
  arrow: number;
}

const opposite: Record<Side, Side> = { top: 'bottom', bottom: 'top', left: 'right', right: 'left' };

/** The side `data-placement` asks for (`auto top` → top; nothing or `auto` → `fallback`). */
export function requestedSide(placement: string | undefined, fallback: Side): Side {
  const side = (placement ?? '')
    .trim()
    .split(/\s+/)
    .find((word) => word in opposite);
  return (side as Side | undefined) ?? fallback;
}

const clamp = (value: number, low: number, high: number) =>
  Math.min(Math.max(value, low), Math.max(low, high));

export function placeBubble(
  trigger: Box,
  bubble: { width: number; height: number },
  viewport: { width: number; height: number },
  wanted: Side,
  gap: number,
  margin: number,
): Placement {
  const room: Record<Side, number> = {
    top: trigger.top - margin,
    bottom: viewport.height - (trigger.top + trigger.height) - margin,
    left: trigger.left - margin,
    right: viewport.width - (trigger.left + trigger.width) - margin,
  };
  const needs = (side: Side) => (side === 'top' || side === 'bottom' ? bubble.height : bubble.width) + gap;
  const fits = (side: Side) => room[side] >= needs(side);
  let side = wanted;
  if (!fits(side)) side = fits(opposite[side]) ? opposite[side] : room.bottom >= room.top ? 'bottom' : 'top';

  const centreX = trigger.left + trigger.width / 2;
  const centreY = trigger.top + trigger.height / 2;
  if (side === 'top' || side === 'bottom') {
    const left = clamp(centreX - bubble.width / 2, margin, viewport.width - margin - bubble.width);
    const top = side === 'top' ? trigger.top - gap - bubble.height : trigger.top + trigger.height + gap;
    return { side, left, top, arrow: clamp(centreX - left, 8, bubble.width - 8) };
  }
  const top = clamp(centreY - bubble.height / 2, margin, viewport.height - margin - bubble.height);
  const left = side === 'left' ? trigger.left - gap - bubble.width : trigger.left + trigger.width + gap;
  return { side, left, top, arrow: clamp(centreY - top, 8, bubble.height - 8) };
}
