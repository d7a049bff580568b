// The geometry of a full-height scroll section (SPEC sections 4 and 9): it is 100vh per element
// plus 50vh tall; its elements share one sticky, viewport-high stage, and the visitor's scroll
// position inside it picks the one element shown. Element k is current while the viewport top is
// in its band; the last band is the remaining 50vh.

/** A sentinel band inside the section, in vh from its top. */
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

/** The section's height: 100vh per element plus 50vh. */
export function sectionHeight(count: number): string {
  return `calc(${count} * 100vh + 50vh)`;
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
export function scrollTargetFor(index: number, sectionPageTop: number, viewportHeight: number): number {
  return Math.round(sectionPageTop + index * viewportHeight + 1);
}
