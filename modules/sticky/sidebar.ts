// A sticky sidebar (`aside.fusion-sticky-sidebar > .fusion-sidebar-inner-content`, THEME-MARKUP.md
// "sticky"): the inner content sticks in `#main > .fusion-row` as `fusion-sidebar-stuck`, without a
// spacer, below the sticky header; only above the sidebar break point and while `#content` is at
// least as tall as `#main` (the sidebar is the shorter column).
import type { StickyContext } from './context';
import { createSticker, type Sticker } from './sticker';
import { sidebarOffset } from './sticky-offset';

const px = (value: string) => Number.parseFloat(value) || 0;

function contentHeight(element: Element | null): number {
  if (!element) return 0;
  const style = getComputedStyle(element);
  return (
    element.getBoundingClientRect().height -
    px(style.paddingTop) -
    px(style.paddingBottom) -
    px(style.borderTopWidth) -
    px(style.borderBottomWidth)
  );
}

export function stickSidebar(aside: HTMLElement, context: StickyContext): (() => void) | undefined {
  const { settings, log, signal } = context;
  const inner = aside.querySelector<HTMLElement>(':scope > .fusion-sidebar-inner-content');
  if (!inner) {
    log.warn('a sticky sidebar without .fusion-sidebar-inner-content:', aside);
    return undefined;
  }
  const parent = inner.parentElement?.closest<HTMLElement>('#main > .fusion-row');
  if (!parent) {
    log.error('failed to find stick parent', inner);
    return undefined;
  }
  const narrow = matchMedia(`(max-width: ${settings.sidebarBreakPoint}px)`);
  const allowed = () =>
    !narrow.matches &&
    Math.floor(contentHeight(document.getElementById('content'))) >=
      Math.floor(contentHeight(document.getElementById('main')));

  let sticker: Sticker | undefined;
  let attachment: AbortController | undefined;
  const detach = () => {
    sticker?.detach();
    attachment?.abort();
    sticker = undefined;
  };
  const evaluate = () => {
    if (!allowed()) return detach();
    if (sticker) return sticker.layout();
    attachment = new AbortController();
    sticker = createSticker(
      {
        element: inner,
        parent,
        stuckClass: 'fusion-sidebar-stuck',
        bottoming: true,
        spacer: false,
        offset: () => sidebarOffset(settings),
        onState: (state) => context.emit(inner, state),
        onTransition: () => {},
        onScroll: () => {},
      },
      AbortSignal.any([signal, attachment.signal]),
    );
  };
  evaluate();
  narrow.addEventListener('change', evaluate, { signal });
  const stopRelayout = context.onRelayout(parent, evaluate);

  // Below a Layouts header the offset follows the stuck header (stuck, its sticky look, hidden).
  let timer: ReturnType<typeof setTimeout> | undefined;
  const follow = () => {
    sticker?.layout();
    clearTimeout(timer);
    timer = setTimeout(() => sticker?.layout(), settings.resizeDebounceMs);
  };
  if (document.querySelector('.fusion-tb-header'))
    for (const name of [
      'fusion-sticky-change',
      'fusion-sticky-transition-change',
      'fusion-sticky-scroll-change',
    ])
      addEventListener(name, follow, { signal });

  return () => {
    clearTimeout(timer);
    detach();
    stopRelayout();
  };
}
