// Mega menus placed as the theme places them (THEME-MARKUP.md, "menu": "mega wraps are positioned by
// `data-width` and `awb-menu_expand-*`"): a library mega menu (`.awb-menu__mega-wrap`) of site or
// viewport width is centred in the window, one of a custom width opens to the side the nav expands
// to when there is room; a classic mega menu (`.fusion-megamenu-wrapper`) stays inside its row.
// Pure arithmetic first (unit-tested), then the DOM glue. Not in collapsed or flyout navs.

export interface LibraryMegaBox {
  /** `data-width`: `site_width`, `viewport_width` (or `viewport`), or a custom width. */
  widthType: string;
  direction: 'row' | 'column';
  /** The side the nav expands to: `right` for `awb-menu_expand-right`, else `left`. */
  expand: 'left' | 'right';
  viewportWidth: number;
  /** The item's left edge in the window, its width, and its width with margins. */
  itemLeft: number;
  itemWidth: number;
  itemOuterWidth: number;
  /** The mega menu's width, and with its margins. */
  megaWidth: number;
  megaOuterWidth: number;
}

export interface InlineBox {
  left?: string;
  right?: string;
  /** `--awb-megamenu-maxwidth` for mega menus beside a column menu. */
  maxWidth?: string;
}

const px = (value: number) => `${Math.round(value)}px`;

export function libraryMegaPosition(box: LibraryMegaBox): InlineBox {
  const { viewportWidth, itemLeft, itemWidth, megaWidth, expand } = box;
  const opposite = expand === 'right' ? 'left' : 'right';
  const full = /^(site_width|viewport|viewport_width)$/.test(box.widthType) || megaWidth >= viewportWidth;
  if (box.direction === 'column') {
    const spaces = { right: viewportWidth - (itemLeft + box.itemOuterWidth), left: itemLeft };
    return {
      [opposite]: '100%',
      [expand]: 'auto',
      maxWidth: px(spaces[expand] - (box.megaOuterWidth - megaWidth)),
    };
  }
  if (full) return { left: px(-itemLeft + (viewportWidth - megaWidth) / 2), right: 'auto' };
  const spaces = { right: viewportWidth - itemLeft, left: itemLeft + itemWidth };
  if (spaces[expand] > megaWidth) return { [opposite]: '0px', [expand]: 'auto' };
  if (spaces[opposite] > megaWidth) return { [expand]: '0px', [opposite]: 'auto' };
  return { [opposite]: px(-(megaWidth - spaces[expand])), [expand]: 'auto' };
}

export interface ClassicMegaBox {
  /** `fusion-megamenu-fullwidth`: centred in the window. */
  fullwidth: boolean;
  viewportWidth: number;
  itemLeft: number;
  itemRight: number;
  megaWidth: number;
  rowLeft: number;
  rowRight: number;
  rtl: boolean;
}

/** A classic mega menu's inline offset: centred when full width, else kept inside its row. */
export function classicMegaPosition(box: ClassicMegaBox): InlineBox {
  const { viewportWidth, itemLeft, itemRight, megaWidth, rowLeft, rowRight } = box;
  const rowWidth = rowRight - rowLeft;
  if (box.fullwidth) return { left: px((viewportWidth - megaWidth) / 2 - itemLeft) };
  if (!box.rtl && itemLeft + megaWidth > rowRight) {
    if (megaWidth === viewportWidth) return { left: px(-itemLeft) };
    if (megaWidth > rowWidth) return { left: px(rowLeft - itemLeft + (rowWidth - megaWidth) / 2) };
    return { left: px(-(itemLeft - (rowRight - megaWidth))) };
  }
  if (box.rtl && itemRight - megaWidth < rowLeft) {
    if (megaWidth === viewportWidth) return { right: px(itemRight - megaWidth) };
    if (megaWidth > rowWidth) return { right: px(itemRight - rowRight + (rowWidth - megaWidth) / 2) };
    return { right: px(-(megaWidth - (itemRight - rowLeft))) };
  }
  return {};
}

function apply(element: HTMLElement, box: InlineBox): void {
  element.style.left = box.left ?? '';
  element.style.right = box.right ?? '';
  if (box.maxWidth) element.style.setProperty('--awb-megamenu-maxwidth', box.maxWidth);
}

const outerWidth = (element: Element) => {
  const style = getComputedStyle(element);
  return (
    element.getBoundingClientRect().width +
    (Number.parseFloat(style.marginLeft) || 0) +
    (Number.parseFloat(style.marginRight) || 0)
  );
};

/** Places the mega menus of `item` that are showing; collapsed and flyout navs keep the theme's. */
export function placeMegamenus(item: HTMLElement, nav: HTMLElement): void {
  if (nav.classList.contains('awb-menu_flyout')) return;
  const collapsed = nav.classList.contains('collapse-enabled');
  const viewportWidth = document.documentElement.clientWidth;
  const itemBox = item.getBoundingClientRect();
  for (const wrap of item.querySelectorAll<HTMLElement>(':scope > .awb-menu__mega-wrap')) {
    if (collapsed) {
      apply(wrap, {});
      continue;
    }
    apply(wrap, {});
    const megaWidth = wrap.getBoundingClientRect().width;
    if (megaWidth === 0) continue;
    apply(
      wrap,
      libraryMegaPosition({
        widthType: wrap.dataset.width ?? 'site_width',
        direction: nav.classList.contains('awb-menu_column') ? 'column' : 'row',
        expand: nav.classList.contains('awb-menu_expand-right') ? 'right' : 'left',
        viewportWidth,
        itemLeft: itemBox.left,
        itemWidth: itemBox.width,
        itemOuterWidth: outerWidth(item),
        megaWidth,
        megaOuterWidth: outerWidth(wrap),
      }),
    );
  }
  for (const wrapper of item.querySelectorAll<HTMLElement>(':scope > .fusion-megamenu-wrapper')) {
    if (collapsed) {
      apply(wrapper, { left: '0px' });
      continue;
    }
    if (nav.classList.contains('awb-menu_column')) {
      wrapper.style.top = '0px';
      wrapper.style[nav.classList.contains('awb-menu_expand-left') ? 'right' : 'left'] = '100%';
      continue;
    }
    apply(wrapper, {});
    const row = wrapper.closest('.fusion-row')?.getBoundingClientRect();
    const megaWidth = wrapper.getBoundingClientRect().width;
    if (!row || megaWidth === 0) continue;
    apply(
      wrapper,
      classicMegaPosition({
        fullwidth: wrapper.classList.contains('fusion-megamenu-fullwidth'),
        viewportWidth,
        itemLeft: itemBox.left,
        itemRight: itemBox.right,
        megaWidth,
        rowLeft: row.left,
        rowRight: row.right,
        rtl: document.body.classList.contains('rtl'),
      }),
    );
  }
}

/** Clears what `placeMegamenus` wrote (on a mode switch, and at cleanup). */
export function resetMegamenus(nav: HTMLElement): void {
  for (const element of nav.querySelectorAll<HTMLElement>('.awb-menu__mega-wrap, .fusion-megamenu-wrapper')) {
    element.style.left = '';
    element.style.right = '';
    element.style.top = '';
    element.style.removeProperty('--awb-megamenu-maxwidth');
  }
}
