// Desktop or collapsed mobile mode by the nav's own breakpoint, from a media-query change listener
// (the old engine compared window sizes on every resize). The site's CSS keys on the two classes.

export interface ModeClasses {
  collapsed: string;
  desktop: string;
  noTransition: string;
}

/**
 * Applies the mode now and on every crossing of `breakpoint` (at or below it: mobile). Each switch
 * sets the no-transition class for `noTransitionMs`, so the layout change does not animate.
 */
export function watchMobileMode(
  nav: HTMLElement,
  breakpoint: number,
  classes: ModeClasses,
  noTransitionMs: number,
  onSwitch: (mobile: boolean) => void,
  signal: AbortSignal,
): () => boolean {
  const query = matchMedia(`(max-width: ${breakpoint}px)`);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const apply = (mobile: boolean) => {
    nav.classList.toggle(classes.collapsed, mobile);
    nav.classList.toggle(classes.desktop, !mobile);
    onSwitch(mobile);
  };
  apply(breakpoint > 0 && query.matches);
  query.addEventListener(
    'change',
    () => {
      nav.classList.add(classes.noTransition);
      clearTimeout(timer);
      timer = setTimeout(() => nav.classList.remove(classes.noTransition), noTransitionMs);
      apply(breakpoint > 0 && query.matches);
    },
    { signal },
  );
  signal.addEventListener('abort', () => clearTimeout(timer));
  return () => breakpoint > 0 && query.matches;
}
