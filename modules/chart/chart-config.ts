// The Chart.js 4 configuration that draws a chart as the builder's script has Chart.js 2 draw it
// (docs/theme-markup/chart.md, "What the script does"): axes only where the editor named them,
// counting from zero, smooth, straight or stepped lines, the builder's colours and point looks.
// Pure (types only from Chart.js), so the unit tests check it without a canvas.
import type { ChartConfiguration } from 'chart.js';
import type { ChartData } from './chart-data';

export interface DrawFlags {
  /** The page is right to left (`body.rtl`): labels and values run from the right, as the builder's. */
  rtl: boolean;
  /** prefers-reduced-motion: drawn at once, no animation. */
  reducedMotion: boolean;
}

const radial = (type: string) => type === 'radar' || type === 'polarArea';

/** Reversed for right-to-left pages; a one-colour string stays as it is. */
const ordered = <T>(list: T, rtl: boolean): T =>
  rtl && Array.isArray(list) ? ([...list].reverse() as T) : list;

/** The Chart.js type and configuration for one chart. */
export function chartConfig(data: ChartData, flags: DrawFlags): ChartConfiguration {
  const { type } = data;
  const { rtl } = flags;
  const line = type === 'line';
  const datasets = data.series.map((series) => ({
    label: series.label,
    data: ordered(series.values, rtl),
    backgroundColor: ordered(series.background, rtl),
    borderColor: ordered(series.border, rtl),
    borderWidth: data.borderSize,
    ...(line && {
      fill: data.fill,
      stepped: data.lineStyle === 'stepped',
      // Chart.js 2, which the builder ships, curves lines by 0.4 unless told otherwise.
      tension: data.lineStyle === 'smooth' ? 0.4 : 0,
      ...(data.pointStyle && { pointStyle: data.pointStyle }),
      ...(data.pointSize !== undefined && { pointRadius: data.pointSize, pointHoverRadius: data.pointSize }),
      ...(data.pointBorderColor && { pointBorderColor: data.pointBorderColor }),
      ...(data.pointBackgroundColor && { pointBackgroundColor: data.pointBackgroundColor }),
    }),
  }));
  const color = data.axisTextColor || undefined;
  const grid = data.gridlineColor ? { color: data.gridlineColor } : {};
  /** A cartesian axis: shown only with a title, as the builder's script hides unnamed axes. */
  const axis = (title: string, fromZero: boolean, position?: 'right') => ({
    display: !!title,
    beginAtZero: fromZero,
    ...(position && { position }),
    title: { display: !!title, text: title, color },
    ticks: { color },
    grid,
  });
  const horizontal = type === 'horizontalBar';
  const scales =
    type === 'pie' || type === 'doughnut'
      ? {}
      : radial(type)
        ? {
            r: {
              ticks: { color, backdropColor: 'transparent' },
              grid,
              angleLines: grid,
              pointLabels: { color },
            },
          }
        : {
            x: axis(data.xAxisLabel, horizontal),
            y: axis(data.yAxisLabel, type === 'bar' || line, rtl && !horizontal ? 'right' : undefined),
          };
  // Large points or lines would be cut at the top: the builder pads by the larger of the two.
  const top = Math.max(5, data.pointSize ?? 0, data.borderSize);
  return {
    type: horizontal ? 'bar' : type,
    data: { labels: ordered(data.labels, rtl), datasets },
    options: {
      responsive: true,
      ...(horizontal && { indexAxis: 'y' as const }),
      ...(flags.reducedMotion && { animation: false as const }),
      layout: { padding: { left: 5, right: 5, bottom: 5, top } },
      scales,
      plugins: {
        // The legend is the builder's HTML list beside the canvas (chart-legend.ts), not drawn.
        legend: { display: false },
        tooltip: { enabled: data.tooltips },
      },
    },
  } as ChartConfiguration;
}
