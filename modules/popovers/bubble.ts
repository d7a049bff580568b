// The bubble a trigger opens, built from the theme's own classes so the site's stylesheet styles it
// as it styles Bootstrap's (`.popover` with `.arrow`, `.popover-title`, `.popover-content`; `.tooltip`
// with `.tooltip-arrow`, `.tooltip-inner`; the side as a class; `fade` and `in` for the fade). It is
// inserted right after its trigger, so it follows it in reading order and inherits its container's
// scoped styles (an image hotspots element styles the popovers inside it).
import { appendLimitedHtml, type BubbleText } from './bubble-text';
import { type Box, placeBubble, type Side } from './placement';

let made = 0;

export function buildPopover(text: BubbleText, extraClass: string): HTMLElement {
  const popover = document.createElement('div');
  popover.className = `popover popovers__bubble fade ${extraClass}`.trim();
  popover.id = `popovers-bubble-${++made}`;
  const arrow = document.createElement('div');
  arrow.className = 'arrow';
  popover.append(arrow);
  if (text.title) {
    const title = document.createElement('div');
    title.className = 'popover-title';
    title.textContent = text.title;
    popover.append(title);
  }
  const content = document.createElement('div');
  content.className = 'popover-content';
  if (text.html) appendLimitedHtml(content, text.content);
  else content.textContent = text.content;
  popover.append(content);
  return popover;
}

export function buildTooltip(text: string): HTMLElement {
  const tooltip = document.createElement('div');
  tooltip.className = 'tooltip popovers__bubble fade';
  tooltip.id = `popovers-bubble-${++made}`;
  tooltip.setAttribute('role', 'tooltip');
  const arrow = document.createElement('div');
  arrow.className = 'tooltip-arrow';
  const inner = document.createElement('div');
  inner.className = 'tooltip-inner';
  inner.textContent = text;
  tooltip.append(arrow, inner);
  return tooltip;
}

const sides: Side[] = ['top', 'right', 'bottom', 'left'];

/** Puts the bubble beside its trigger, inside the viewport, with its arrow at the trigger. */
export function positionBubble(
  bubble: HTMLElement,
  trigger: HTMLElement,
  wanted: Side,
  gap: number,
  margin: number,
) {
  bubble.style.left = '0px';
  bubble.style.top = '0px';
  const box = trigger.getBoundingClientRect();
  const rect = bubble.getBoundingClientRect();
  const triggerBox: Box = { left: box.left, top: box.top, width: box.width, height: box.height };
  const place = placeBubble(
    triggerBox,
    { width: rect.width, height: rect.height },
    { width: document.documentElement.clientWidth, height: innerHeight },
    wanted,
    gap,
    margin,
  );
  bubble.classList.remove(...sides);
  bubble.classList.add(place.side);
  // At left/top 0 the bubble sits at its containing block's corner: the difference is the offset.
  bubble.style.left = `${place.left - rect.left}px`;
  bubble.style.top = `${place.top - rect.top}px`;
  const arrow = bubble.querySelector<HTMLElement>('.arrow, .tooltip-arrow');
  if (!arrow) return;
  const vertical = place.side === 'top' || place.side === 'bottom';
  arrow.style.left = vertical ? `${place.arrow}px` : '';
  arrow.style.top = vertical ? '' : `${place.arrow}px`;
}
