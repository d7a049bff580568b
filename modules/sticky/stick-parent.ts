// Which element a sticky container sticks within, by the theme's rules (THEME-MARKUP.md, "sticky"):
// header and page-title-bar containers stick to the whole page (`#wrapper`, no bottoming), content
// layouts to `.fusion-content-tb`, page content to `.post-content`, `.awb-sticky-content` to
// `#wrapper`, anything else to its parent; `data-sticky-parent` and `data-sticky-bottoming` override.
import { toFlag } from '../../kernel/contract';

export interface StickParent {
  parent: HTMLElement;
  bottoming: boolean;
}

/** The stick parent and bottoming of a container, or undefined when no parent matches. */
export function stickParentOf(element: HTMLElement): StickParent | undefined {
  let selector: string | undefined;
  let bottoming = true;
  if (element.closest('.fusion-tb-header, .fusion-tb-page-title-bar')) {
    selector = '#wrapper';
    bottoming = false;
  } else if (element.closest('.fusion-content-tb')) selector = '.fusion-content-tb';
  else if (element.parentElement?.parentElement?.classList.contains('post-content'))
    selector = '.post-content';
  else if (element.classList.contains('awb-sticky-content')) selector = '#wrapper';
  const ownParent = element.getAttribute('data-sticky-parent');
  if (ownParent !== null) selector = ownParent;
  const ownBottoming = element.getAttribute('data-sticky-bottoming');
  if (ownBottoming !== null) bottoming = toFlag(ownBottoming) ?? bottoming;
  try {
    const parent = selector ? element.parentElement?.closest<HTMLElement>(selector) : element.parentElement;
    return parent ? { parent, bottoming } : undefined;
  } catch {
    return undefined; // an invalid selector finds nothing
  }
}
