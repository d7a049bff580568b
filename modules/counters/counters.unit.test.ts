import { describe, expect, test } from 'vitest';
import { formatCounter, readCounter } from './counter-value';
import { readRing } from './ring';

const counter = (attributes: string) => {
  document.body.innerHTML = `<span class="display-counter" ${attributes}>0</span>`;
  return document.querySelector<HTMLElement>('.display-counter')!;
};

describe('counters: values from the theme markup', () => {
  test('counting up runs from 0 to the value, counting down from the value to 0', () => {
    expect(
      readCounter(counter('data-value="1250" data-delimiter="." data-direction="up" data-decimals="0"')),
    ).toEqual({
      from: 0,
      to: 1250,
      decimals: 0,
      delimiter: '.',
    });
    expect(readCounter(counter('data-value="12,5" data-direction="down" data-decimals="1"'))).toMatchObject({
      from: 12.5,
      to: 0,
      decimals: 1,
    });
    expect(readCounter(counter('data-value="veel"'))).toBeUndefined();
  });

  test('the number reads with its decimals and thousands delimiter; the fraction is never grouped', () => {
    expect(formatCounter(1250, 0, '.')).toBe('1.250');
    expect(formatCounter(1234567.891, 2, ',')).toBe('1,234,567.89');
    expect(formatCounter(2.5, 1, '')).toBe('2.5');
    expect(formatCounter(1234.5678, 4, ' ')).toBe('1 234.5678');
    expect(formatCounter(-0.0001, 0, '')).toBe('0');
  });

  test('a circle reads its percentage (the original one for a countdown), colours, size and speed', () => {
    document.body.innerHTML = `<div class="fusion-counter-circle" data-percent="100" data-percent-original="40" data-countdown="1" data-filledcolor="rgba(1,2,3,1)" data-unfilledcolor="#eee" data-scale="" data-size="160" data-speed="1500" data-strokesize="8"></div>
      <div class="fusion-counter-circle" data-percent="120" data-countdown=""></div>`;
    const [countdown, plain] = [...document.querySelectorAll<HTMLElement>('.fusion-counter-circle')];
    expect(readRing(countdown!)).toEqual({
      percent: 40,
      countdown: true,
      filled: 'rgba(1,2,3,1)',
      unfilled: '#eee',
      size: 160,
      stroke: 8,
      speedMs: 1500,
    });
    expect(readRing(plain!)).toMatchObject({ percent: 100, countdown: false, size: 220, stroke: 11 });
  });
});
