import { afterEach, describe, expect, test, vi } from 'vitest';
import { formatCounter, readCounter } from './counter-value';
import { frameLoop } from './frame-loop';
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

describe('counters: one frame loop for every counter', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** A frame clock the test runs by hand: `frame(ms)` runs the callbacks asked for so far. */
  const frames = () => {
    let waiting = new Map<number, FrameRequestCallback>();
    let id = 0;
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      waiting.set(++id, callback);
      return id;
    });
    vi.stubGlobal('cancelAnimationFrame', (handle: number) => waiting.delete(handle));
    return {
      pending: () => waiting.size,
      frame(now: number) {
        const due = waiting;
        waiting = new Map();
        for (const callback of due.values()) callback(now);
      },
    };
  };

  test('steps added together share one callback a frame; each stops when it says so, the loop with the last', () => {
    const clock = frames();
    const loop = frameLoop();
    const seen: string[] = [];
    loop.add((now) => (seen.push(`a${now}`), now < 32));
    loop.add((now) => (seen.push(`b${now}`), now < 16));
    expect(clock.pending()).toBe(1);
    clock.frame(16);
    clock.frame(32);
    expect(clock.pending()).toBe(0);
    expect(seen).toEqual(['a16', 'b16', 'a32']);
  });

  test('a step ended from outside (the module switched off) runs no more, and the last one ended cancels the frame', () => {
    const clock = frames();
    const loop = frameLoop();
    const seen: number[] = [];
    const stopFirst = loop.add((now) => (seen.push(now), true));
    const stopSecond = loop.add(() => true);
    stopFirst();
    clock.frame(16);
    expect(seen).toEqual([]);
    expect(clock.pending()).toBe(1);
    stopSecond();
    expect(clock.pending()).toBe(0);
    loop.add((now) => (seen.push(now), false));
    clock.frame(48);
    expect(seen).toEqual([48]);
  });

  test('a step added while a frame runs makes no second callback for the next frame', () => {
    const clock = frames();
    const loop = frameLoop();
    let added = false;
    loop.add(() => {
      if (!added) loop.add(() => true);
      added = true;
      return true;
    });
    clock.frame(16);
    expect(clock.pending()).toBe(1);
  });
});
