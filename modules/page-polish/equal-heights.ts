// Equal-height columns of the builder's legacy containers (`.fusion-equal-height-columns`), the job
// of the theme's fusion-column-legacy script and its equalHeights plug-in: above the content break
// point every column wrapper of a row gets the tallest wrapper's height as its min-height, and a
// centred column's `.fusion-column-content-centered` that height less the wrapper's padding and
// border, so its content centres in the full height (docs/theme-markup/equal-heights.md). Flex
// containers need none of this: their rows stretch in CSS. One frame per change: all writes, one read
// pass, all writes, never a read after a write within a pass.

/** A column wrapper as measured: its border-box height and its vertical padding plus border. */
export interface MeasuredColumn {
  height: number;
  frame: number;
}

/** The min-heights of one row's columns, in px: the tallest wrapper's height for each wrapper, less its own frame for its centred content. */
export function rowHeights(columns: readonly MeasuredColumn[]): { wrapper: number; centred: number }[] {
  const tallest = Math.max(0, ...columns.map((column) => column.height));
  return columns.map((column) => ({ wrapper: tallest, centred: Math.max(0, tallest - column.frame) }));
}

/**
 * The container's rows (its own and each nested `.fusion-builder-row-inner`, not those of another
 * container inside it nor of an events grid), each as the wrappers of the row's own columns.
 */
export function columnRows(container: Element): HTMLElement[][] {
  const rows: HTMLElement[][] = [];
  for (const row of container.querySelectorAll('.fusion-row')) {
    if (row.closest('.fusion-fullwidth') !== container || row.closest('.fusion-events-shortcode')) continue;
    const wrappers: HTMLElement[] = [];
    for (const column of row.children) {
      const wrapper = column.matches('.fusion-layout-column')
        ? column.querySelector<HTMLElement>(':scope > .fusion-column-wrapper')
        : null;
      if (wrapper) wrappers.push(wrapper);
    }
    if (wrappers.length) rows.push(wrappers);
  }
  return rows;
}

const centredOf = (wrapper: Element) =>
  wrapper.querySelector<HTMLElement>(':scope > .fusion-column-content-centered');

function frameOf(wrapper: Element): number {
  const style = getComputedStyle(wrapper);
  return [style.paddingTop, style.paddingBottom, style.borderTopWidth, style.borderBottomWidth].reduce(
    (sum, value) => sum + (Number.parseFloat(value) || 0),
    0,
  );
}

/**
 * Keeps the container's columns at equal heights above `breakpoint` (the theme's content break
 * point, px; the theme also equalizes on portrait tablets of 768–1024 device px) and clears them below
 * it, until `signal` aborts. Re-measures when the container's width changes, when a column's content
 * changes size (images arriving, a toggle opening), and when content is added.
 */
export function equalHeights(container: HTMLElement, breakpoint: number, signal: AbortSignal): void {
  const wide = matchMedia(
    `(min-width: ${breakpoint + 1}px), (min-device-width: 768px) and (max-device-width: 1024px) and (orientation: portrait)`,
  );
  let frame = 0;
  let width = -1;
  const clear = (rows: HTMLElement[][]) => {
    for (const wrapper of rows.flat()) {
      wrapper.style.minHeight = '';
      const centred = centredOf(wrapper);
      if (centred) centred.style.minHeight = '';
    }
  };
  const measure = () => {
    frame = 0;
    const rows = columnRows(container);
    clear(rows);
    if (!wide.matches) return;
    const heights = rows.map((row) =>
      rowHeights(
        row.map((wrapper) => ({ height: wrapper.getBoundingClientRect().height, frame: frameOf(wrapper) })),
      ),
    );
    rows.forEach((row, r) => {
      row.forEach((wrapper, c) => {
        const { wrapper: height, centred } = heights[r]![c]!;
        wrapper.style.minHeight = `${height}px`;
        const content = centredOf(wrapper);
        if (content) content.style.minHeight = `${centred}px`;
      });
    });
  };
  const schedule = () => {
    frame ||= requestAnimationFrame(measure);
  };
  // The wrappers and centred boxes are never observed: their size is what this sets. Their content
  // is (the centred box's own content in its place), and the container for its width only.
  const resized = new ResizeObserver((entries) => {
    for (const entry of entries) {
      if (entry.target === container) {
        if (entry.contentRect.width === width) continue;
        width = entry.contentRect.width;
      }
      schedule();
    }
  });
  const observe = () => {
    resized.disconnect();
    resized.observe(container);
    for (const wrapper of columnRows(container).flat())
      for (const piece of (centredOf(wrapper) ?? wrapper).children) resized.observe(piece);
    schedule();
  };
  const added = new MutationObserver(observe);
  added.observe(container, { childList: true, subtree: true });
  wide.addEventListener('change', schedule, { signal });
  observe();
  signal.addEventListener('abort', () => {
    resized.disconnect();
    added.disconnect();
    cancelAnimationFrame(frame);
    clear(columnRows(container));
  });
}
