// The safety net of counter boxes and circles: each box shows its final number (the value, or 0 for
// one that counts down) instead of the 0 the server printed, and each circle its ring at its
// percentage, drawn still (a masked conic gradient). Plain DOM with inline styles: the module's stylesheet may be what failed.
import type { Fallback } from '../../kernel/contract';

function finalText(counter: HTMLElement): string | undefined {
  const value = Number.parseFloat((counter.dataset.value ?? '').replace(',', '.'));
  if (!Number.isFinite(value)) return undefined;
  const decimals = Math.min(Math.max(Number.parseInt(counter.dataset.decimals ?? '0', 10) || 0, 0), 20);
  const [whole = '', fraction] = (counter.dataset.direction === 'down' ? 0 : value)
    .toFixed(decimals)
    .split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, counter.dataset.delimiter ?? '');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/**
 * The ring at its percentage, still: a conic gradient cut to a ring by a radial mask (the module
 * draws an SVG; this is the least code that shows the same, in a chunk every module's net shares).
 */
function stillRing(circle: HTMLElement): void {
  const size = Number.parseFloat(circle.dataset.size ?? '') || 220;
  const stroke = Number.parseFloat(circle.dataset.strokesize ?? '') || (size / 220) * 11;
  const percent = Math.min(Math.max(Number.parseFloat(circle.dataset.percent ?? '') || 0, 0), 100);
  const ring = document.createElement('div');
  ring.className = 'fusion-counter-circle-still';
  ring.setAttribute('aria-hidden', 'true');
  ring.dataset.percent = String(percent);
  Object.assign(ring.style, {
    position: 'absolute',
    inset: '0',
    borderRadius: '50%',
    background: `conic-gradient(${circle.dataset.filledcolor || 'currentColor'} ${percent}%,${circle.dataset.unfilledcolor || 'transparent'} 0)`,
    mask: `radial-gradient(farthest-side,#0000 calc(100% - ${stroke}px),#000 0)`,
  });
  circle.style.position = 'relative';
  for (const sized of [circle, circle.parentElement]) sized?.style.setProperty('--awb-size', `${size}px`);
  circle.prepend(ring);
  const content = circle.querySelector<HTMLElement>('.fusion-counter-circle-content-inner');
  if (content) content.style.position = 'relative';
}

const fallback: Fallback = (elements) => {
  for (const root of elements) {
    for (const counter of root.querySelectorAll<HTMLElement>('.display-counter')) {
      const text = finalText(counter);
      if (text !== undefined) counter.textContent = text;
    }
    for (const circle of root.querySelectorAll<HTMLElement>('.fusion-counter-circle')) stillRing(circle);
  }
};
export default fallback;
