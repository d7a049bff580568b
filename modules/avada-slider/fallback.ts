// The Avada Slider's safety net: "Loading..." goes, and the first slide is shown with its heading
// and caption (the theme prints their container at `display: none` and the content inside it at
// `opacity: 0`, for its script to fade in), at the height the server printed.
import type { Fallback } from '../../kernel/contract';

const fallback: Fallback = (elements) => {
  for (const slider of elements) {
    slider.closest('.fusion-slider-container')?.querySelector(':scope > .fusion-slider-loading')?.remove();
    const first = slider.querySelector<HTMLElement>(':scope > .slides > li');
    if (!first) continue;
    first.style.display = 'block';
    for (const container of first.querySelectorAll<HTMLElement>('.slide-content-container')) {
      // Over the inline `display: none` the theme prints (its stylesheet lays it out as a block).
      container.style.display = 'block';
      for (const content of container.querySelectorAll<HTMLElement>('.slide-content'))
        content.style.opacity = '1';
    }
  }
};
export default fallback;
