// The safety net of off-canvas popups and sliding bars: each one's content is shown where the page
// printed it, as part of the page (at its end, where the theme prints them), with its close button
// hidden, so nothing in it is out of reach.
import type { Fallback } from '../../kernel/contract';

const fallback: Fallback = (elements) => {
  for (const wrap of elements) {
    if (!(wrap instanceof HTMLElement) || !wrap.classList.contains('awb-off-canvas-wrap')) continue;
    Object.assign(wrap.style, {
      position: 'static',
      display: 'block',
      visibility: 'visible',
      opacity: '1',
      background: 'none',
      height: 'auto',
    });
    for (const part of wrap.querySelectorAll<HTMLElement>('.awb-off-canvas, .awb-off-canvas-inner'))
      Object.assign(part.style, {
        position: 'static',
        visibility: 'visible',
        width: 'auto',
        height: 'auto',
        transform: 'none',
      });
    for (const close of wrap.querySelectorAll<HTMLElement>('.off-canvas-close')) close.style.display = 'none';
  }
};
export default fallback;
