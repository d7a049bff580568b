// Footer tidying: empty widget columns lose their bottom margin, and an empty social-links area is
// hidden while the copyright notice loses its bottom padding (as the theme's footer script does), so
// the footer has no gaps where a widget or the links were left out.
const emptyColumnClass = 'page-polish-footer-column--empty';

/** Empty as the theme means it: nothing but whitespace and comments inside. */
export function isEmpty(element: Element): boolean {
  return [...element.childNodes].every(
    (node) =>
      node.nodeType === Node.COMMENT_NODE || (node.nodeType === Node.TEXT_NODE && !node.textContent?.trim()),
  );
}

export function tidyWidgetArea(area: Element): () => void {
  const columns = [...area.querySelectorAll('.fusion-column')].filter(isEmpty);
  for (const column of columns) column.classList.add(emptyColumnClass);
  return () => {
    for (const column of columns) column.classList.remove(emptyColumnClass);
  };
}

export function tidySocialLinks(area: HTMLElement): () => void {
  if (area.querySelector('a[href]') || area.hidden) return () => {};
  area.hidden = true;
  const notice = document.querySelector<HTMLElement>(
    '.fusion-footer-copyright-area .fusion-copyright-notice',
  );
  const padding = notice?.style.paddingBottom ?? '';
  if (notice) notice.style.paddingBottom = '0';
  return () => {
    area.hidden = false;
    if (notice) notice.style.paddingBottom = padding;
  };
}
