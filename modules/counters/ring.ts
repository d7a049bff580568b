// The ring of a counter circle (`.fusion-counter-circle[data-percent][data-countdown][data-filledcolor]
// [data-unfilledcolor][data-size][data-speed][data-strokesize]`), drawn as an SVG behind the circle's
// own content (the theme draws it on a canvas). The filled arc grows from 0 to the percentage, or
// shrinks from a full ring to it for a countdown; screen readers read the content, not the ring.

const svgNs = 'http://www.w3.org/2000/svg';

export interface RingOptions {
  percent: number;
  countdown: boolean;
  filled: string;
  unfilled: string;
  size: number;
  stroke: number;
  speedMs: number;
}

const number = (text: string | undefined, fallback: number) => {
  const value = Number.parseFloat(text ?? '');
  return Number.isFinite(value) ? value : fallback;
};

export function readRing(circle: HTMLElement): RingOptions {
  const size = number(circle.dataset.size, 220);
  const countdown = circle.dataset.countdown;
  return {
    percent: Math.min(Math.max(number(circle.dataset.percentOriginal ?? circle.dataset.percent, 0), 0), 100),
    countdown: Boolean(countdown) && countdown !== '0' && countdown !== 'false',
    filled: circle.dataset.filledcolor || 'currentColor',
    unfilled: circle.dataset.unfilledcolor || 'transparent',
    size,
    stroke: number(circle.dataset.strokesize, (size / 220) * 11),
    speedMs: number(circle.dataset.speed, 1500),
  };
}

function arc(size: number, stroke: number, color: string): SVGCircleElement {
  const circle = document.createElementNS(svgNs, 'circle');
  const centre = String(size / 2);
  circle.setAttribute('cx', centre);
  circle.setAttribute('cy', centre);
  circle.setAttribute('r', String((size - stroke) / 2));
  circle.setAttribute('fill', 'none');
  circle.setAttribute('stroke', color);
  circle.setAttribute('stroke-width', String(stroke));
  return circle;
}

/** Draws the ring into `circle` (replacing an earlier one); animates it unless `animate` is false. */
export function drawRing(circle: HTMLElement, options: RingOptions, animate: boolean): SVGSVGElement {
  circle.querySelector(':scope > .counters__ring')?.remove();
  const { size, stroke } = options;
  const svg = document.createElementNS(svgNs, 'svg');
  svg.setAttribute('class', 'counters__ring');
  svg.setAttribute('viewBox', `0 0 ${size} ${size}`);
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const track = arc(size, stroke, options.unfilled);
  const value = arc(size, stroke, options.filled);
  const length = Math.PI * (size - stroke);
  value.setAttribute('stroke-linecap', 'round');
  value.setAttribute('stroke-dasharray', String(length));
  value.setAttribute('transform', `rotate(-90 ${size / 2} ${size / 2})`);
  const offsetAt = (percent: number) => String(length * (1 - percent / 100));
  value.setAttribute('stroke-dashoffset', offsetAt(options.percent));
  svg.append(track, value);
  circle.prepend(svg);
  if (animate && options.speedMs > 0)
    value.animate(
      [
        { strokeDashoffset: offsetAt(options.countdown ? 100 : 0) },
        { strokeDashoffset: offsetAt(options.percent) },
      ],
      { duration: options.speedMs, easing: 'ease-out' },
    );
  return svg;
}
