// A sticky builder container (`.fusion-sticky-container`, THEME-MARKUP.md "sticky"): sticks only on
// the devices its flags allow and not under `body.fusion-disable-sticky`, with the theme's classes
// and window events; `data-sticky-offset`, `data-transition-offset`, `data-scroll-offset`
// (non-zero: hidden while scrolling down past it), `data-sticky-parent`, `data-sticky-bottoming`.
import { toNumber } from '../../kernel/contract';
import type { StickyContext } from './context';
import { stickParentOf } from './stick-parent';
import { createSticker, type Sticker } from './sticker';
import { adminBarHeight, offsetFrom } from './sticky-offset';
import { deviceAt } from './sticky-state';

const announce = (name: string, element: Element) =>
  window.dispatchEvent(new CustomEvent(name, { detail: { element } }));

export function stickContainer(element: HTMLElement, context: StickyContext): (() => void) | undefined {
  const { settings, log, signal } = context;
  const found = stickParentOf(element);
  if (!found) {
    // sticky-kit's own message, so existing monitoring still recognises it; the element stays as it was.
    log.error('failed to find stick parent', element);
    return undefined;
  }
  const number = (name: string) => toNumber(element.getAttribute(name) ?? undefined);
  const { small, medium } = settings.breakpoints;
  const allowed = () => {
    if (document.body.classList.contains('fusion-disable-sticky')) return false;
    const flag = element.getAttribute(`data-sticky-${deviceAt(innerWidth, small, medium)}-visibility`);
    return Boolean(flag);
  };

  let sticker: Sticker | undefined;
  let attachment: AbortController | undefined;
  const attach = () => {
    attachment = new AbortController();
    sticker = createSticker(
      {
        element,
        parent: found.parent,
        stuckClass: 'fusion-container-stuck',
        bottoming: found.bottoming,
        spacer: true,
        offset: () => offsetFrom(element.getAttribute('data-sticky-offset'), log.warn) + adminBarHeight(),
        transitionOffset: number('data-transition-offset') ?? 0,
        scrollOffset: number('data-scroll-offset'),
        onState: (state) => {
          context.emit(element, state);
          announce('fusion-sticky-change', element);
        },
        onTransition: () => announce('fusion-sticky-transition-change', element),
        onScroll: () => announce('fusion-sticky-scroll-change', element),
      },
      AbortSignal.any([signal, attachment.signal]),
    );
  };
  const detach = () => {
    sticker?.detach();
    attachment?.abort();
    sticker = undefined;
  };
  const evaluate = () => {
    if (!allowed()) detach();
    else if (!sticker) attach();
  };
  evaluate();

  for (const query of [`(max-width: ${small}px)`, `(max-width: ${medium}px)`])
    matchMedia(query).addEventListener('change', evaluate, { signal });
  const bodyClass = new MutationObserver(evaluate);
  bodyClass.observe(document.body, { attributes: true, attributeFilter: ['class'] });
  const stopRelayout = context.onRelayout(found.parent, () => sticker?.layout());
  // Keyboard focus inside a header that hides while scrolling down keeps it in view.
  element.addEventListener('focusin', () => sticker?.reveal(true), { signal });
  element.addEventListener(
    'focusout',
    (event) => {
      if (!(event.relatedTarget instanceof Node && element.contains(event.relatedTarget)))
        sticker?.reveal(false);
    },
    { signal },
  );

  return () => {
    detach();
    bodyClass.disconnect();
    stopRelayout();
  };
}
