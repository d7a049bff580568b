// What a counter box's number is (`span.display-counter[data-value][data-delimiter][data-direction]
// [data-decimals]`): where it counts from and to, and how a value between reads. Counting up starts
// at the 0 the server printed and ends at the value; counting down runs from the value to 0.

export interface CounterValue {
  from: number;
  to: number;
  decimals: number;
  /** Thousands separator the element names (may be empty). */
  delimiter: string;
}

export function readCounter(counter: HTMLElement): CounterValue | undefined {
  const value = Number.parseFloat((counter.dataset.value ?? '').replace(',', '.'));
  if (!Number.isFinite(value)) return undefined;
  const decimals = Math.min(Math.max(Number.parseInt(counter.dataset.decimals ?? '0', 10) || 0, 0), 20);
  const delimiter = counter.dataset.delimiter ?? '';
  return counter.dataset.direction === 'down'
    ? { from: value, to: 0, decimals, delimiter }
    : { from: 0, to: value, decimals, delimiter };
}

/** `1234.5` with 1 decimal and `.` as delimiter reads `1.234.5`, as the theme writes it. */
export function formatCounter(value: number, decimals: number, delimiter: string): string {
  const fixed = value.toFixed(decimals);
  const [whole = '', fraction] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, delimiter);
  const text = fraction === undefined ? grouped : `${grouped}.${fraction}`;
  return /^-0(\.0*)?$/.test(text) ? text.slice(1) : text;
}
