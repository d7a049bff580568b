// Shows or hides a phone-menu panel by its inline display (the theme's stylesheet keeps these
// panels hidden until its script opens them), sliding open over `slideMs` unless motion is reduced:
// the sub-menus (phone-menu.ts) and the classic and modern designs' menus and search (phone-toggles.ts).

export interface SlideOptions {
  slideMs: number;
  reducedMotion: () => boolean;
}

export function slideDisplay(panel: HTMLElement, open: boolean, options: SlideOptions): void {
  panel.style.display = open ? 'block' : 'none';
  if (open && !options.reducedMotion() && options.slideMs > 0)
    panel.animate([{ height: '0px', overflow: 'hidden' }, { height: `${panel.scrollHeight}px` }], {
      duration: options.slideMs,
      easing: 'ease-out',
    });
}
