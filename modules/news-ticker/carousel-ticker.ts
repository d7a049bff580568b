// The ticker that shows one headline at a time (`.awb-news-ticker-carousel`): every
// `data-awb-news-ticker-display-time` seconds the next one fades in, with the theme's classes
// (`-item-active`, `-item-hides` and `-item-showing` for the 500 ms of the change), its indicator
// bar filling meanwhile; previous and next buttons. The rotation is the theme platform's
// (theme-platform/rotation.ts, the WAI-ARIA carousel pattern): one timer per change, a pause and
// play button, paused while pointed at, off screen or in a hidden tab, stopped by keyboard focus.
import { type RotationTexts, startRotation } from '../../theme-platform/rotation';

export interface CarouselTickerOptions {
  ticker: HTMLElement;
  /** Rotate at all (not under reduced motion, not in the live editor). */
  rotates: boolean;
  /** The change's fade, in ms (the theme's 500; 0 under reduced motion). */
  fadeMs: number;
  texts: RotationTexts;
  signal: AbortSignal;
}

const active = 'awb-news-ticker-item-active';

export function startCarouselTicker(options: CarouselTickerOptions): void {
  const { ticker, signal } = options;
  const list = ticker.querySelector<HTMLElement>('.awb-news-ticker-item-list-carousel');
  const items = list ? [...list.querySelectorAll<HTMLElement>(':scope > .awb-news-ticker-item')] : [];
  if (!list || items.length < 2) return;
  const indicator = ticker.querySelector<HTMLElement>('.awb-news-ticker-carousel-indicator');
  let index = Math.max(
    0,
    items.findIndex((item) => item.classList.contains(active)),
  );
  let fade: ReturnType<typeof setTimeout> | undefined;
  let rotation: ReturnType<typeof startRotation> | undefined;

  // The indicator's fill is the stylesheet's animation, which the theme names only once a script
  // runs; each headline starts it again from empty.
  const refill = () => {
    if (!indicator) return;
    indicator.style.animationName = 'awb-news-ticker-indicator';
    for (const animation of indicator.getAnimations()) {
      animation.currentTime = 0;
      animation.play();
    }
  };
  const holdFill = () => {
    for (const animation of indicator?.getAnimations() ?? []) animation.pause();
  };
  const show = (next: number) => {
    const [from, to] = [items[index]!, items[(next + items.length) % items.length]!];
    index = items.indexOf(to);
    clearTimeout(fade);
    for (const item of items)
      item.classList.remove(active, 'awb-news-ticker-item-hides', 'awb-news-ticker-item-showing');
    to.classList.add(active);
    if (options.fadeMs > 0) {
      from.classList.add('awb-news-ticker-item-hides');
      to.classList.add('awb-news-ticker-item-showing');
      fade = setTimeout(() => {
        from.classList.remove('awb-news-ticker-item-hides');
        to.classList.remove('awb-news-ticker-item-showing');
      }, options.fadeMs);
    }
    if (rotation) refill();
  };
  for (const item of items) item.classList.toggle(active, items.indexOf(item) === index);

  rotation = options.rotates
    ? startRotation({
        root: ticker,
        delay: (Number.parseFloat(list.getAttribute('data-awb-news-ticker-display-time') ?? '') || 5) * 1000,
        className: 'news-ticker__rotation',
        texts: options.texts,
        advance: () => show(index + 1),
        onRunning: (running) => {
          // A rotating ticker does not announce each headline; a stopped one announces the visitor's changes.
          list.setAttribute('aria-live', running ? 'off' : 'polite');
          // The rotation gives the headline its full time again when it goes on: so does the fill.
          if (running) refill();
          else holdFill();
        },
        signal,
      })
    : undefined;
  if (!rotation) list.setAttribute('aria-live', 'polite');
  const buttons = ticker.querySelector('.awb-news-ticker-items-buttons');
  if (rotation) (buttons ?? ticker).prepend(rotation.button);
  for (const [selector, step] of [
    ['.awb-news-ticker-prev-btn', -1],
    ['.awb-news-ticker-next-btn', 1],
  ] as const)
    ticker.querySelector(selector)?.addEventListener(
      'click',
      () => {
        show(index + step);
        rotation?.restart();
      },
      { signal },
    );
  signal.addEventListener('abort', () => clearTimeout(fade));
}
