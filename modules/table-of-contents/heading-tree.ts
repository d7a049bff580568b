// Which headings the table of contents lists and how they nest, as the builder's script decides
// (fusion-table-of-contents.js): every h1–h6 of the page in order, kept when its tag is one of the
// element's levels and it passes the element's filters; a heading of depth n goes under the last
// item of depth n − 1, an item with no title standing in where that level was skipped.
import type { TocOptions } from './toc-options';

export interface TocItem {
  /** The heading's text ('' for a stand-in of a skipped level). */
  title: string;
  /** The heading's id ('' for a stand-in). */
  id: string;
  children: TocItem[];
}

/** The selector a heading must match for the element's `limit_container` (empty: any). */
export function containerSelector(options: Pick<TocOptions, 'limitContainer' | 'customHeadings'>): string {
  if (options.limitContainer === 'post_content') return '.fusion-content-tb *';
  if (options.limitContainer === 'page_content') return '#content *';
  if (options.limitContainer === 'custom') return options.customHeadings;
  return '';
}

/** Whether a selector from the page's options is one the browser can use (a bad one keeps nothing out). */
function matches(element: Element, selector: string): boolean {
  if (!selector) return false;
  try {
    return element.matches(selector);
  } catch {
    return false;
  }
}

export function keptHeadings(
  headings: readonly HTMLElement[],
  options: TocOptions,
  visible: (heading: HTMLElement) => boolean,
): HTMLElement[] {
  const within = containerSelector(options);
  return headings.filter((heading) => {
    if (options.levels[heading.localName] === undefined) return false;
    if (within && !matches(heading, within)) return false;
    if (matches(heading, options.ignoreHeadings)) return false;
    // The builder never lists what sits in an off-canvas, nor the element's own title.
    if (heading.closest('.awb-off-canvas, .awb-toc-el')) return false;
    if (options.hideHidden && !visible(heading)) return false;
    const words = (heading.textContent ?? '').toLowerCase();
    return !options.ignoreWords.some((word) => words.includes(word));
  });
}

/** The headings nested by their levels, each with its id from `idOf`. */
export function headingTree(
  headings: readonly HTMLElement[],
  levels: Readonly<Record<string, number>>,
  idOf: (heading: HTMLElement) => string,
): TocItem[] {
  const tree: TocItem[] = [];
  for (const heading of headings) {
    let list = tree;
    for (let depth = levels[heading.localName] ?? 0; depth > 0; depth--) {
      if (!list.length) list.push({ title: '', id: '', children: [] });
      list = list[list.length - 1]!.children;
    }
    list.push({
      title: (heading.textContent ?? '').replace(/\s+/g, ' ').trim(),
      id: idOf(heading),
      children: [],
    });
  }
  return tree;
}

/**
 * The id the builder's script gives a heading without one: `toc_` and its first eight words, each
 * reduced to ASCII letters, digits and `_`, joined by `_`; `__1`, `__2`… after a taken one.
 */
export function generatedId(text: string, taken: (id: string) => boolean): string {
  const words = text
    .split(' ')
    .map((word) => word.normalize('NFKD').replace(/[^a-zA-Z0-9_]/g, ''))
    .filter(Boolean)
    .slice(0, 8);
  const base = ['toc', ...words].join('_');
  let id = base;
  for (let count = 1; taken(id); count++) id = `${base}__${count}`;
  return id;
}
