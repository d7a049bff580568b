// Sticky columns (the Column element's "sticky" option: `.awb-sticky`). The builder's stylesheet
// makes them `position: sticky; top: var(--awb-sticky-offset, 0)` on the devices chosen
// (`.awb-sticky-small|medium|large`). A length offset the builder prints as that variable itself;
// an offset that is a selector (`data-sticky-offset=".fusion-tb-header"`, "stick below the header")
// the theme's `fusion-column` script turned into the height of what it names plus the admin bar and
// the legacy fixed header, again on load, on a sticky change and on horizontal resizes. Here it
// follows what it names as that changes size (a header that shrinks once stuck), and the window.
import type { StickyContext } from './context';
import { adminBarHeight, offsetFrom } from './sticky-offset';

/** Sets the column's offset and keeps it current; returns the stop. */
export function stickColumn(column: HTMLElement, context: StickyContext): () => void {
  const offset = column.getAttribute('data-sticky-offset');
  let frame = 0;
  const update = () => {
    frame = 0;
    const fixedTop = document.querySelector<HTMLElement>('.fusion-fixed-top')?.offsetHeight ?? 0;
    const pixels = offsetFrom(offset, context.log.warn) + adminBarHeight() + fixedTop;
    column.style.setProperty('--awb-sticky-offset', `${Math.round(pixels * 100) / 100}px`);
  };
  const later = () => {
    frame ||= requestAnimationFrame(update);
  };
  update();
  const observer = new ResizeObserver(later);
  try {
    // Its border box: the height counted is the whole element's (a padding that grows counts).
    for (const named of document.querySelectorAll(offset ?? ''))
      observer.observe(named, { box: 'border-box' });
  } catch {
    // Not a selector: a length, measured once more on each resize of the window below.
  }
  addEventListener('resize', later, { passive: true, signal: context.signal });
  return () => {
    cancelAnimationFrame(frame);
    observer.disconnect();
    column.style.removeProperty('--awb-sticky-offset');
  };
}
