// Drop-downs that would run past their row are flipped to the other side (THEME-MARKUP.md, "menu":
// "sub-menus that would leave the row are flipped"). The row is the closest `.fusion-row`; a first
// level drop-down is aligned with its item's other edge, a deeper one opens on the other side.

export interface SubmenuBox {
  /** The drop-down's left and right edge where the theme's CSS put it, and its width. */
  subLeft: number;
  subRight: number;
  subWidth: number;
  /** The width of the item the drop-down hangs from. */
  itemWidth: number;
  rowLeft: number;
  rowRight: number;
  /** A first-level drop-down of a row menu. */
  root: boolean;
  /** The nav opens drop-downs to the left (`awb-menu_expand-left`). */
  expandLeft: boolean;
}

/** The inline offset that keeps the drop-down inside the row, or undefined when it fits. */
export function submenuFlip(box: SubmenuBox): { side: 'left' | 'right'; px: number } | undefined {
  const px = box.root ? box.itemWidth - box.subWidth : -box.subWidth;
  if (box.expandLeft && box.subLeft < box.rowLeft) return { side: 'right', px };
  if (!box.expandLeft && box.subRight > box.rowRight) return { side: 'left', px };
  return undefined;
}

/** Measures an open drop-down where the theme's CSS drops it, and flips it if it leaves its row. */
export function placeSubmenu(item: HTMLElement, nav: HTMLElement): void {
  const sub = item.querySelector<HTMLElement>(':scope > .awb-menu__sub-ul');
  const row = item.closest<HTMLElement>('.fusion-row');
  if (!sub || !row) return;
  sub.style.left = '';
  sub.style.right = '';
  const subBox = sub.getBoundingClientRect();
  if (subBox.width === 0) return;
  const rowBox = row.getBoundingClientRect();
  const mainList = nav.querySelector(':scope > .awb-menu__main-ul');
  const flip = submenuFlip({
    subLeft: subBox.left,
    subRight: subBox.right,
    subWidth: subBox.width,
    itemWidth: item.getBoundingClientRect().width,
    rowLeft: rowBox.left,
    rowRight: rowBox.right,
    root: nav.classList.contains('awb-menu_row') && item.parentElement === mainList,
    expandLeft: nav.classList.contains('awb-menu_expand-left'),
  });
  if (flip) sub.style[flip.side] = `${flip.px}px`;
}
