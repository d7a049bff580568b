// The geometry of a 100%-height scroll section (SPEC sections 4 and 9; THEME-MARKUP.md
// "scroll-sections"): it is 100vh per element plus 50vh tall, less the page's fixed top (sticky
// header and admin bar); its elements share one sticky stage, and the visitor's scroll position
// inside it picks the one element shown. Element k is current while the viewport's top (below the
// fixed top) is in its band; the last band is the remaining 50vh.

/** A sentinel band inside the section, in vh from its top (shifted up by the fixed top). */
export interface Band {
  topVh: number;
  heightVh: number;
}

/** One band per element: the section fills the viewport for (count − ½) × 100vh of scrolling. */
export function bands(count: number): Band[] {
  return Array.from({ length: count }, (_, index) => ({
    topVh: index * 100,
    heightVh: index === count - 1 ? 50 : 100,
  }));
}

/** The section's height: 100vh per element plus 50vh, less the fixed top (a CSS length). */
export function sectionHeight(count: number, offset = '0px'): string {
  return offset === '0px' ? `calc(${count} * 100vh + 50vh)` : `calc(${count} * 100vh + 50vh - ${offset})`;
}

/**
 * The current element from which bands the viewport top is in (at a boundary two touch: the later
 * wins). None: before the section the first shows, after it the last.
 */
export function currentIndex(
  inBand: readonly boolean[],
  beforeSection: boolean,
): { index: number; active: boolean } {
  const index = inBand.lastIndexOf(true);
  if (index >= 0) return { index, active: true };
  return { index: beforeSection ? 0 : Math.max(0, inBand.length - 1), active: false };
}

/** Where to scroll to show element k: just inside its band. */
export function scrollTargetFor(
  index: number,
  sectionPageTop: number,
  viewportHeight: number,
  offsetPx = 0,
): number {
  return Math.round(sectionPageTop - offsetPx + index * viewportHeight + 1);
}

/**
 * The section's lock (`hundred_percent_scroll_sensitivity`): the shown element changes at most once
 * per `lockMs`; a change asked for during the lock happens when it ends, to the latest element asked
 * for. One timer at most, and only while a change waits.
 */
export function lockedChanges<T>(lockMs: number, apply: (value: T) => void, now = () => performance.now()) {
  let last = Number.NEGATIVE_INFINITY;
  let waiting: { value: T } | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = (value: T) => {
    last = now();
    apply(value);
  };
  return {
    request(value: T): void {
      const left = last + lockMs - now();
      if (left <= 0 && !timer) {
        run(value);
        return;
      }
      waiting = { value };
      timer ??= setTimeout(
        () => {
          timer = undefined;
          const next = waiting;
          waiting = undefined;
          if (next) run(next.value);
        },
        Math.max(0, left),
      );
    },
    /** Applies at once, outside the lock (a navigation click, a jump). */
    force(value: T): void {
      clearTimeout(timer);
      timer = undefined;
      waiting = undefined;
      run(value);
    },
    cancel(): void {
      clearTimeout(timer);
      timer = undefined;
      waiting = undefined;
    },
  };
}
