// Masonry (and the grid's packed layout, Isotope's `packery` in the theme) on CSS grid: the grid has
// small fixed rows and each post spans as many as its height needs. How many columns the theme wants
// at this width comes from its own stylesheet: the grid sizer (`article.fusion-grid-sizer`, which the
// theme prints for masonry and we add for the grid) keeps the theme's post width while taken out of
// the flow, and the container's width divided by it is the column count. ResizeObservers measure
// the sizer and the posts (after images load, on resize, for new posts) in one batch per frame.
// Posts already shown keep their place: new posts only ever go after them.

import { columnCount, gridSizer, sizerSelector } from '../../theme-platform/grid-sizer';

export interface MasonryLayout {
  /** Start measuring new posts. */
  add(posts: Iterable<Element>): void;
  /** Measure every post again (after a failed load, or when fonts change the text). */
  refresh(): void;
  stop(): void;
}

const readyClass = 'blog--masonry-ready';
const multiColumnClass = 'blog--multi-column';

export function masonryLayout(container: HTMLElement, rowPx: number): MasonryLayout {
  // Without a sizer of its own, one with the posts' classes measures the theme's width.
  const { sizer: columnSizer, own: ownSizer } = gridSizer(container, () => {
    const sizer = document.createElement('article');
    sizer.className = 'fusion-post-grid post fusion-grid-sizer blog__sizer';
    sizer.setAttribute('aria-hidden', 'true');
    return sizer;
  });
  const posts = () =>
    [...container.children].filter(
      (child): child is HTMLElement => child instanceof HTMLElement && !child.matches(sizerSelector),
    );
  const columns = () => columnCount(container.clientWidth, columnSizer.getBoundingClientRect().width);
  const setColumns = (count: number) => {
    container.style.setProperty('--blog-columns', String(count));
    container.classList.toggle(multiColumnClass, count > 1);
  };
  const place = (post: HTMLElement, height: number) => {
    const value = `span ${Math.max(1, Math.ceil(height / rowPx))}`;
    if (post.style.gridRowEnd !== value) post.style.gridRowEnd = value;
  };
  const measureAll = (list: HTMLElement[]) => {
    // Every read before any write: one layout for the whole batch.
    const heights = list.map((post) => post.getBoundingClientRect().height);
    list.forEach((post, index) => {
      place(post, heights[index]!);
    });
  };
  const postObserver = new ResizeObserver((entries) => {
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
  container.style.setProperty('--blog-row', `${rowPx}px`);
  known = columns();
  setColumns(known);
  sizerObserver.observe(columnSizer);
  return {
    add(list) {
      // Placed at once, measured in one read before any write: the grid switches to its small rows
      // in the same layout as the posts get their spans. Left to the first ResizeObserver
      // callback, one layout would have every post one row high, a layout shift of the whole list.
      const added = [...list].filter(
        (post): post is HTMLElement => post instanceof HTMLElement && !post.matches(sizerSelector),
      );
      container.classList.add(readyClass);
      measureAll(added);
      for (const post of added) postObserver.observe(post);
    },
    refresh() {
      known = columns();
      setColumns(known);
      measureAll(posts());
    },
    stop() {
      postObserver.disconnect();
      sizerObserver.disconnect();
      container.classList.remove(readyClass, multiColumnClass);
      container.style.removeProperty('--blog-columns');
      container.style.removeProperty('--blog-row');
      for (const post of posts()) post.style.gridRowEnd = '';
      if (ownSizer) columnSizer.remove();
    },
  };
}
