// Opens or closes a sub-list with an inline display and a height slide, as the theme's jQuery
// slideDown / slideUp ("slow") do. The theme's `#wrapper .fusion-vertical-menu-widget .menu
// li.menu-item-has-children ul {display:none}` outranks a removed `hidden`; an inline display does not
// lose to it. Web Animations move the height; no style markup is written.

const running = new WeakMap<HTMLElement, Animation>();

/** Shows (`open`) or hides `list` over `durationMs` (0: at once). */
export function slide(list: HTMLElement, open: boolean, durationMs: number): void {
  running.get(list)?.cancel();
  running.delete(list);
  const settle = () => {
    list.style.display = open ? 'block' : 'none';
  };
  if (durationMs <= 0) {
    settle();
    return;
  }
  list.style.display = 'block';
  const frames = [
    { height: '0px', overflow: 'hidden' },
    { height: `${list.scrollHeight}px`, overflow: 'hidden' },
  ];
  const animation = list.animate(open ? frames : frames.reverse(), { duration: durationMs, easing: 'ease' });
  running.set(list, animation);
  animation.addEventListener('finish', () => {
    running.delete(list);
    settle();
  });
}
