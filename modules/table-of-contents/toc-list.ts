// The list the builder prints for a heading tree (shortcodes/fusion-table-of-contents.php
// `create_html_for_headings`, the same in its script): `ul.awb-toc-el__list.awb-toc-el__list--<depth>`
// of `li.awb-toc-el__list-item`, each with `a.awb-toc-el__item-anchor[href="#id"]` (an icon span
// first with `custom_icon`) and its children's list. Built as elements: heading text goes in as text.
import type { TocItem } from './heading-tree';

export function tocList(items: readonly TocItem[], icon: string, depth = 0): HTMLUListElement {
  const list = document.createElement('ul');
  list.className = `awb-toc-el__list awb-toc-el__list--${depth}`;
  for (const item of items) {
    const entry = document.createElement('li');
    entry.className = 'awb-toc-el__list-item';
    if (item.title) {
      const link = document.createElement('a');
      link.className = 'awb-toc-el__item-anchor';
      link.href = `#${item.id}`;
      if (icon) {
        const mark = document.createElement('span');
        mark.className = `awb-toc-el__item-icon ${icon}`;
        mark.setAttribute('aria-hidden', 'true');
        link.append(mark);
      }
      link.append(item.title);
      entry.append(link);
    }
    if (item.children.length) entry.append(tocList(item.children, icon, depth + 1));
    list.append(entry);
  }
  return list;
}

/** The tree a printed list holds (the server's cached one), to compare with the page's headings. */
export function printedTree(list: Element | null): TocItem[] {
  if (!list) return [];
  return [...list.children].map((entry) => {
    const link = entry.querySelector<HTMLAnchorElement>(':scope > .awb-toc-el__item-anchor');
    return {
      title: (link?.textContent ?? '').replace(/\s+/g, ' ').trim(),
      id: decodeURIComponent(link?.hash.slice(1) ?? ''),
      children: printedTree(entry.querySelector(':scope > ul')),
    };
  });
}
