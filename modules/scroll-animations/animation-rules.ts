// The rules that decide whether and when the theme's animated elements animate (SPEC sections 4 and
// 9, THEME-MARKUP.md "scroll-animations"): the body class the theme's stylesheet expects, the three
// view offsets and their observer options, and when an element counts as in view for its offset.
export type AnimationOffset = 'top-into-view' | 'top-mid-of-view' | 'bottom-in-view';
export type AnimationStatus = 'off' | 'desktop' | 'desktop_and_mobile';
/** `do-animate`: elements wait hidden and animate in; `dont-animate`: the theme's CSS shows them all. */
export type AnimationMode = 'do-animate' | 'dont-animate';

export const animationStatuses: readonly AnimationStatus[] = ['off', 'desktop', 'desktop_and_mobile'];

/** The offsets as the builder prints them; older builders print `100%` and `50%` for the first two. */
const offsetNames: Record<string, AnimationOffset> = {
  'top-into-view': 'top-into-view',
  '100%': 'top-into-view',
  'top-mid-of-view': 'top-mid-of-view',
  '50%': 'top-mid-of-view',
  'bottom-in-view': 'bottom-in-view',
};

export function parseOffset(value: string | undefined, fallback: AnimationOffset): AnimationOffset {
  return offsetNames[value?.trim().toLowerCase() ?? ''] ?? fallback;
}

export interface Circumstances {
  /** A phone or tablet by its user agent (the theme's notion of mobile). */
  mobile: boolean;
  reducedMotion: boolean;
  /** The page-builder live editor: the builder itself marks it `dont-animate`. */
  editor: boolean;
}

/** `dont-animate` when the status is off, on a mobile device unless desktop and mobile, under reduced motion, or in the editor. */
export function animationMode(status: AnimationStatus, circumstances: Circumstances): AnimationMode {
  const { mobile, reducedMotion, editor } = circumstances;
  if (status === 'off' || reducedMotion || editor) return 'dont-animate';
  return mobile && status !== 'desktop_and_mobile' ? 'dont-animate' : 'do-animate';
}

export interface OffsetObserverOptions {
  /** Bottom root margin of top-mid-of-view (the bottom half of the viewport does not count). */
  midOfViewBottomMargin: string;
  /** Thresholds of bottom-in-view, so the observer reports as the element's bottom comes in. */
  bottomInViewThresholds: number[];
}

/**
 * The root reaches this far above the viewport, so an element the visitor jumped past (End key, an
 * anchor further down, a page restored scrolled down) still counts as reached: without it the
 * observer would see it go from below the viewport to above it without ever intersecting.
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

/** Seconds from an attribute (`"0.6"`), or undefined when missing or unusable. */
export function seconds(value: string | undefined): number | undefined {
  const parsed = value === undefined || value.trim() === '' ? Number.NaN : Number(value);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : undefined;
}
