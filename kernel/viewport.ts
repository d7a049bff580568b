// The shared viewport signals: one resize listener (debounced 250 ms) with the breakpoint, touch or
// no-touch on <body> by the last input type, and prefers-reduced-motion.
import type { Breakpoint, KernelSettings, Viewport } from './contract';

/** A touch keeps the page in touch mode this long, so the emulated mouse events after it do not flip it. */
export const touchHoldMs = 500;

export interface ViewportWatch {
  readonly current: Viewport;
}

export const breakpointOf = (width: number, bounds: KernelSettings['breakpoints']): Breakpoint =>
  width <= bounds.small ? 'small' : width <= bounds.medium ? 'medium' : 'large';

export function watchViewport(
  { breakpoints: bounds, resizeDebounceMs }: KernelSettings,
  onResize: (viewport: Viewport, breakpointChanged: boolean) => void,
): ViewportWatch {
  const motion = matchMedia('(prefers-reduced-motion: reduce)');
  const watch = { current: { touch: false } as Viewport };
  const measure = () => {
    const before = watch.current.breakpoint;
    // Touch stays what the last input said.
    watch.current = {
      ...watch.current,
      width: innerWidth,
      height: innerHeight,
      breakpoint: breakpointOf(innerWidth, bounds),
      reducedMotion: motion.matches,
    };
    return before !== undefined && before !== watch.current.breakpoint;
  };
  const setTouch = (touch: boolean) => {
    watch.current = { ...watch.current, touch };
    const classes = document.body.classList;
    classes.toggle('touch', touch);
    classes.toggle('no-touch', !touch);
    // Voorkant runs modules: the stylesheet net stands down (kernel/net-build.ts). Added with the
    // first module's signals, again on each change of input, which changes nothing.
    classes.add('voorkant');
  };
  measure();
  setTouch(false);

  let lastTouch = -touchHoldMs;
  const onPointer = (event: PointerEvent) => {
    const touch = event.pointerType === 'touch';
    if (touch) lastTouch = event.timeStamp;
    if (touch !== watch.current.touch && (touch || event.timeStamp - lastTouch > touchHoldMs))
      setTouch(touch);
  };
  for (const type of ['pointerdown', 'pointermove']) {
    addEventListener(type, onPointer as EventListener, { capture: true, passive: true });
  }

  let timer: ReturnType<typeof setTimeout> | undefined;
  const remeasure = () => {
    // Measure first: the hooks must get the new viewport, not the one before the resize.
    const changed = measure();
    onResize(watch.current, changed);
  };
  addEventListener('resize', () => {
    clearTimeout(timer);
    timer = setTimeout(remeasure, resizeDebounceMs);
  });
  motion.addEventListener('change', remeasure);
  return watch;
}
