// The safety net of toggles, accordions and the FAQ element: every panel's content is shown (and its
// title says so), the FAQ's questions are shown; its filters stay hidden, as without a script they
// would do nothing.
import type { Fallback } from '../../kernel/contract';

const fallback: Fallback = (elements) => {
  for (const root of elements) {
    const wrapper = root.querySelector<HTMLElement>('.fusion-faqs-wrapper');
    if (wrapper) wrapper.style.display = 'block';
    for (const collapse of root.querySelectorAll<HTMLElement>('.panel-collapse'))
      collapse.style.display = 'block';
    for (const title of root.querySelectorAll('.panel-title a[aria-expanded]'))
      title.setAttribute('aria-expanded', 'true');
  }
};
export default fallback;
