// The drop-down style: selects in the shop, form and forum areas get a drawn arrow (a CSS
// background, so nothing is read aloud and nothing wraps the select). A state field the shop
// swaps between select and text input on a country change gains or loses the arrow by itself:
// the new select is matched like any other, and the text input never is.
export const arrowClass = 'page-polish-select';

export function showArrow(select: Element, on: boolean): void {
  select.classList.toggle(arrowClass, on);
}
