// The chart element's attributes read into data, the Chart.js configuration drawn from it, and the
// table and summary written from it (docs/theme-markup/chart.md).
import { describe, expect, test } from 'vitest';
import { chartConfig } from './chart-config';
import { type ChartData, chartData, splitList, toValue } from './chart-data';
import { type ChartTexts, chartLegend, chartSummary, chartTable } from './chart-table';

/** A chart as the builder prints it: datasets first, then the title, then the canvas. */
function chart(attributes: string, datasets: string[], title = '') {
  const holder = document.createElement('div');
  holder.innerHTML = `<div class="fusion-chart" ${attributes}>${datasets
    .map((dataset) => `<div class="fusion-chart-dataset" ${dataset}></div>`)
    .join(
      '',
    )}${title ? `<h4 class="fusion-chart-title">${title}</h4>` : ''}<div class="fusion-chart-inner"><div class="fusion-chart-wrap"><canvas></canvas></div></div></div>`;
  return holder.firstElementChild!;
}

const texts: ChartTexts = {
  typeNames: { bar: 'Staafdiagram', doughnut: 'Ringdiagram', line: 'Lijndiagram' },
  tableHint: 'De cijfers staan in de tabel',
  value: 'Waarde',
  item: 'Waarde %s',
};

const flags = { rtl: false, reducedMotion: false };

/** The parts of a configuration the tests read, without Chart.js's deep unions. */
interface Drawn {
  type: string;
  data: { labels: string[]; datasets: Record<string, unknown>[] };
  options: {
    animation?: false;
    indexAxis?: string;
    plugins: { legend: { display: boolean } };
    scales: Record<string, Record<string, unknown>>;
  };
}
const drawn = (data: ChartData, drawFlags = flags): Drawn => chartConfig(data, drawFlags) as unknown as Drawn;

/** The texts of the table's cells, row by row, in its head or body. */
const cells = (table: HTMLTableElement, part: 'thead' | 'tbody') =>
  [...table.querySelectorAll(`${part} > tr`)].map((row) => [...row.children].map((cell) => cell.textContent));

const twoSeries = chart(
  'data-type="bar" data-x_axis_labels="jan|feb|mrt" data-y_axis_label="Reparaties" data-chart_legend_position="top"',
  [
    'data-label="Fietsen" data-values="10|12|14" data-background_color="rgba(1,2,3,1)" data-border_color="rgba(4,5,6,1)"',
    'data-label="E-bikes" data-values="5| |7" data-background_color="rgba(7,8,9,1)"',
  ],
  'Reparaties per maand',
);

const doughnut = chart(
  'data-type="doughnut" data-x_axis_labels="Band|Rem" data-bg_colors="red|blue" data-border_colors="white|white" data-border_size="2"',
  ['data-label=" " data-values="40|60"'],
);

describe('chartData', () => {
  test('lists split on the bar and trim; values are numbers or gaps', () => {
    expect(splitList(' a | b|')).toEqual(['a', 'b', '']);
    expect(splitList(undefined)).toEqual([]);
    expect(toValue('1.5')).toBe(1.5);
    expect(toValue(' ')).toBeNull();
    expect(toValue('veel')).toBeNull();
  });

  test('a bar chart with two datasets: one colour per series, the legend names the series', () => {
    const data = chartData(twoSeries);
    expect(data).toMatchObject({
      type: 'bar',
      title: 'Reparaties per maand',
      labels: ['jan', 'feb', 'mrt'],
      perValue: false,
      legendPosition: 'top',
      yAxisLabel: 'Reparaties',
      xAxisLabel: '',
      tooltips: true,
      borderSize: 1,
      fill: 'start',
    });
    expect(data.series).toEqual([
      { label: 'Fietsen', values: [10, 12, 14], background: 'rgba(1,2,3,1)', border: 'rgba(4,5,6,1)' },
      { label: 'E-bikes', values: [5, null, 7], background: 'rgba(7,8,9,1)', border: '' },
    ]);
    expect(data.legend).toEqual([
      { label: 'Fietsen', color: 'rgba(1,2,3,1)' },
      { label: 'E-bikes', color: 'rgba(7,8,9,1)' },
    ]);
  });

  test('a doughnut (and a one-dataset bar chart): colours and legend per value, from the chart', () => {
    const data = chartData(doughnut);
    expect(data.perValue).toBe(true);
    expect(data.series[0]).toEqual({
      label: '',
      values: [40, 60],
      background: ['red', 'blue'],
      border: ['white', 'white'],
    });
    expect(data.legend).toEqual([
      { label: 'Band', color: 'red' },
      { label: 'Rem', color: 'blue' },
    ]);
    expect(data.borderSize).toBe(2);
    const oneBar = chartData(chart('data-type="horizontalBar" data-bg_colors="red"', ['data-values="1|2"']));
    expect(oneBar.perValue).toBe(true);
  });

  test("the builder's script's defaults: a line chart, no legend, tooltips on; labels as many as values", () => {
    const data = chartData(
      chart('data-chart_fill="off" data-show_tooltips="no"', ['data-values="1|2|3"', 'data-values="4"']),
    );
    expect(data.type).toBe('line');
    expect(data.legendPosition).toBe('off');
    expect(data.tooltips).toBe(false);
    expect(data.fill).toBe(false);
    expect(data.labels).toEqual(['', '', '']);
    expect(chartData(chart('data-type="taart"', [])).type).toBe('line');
  });
});

describe('chartConfig', () => {
  test('axes only where the editor named them, counting from zero on the value axis', () => {
    const config = drawn(chartData(twoSeries));
    expect(config.type).toBe('bar');
    expect(config.options.scales.x?.display).toBe(false);
    expect(config.options.scales.y).toMatchObject({
      display: true,
      beginAtZero: true,
      title: { text: 'Reparaties' },
    });
    expect(config.options.plugins.legend.display).toBe(false);
    expect(config.options.animation).toBeUndefined();
    expect(config.data.datasets[1]?.data).toEqual([5, null, 7]);
  });

  test('horizontal bars lie along y; radar and polar area get a radial scale; pie and doughnut none', () => {
    const horizontal = drawn(chartData(chart('data-type="horizontalBar"', ['data-values="1|2"'])));
    expect(horizontal.type).toBe('bar');
    expect(horizontal.options.indexAxis).toBe('y');
    expect(horizontal.options.scales.x?.beginAtZero).toBe(true);
    const radar = drawn(
      chartData(chart('data-type="radar" data-chart_gridline_color="grey"', ['data-values="1|2"'])),
    );
    expect(radar.options.scales.r?.grid).toEqual({ color: 'grey' });
    expect(drawn(chartData(doughnut)).options.scales).toEqual({});
  });

  test('lines: smooth, straight or stepped, filled or not, with the point looks', () => {
    const line = (attributes: string) =>
      drawn(chartData(chart(`data-type="line" ${attributes}`, ['data-values="1|2"']))).data.datasets[0];
    expect(line('')).toMatchObject({ tension: 0.4, stepped: false, fill: 'start' });
    expect(line('data-border_type="non_smooth" data-chart_fill="off"')).toMatchObject({
      tension: 0,
      fill: false,
    });
    expect(line('data-border_type="stepped"')?.stepped).toBe(true);
    expect(
      line('data-chart_point_style="rect" data-chart_point_size="8" data-chart_point_bg_color="red"'),
    ).toMatchObject({
      pointStyle: 'rect',
      pointRadius: 8,
      pointHoverRadius: 8,
      pointBackgroundColor: 'red',
    });
  });

  test('reduced motion: no animation; right to left: labels, values and colours reversed', () => {
    const config = drawn(chartData(doughnut), { rtl: true, reducedMotion: true });
    expect(config.options.animation).toBe(false);
    expect(config.data.labels).toEqual(['Rem', 'Band']);
    expect(config.data.datasets[0]?.data).toEqual([60, 40]);
    expect(config.data.datasets[0]?.backgroundColor).toEqual(['blue', 'red']);
  });
});

describe('the table, the summary and the legend', () => {
  test('one row per label, one column per series, the title as caption, gaps empty', () => {
    const table = chartTable(chartData(twoSeries), texts);
    expect(table.caption?.textContent).toBe('Reparaties per maand');
    expect(cells(table, 'thead')).toEqual([['', 'Fietsen', 'E-bikes']]);
    expect(cells(table, 'tbody')).toEqual([
      ['jan', '10', '5'],
      ['feb', '12', ''],
      ['mrt', '14', '7'],
    ]);
    expect(table.querySelector('tbody > tr > :first-child')?.localName).toBe('th');
  });

  test('without labels or title: numbered rows, the type as caption, the value column named', () => {
    const table = chartTable(
      chartData(chart('data-type="line"', ['data-label=" " data-values="3|4"'])),
      texts,
    );
    expect(table.caption?.textContent).toBe('Lijndiagram');
    expect(cells(table, 'thead')).toEqual([['', 'Waarde']]);
    expect(cells(table, 'tbody')).toEqual([
      ['Waarde 1', '3'],
      ['Waarde 2', '4'],
    ]);
  });

  test('attribute text stays text', () => {
    const table = chartTable(
      chartData(
        chart('data-type="bar" data-x_axis_labels="&lt;img src=x onerror=alert(1)&gt;"', ['data-values="1"']),
      ),
      texts,
    );
    expect(table.querySelector('img')).toBeNull();
    expect(cells(table, 'tbody')[0]![0]).toBe('<img src=x onerror=alert(1)>');
  });

  test('the summary names the type, the title and the series', () => {
    expect(chartSummary(chartData(twoSeries), texts)).toBe(
      'Staafdiagram: Reparaties per maand. Fietsen, E-bikes. De cijfers staan in de tabel',
    );
    expect(chartSummary(chartData(doughnut), texts)).toBe('Ringdiagram. De cijfers staan in de tabel');
  });

  test("the legend is the builder's list, coloured spans with the names", () => {
    const list = chartLegend(chartData(doughnut));
    expect([...list.querySelectorAll('li > span')].map((span) => span.textContent)).toEqual(['Band', 'Rem']);
    expect((list.querySelector('span') as HTMLElement).style.backgroundColor).toBe('red');
  });
});
