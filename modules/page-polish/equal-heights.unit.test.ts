// The measuring logic of equal-height columns: which wrappers share a height, and the heights.
import { describe, expect, test } from 'vitest';
import { columnRows, rowHeights } from './equal-heights';

describe('rowHeights', () => {
  test('every wrapper gets the tallest height; a centred box that height less its own frame', () => {
    expect(
      rowHeights([
        { height: 80, frame: 80 },
        { height: 412.5, frame: 60 },
        { height: 300, frame: 0 },
      ]),
    ).toEqual([
      { wrapper: 412.5, centred: 332.5 },
      { wrapper: 412.5, centred: 352.5 },
      { wrapper: 412.5, centred: 412.5 },
    ]);
  });

  test('an empty row and a frame taller than the row give no negative heights', () => {
    expect(rowHeights([])).toEqual([]);
    expect(rowHeights([{ height: 0, frame: 40 }])).toEqual([{ wrapper: 0, centred: 0 }]);
  });
});

describe('columnRows', () => {
  const column = (inner = '') =>
    `<div class="fusion-layout-column"><div class="fusion-column-wrapper">${inner}</div></div>`;

  test("the container's row and each nested row, each with its own columns' wrappers", () => {
    document.body.innerHTML = `<div class="fusion-fullwidth fusion-equal-height-columns"><div class="fusion-builder-row fusion-row">
      ${column(`<div class="fusion-builder-row fusion-builder-row-inner fusion-row">${column()}${column()}</div>`)}
      ${column()}<div class="fusion-clearfix"></div></div></div>`;
    const rows = columnRows(document.querySelector('.fusion-fullwidth')!);
    expect(rows.map((row) => row.length)).toEqual([2, 2]);
    expect(rows[1]!.every((wrapper) => wrapper.closest('.fusion-builder-row-inner'))).toBe(true);
  });

  test('skips the rows of a container inside it, of an events grid, and the inner wrapper of doubled markup', () => {
    document.body.innerHTML = `<div class="fusion-fullwidth fusion-equal-height-columns"><div class="fusion-row">
      ${column(`<div class="fusion-column-wrapper"></div><div class="fusion-fullwidth"><div class="fusion-row">${column()}</div></div>`)}
      ${column(`<div class="fusion-events-shortcode"><div class="fusion-row fusion-builder-row-inner">${column()}</div></div>`)}
      </div></div>`;
    const rows = columnRows(document.querySelector('.fusion-fullwidth')!);
    expect(rows).toHaveLength(1);
    expect(
      rows[0]!.map((wrapper) => wrapper.parentElement!.parentElement!.classList.contains('fusion-row')),
    ).toEqual([true, true]);
  });

  test('a container without rows has none', () => {
    document.body.innerHTML = '<div class="fusion-fullwidth fusion-equal-height-columns"></div>';
    expect(columnRows(document.querySelector('.fusion-fullwidth')!)).toEqual([]);
  });
});
