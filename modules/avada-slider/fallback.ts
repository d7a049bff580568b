// The Avada Slider's safety net: "Loading..." goes, and the first slide is shown with its heading
// and caption (the theme prints them at `display: none`), at the height the server printed.
import type { Fallback } from '../../kernel/contract';

const fallback: Fallback = (elements) => {
  for (const slider of elements) {
    slider.closest('.fusion-slider-container')?.querySelector(':scope > .fusion-slider-loading')?.remove();
    const first = slider.querySelector<HTMLElement>(':scope > .slides > li');
    if (!first) continue;
    first.style.display = 'block';
    for (const content of first.querySelectorAll<HTMLElement>('.slide-content-container')) {
      content.style.removeProperty('display');
      if (getComputedStyle(content).display === 'none') content.style.display = 'block';
    }
  }
};
export default fallback;
