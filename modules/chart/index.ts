// The builder's Chart element (`.fusion-chart`, docs/theme-markup/chart.md): its datasets drawn on
// its canvas by Chart.js 4 (a lazy part of its own, chart-library.ts), the builder's legend list
// filled in, and the numbers also written as a table that screen readers read and anyone can show.
// The table comes first, before the library is awaited: if Chart.js cannot load, the table shows.
import type { Chart } from 'chart.js';
import { defineModule, pickSettings } from '../../kernel/contract';
import stylesheet from './chart.css?url';
import { chartData } from './chart-data';
import { type ChartTexts, chartLegend, chartSummary, chartTable } from './chart-table';

export interface ChartSettings extends ChartTexts {
  /** The button that shows the table under the chart, and hides it again. */
  showTable: string;
  hideTable: string;
}

const defaults = {
  typeNames: {
    bar: 'Staafdiagram',
    horizontalBar: 'Liggend staafdiagram',
    line: 'Lijndiagram',
    pie: 'Cirkeldiagram',
    doughnut: 'Ringdiagram',
    radar: 'Radardiagram',
    polarArea: 'Poolvlakdiagram',
  },
  tableHint: 'De cijfers staan in de tabel bij de grafiek',
  value: 'Waarde',
  item: 'Waarde %s',
  showTable: 'Toon de cijfers',
  hideTable: 'Verberg de cijfers',
} satisfies ChartSettings;

export default defineModule<ChartSettings>({
  id: 'chart',
  stylesheet,
  settings: (site) => pickSettings(site.settings.chart, defaults, 'chart'),
  async init(ctx) {
    const { settings, signal } = ctx;
    const element = ctx.element as HTMLElement;
    const canvas = element.querySelector<HTMLCanvasElement>('.fusion-chart-wrap > canvas');
    const data = chartData(element);
    if (!canvas || !data.series.length) {
      ctx.log.warn('a chart needs a canvas and at least one dataset: left as printed', element);
      return;
    }
    const table = chartTable(data, settings);
    // The box that hides the table (a table itself cannot be shrunk out of sight).
    const box = document.createElement('div');
    box.className = 'chart__data';
    box.id = `${element.id || 'chart'}-cijfers`;
    box.append(table);
    const toggle = document.createElement('button');
    toggle.type = 'button';
    toggle.className = 'chart__toggle';
    toggle.setAttribute('aria-controls', box.id);
    const show = (shown: boolean) => {
      box.classList.toggle('chart__data--shown', shown);
      toggle.setAttribute('aria-expanded', String(shown));
      toggle.textContent = shown ? settings.hideTable : settings.showTable;
    };
    show(false);
    toggle.addEventListener('click', () => show(!box.classList.contains('chart__data--shown')), { signal });
    element.append(box, toggle);
    const legendWrap = element.querySelector('.fusion-chart-legend-wrap');
    // Decoration beside the canvas: the table carries the same names for assistive technology.
    if (legendWrap && data.legendPosition !== 'off') legendWrap.replaceChildren(chartLegend(data));
    legendWrap?.setAttribute('aria-hidden', 'true');

    let chart: Chart | undefined;
    const cleanup = () => {
      chart?.destroy();
      box.remove();
      toggle.remove();
      legendWrap?.replaceChildren();
      legendWrap?.removeAttribute('aria-hidden');
      for (const name of ['role', 'aria-label']) canvas.removeAttribute(name);
    };
    // Also undoes the table when the element leaves while Chart.js is still on its way.
    signal.addEventListener('abort', cleanup, { once: true });
    let draw: typeof import('./chart-library').default;
    try {
      // Fetched beside this chunk by the registry's `along`; imported here all the same.
      draw = (await import('./chart-library')).default;
    } catch (error) {
      if (signal.aborted) return;
      ctx.log.warn(`Chart.js could not be loaded (${(error as Error).message}); the table shows instead`);
      show(true);
      toggle.remove();
      return;
    }
    if (signal.aborted) return;
    canvas.setAttribute('role', 'img');
    canvas.setAttribute('aria-label', chartSummary(data, settings));
    chart = draw(canvas, data, {
      rtl: document.body.classList.contains('rtl'),
      reducedMotion: ctx.viewport.reducedMotion,
    });
  },
});
