// The job of the inline script the theme prints with each menu (`fusionNavIsCollapsed`, theme code
// the demo does not print): at or below the nav's `data-breakpoint` the nav is `collapse-enabled`,
// above it `awb-menu_desktop`; `0` never collapses, `10000` always does. Watched with matchMedia.

/** Whether a nav with this break point is collapsed in a window this wide. */
export function isCollapsedAt(breakpoint: number, windowWidth: number): boolean {
  return breakpoint > 0 && windowWidth <= breakpoint;
}

/**
 * Applies the mode now and at every crossing of `breakpoint`; `onSwitch` hears the new mode (also
 * the first time). Each switch sets `no-wrapper-transition` for `noTransitionMs`.
 */
export function watchCollapse(
  nav: HTMLElement,
  breakpoint: number,
  noTransitionMs: number,
  onSwitch: (collapsed: boolean) => void,
  signal: AbortSignal,
): void {
  const query = breakpoint > 0 ? matchMedia(`(max-width: ${breakpoint}px)`) : undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const apply = () => {
    const collapsed = query?.matches ?? false;
    nav.classList.toggle('collapse-enabled', collapsed);
    nav.classList.toggle('awb-menu_desktop', !collapsed);
    nav.classList.add('no-wrapper-transition');
    clearTimeout(timer);
    timer = setTimeout(() => nav.classList.remove('no-wrapper-transition'), noTransitionMs);
    onSwitch(collapsed);
  };
  apply();
  query?.addEventListener('change', apply, { signal });
  signal.addEventListener('abort', () => {
    clearTimeout(timer);
    nav.classList.remove('no-wrapper-transition');
  });
}
