// Highlighted titles (SPEC section 2; THEME-MARKUP.md "animated-titles"): the builder prints the
// shape (`data-highlight`) as an SVG after `.fusion-highlighted-text`, or nothing for the marker;
// the theme's stylesheet draws the stroke once the SVG (or, for the marker, the text) has
// `awb-animate`. The module adds it when the title comes into view, starting the given delay after
// the module starts (the theme's 400 ms after load); under reduced motion at once (the module's
// stylesheet makes the drawing instant).

export function startHighlight(title: HTMLElement, delayMs: number, reducedMotion: boolean): () => void {
  const wrapper = title.querySelector('.fusion-highlighted-text-wrapper');
  const target =
    wrapper?.querySelector(':scope > svg') ?? title.querySelector<HTMLElement>('.fusion-highlighted-text');
  if (!target) return () => {};
  if (reducedMotion) {
    target.classList.add('awb-animate');
    return () => target.classList.remove('awb-animate');
  }
  let observer: IntersectionObserver | undefined;
  const timer = setTimeout(() => {
    observer = new IntersectionObserver(([entry]) => {
      if (!entry?.isIntersecting) return;
      target.classList.add('awb-animate');
      observer?.disconnect();
    });
    observer.observe(title);
  }, delayMs);
  return () => {
    clearTimeout(timer);
    observer?.disconnect();
    target.classList.remove('awb-animate');
  };
}
