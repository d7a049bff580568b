// The page title bar's fade as a curve of the scroll position (the theme's `fusionScroller` with
// type `opacity`, jquery.fade.js): fully shown until the fade starts, then fading evenly to nothing
// over the text's own height. Pure, so the unit test can hold it to the numbers.

/**
 * The scroll position (px) where the fade starts: `leadPx` before the text's top reaches the
 * window's top, but never before the page's top, so a page opened at the top shows its title whole
 * (the theme's start could lie above the page, and its script left a title bar close under the
 * header half faded at the top once the visitor came back up).
 * @example fadeStart(260, 100) // 160
 */
export function fadeStart(textTopPx: number, leadPx: number): number {
  return Math.max(0, textTopPx - leadPx);
}

/**
 * The text's opacity at `scrollY`: 1 up to `startPx`, 0 once the visitor scrolled its height further,
 * rounded to a thousandth (no write for a change nobody can see). Bad input shows the text whole.
 * @example titleOpacity(210, 160, 200) // 0.75
 */
export function titleOpacity(scrollY: number, startPx: number, heightPx: number): number {
  if (!(heightPx > 0) || !Number.isFinite(scrollY) || !Number.isFinite(startPx)) return 1;
  const left = 1 - (scrollY - startPx) / heightPx;
  return Math.round(Math.min(1, Math.max(0, left)) * 1000) / 1000;
}
