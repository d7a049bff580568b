// Where the before/after handle goes, as a share (0–1) of the image from its start edge (the left,
// or the top when vertical): from a pointer, from a key, from the printed `data-offset`.

export type Orientation = 'horizontal' | 'vertical';

const clamp = (share: number) => Math.min(1, Math.max(0, share));

/** The printed `data-offset` (the builder's percentage over 100), 0.5 when missing or not a number. */
export function printedOffset(value: string | undefined): number {
  const share = Number.parseFloat(value ?? '');
  return Number.isFinite(share) ? clamp(share) : 0.5;
}

/** The share at a pointer at `x`, `y` (viewport px) over the image's box. */
export function shareAt(
  box: { left: number; top: number; width: number; height: number },
  x: number,
  y: number,
  orientation: Orientation,
): number {
  const share = orientation === 'vertical' ? (y - box.top) / box.height : (x - box.left) / box.width;
  return Number.isFinite(share) ? clamp(share) : 0.5;
}

/**
 * The share after `key` on the handle as a WAI-ARIA slider (Right/Up and Left/Down a step, Page
 * Up/Down a larger one, Home and End the ends), or undefined for a key the slider does not take.
 */
export function shareAfterKey(
  share: number,
  key: string,
  step: number,
  pageStep: number,
): number | undefined {
  const moves: Record<string, number> = {
    ArrowRight: share + step,
    ArrowUp: share + step,
    ArrowLeft: share - step,
    ArrowDown: share - step,
    PageUp: share + pageStep,
    PageDown: share - pageStep,
    Home: 0,
    End: 1,
  };
  const next = moves[key];
  return next === undefined ? undefined : clamp(Math.round(next * 1000) / 1000);
}

/** The clip of the image at the start edge (showing 0..share) and of the other (share..1), as CSS insets. */
export function clips(share: number, orientation: Orientation): { start: string; end: string } {
  const shown = `${(share * 100).toFixed(2)}%`;
  const hidden = `${((1 - share) * 100).toFixed(2)}%`;
  return orientation === 'vertical'
    ? { start: `inset(0 0 ${hidden} 0)`, end: `inset(${shown} 0 0 0)` }
    : { start: `inset(0 ${hidden} 0 0)`, end: `inset(0 0 0 ${shown})` };
}
