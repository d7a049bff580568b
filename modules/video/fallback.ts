// The video module's safety net: a background wrapper the theme printed at `opacity:0` is shown
// where it holds a player (a Vimeo iframe, a video; an empty YouTube holder has nothing to show),
// and a lazy video element gets its source. Embeds waiting for consent are left waiting.
import type { Fallback } from '../../kernel/contract';

const fallback: Fallback = (elements) => {
  for (const element of elements) {
    if (element.classList.contains('fusion-background-video-wrapper')) {
      if (element.querySelector('iframe[src], video')) (element as HTMLElement).style.opacity = '1';
      continue;
    }
    for (const frame of element.querySelectorAll<HTMLIFrameElement>('iframe[data-orig-src]')) {
      const src = frame.getAttribute('data-orig-src')!;
      if (frame.getAttribute('src') === src) continue;
      frame.src = src;
      frame.classList.replace('lazyload', 'lazyloaded');
    }
  }
};
export default fallback;
