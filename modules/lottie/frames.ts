// Which frame a Lottie element shows when: its segment from the builder's start and end points,
// the still frame under reduced motion, and the share of the way a scroll or a cursor has come.
// Pure functions, so the trigger math is tested without a browser.

/** The builder's triggers (docs/theme-markup/lottie.md). */
export type LottieTrigger = 'none' | 'viewport' | 'hover' | 'click' | 'toggle' | 'scroll' | 'cursor';

/** The fields of a Lottie file the module checks before handing it to lottie-web. */
export interface AnimationData {
  /** Frames a second. */
  fr: number;
  /** In and out point: the animation's first frame and the frame after its last. */
  ip: number;
  op: number;
  w: number;
  h: number;
  layers: unknown[];
}

/** Whether `data` has what lottie-web needs to draw anything: a frame rate, a length, a size, layers. */
export function isAnimationData(data: unknown): data is AnimationData {
  if (!data || typeof data !== 'object') return false;
  const { fr, ip, op, w, h, layers } = data as Record<string, unknown>;
  const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
  return (
    finite(fr) &&
    finite(ip) &&
    finite(op) &&
    finite(w) &&
    finite(h) &&
    fr > 0 &&
    op > ip &&
    w > 0 &&
    h > 0 &&
    Array.isArray(layers)
  );
}

/**
 * The frames to play, `[first, end)` in the file's own numbering, from the builder's start and end
 * points (percent of the whole animation, 0 and 100 by default). An end point at or before the
 * start point, or a segment shorter than one frame, plays the whole animation.
 * @example segment({ ip: 0, op: 60 }, 25, 50) // [15, 30]
 */
export function segment(
  data: Pick<AnimationData, 'ip' | 'op'>,
  startPoint: number,
  endPoint: number,
): [number, number] {
  const length = data.op - data.ip;
  const at = (percent: number) => data.ip + Math.floor((length * Math.min(Math.max(percent, 0), 100)) / 100);
  const first = at(startPoint);
  const end = endPoint > startPoint ? at(endPoint) : data.op;
  return end - first >= 1 ? [first, end] : [data.ip, data.op];
}

/**
 * The frame (counted from the segment's start; `frames` is its length) shown under reduced motion:
 * the last in playing order for an animation that plays once by itself (trigger `none` or
 * `viewport`, no loop), where it would come to rest; otherwise the first in playing order, what the
 * visitor sees before a loop turns or before acting on a hover, click, scroll or cursor trigger.
 */
export function stillFrame(trigger: LottieTrigger, loop: boolean, reverse: boolean, frames: number): number {
  const playsOnce = !loop && (trigger === 'none' || trigger === 'viewport');
  const last = frames - 1;
  return playsOnce !== reverse ? last : 0;
}

const clamp = (share: number) => (Number.isFinite(share) ? Math.min(Math.max(share, 0), 1) : 0);

/**
 * How far an element has crossed the viewport, 0 to 1: 0 while its top is at the viewport's
 * bottom edge, 1 once its bottom has reached the top edge (the builder's "Animation Viewport" and
 * "Element" scroll modes).
 */
export function viewportProgress(rect: Pick<DOMRect, 'top' | 'height'>, viewportHeight: number): number {
  return clamp((viewportHeight - rect.top) / (viewportHeight + rect.height));
}

/** How far the page has been scrolled, 0 at the top to 1 at the bottom ("Entire Page"). */
export function pageProgress(scrollY: number, scrollHeight: number, viewportHeight: number): number {
  return clamp(scrollY / (scrollHeight - viewportHeight));
}

/**
 * Where the cursor is over the element, 0 to 1: across it (`horizontal`), down it (`vertical`), or
 * the mean of both (`both`: from the top left corner to the bottom right one).
 */
export function cursorProgress(
  direction: string,
  rect: Pick<DOMRect, 'left' | 'top' | 'width' | 'height'>,
  x: number,
  y: number,
): number {
  const across = clamp((x - rect.left) / rect.width);
  const down = clamp((y - rect.top) / rect.height);
  return direction === 'vertical' ? down : direction === 'both' ? (across + down) / 2 : across;
}

/** The frame (counted from the segment's start) for a share of the way, over a segment of `frames`. */
export const frameAt = (share: number, frames: number) => share * (frames - 1);
