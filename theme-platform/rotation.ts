// The automatic rotation of the theme's carousels and testimonials, by the WAI-ARIA carousel
// pattern: one timer per change (nothing wakes while an item waits its turn), a rotation control
// the visitor can stop and start, and a pause while the pointer is over the carousel, while it is
// off screen or in a hidden tab. Keyboard focus arriving from outside stops it until the visitor
// starts it again. The caller decides whether it rotates at all (never under reduced motion).
// Swiper's own Autoplay module is not used: its timer runs on every animation frame while it waits.

export interface RotationTexts {
  pause: string;
  play: string;
}

export interface RotationOptions {
  /** The carousel: hover, focus and visibility are watched here. */
  root: HTMLElement;
  /** Time each item shows, in ms. */
  delay: number;
  /** Class of the rotation control (`<prefix>__rotation`, `…--stopped` while stopped). */
  className: string;
  texts: RotationTexts;
  /** Shows the next item; the rotation waits `delay` again after it. */
  advance(): void;
  /** After each change of whether it rotates (a rotating carousel does not announce its changes). */
  onRunning?(running: boolean): void;
  signal: AbortSignal;
}

export interface Rotation {
  /** The rotation control, for the caller to place first in the carousel's focus order. */
  readonly button: HTMLButtonElement;
  /** The visitor changed the item: the current one gets its full time. */
  restart(): void;
}

export function startRotation(options: RotationOptions): Rotation {
  const { root, texts, signal } = options;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = options.className;
  const state = { stopped: false, hovered: false, visible: false };
  let timer: ReturnType<typeof setTimeout> | undefined;
  let wasRunning: boolean | undefined;

  const schedule = () => {
    clearTimeout(timer);
    const running = !state.stopped && !state.hovered && state.visible && !document.hidden;
    button.setAttribute('aria-label', state.stopped ? texts.play : texts.pause);
    button.classList.toggle(`${options.className}--stopped`, state.stopped);
    if (running !== wasRunning) options.onRunning?.(running);
    wasRunning = running;
    timer = running
      ? setTimeout(() => {
          options.advance();
          schedule();
        }, options.delay)
      : undefined;
  };

  const sight = new IntersectionObserver((records) => {
    state.visible = records.some((record) => record.isIntersecting);
    schedule();
  });
  sight.observe(root);
  const listen = <K extends keyof HTMLElementEventMap>(
    target: HTMLElement,
    type: K,
    handler: (event: HTMLElementEventMap[K]) => void,
  ) => target.addEventListener(type, handler, { signal });
  document.addEventListener('visibilitychange', schedule, { signal });
  listen(button, 'click', () => {
    state.stopped = !state.stopped;
    schedule();
  });
  for (const [type, hovered] of [
    ['mouseenter', true],
    ['mouseleave', false],
  ] as const)
    listen(root, type, () => {
      state.hovered = hovered;
      schedule();
    });
  listen(root, 'focusin', (event) => {
    const from = event.relatedTarget;
    if (from instanceof Node && root.contains(from)) return;
    if (!state.stopped && (event.target as Element).matches(':focus-visible')) {
      state.stopped = true;
      schedule();
    }
  });
  signal.addEventListener('abort', () => {
    clearTimeout(timer);
    sight.disconnect();
    button.remove();
  });
  schedule();
  return { button, restart: schedule };
}
