// The vertical menu's safety net: without the module (and without the theme's script) the theme's
// stylesheet keeps every sub-list hidden. Lifted means: the current page's sub-list and those above
// it are shown (inline display, as the theme's script shows them); the others stay closed, their
// parent links still lead to their pages. Plain DOM, nothing from the module.
import type { Fallback } from '../../kernel/contract';

const fallback: Fallback = (elements) => {
  for (const menu of elements) {
    for (const current of menu.querySelectorAll('li.current-menu-item, li.current_page_item')) {
      for (
        let item: Element | null = current;
        item && menu.contains(item);
        item = item.parentElement?.closest('li') ?? null
      ) {
        const list = item.querySelector<HTMLElement>(':scope > ul.sub-menu, :scope > ul.children');
        if (list) list.style.display = 'block';
      }
    }
  }
};

export default fallback;
