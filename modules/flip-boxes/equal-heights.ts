// Equal heights of a flip box set with the builder's "equal heights" option (`.fusion-flip-boxes.equal-heights`):
// every box gets the height of the set's tallest box, whose height is its taller side's. Within one
// box the stylesheet does that part (both sides share one grid cell, flip-boxes.css), so this only
// measures the boxes and writes one min-height on each; the theme's script did both with timers on
// window load and on every horizontal resize.

/** The min-height every box of a set gets, in px: the tallest box's height (0 for an empty set). */
export function tallestBox(heights: readonly number[]): number {
  return Math.max(0, ...heights);
}

/**
 * Keeps the boxes of `set` at one height until `signal` aborts. Measures again in the next frame
 * when a side's content changes size (its width with the window, an image arriving, a font) and
 * when boxes are added; one pass clears the min-heights, reads every box, writes them.
 */
export function equalHeights(set: HTMLElement, signal: AbortSignal): void {
  let frame = 0;
  const boxes = () => [...set.querySelectorAll<HTMLElement>('.flip-box-inner-wrapper')];
  const clear = () => {
    for (const box of boxes()) box.style.minHeight = '';
  };
  const measure = () => {
    frame = 0;
    const all = boxes();
    clear();
    const height = tallestBox(all.map((box) => box.getBoundingClientRect().height));
    for (const box of all) box.style.minHeight = `${height}px`;
  };
  const schedule = () => {
    frame ||= requestAnimationFrame(measure);
  };
  // The sides' inner parts only: their height is their content's, never the min-height written on
  // the box, so the observer never hears of its own writes.
  const resized = new ResizeObserver(schedule);
  const observe = () => {
    resized.disconnect();
    for (const side of set.querySelectorAll('.flip-box-front-inner, .flip-box-back-inner'))
      resized.observe(side);
    schedule();
  };
  const added = new MutationObserver(observe);
  added.observe(set, { childList: true, subtree: true });
  observe();
  signal.addEventListener('abort', () => {
    resized.disconnect();
    added.disconnect();
    cancelAnimationFrame(frame);
    clear();
  });
}
