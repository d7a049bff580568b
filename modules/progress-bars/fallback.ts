// The safety net of progress bars: each bar at the width its value names, instead of the empty bar
// the server printed.
import type { Fallback } from '../../kernel/contract';

const fallback: Fallback = (elements) => {
  for (const root of elements) {
    const bar = root.querySelector<HTMLElement>('.progress-bar-content');
    const value = Number.parseFloat(bar?.getAttribute('aria-valuenow') ?? '');
    if (bar && Number.isFinite(value)) bar.style.width = `${Math.min(Math.max(value, 0), 100)}%`;
  }
};
export default fallback;
