// The rules that decide whether and when an element animates (SPEC sections 4 and 9): where
// animations run, the three view offsets and their observer options, and when an element counts
// as in view for its offset.
export type AnimationOffset = 'top-into-view' | 'top-mid-of-view' | 'bottom-in-view';
export type AnimationStatus = 'off' | 'desktop' | 'desktop_and_mobile';

export const animationOffsets: readonly AnimationOffset[] = [
  'top-into-view',
  'top-mid-of-view',
  'bottom-in-view',
];
export const animationStatuses: readonly AnimationStatus[] = ['off', 'desktop', 'desktop_and_mobile'];

export function parseOffset(value: string | undefined, fallback: AnimationOffset): AnimationOffset {
  const text = value?.trim().toLowerCase();
  return animationOffsets.find((offset) => offset === text) ?? fallback;
}

/** Whether animations run at this viewport: off, desktop only (wider than the mobile width), or everywhere. */
export function animationsRun(
  status: AnimationStatus,
  viewport: { width: number; reducedMotion: boolean },
  mobileMaxWidth: number,
): boolean {
  if (viewport.reducedMotion || status === 'off') return false;
  return status === 'desktop_and_mobile' || viewport.width > mobileMaxWidth;
}

export interface OffsetObserverOptions {
  /** Bottom root margin of top-mid-of-view (the bottom half of the viewport does not count). */
  midOfViewBottomMargin: string;
  /** Thresholds of bottom-in-view, so the observer reports as the element's bottom comes in. */
  bottomInViewThresholds: number[];
}

/**
 * The root reaches this far above the viewport, so an element the visitor jumped past (End key, an
 * anchor further down) still counts as reached: without it the observer would see the element go
 * from below the viewport to above it without ever intersecting, and never report.
 */
export const passedReachPx = 100_000;

export function observerOptions(
  offset: AnimationOffset,
  options: OffsetObserverOptions,
): IntersectionObserverInit {
  const top = `${passedReachPx}px`;
  switch (offset) {
    case 'top-mid-of-view':
      return { rootMargin: `${top} 0px ${options.midOfViewBottomMargin} 0px`, threshold: 0 };
    case 'bottom-in-view':
      return { rootMargin: `${top} 0px 0px 0px`, threshold: options.bottomInViewThresholds };
    default:
      return { rootMargin: `${top} 0px 0px 0px`, threshold: 0 };
  }
}

interface Reported {
  isIntersecting: boolean;
  intersectionRatio: number;
  boundingClientRect: { bottom: number };
  rootBounds: { bottom: number } | null;
}

/** Whether an observer report means the element reached its offset. */
export function reachedOffset(offset: AnimationOffset, entry: Reported): boolean {
  if (!entry.isIntersecting) return false;
  if (offset !== 'bottom-in-view') return true;
  // Its bottom is in view (an element taller than the viewport never reaches ratio 1).
  const rootBottom = entry.rootBounds?.bottom ?? Number.POSITIVE_INFINITY;
  return entry.intersectionRatio >= 1 || entry.boundingClientRect.bottom <= rootBottom + 0.5;
}
