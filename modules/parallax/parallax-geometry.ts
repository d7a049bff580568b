// Where a parallax layer sits for a scroll position. Pure arithmetic on values measured once per
// resize, so a scroll frame reads no layout: it only writes one transform per visible section.

export type ParallaxDirection = 'up' | 'down' | 'left' | 'right' | 'none';

export interface SectionMetrics {
  /** Top of the section in document coordinates (px). */
  top: number;
  height: number;
  viewportHeight: number;
}

/**
 * How far the section's centre is below the viewport's centre (px): 0 when centred, positive
 * below, negative above. The layer's shift is this distance times the speed.
 */
export function centreOffset(metrics: SectionMetrics, scrollY: number): number {
  return metrics.top - scrollY + metrics.height / 2 - metrics.viewportHeight / 2;
}

/** The largest shift while any part of the section is on screen: the layer extends this far. */
export function maxShift(metrics: SectionMetrics, speed: number): number {
  return Math.abs(speed) * ((metrics.viewportHeight + metrics.height) / 2);
}

/** The layer's translation (px) for `direction`: `up` moves it up as the visitor scrolls down. */
export function layerShift(
  direction: ParallaxDirection,
  metrics: SectionMetrics,
  scrollY: number,
  speed: number,
): { x: number; y: number } {
  const shift = centreOffset(metrics, scrollY) * speed;
  switch (direction) {
    case 'up':
      return { x: 0, y: shift };
    case 'down':
      return { x: 0, y: -shift };
    case 'left':
      return { x: shift, y: 0 };
    case 'right':
      return { x: -shift, y: 0 };
    default:
      return { x: 0, y: 0 };
  }
}
