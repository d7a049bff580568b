// Masonry (and the packed grid, Isotope's `packery` in the theme) on CSS grid, for the blog and the
// post cards: the grid has small fixed rows and each item spans as many as its height needs. How
// many columns the theme wants at this width comes from its own stylesheet: a grid sizer (the
// theme's `.fusion-grid-sizer`, or one the caller makes with the items' classes) keeps the theme's
// item width while taken out of the flow, and the container's width divided by it is the column
// count. ResizeObservers measure the sizer and the items (after images load, on resize, for new
// items) in one batch per frame. Items already shown keep their place: new ones only go after them.
// The caller's stylesheet lays the grid out from the classes and properties named by its prefix:
// `<prefix>--masonry-ready`, `<prefix>--multi-column`, `--<prefix>-columns`, `--<prefix>-row`.

import { columnCount, gridSizer, sizerSelector } from './grid-sizer';

export interface MasonryLayout {
  /** Start measuring new items. */
  add(items: Iterable<Element>): void;
  /** Measure every item again (after a failed load, or when fonts change the text). */
  refresh(): void;
  stop(): void;
}

export interface MasonryOptions {
  /** Row height of the grid (px): smaller is more exact. */
  rowPx: number;
  /** The calling module's id, the prefix of the classes and properties set here. */
  prefix: string;
  /** A sizer with the items' classes, for a container without the theme's own. */
  makeSizer: () => HTMLElement;
}

export function masonryRows(container: HTMLElement, options: MasonryOptions): MasonryLayout {
  const { rowPx, prefix } = options;
  const readyClass = `${prefix}--masonry-ready`;
  const multiColumnClass = `${prefix}--multi-column`;
  const columnsProperty = `--${prefix}-columns`;
  const rowProperty = `--${prefix}-row`;
  const { sizer: columnSizer, own: ownSizer } = gridSizer(container, options.makeSizer);
  const items = () =>
    [...container.children].filter(
      (child): child is HTMLElement => child instanceof HTMLElement && !child.matches(sizerSelector),
    );
  const columns = () => columnCount(container.clientWidth, columnSizer.getBoundingClientRect().width);
  const setColumns = (count: number) => {
    container.style.setProperty(columnsProperty, String(count));
    container.classList.toggle(multiColumnClass, count > 1);
  };
  const place = (item: HTMLElement, height: number) => {
    const value = `span ${Math.max(1, Math.ceil(height / rowPx))}`;
    if (item.style.gridRowEnd !== value) item.style.gridRowEnd = value;
  };
  const measureAll = (list: HTMLElement[]) => {
    // Every read before any write: one layout for the whole batch.
    const heights = list.map((item) => item.getBoundingClientRect().height);
    list.forEach((item, index) => {
      place(item, heights[index]!);
    });
  };
  const itemObserver = new ResizeObserver((entries) => {
    for (const entry of entries) {
      if (entry.target instanceof HTMLElement && entry.target.isConnected)
        place(entry.target, entry.borderBoxSize[0]?.blockSize ?? entry.contentRect.height);
    }
  });
  // The sizer changes width when the theme's stylesheet switches columns at a break point.
  let known = 0;
  const sizerObserver = new ResizeObserver(() => {
    const count = columns();
    if (count !== known) {
      known = count;
      setColumns(count);
    }
  });
  container.style.setProperty(rowProperty, `${rowPx}px`);
  known = columns();
  setColumns(known);
  sizerObserver.observe(columnSizer);
  return {
    add(list) {
      // Placed at once, measured in one read before any write: the grid switches to its small rows
      // in the same layout as the items get their spans. Left to the first ResizeObserver
      // callback, one layout would have every item one row high, a layout shift of the whole list.
      const added = [...list].filter(
        (item): item is HTMLElement => item instanceof HTMLElement && !item.matches(sizerSelector),
      );
      container.classList.add(readyClass);
      measureAll(added);
      for (const item of added) itemObserver.observe(item);
    },
    refresh() {
      known = columns();
      setColumns(known);
      measureAll(items());
    },
    stop() {
      itemObserver.disconnect();
      sizerObserver.disconnect();
      container.classList.remove(readyClass, multiColumnClass);
      container.style.removeProperty(columnsProperty);
      container.style.removeProperty(rowProperty);
      for (const item of items()) item.style.gridRowEnd = '';
      if (ownSizer) columnSizer.remove();
    },
  };
}
