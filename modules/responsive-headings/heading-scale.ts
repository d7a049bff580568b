// The responsive heading size (SPEC section 9): at and above the site width a heading keeps its
// size; below it the size shrinks with the viewport by the typography sensitivity, never below
// its size divided by the factor. Written as one CSS clamp() with vw, so the browser follows every
// resize itself and no resize listener is needed.
export interface HeadingScale {
  /** 0 switches scaling off; 1 shrinks the size in proportion to the viewport. */
  sensitivity: number;
  /** The smallest size is the heading's own size divided by this. */
  factor: number;
  /** The site width in px: at and above it headings keep their size. */
  siteWidth: number;
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/** The size in px at a viewport width, as the clamp() below computes it. */
export function scaledSize(basePx: number, viewportWidth: number, scale: HeadingScale): number {
  const linear = basePx * (1 - scale.sensitivity * (1 - viewportWidth / scale.siteWidth));
  return Math.min(basePx, Math.max(basePx / scale.factor, linear));
}

/** `clamp(min, base·(1−s) + base·s·100/siteWidth vw, base)`: `scaledSize` for every width at once. */
export function fontSizeRule(basePx: number, scale: HeadingScale): string {
  const fixed = round(basePx * (1 - scale.sensitivity));
  const perVw = round((basePx * scale.sensitivity * 100) / scale.siteWidth);
  return `clamp(${round(basePx / scale.factor)}px, calc(${fixed}px + ${perVw}vw), ${round(basePx)}px)`;
}

export function scalingOn(scale: HeadingScale): boolean {
  return scale.sensitivity > 0 && scale.factor >= 1 && scale.siteWidth > 0;
}
