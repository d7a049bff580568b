// The shared viewport signals: one resize listener (debounced 250 ms) with the breakpoint, touch or
// no-touch on <body> by the last input type, and prefers-reduced-motion.
import type { Breakpoint, KernelSettings, Viewport } from './contract';

export const resizeDebounceMs = 250;
/** A touch keeps the page in touch mode this long, so the emulated mouse events after it do not flip it. */
export const touchHoldMs = 500;

export interface ViewportWatch {
  readonly current: Viewport;
}

export function breakpointOf(width: number, bounds: KernelSettings['breakpoints']): Breakpoint {
  return width <= bounds.small ? 'small' : width <= bounds.medium ? 'medium' : 'large';
}

export function watchViewport(
  bounds: KernelSettings['breakpoints'],
  onResize: (viewport: Viewport, breakpointChanged: boolean) => void,
): ViewportWatch {
  const motion = matchMedia('(prefers-reduced-motion: reduce)');
  const measure = (touch: boolean): Viewport => ({
    width: innerWidth,
    height: innerHeight,
    breakpoint: breakpointOf(innerWidth, bounds),
    touch,
    reducedMotion: motion.matches,
  });
  const watch = { current: measure(false) };
  const setTouch = (touch: boolean) => {
    if (watch.current.touch === touch && document.body?.classList.contains(touch ? 'touch' : 'no-touch'))
      return;
    watch.current = { ...watch.current, touch };
    document.body?.classList.toggle('touch', touch);
    document.body?.classList.toggle('no-touch', !touch);
  };
  setTouch(false);

  let lastTouch = -Infinity;
  const onPointer = (event: PointerEvent) => {
    if (event.pointerType === 'touch') {
      lastTouch = event.timeStamp;
      setTouch(true);
    } else if (event.timeStamp - lastTouch > touchHoldMs) {
      setTouch(false);
    }
  };
  addEventListener('pointerdown', onPointer, { capture: true, passive: true });
  addEventListener('pointermove', onPointer, { capture: true, passive: true });

  let timer: ReturnType<typeof setTimeout> | undefined;
  const remeasure = () => {
    const before = watch.current.breakpoint;
    watch.current = measure(watch.current.touch);
    onResize(watch.current, watch.current.breakpoint !== before);
  };
  addEventListener('resize', () => {
    clearTimeout(timer);
    timer = setTimeout(remeasure, resizeDebounceMs);
  });
  motion.addEventListener('change', remeasure);
  return watch;
}
