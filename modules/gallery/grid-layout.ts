// The gallery's layout on CSS grid instead of the theme's Isotope packery. The theme's stylesheet
// keeps deciding how wide a column is at each width (`.fusion-grid-N > .fusion-grid-column`, the
// element's medium and small column options, its break points): a sizer column, out of the flow,
// keeps that width, and the gallery's width divided by it is the grid's column count. Masonry tiles
// are as tall as the padding the theme prints for their orientation (a landscape tile over two
// columns, a portrait one over two rows, all rows the same height), so a dense grid packs them as
// packery does, with no measuring of the pictures.
import { columnCount, gridSizer, sizerSelector } from '../../theme-platform/grid-sizer';

export interface GridLayout {
  stop(): void;
}

export const readyClass = 'voorkant-gallery';
const columnsProperty = '--gallery-columns';
const oneColumnClass = 'gallery--one-column';

/** The items of the gallery (the theme's masonry sizer is none). */
export const galleryItems = (gallery: HTMLElement): HTMLElement[] => [
  ...gallery.querySelectorAll<HTMLElement>(`:scope > .fusion-gallery-column:not(${sizerSelector})`),
];

export function gridLayout(gallery: HTMLElement): GridLayout {
  // The grid layout prints no sizer: one with the columns' classes measures the theme's width.
  const { sizer: column, own: ownSizer } = gridSizer(gallery, () => {
    const sizer = document.createElement('div');
    sizer.className = 'fusion-grid-column fusion-gallery-column fusion-grid-sizer gallery__sizer';
    sizer.setAttribute('aria-hidden', 'true');
    return sizer;
  });
  const masonry = gallery.classList.contains('fusion-gallery-layout-masonry');
  // As the theme's script: landscape tiles take two columns only beside others that do not.
  const addsVertical =
    masonry &&
    !gallery.classList.contains('fusion-masonry-has-vertical') &&
    galleryItems(gallery).some((item) => !item.classList.contains('fusion-element-landscape'));
  if (addsVertical) gallery.classList.add('fusion-masonry-has-vertical');
  let known = 0;
  const measure = () => {
    const count = columnCount(gallery.clientWidth, column.getBoundingClientRect().width);
    if (count === known) return;
    known = count;
    gallery.style.setProperty(columnsProperty, String(count));
    // One column: a landscape tile cannot span two (the grid would grow a column for it).
    gallery.classList.toggle(oneColumnClass, count === 1);
  };
  gallery.classList.add(readyClass);
  measure();
  // The sizer changes width when the theme's stylesheet switches columns at a break point.
  const observer = new ResizeObserver(measure);
  observer.observe(column);
  observer.observe(gallery);
  return {
    stop() {
      observer.disconnect();
      gallery.classList.remove(readyClass, oneColumnClass);
      if (addsVertical) gallery.classList.remove('fusion-masonry-has-vertical');
      gallery.style.removeProperty(columnsProperty);
      if (ownSizer) column.remove();
    },
  };
}
