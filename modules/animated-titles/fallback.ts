// The safety net of animated-titles: without the module a rotating title shows its first phrase (the
// theme's stylesheet hides them all and keeps the wrapper 0 wide until a script runs), and a
// highlight is drawn.
import type { Fallback } from '../../kernel/contract';

const fallback: Fallback = (elements) => {
  for (const title of elements) {
    const wrapper = title.querySelector<HTMLElement>('.fusion-animated-texts-wrapper');
    const texts = wrapper?.querySelector<HTMLElement>('.fusion-animated-texts');
    if (wrapper && texts) {
      wrapper.style.width = 'auto';
      texts.style.visibility = 'visible';
      texts.querySelectorAll<HTMLElement>('.fusion-animated-text').forEach((phrase, index) => {
        if (index > 0) phrase.style.display = 'none';
      });
    }
    const shape =
      title.querySelector('.fusion-highlighted-text-wrapper > svg') ??
      title.querySelector('.fusion-title-highlight .fusion-highlighted-text');
    shape?.classList.add('awb-animate');
  }
};
export default fallback;
