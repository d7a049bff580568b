/**
 * How far the page is read, 0–100, rounded up as the theme's script does (one pixel of scrolling
 * shows as 1 %): `scrolled` px of the `scrollable` px the page can scroll. A page that cannot scroll
 * is read to the end.
 */
export function readPercent(scrolled: number, scrollable: number): number {
  if (!(scrollable > 0)) return 100;
  return Math.min(100, Math.max(0, Math.ceil((scrolled / scrollable) * 100)));
}
