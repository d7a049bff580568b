// Sticky tabs (`.sticky-tabs`): the tab list sticks below whatever `data-sticky-offset` names (the
// sticky header, a stuck container), through the `--awb-sticky-tabs-offset` property the theme's
// stylesheet reads; `is-stuck` marks it while stuck (seen on the helper the theme prints before it);
// choosing a tab brings the start of its pane back into view when it had scrolled above the list.

/** The height the tab list must stay below: the elements `selector` names, plus the admin bar. */
export function stickyOffset(selector: string | undefined): number {
  let height = document.getElementById('wpadminbar')?.getBoundingClientRect().height ?? 0;
  if (!selector) return height;
  try {
    for (const element of document.querySelectorAll(selector))
      height += element.getBoundingClientRect().height;
  } catch {
    // Not a selector the browser knows: no offset from it.
  }
  return height;
}

/** Keeps the offset property current (the header shrinks, wraps, sticks) and watches for the stuck state. */
export function watchStickyTabs(root: HTMLElement, signal: AbortSignal): void {
  const update = () =>
    root.style.setProperty('--awb-sticky-tabs-offset', `${stickyOffset(root.dataset.stickyOffset)}px`);
  update();
  const sizes = new ResizeObserver(update);
  try {
    for (const element of document.querySelectorAll(root.dataset.stickyOffset || ':not(*)'))
      sizes.observe(element);
  } catch {}
  signal.addEventListener('abort', () => sizes.disconnect(), { once: true });
  const helper = root.previousElementSibling;
  if (!helper?.classList.contains('fusion-tabs-sticky-helper')) return;
  const observer = new IntersectionObserver(
    ([entry]) => {
      if (!entry) return;
      if (entry.intersectionRatio === 0) root.classList.add('is-stuck');
      else if (entry.intersectionRatio === 1) root.classList.remove('is-stuck');
    },
    { threshold: [0, 1] },
  );
  observer.observe(helper);
  signal.addEventListener('abort', () => observer.disconnect(), { once: true });
}

/** Scrolls back to the start of `pane` if it lies above the stuck tab list. */
export function scrollToPaneStart(root: HTMLElement, pane: HTMLElement, smooth: boolean): void {
  const nav = root.querySelector(':scope > .nav');
  const offset = stickyOffset(root.dataset.stickyOffset) + (nav?.getBoundingClientRect().height ?? 0);
  const top = pane.getBoundingClientRect().top - offset;
  if (top < 0) scrollBy({ top, behavior: smooth ? 'smooth' : 'instant' });
}
