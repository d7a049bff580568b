// Keeps an open megamenu inside the viewport and the site width (SPEC section 2 and 9: site width
// 1200 px): the panel drops from its menu item and is shifted left only as far as it must.

/** Horizontal offset (px) to add to a panel at `left` with `width` so it stays in the site's box. */
export function megamenuShift(left: number, width: number, viewportWidth: number, siteWidth: number): number {
  const boxLeft = Math.max(0, (viewportWidth - siteWidth) / 2);
  const boxRight = Math.min(viewportWidth, boxLeft + siteWidth);
  let wanted = left;
  if (wanted + width > boxRight) wanted = boxRight - width;
  if (wanted < boxLeft) wanted = boxLeft;
  return Math.round(wanted - left);
}

/** Measures the panel where the theme's CSS drops it, then moves it into the box (desktop only). */
export function placeMegamenu(panel: HTMLElement, siteWidth: number, desktop: boolean): void {
  panel.style.left = '';
  panel.style.maxWidth = '';
  if (!desktop) return;
  const viewportWidth = document.documentElement.clientWidth;
  panel.style.maxWidth = `${Math.min(siteWidth, viewportWidth)}px`;
  const rect = panel.getBoundingClientRect();
  const base = Number.parseFloat(getComputedStyle(panel).left) || 0;
  panel.style.left = `${base + megamenuShift(rect.left, rect.width, viewportWidth, siteWidth)}px`;
}
