// The lazy part of lazy-media's background images (background-hook.ts): which image the element
// shows on this screen, fetched first and set when it has arrived, so the element goes from
// placeholder to picture in one step. A part of its own because most pages have lazy images and no
// lazy backgrounds: they never download it (registry `along` fetches it with the module's chunk
// where the page has one).
import { backgroundAddress, type ScreenBreakpoints, setBackground } from './background-image';

/**
 * Loads and sets the background of `element`; resolves false when the image could not load, true
 * once it shows, or at once when its attributes name none for this screen (nothing failed).
 */
export function loadBackground(element: HTMLElement, breakpoints: ScreenBreakpoints): Promise<boolean> {
  const url = backgroundAddress(element, window.innerWidth, breakpoints);
  if (!url) return Promise.resolve(true);
  return new Promise((resolve) => {
    const probe = new Image();
    probe.addEventListener(
      'load',
      () => {
        setBackground(element, url);
        resolve(true);
      },
      { once: true },
    );
    probe.addEventListener('error', () => resolve(false), { once: true });
    probe.src = url;
  });
}
