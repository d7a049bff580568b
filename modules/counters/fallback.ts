// The safety net of counter boxes and circles: each box shows its final number (the value, or 0 for
// one that counts down) instead of the 0 the server printed, and each circle its ring at its
// percentage, drawn still. Plain DOM with inline styles: the module's stylesheet may be what failed.
import type { Fallback } from '../../kernel/contract';

const svgNs = 'http://www.w3.org/2000/svg';

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

function stillRing(circle: HTMLElement): void {
  const size = Number.parseFloat(circle.dataset.size ?? '') || 220;
  const stroke = Number.parseFloat(circle.dataset.strokesize ?? '') || (size / 220) * 11;
  const percent = Math.min(Math.max(Number.parseFloat(circle.dataset.percent ?? '') || 0, 0), 100);
  const length = Math.PI * (size - stroke);
  const svg = document.createElementNS(svgNs, 'svg');
  svg.setAttribute('viewBox', `0 0 ${size} ${size}`);
  svg.setAttribute('aria-hidden', 'true');
  Object.assign(svg.style, { position: 'absolute', inset: '0', width: '100%', height: '100%' });
  for (const [color, dash] of [
    [circle.dataset.unfilledcolor || 'transparent', ''],
    [circle.dataset.filledcolor || 'currentColor', `${(length * percent) / 100} ${length}`],
  ] as const) {
    const arc = document.createElementNS(svgNs, 'circle');
    const attributes = {
      cx: size / 2,
      cy: size / 2,
      r: (size - stroke) / 2,
      fill: 'none',
      stroke: color,
      'stroke-width': stroke,
      ...(dash && { 'stroke-dasharray': dash, transform: `rotate(-90 ${size / 2} ${size / 2})` }),
    };
    for (const [name, value] of Object.entries(attributes)) arc.setAttribute(name, String(value));
    svg.append(arc);
  }
  circle.style.position = 'relative';
  for (const sized of [circle, circle.parentElement]) sized?.style.setProperty('--awb-size', `${size}px`);
  circle.prepend(svg);
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
