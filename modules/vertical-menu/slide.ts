// Opens or closes a sub-list with a vertical slide (the old engine's slideDown/slideUp), or at once
// when motion is reduced. The Web Animations API animates height without writing style markup.

/** Shows or hides `list`; resolves when the slide has finished (or was replaced by a newer one). */
export function slide(list: HTMLElement, open: boolean, durationMs: number, animate: boolean): void {
  for (const running of list.getAnimations()) running.cancel();
  if (!animate || durationMs <= 0) {
    list.hidden = !open;
    return;
  }
  list.hidden = false;
  const height = `${list.scrollHeight}px`;
  const frames = [
    { height: '0px', overflow: 'hidden' },
    { height, overflow: 'hidden' },
  ];
  const animation = list.animate(open ? frames : frames.reverse(), { duration: durationMs, easing: 'ease' });
  animation.addEventListener('finish', () => {
    list.hidden = !open;
  });
}
