// Reads a next page of the blog as the theme serves it (a whole page): the same list in it, found by
// the Blog element's number, the archive's id or its position; its posts (not the grid sizer), or
// for the timeline its months; and whether it still has a next link. A chunk of its own, fetched
// together with the first next page.

import { sizerSelector } from '../../theme-platform/grid-sizer';
import type { BlogParts } from './blog-parts';
import type { BlogSettings } from './index';

export interface NextPage {
  /** Posts imported into this document, in order (not for the timeline). */
  posts: HTMLElement[];
  /** The timeline's `.fusion-blog-layout-timeline` of the fetched page, to merge. */
  months: Element | null;
  hasNext: boolean;
}

/** The same list in a fetched page of the theme: by the element's number, the archive's id, or position. */
function fetchedList(html: Document, container: Element, parts: BlogParts): Element | null {
  const numbered = [...parts.wrapper.classList].find((name) => /^fusion-blog-shortcode-\d+$/.test(name));
  if (numbered) return html.querySelector(`.${numbered} .fusion-posts-container`);
  if (parts.wrapper.id === 'posts-container')
    return html.querySelector('#posts-container .fusion-posts-container');
  const index = [...document.querySelectorAll('.fusion-posts-container')].indexOf(container);
  return html.querySelectorAll('.fusion-posts-container')[index] ?? null;
}

export function readPage(
  text: string,
  container: Element,
  parts: BlogParts,
  settings: Pick<BlogSettings, 'itemSelector' | 'nextSelector' | 'paginationSelector'>,
): NextPage {
  const html = new DOMParser().parseFromString(text, 'text/html');
  const source = fetchedList(html, container, parts);
  if (!source) return { posts: [], months: null, hasNext: false };
  const hasNext = Boolean(
    source.parentElement?.querySelector(`${settings.paginationSelector} ${settings.nextSelector}`),
  );
  const months =
    parts.layout === 'timeline' ? source.querySelector(':scope > .fusion-blog-layout-timeline') : null;
  const posts = months
    ? []
    : [...source.querySelectorAll(`:scope > ${settings.itemSelector}`)]
        .filter((node) => !node.matches(sizerSelector))
        .map((node) => document.importNode(node, true) as HTMLElement);
  return { posts, months, hasNext };
}
