// What the theme's responsive typography needs from each heading (THEME-MARKUP.md
// "responsive-headings"): its own font size and line height as the stylesheet gives them, measured
// once, so the theme's CSS can scale it from there. Reading and writing are separate steps, so a
// batch of headings costs one layout, not one per heading.

/** Headings the theme leaves alone: switched off by the author, or inside a slider that sizes its own. */
export const skipped =
  '.awb-responsive-type__disable, .fusion-slider-revolution, .rev_slider, #layerslider-container, .ls-avada.ls-container, .fusion-slider-container';

export interface Measured {
  heading: HTMLElement;
  fontSize: number;
  /** The computed line height as the browser reports it (`"39.2px"`, or `"normal"`). */
  lineHeightText: string;
  lineHeight: number;
  /** Rotating-title wrappers inside: their own size and line height. */
  wrappers: { wrapper: HTMLElement; fontSize: number; lineHeight: number }[];
}

/** A heading needs measuring unless it is skipped or already carries the theme's data. */
export function needsData(heading: HTMLElement): boolean {
  if (heading.closest(skipped)) return false;
  if (!heading.classList.contains('fusion-responsive-typography-calculated')) return true;
  // Marked but without its size (markup copied without the inline style): measured again.
  return heading.style.getPropertyValue('--fontSize') === '';
}

/** Reads a heading (layout reads only). Undefined when the browser gives no usable size. */
export function measure(heading: HTMLElement): Measured | undefined {
  const style = getComputedStyle(heading);
  const fontSize = Number.parseFloat(style.fontSize);
  const lineHeight = Number.parseFloat(style.lineHeight);
  if (!(fontSize > 0)) return undefined;
  const wrappers = [...heading.querySelectorAll<HTMLElement>('.fusion-animated-texts-wrapper')].map(
    (wrapper) => {
      const own = getComputedStyle(wrapper);
      return {
        wrapper,
        fontSize: Number.parseFloat(own.fontSize),
        lineHeight: Number.parseFloat(own.lineHeight),
      };
    },
  );
  return { heading, fontSize, lineHeightText: style.lineHeight, lineHeight, wrappers };
}

const ratio = (lineHeight: number, fontSize: number) => Math.round((lineHeight / fontSize) * 100) / 100;

/**
 * Writes the theme's contract: `--fontSize` (px, as a number), `data-fontsize`, the line height as a
 * ratio inline and as measured in `data-lineheight`, `--minFontSize` where the theme's minimum
 * (base font size × factor) would make the heading larger than designed, rotating wrappers in `em`,
 * and the class that lets the theme's stylesheet scale it.
 */
export function write(measured: Measured, minimumPx: number): void {
  const { heading, fontSize } = measured;
  heading.style.setProperty('--fontSize', String(fontSize));
  heading.setAttribute('data-fontsize', String(fontSize));
  // "normal" has no number: the line height is left to the stylesheet.
  if (measured.lineHeight > 0) heading.style.lineHeight = String(ratio(measured.lineHeight, fontSize));
  heading.setAttribute('data-lineheight', measured.lineHeightText);
  if (minimumPx > fontSize) heading.style.setProperty('--minFontSize', String(fontSize));
  for (const { wrapper, fontSize: own, lineHeight } of measured.wrappers) {
    if (!(own > 0)) continue;
    wrapper.style.fontSize = `${own / fontSize}em`;
    if (lineHeight > 0) wrapper.style.lineHeight = String(ratio(lineHeight, own));
  }
  heading.classList.add('fusion-responsive-typography-calculated');
}
