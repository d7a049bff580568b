// Where a parallax layer sits for a scroll position, as the theme places it (THEME-MARKUP.md
// "parallax", docs/theme-markup/parallax.md): the layer is longer than its container by its travel,
// and moves by that travel over the container's way through the window. Pure arithmetic on values
// measured once per resize, so a scroll frame reads no layout: it only writes one transform.

export type ParallaxDirection = 'up' | 'down' | 'left' | 'right' | 'none';

export interface SectionMetrics {
  /** Top of the section in document coordinates (px). */
  top: number;
  height: number;
  viewportHeight: number;
}

/** The theme's extra length for a sideways layer, px per unit of speed (its layers are 400 × speed wider). */
const sidewaysTravel = 400;

/** How far the layer moves in all (px), and so how much longer than its container it is. */
export function travel(direction: ParallaxDirection, metrics: SectionMetrics, speed: number): number {
  if (direction === 'none') return 0;
  const sideways = direction === 'left' || direction === 'right';
  return Math.abs(speed) * (sideways ? sidewaysTravel : metrics.viewportHeight);
}

/**
 * How far along its way the section is, 0–1: 0 while its top is at the window's bottom (or at the
 * page's top, for a section in the first screen), 1 when its bottom reaches the window's top.
 */
export function progress(metrics: SectionMetrics, scrollY: number): number {
  const start = Math.max(0, metrics.top - metrics.viewportHeight);
  const end = metrics.top + metrics.height;
  return end > start ? Math.min(1, Math.max(0, (scrollY - start) / (end - start))) : 0;
}

/**
 * The layer's place inside its container, a CSS `inset`: it sticks out by `extent` on the side it
 * moves away from (`up` starts flush at the top and ends flush at the bottom).
 */
export function layerInset(direction: ParallaxDirection, extent: number): string {
  const out = `${-extent}px`;
  switch (direction) {
    case 'up':
      return `0 0 ${out}`;
    case 'down':
      return `${out} 0 0`;
    case 'left':
      return `0 ${out} 0 0`;
    case 'right':
      return `0 0 0 ${out}`;
    default:
      return '0';
  }
}

/**
 * The layer's translation (px): `up` and `left` by the travel times the progress, `down` a quarter
 * faster as the theme moves it, held once its top edge reaches the container's (the theme's goes
 * on and opens a gap there), `right` towards its start.
 */
export function layerShift(
  direction: ParallaxDirection,
  metrics: SectionMetrics,
  scrollY: number,
  extent: number,
): { x: number; y: number } {
  const moved = progress(metrics, scrollY) * extent;
  switch (direction) {
    case 'up':
      return { x: 0, y: -moved };
    case 'down':
      return { x: 0, y: Math.min(extent, moved * 1.25) };
    case 'left':
      return { x: -moved, y: 0 };
    case 'right':
      return { x: moved, y: 0 };
    default:
      return { x: 0, y: 0 };
  }
}
