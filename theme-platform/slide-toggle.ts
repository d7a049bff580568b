// Opens and closes a part the theme's stylesheet hides (`display:none`) with an inline display and a
// height slide, as the theme's jQuery slideToggle / slideDown / slideUp do: menus' sub-menus, the
// vertical menu's sub-lists, the privacy bar's settings part. Only an inline display can show such a
// part. Web Animations move the height; no style markup is written.

const running = new WeakMap<HTMLElement, Animation>();

/**
 * Shows (`open`) or hides `panel` over `durationMs` (0: at once). While sliding the panel is shown
 * inline; once closed it gets `closedDisplay` (`''` hands it back to the stylesheet, `'none'` keeps
 * it hidden inline as jQuery's slideUp does).
 */
export function slide(
  panel: HTMLElement,
  open: boolean,
  durationMs: number,
  closedDisplay: '' | 'none',
): void {
  running.get(panel)?.cancel();
  running.delete(panel);
  const settle = () => {
    panel.style.display = open ? 'block' : closedDisplay;
  };
  if (durationMs <= 0) {
    settle();
    return;
  }
  panel.style.display = 'block';
  const height = `${panel.scrollHeight}px`;
  const frames = [
    { height: '0px', overflow: 'hidden' },
    { height, overflow: 'hidden' },
  ];
  const animation = panel.animate(open ? frames : frames.reverse(), { duration: durationMs, easing: 'ease' });
  running.set(panel, animation);
  animation.addEventListener('finish', () => {
    running.delete(panel);
    settle();
  });
}

/** Stops any slide and hands the panel's display back to the stylesheet. */
export function resetSlide(panel: HTMLElement): void {
  running.get(panel)?.cancel();
  running.delete(panel);
  panel.style.display = '';
}
