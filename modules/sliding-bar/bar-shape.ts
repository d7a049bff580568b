// What the sliding bar area's classes say about its shape (sliding_bar.php prints them).

export type BarPosition = 'top' | 'bottom' | 'left' | 'right';

/** Its side of the window, from `fusion-sliding-bar-position-*` (the theme's default: top). */
export function positionOf(area: Element): BarPosition {
  for (const position of ['bottom', 'left', 'right'] as const)
    if (area.classList.contains(`fusion-sliding-bar-position-${position}`)) return position;
  return 'top';
}

/**
 * The toggle-style class the theme's script gives the area: the printed style (`data-toggle`:
 * `circle`, `rectangle`, `triangle`) on wide screens, the triangle at or below the break point.
 */
export function toggleStyleClass(style: string, narrow: boolean): string {
  return `fusion-sliding-bar-toggle-${narrow ? 'triangle' : style}`;
}
