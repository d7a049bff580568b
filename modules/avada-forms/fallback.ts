// The safety net for Avada Forms when this module cannot act (THEME-MARKUP.md "CSS gates"): every
// step of a multi-step form shows (the theme's stylesheet shows only the active one, and no script
// answers Next), and fields the logic hid lose `required` (the browser refuses to submit a form
// with a hidden required field). The form then posts natively to its action. Plain DOM.
import type { Fallback } from '../../kernel/contract';

const fallback: Fallback = (elements) => {
  for (const wrapper of elements)
    for (const node of wrapper.querySelectorAll('.awb-form-step, .fusion-form-field-hidden [required]'))
      if (node.hasAttribute('required')) node.removeAttribute('required');
      else node.classList.add('active');
};

export default fallback;
