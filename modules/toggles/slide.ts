// Opens or closes a panel's collapse: the height slides and the content fades in (the theme's
// collapse and its toggle fade), or both happen at once with reduced motion. The Web Animations API
// animates without writing style markup; the theme's `in` class is what keeps a collapse shown.

export function slideCollapse(collapse: HTMLElement, open: boolean, durationMs: number): void {
  for (const running of collapse.getAnimations()) running.cancel();
  const body = collapse.firstElementChild;
  for (const running of body?.getAnimations() ?? []) running.cancel();
  if (durationMs <= 0) {
    collapse.classList.toggle('in', open);
    return;
  }
  collapse.classList.add('in');
  const frames = [
    { height: '0px', overflow: 'hidden' },
    { height: `${collapse.scrollHeight}px`, overflow: 'hidden' },
  ];
  const slide = collapse.animate(open ? frames : frames.reverse(), { duration: durationMs, easing: 'ease' });
  if (open) body?.animate([{ opacity: 0 }, { opacity: 1 }], { duration: durationMs, easing: 'ease-out' });
  else slide.addEventListener('finish', () => collapse.classList.remove('in'));
}
