// The theme's grid sizer (`.fusion-grid-sizer`): the empty first item its masonry layouts print so
// that Isotope can read a column's width. Voorkant's layouts on CSS grid (the blog's masonry, the
// Gallery element) keep one out of the flow, the theme's own or one of their making, to read the
// width the theme's stylesheet gives a column at each break point: the container's width over it is
// the grid's column count.

export const sizerSelector = '.fusion-grid-sizer';

/** The container's own sizer, or the one `make` builds (prepended); `own` says which, for cleanup. */
export function gridSizer(
  container: HTMLElement,
  make: () => HTMLElement,
): { sizer: HTMLElement; own: boolean } {
  const printed = container.querySelector<HTMLElement>(`:scope > ${sizerSelector}`);
  if (printed) return { sizer: printed, own: false };
  const sizer = make();
  container.prepend(sizer);
  return { sizer, own: true };
}

/**
 * How many columns of `columnWidth` fit in `containerWidth` (1 while nothing is laid out).
 * @example
 * columnCount(1200, 400); // 3
 */
export function columnCount(containerWidth: number, columnWidth: number): number {
  return columnWidth > 0 ? Math.max(1, Math.round(containerWidth / columnWidth)) : 1;
}
