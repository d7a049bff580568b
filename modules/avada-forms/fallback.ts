// The safety net for Avada Forms when this module cannot act (THEME-MARKUP.md "CSS gates"): every
// step of a multi-step form shows (the theme's stylesheet shows only the active one, and no script
// answers Next), fields the logic hid lose `required` (the browser would refuse to submit a hidden
// required field), and the upload area's file input takes the pointer (its visible button is a
// `javascript:void()` link only the theme's script answers). The form then posts natively to its
// action. Plain DOM: it imports nothing from the module.
import type { Fallback } from '../../kernel/contract';

const fallback: Fallback = (elements) => {
  for (const wrapper of elements) {
    for (const step of wrapper.querySelectorAll('.awb-form-step')) step.classList.add('active');
    for (const control of wrapper.querySelectorAll('.fusion-form-field-hidden [required]'))
      control.removeAttribute('required');
    for (const input of wrapper.querySelectorAll<HTMLInputElement>(
      '.fusion-form-upload-field-container input[type="file"]',
    )) {
      input.style.pointerEvents = 'auto';
      input.style.zIndex = '102';
      input.style.left = '0';
      input.style.width = '100%';
    }
  }
};

export default fallback;
