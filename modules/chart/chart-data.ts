// What a `.fusion-chart` element says (docs/theme-markup/chart.md), read once into plain data: the
// chart's type and look from its own data attributes, its series from the `.fusion-chart-dataset`
// children. Both the drawing (chart-config.ts) and the table (chart-table.ts) start from this, so
// the table always shows what the canvas shows. No DOM beyond reading attributes: unit-testable.

/** The builder's chart types, with its names (`horizontalBar` is Chart.js 2's name). */
export type ChartType = 'bar' | 'horizontalBar' | 'line' | 'pie' | 'doughnut' | 'radar' | 'polarArea';

const chartTypes: readonly string[] = [
  'bar',
  'horizontalBar',
  'line',
  'pie',
  'doughnut',
  'radar',
  'polarArea',
];

export interface ChartSeries {
  /** The dataset's title (`data-label`; the builder prints one space for none). */
  label: string;
  /** One number per label; null where the editor typed no number. */
  values: (number | null)[];
  /** One colour for the series, or one per value where each value is a slice or bar of its own. */
  background: string | string[];
  border: string | string[];
}

export interface ChartData {
  type: ChartType;
  /** The chart's title (`h4.fusion-chart-title`), empty without one. */
  title: string;
  /** What each value stands for: the x axis labels, or for one-colour-per-value charts the slices. */
  labels: string[];
  series: ChartSeries[];
  /**
   * True where each value has its own colour and legend entry (pie, doughnut, polar area, and a bar
   * chart with one dataset): the colours and labels come from the chart, not the datasets.
   */
  perValue: boolean;
  /** The legend's entries with their colours, in the order the builder lists them. */
  legend: { label: string; color: string }[];
  /** `top`, `right`, `bottom`, `left` or `off` (`data-chart_legend_position`). */
  legendPosition: string;
  xAxisLabel: string;
  yAxisLabel: string;
  tooltips: boolean;
  /** Line width in px (`data-border_size`, 1 by default). */
  borderSize: number;
  /** Line charts: `smooth`, `non_smooth` or `stepped`. */
  lineStyle: string;
  /** Line charts: what the area under the line fills to (`start`, `end`, `origin`), or false. */
  fill: string | false;
  pointStyle: string;
  /** Point radius in px, or undefined for the library's. */
  pointSize: number | undefined;
  pointBorderColor: string;
  pointBackgroundColor: string;
  axisTextColor: string;
  gridlineColor: string;
}

/** `a|b|c` as a list, each item trimmed; an empty or missing attribute is an empty list. */
export const splitList = (value: string | null | undefined): string[] =>
  value ? value.split('|').map((item) => item.trim()) : [];

/** A typed value as Chart.js reads the builder's text (a dot for decimals); anything else is a gap. */
export const toValue = (text: string): number | null => {
  if (!text.trim()) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
};

const perValueTypes: readonly string[] = ['pie', 'doughnut', 'polarArea'];

/** Reads a chart element's attributes and datasets (docs/theme-markup/chart.md). */
export function chartData(element: Element): ChartData {
  const read = (name: string) => element.getAttribute(`data-${name}`) ?? '';
  const typed = read('type');
  // The builder's script draws a line chart when the element names no type.
  const type = (chartTypes.includes(typed) ? typed : 'line') as ChartType;
  const datasets = [...element.querySelectorAll(':scope > .fusion-chart-dataset')];
  const perValue =
    perValueTypes.includes(type) || ((type === 'bar' || type === 'horizontalBar') && datasets.length === 1);
  const labelOf = (dataset: Element) => (dataset.getAttribute('data-label') ?? '').trim();
  const raw = datasets.map((dataset) => splitList(dataset.getAttribute('data-values')).map(toValue));
  const longest = Math.max(0, ...raw.map((values) => values.length));
  const printedLabels = splitList(read('x_axis_labels'));
  // Without printed labels: as many empty ones as there are values, numbered in the table.
  const labels = printedLabels.length ? printedLabels : new Array<string>(longest).fill('');
  const chartColors = splitList(read('bg_colors'));
  const chartBorders = splitList(read('border_colors'));
  const series: ChartSeries[] = datasets.map((dataset, index) => ({
    label: labelOf(dataset),
    values: raw[index] ?? [],
    background: perValue ? chartColors : (dataset.getAttribute('data-background_color') ?? '').trim(),
    border: perValue ? chartBorders : (dataset.getAttribute('data-border_color') ?? '').trim(),
  }));
  const legend = perValue
    ? labels.map((label, index) => ({ label, color: chartColors[index] ?? '' }))
    : series.map((item) => ({ label: item.label, color: item.background as string }));
  const size = Number.parseInt(read('chart_point_size'), 10);
  const border = Number.parseInt(read('border_size'), 10);
  const fill = read('chart_fill') || 'start';
  return {
    type,
    title: element.querySelector(':scope > .fusion-chart-title')?.textContent?.trim() ?? '',
    labels,
    series,
    perValue,
    legend,
    legendPosition: read('chart_legend_position') || 'off',
    xAxisLabel: read('x_axis_label').trim(),
    yAxisLabel: read('y_axis_label').trim(),
    tooltips: (read('show_tooltips') || 'yes') === 'yes',
    borderSize: Number.isFinite(border) && border >= 0 ? border : 1,
    lineStyle: read('border_type') || 'smooth',
    fill: fill === 'off' ? false : fill,
    pointStyle: read('chart_point_style'),
    pointSize: Number.isFinite(size) && size >= 0 ? size : undefined,
    pointBorderColor: read('chart_point_border_color'),
    pointBackgroundColor: read('chart_point_bg_color'),
    axisTextColor: read('chart_axis_text_color'),
    gridlineColor: read('chart_gridline_color'),
  };
}
