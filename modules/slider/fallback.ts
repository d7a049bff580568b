// The slider's safety net: the theme shows a FlexSlider's first slide only while the slider is
// loading, so a slider still loading is fine as it is; one the module had already started is given
// its first slide back, and an attachment slider's loading spinner goes.
import type { Fallback } from '../../kernel/contract';

const fallback: Fallback = (elements) => {
  for (const root of elements) {
    root.querySelector(':scope > .fusion-slider-loading')?.remove();
    const first = root.querySelector<HTMLElement>(':scope > .slides > li');
    if (first && !root.classList.contains('fusion-flexslider-loading')) first.style.display = 'block';
  }
};
export default fallback;
