// The chart's numbers as a real table (the screen reader's way in, and anyone's on demand) and the
// canvas's one-line summary. Text from the page's attributes goes in as text, never as markup.
import type { ChartData } from './chart-data';

/** The words the table and summary use (the module's settings, Dutch by default). */
export interface ChartTexts {
  /** The type's name as the summary starts, e.g. `Staafdiagram`. */
  typeNames: Record<string, string>;
  /** Ends the canvas's summary: where the numbers are. */
  tableHint: string;
  /** The value column's head where the only series has no title. */
  value: string;
  /** The row head of a value without label: `%s` is its number. */
  item: string;
}

/** The canvas's accessible name: type, title, series, and where the numbers are. */
export function chartSummary(data: ChartData, texts: ChartTexts): string {
  const head = [texts.typeNames[data.type] ?? '', data.title].filter(Boolean).join(': ');
  const names = data.perValue ? [] : data.series.map((series) => series.label).filter(Boolean);
  return [head, names.join(', '), texts.tableHint].filter(Boolean).join('. ');
}

/** The label of row `index`, or its number where the editor gave the value no label. */
const rowLabel = (data: ChartData, index: number, texts: ChartTexts) =>
  data.labels[index] || texts.item.replace('%s', String(index + 1));

/**
 * The table: one row per label, one column per series, in reading order whatever the page's
 * direction. Its caption is the chart's title, or the summary's type name without one.
 */
export function chartTable(data: ChartData, texts: ChartTexts): HTMLTableElement {
  const table = document.createElement('table');
  const cell = (row: HTMLTableRowElement, tag: 'th' | 'td', text: string, scope?: 'col' | 'row') => {
    const element = document.createElement(tag);
    element.textContent = text;
    if (scope) element.scope = scope;
    row.append(element);
  };
  table.createCaption().textContent = data.title || (texts.typeNames[data.type] ?? '');
  const head = table.createTHead().insertRow();
  cell(head, 'td', data.xAxisLabel);
  for (const series of data.series) cell(head, 'th', series.label || texts.value, 'col');
  const body = table.createTBody();
  const rows = Math.max(data.labels.length, ...data.series.map((series) => series.values.length));
  for (let index = 0; index < rows; index++) {
    const row = body.insertRow();
    cell(row, 'th', rowLabel(data, index, texts), 'row');
    for (const series of data.series) {
      const value = series.values[index];
      cell(
        row,
        'td',
        value === null || value === undefined
          ? ''
          : value.toLocaleString(document.documentElement.lang || undefined),
      );
    }
  }
  return table;
}

/** The builder's legend list (its markup: `ul > li > span` coloured like the series or slices). */
export function chartLegend(data: ChartData): HTMLUListElement {
  const list = document.createElement('ul');
  for (const entry of data.legend) {
    const span = document.createElement('span');
    span.style.backgroundColor = entry.color || 'transparent';
    span.textContent = entry.label;
    list.append(document.createElement('li'));
    list.lastElementChild!.append(span);
  }
  return list;
}
