// The mouse wheel in the open lightbox moves between items (the spec's `mousewheel` option), which
// PhotoSwipe does not do: its wheel only pans a zoomed photo or zooms with Ctrl, and both stay as
// they are. Deltas are made comparable first (SPEC section 9: line-based wheels count 16 px a
// line), then one step of `stepPx` moves one item; a burst of wheel events (a trackpad's inertia)
// moves at most one item until it pauses for `gestureGapMs`.
import type PhotoSwipe from 'photoswipe';

export interface WheelOptions {
  /** Pixels per line for wheels that report lines, when the page gives none (SPEC: 16). */
  lineHeightPx: number;
  /** Scrolled distance that moves one item. */
  stepPx: number;
  /** A pause this long ends a wheel gesture. */
  gestureGapMs: number;
}

/** The event's distance in pixels along its main axis; positive means onwards. */
export function wheelDistance(
  event: Pick<WheelEvent, 'deltaX' | 'deltaY' | 'deltaMode'>,
  options: WheelOptions,
) {
  const delta = Math.abs(event.deltaY) >= Math.abs(event.deltaX) ? event.deltaY : event.deltaX;
  if (event.deltaMode === 1) return delta * options.lineHeightPx;
  if (event.deltaMode === 2) return delta * window.innerHeight;
  return delta;
}

export function wheelNavigation(pswp: PhotoSwipe, options: WheelOptions): void {
  let distance = 0;
  let moved = false;
  let last = Number.NEGATIVE_INFINITY;
  pswp.on('wheel', (event) => {
    const wheel = event.originalEvent;
    // Ctrl+wheel zooms and a zoomed photo pans: PhotoSwipe's own handling.
    if (wheel.ctrlKey || pswp.currSlide?.isPannable()) return;
    event.preventDefault();
    if (wheel.timeStamp - last > options.gestureGapMs) {
      distance = 0;
      moved = false;
    }
    last = wheel.timeStamp;
    if (moved) return;
    distance += wheelDistance(wheel, options);
    if (Math.abs(distance) < options.stepPx) return;
    moved = true;
    // next() and prev() keep to the loop rule: at the last item without looping nothing happens.
    if (distance > 0) pswp.next();
    else pswp.prev();
  });
}
