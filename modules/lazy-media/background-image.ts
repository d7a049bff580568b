// Which background a lazy element shows (THEME-MARKUP.md "lazy-media"): `data-bg`, or on a small or
// medium screen the theme's responsive `data-bg-small` / `data-bg-medium` (break points from
// `fusionJSVars.visibility_small|medium`), under the `data-bg-gradient` the theme layers over it.

export interface ScreenBreakpoints {
  /** Widest screen that counts as small, px. */
  small: number;
  /** Widest screen that counts as medium, px. */
  medium: number;
}

/** The image address for a screen `width` px wide, or null when the element names none. */
export function backgroundAddress(
  element: Element,
  width: number,
  breakpoints: ScreenBreakpoints,
): string | null {
  const medium = element.getAttribute('data-bg-medium');
  const small = element.getAttribute('data-bg-small');
  if (width <= breakpoints.small && (small || medium)) return small || medium;
  if (width <= breakpoints.medium && medium) return medium;
  return element.getAttribute('data-bg');
}

/** The CSS `url(…)` of an address, quoted so no character of it can end the value. */
export function cssUrl(address: string): string {
  return `url(${JSON.stringify(new URL(address, document.baseURI).href)})`;
}

/**
 * Sets the element's background: the gradient over the image where the element has one. A gradient
 * the browser does not accept is left out rather than losing the image with it.
 */
export function setBackground(element: HTMLElement, address: string): void {
  const gradient = element.getAttribute('data-bg-gradient')?.trim();
  if (gradient) element.style.backgroundImage = `${gradient}, ${cssUrl(address)}`;
  if (!gradient || !element.style.backgroundImage) element.style.backgroundImage = cssUrl(address);
}
