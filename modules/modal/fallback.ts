// The safety net of the Modal element: each modal's content is shown where the page printed it,
// as part of the page, with its close buttons hidden (there is nothing to close). Its openers stay
// plain links.
import type { Fallback } from '../../kernel/contract';

const fallback: Fallback = (elements) => {
  for (const modal of elements) {
    if (!(modal instanceof HTMLElement) || !modal.classList.contains('fusion-modal')) continue;
    Object.assign(modal.style, { display: 'block', position: 'static', opacity: '1', zIndex: 'auto' });
    modal.removeAttribute('aria-hidden');
    modal.removeAttribute('role');
    const dialog = modal.querySelector<HTMLElement>('.modal-dialog');
    if (dialog) Object.assign(dialog.style, { transform: 'none', margin: '0 auto' });
    for (const hidden of modal.querySelectorAll('[aria-hidden="true"]'))
      hidden.removeAttribute('aria-hidden');
    for (const dismiss of modal.querySelectorAll<HTMLElement>('button[data-dismiss="modal"]'))
      dismiss.style.display = 'none';
  }
};
export default fallback;
