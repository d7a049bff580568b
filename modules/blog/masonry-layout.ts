// Masonry on CSS grid: the grid has small fixed rows and each post spans as many as its content
// needs. A ResizeObserver measures each post's content (after images load, on resize, for new
// posts) off the main layout path and in one batch per frame, so no script loop blocks the page.
// Posts already shown keep their place: new posts only ever go after them.

export interface MasonryLayout {
  /** Start measuring new posts. */
  add(posts: Iterable<Element>): void;
  /** Measure every post again (after a failed load, or when fonts change the text). */
  refresh(): void;
  stop(): void;
}

export function masonryLayout(container: HTMLElement, rowPx: number): MasonryLayout {
  const gapOf = () => Number.parseFloat(getComputedStyle(container).columnGap) || 0;
  let gap = gapOf();
  const place = (post: HTMLElement, contentHeight: number) => {
    const span = Math.max(1, Math.ceil((contentHeight + gap) / rowPx));
    const value = `span ${span}`;
    if (post.style.gridRowEnd !== value) post.style.gridRowEnd = value;
  };
  const contentOf = (post: Element) => post.firstElementChild ?? post;
  const observer = new ResizeObserver((entries) => {
    for (const entry of entries) {
      const post = entry.target.parentElement === container ? entry.target : entry.target.parentElement;
      if (post instanceof HTMLElement)
        place(post, entry.borderBoxSize[0]?.blockSize ?? entry.contentRect.height);
    }
  });
  return {
    add(posts) {
      // Placed at once, measured in one read before any write: the grid switches to its small rows
      // in the same layout as the posts get their spans. Left to the first ResizeObserver
      // callback, one layout would have every post one row high, a layout shift of the whole list.
      const list = [...posts];
      const heights = list.map((post) => contentOf(post).getBoundingClientRect().height);
      list.forEach((post, index) => {
        if (post instanceof HTMLElement) place(post, heights[index]!);
      });
      container.classList.add('blog--masonry-ready');
      for (const post of list) observer.observe(contentOf(post));
    },
    refresh() {
      gap = gapOf();
      for (const post of container.children) {
        if (post instanceof HTMLElement && post.firstElementChild) {
          place(post, post.firstElementChild.getBoundingClientRect().height);
        }
      }
    },
    stop() {
      observer.disconnect();
      container.classList.remove('blog--masonry-ready');
      for (const post of container.children) if (post instanceof HTMLElement) post.style.gridRowEnd = '';
    },
  };
}
