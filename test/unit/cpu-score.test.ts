// @vitest-environment node
// The bench's CPU calibration (bench/cpu-score.ts): the bisection that finds the throttling rate at
// which a machine scores a device's BenchmarkIndex. The browser side is measured by every bench run.
import { describe, expect, it } from 'vitest';
import { rateForScore } from '../../bench/cpu-score';

/** A machine whose score falls as the rate rises, as Chromium's throttling makes it. */
const machine = (unthrottled: number) => async (rate: number) => unthrottled / rate;

describe('rateForScore', () => {
  it('finds the rate at which a machine scores the target, within the tolerance', async () => {
    const measured: number[] = [];
    const rate = await rateForScore(
      1000,
      async (each) => {
        measured.push(each);
        return machine(3000)(each);
      },
      { upper: 4.5 },
    );
    expect(Math.abs(3000 / rate - 1000)).toBeLessThan(10);
    expect(measured.length).toBeLessThanOrEqual(8);
  });

  it('gives rates to two decimals, as Chromium takes them', async () => {
    const rates: number[] = [];
    await rateForScore(
      264,
      async (each) => {
        rates.push(each);
        return machine(1777)(each);
      },
      { upper: 10.1 },
    );
    for (const each of rates) expect(Math.round(each * 100) / 100).toBe(each);
  });

  it('gives the closest rate it tried when no rate comes within the tolerance', async () => {
    // A noisy machine that never lands within 10 points: the best try is kept, not the last.
    const scores = new Map([
      [2.75, 1100],
      [3.63, 985],
    ]);
    const rate = await rateForScore(1000, async (each) => scores.get(each) ?? (each < 3 ? 1500 : 500), {
      lower: 1,
      upper: 4.5,
      maxSteps: 3,
    });
    expect(rate).toBe(3.63);
  });
});
