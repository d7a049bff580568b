// The running ticker (`.awb-news-ticker-marquee`): the builder prints its list outside the bar
// (`left: 100%`), and the theme's script starts the stylesheet's `awb-run-news-ticker` animation
// with a duration that keeps the element's speed (`data-awb-ticker-speed`, px a second) whatever
// the list's length. Paused by the module's stylesheet while the pointer or the focus is in it,
// and by a class while it is off screen (an animation of `left` costs a layout every frame).

/** Seconds for the list to cross the bar at `speed` px a second (0 or less: no run). */
export function crossingSeconds(listWidth: number, barWidth: number, speed: number): number {
  return speed > 0 ? Math.round(((listWidth + barWidth) / speed) * 100) / 100 : 0;
}

export function startMarquee(ticker: HTMLElement, signal: AbortSignal): void {
  const list = ticker.querySelector<HTMLElement>('.awb-news-ticker-item-list');
  const bar = ticker.querySelector<HTMLElement>('.awb-news-ticker-bar');
  if (!list || !bar) return;
  const speed = Number.parseFloat(list.getAttribute('data-awb-ticker-speed') ?? '');
  const time = () => {
    const seconds = crossingSeconds(list.offsetWidth, bar.offsetWidth, speed);
    if (!seconds) return;
    list.style.animationName = 'awb-run-news-ticker';
    list.style.animationDuration = `${seconds}s`;
  };
  const sizes = new ResizeObserver(time);
  sizes.observe(bar);
  sizes.observe(list);
  const sight = new IntersectionObserver((records) =>
    ticker.classList.toggle('news-ticker--asleep', !records.some((record) => record.isIntersecting)),
  );
  sight.observe(ticker);
  signal.addEventListener('abort', () => {
    sizes.disconnect();
    sight.disconnect();
    list.style.animationName = list.style.animationDuration = '';
  });
}
