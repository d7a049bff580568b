// The bench's CPU as a device score, not only a multiplier. Chromium's throttling slows the CPU
// relative to the machine it runs on: "4×" on a machine three times slower than the last one is a
// much weaker phone, and the timing targets of issue 17 could not be judged on two such machines.
// So every bench run measures the score the page's CPU has at the rate it uses and prints it, and
// `BENCH_CPU_SCORE=1000` picks the rate at which this machine scores that, the way DevTools'
// calibrated CPU throttling does.
//
// The score is Lighthouse's BenchmarkIndex as its documentation defines it (half the time building
// a 10,000-character string, half copying a 100,000-element array back and forth; each counted per
// second and divided by 10; the mean of the two), so the device scores DevTools calibrates to apply:
// a mid-tier phone (Pixel 5) 1000, a low-tier one (Moto G4 Power 2022) 264. Written here because no
// package ships it as a function we could call in a page.
import type { Browser, CDPSession, Page } from 'playwright-core';

/** The multiplier the bench used before it measured scores (issue 17's targets are stated at it). */
export const defaultCpuRate = 4;

/**
 * How long one benchmark runs, in ms: Lighthouse's own length. Chromium throttles by pausing the
 * page's thread in slices, so shorter runs scatter: on one machine, 250 ms runs at 4× read 269–369
 * and 1000 ms runs 631–736 (and the engine is still optimising the loops in short runs).
 */
const runMs = 1000;

/** Chromium takes the rate to two decimals. */
const hundredths = (rate: number) => Math.round(rate * 100) / 100;

/** The page-side benchmark, as a string: a function from tsx would carry its helpers along. */
const benchmarkSource = `(durationMs) => {
  const half = durationMs / 2;
  const perSecond = (count, start) => Math.round(count / 10 / ((Date.now() - start) / 1000));
  let start = Date.now();
  let strings = 0;
  while (Date.now() - start < half) {
    let text = '';
    for (let i = 0; i < 10000; i++) text += 'a';
    if (text.length === 1) throw new Error('unreachable: keeps the loop from being optimised away');
    strings++;
  }
  const stringScore = perSecond(strings, start);
  const a = [];
  const b = [];
  for (let i = 0; i < 100000; i++) a[i] = b[i] = i;
  start = Date.now();
  let copies = 0;
  // The clock is read every tenth copy only: reading it every time changes what is measured.
  while (copies % 10 !== 0 || Date.now() - start < half) {
    const [from, to] = copies % 2 ? [b, a] : [a, b];
    for (let i = 0; i < from.length; i++) to[i] = from[i];
    copies++;
  }
  return (stringScore + perSecond(copies, start)) / 2;
}`;

/** The score of the page's CPU at `rate`. */
async function scoreAt(page: Page, cdp: CDPSession, rate: number, durationMs: number): Promise<number> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const score = await page.evaluate(`(${benchmarkSource})(${durationMs})`);
  if (typeof score !== 'number' || !Number.isFinite(score))
    throw new Error(`CPU benchmark gave ${String(score)}`);
  return score;
}

/**
 * The rate, between `lower` and `upper`, at which `measure` comes within `tolerance` of `target`:
 * a bisection, as the score falls as the rate rises (not quite in proportion, hence no division).
 * Gives the closest rate tried if none comes within it in `maxSteps`.
 */
export async function rateForScore(
  target: number,
  measure: (rate: number) => Promise<number>,
  {
    lower = 1,
    upper,
    tolerance = 10,
    maxSteps = 8,
  }: { lower?: number; upper: number; tolerance?: number; maxSteps?: number },
): Promise<number> {
  let best = { rate: lower, miss: Number.POSITIVE_INFINITY };
  let [low, high] = [lower, upper];
  for (let step = 0; step < maxSteps; step++) {
    const rate = hundredths((low + high) / 2);
    const score = await measure(rate);
    const miss = Math.abs(score - target);
    if (miss < best.miss) best = { rate, miss };
    if (miss < tolerance) break;
    if (score > target) low = rate;
    else high = rate;
  }
  return best.rate;
}

export interface BenchCpu {
  /** The throttling rate every page of the run gets. */
  rate: number;
  /** The score at that rate (median of three). */
  score: number;
  /** The score unthrottled. */
  unthrottled: number;
  /** `BENCH_CPU_SCORE`, when the rate was calibrated to it. */
  target?: number;
  /** Why the target could not be met, if it could not. */
  warning?: string;
}

/**
 * The CPU a bench run uses: `BENCH_CPU_SCORE=<score>` calibrates the rate to that score,
 * `BENCH_CPU=<rate>` sets it, otherwise `defaultRate`. Measured on a blank page of its own.
 */
export async function benchCpu(browser: Browser, defaultRate = defaultCpuRate): Promise<BenchCpu> {
  const target = optionalNumber('BENCH_CPU_SCORE');
  const fixedRate = optionalRate('BENCH_CPU');
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await scoreAt(page, cdp, 1, runMs); // the engine optimises the loops in this first run
    const unthrottled = Math.max(await scoreAt(page, cdp, 1, runMs), await scoreAt(page, cdp, 1, runMs));
    let rate = fixedRate ?? defaultRate;
    let warning: string | undefined;
    if (target !== undefined) {
      if (unthrottled <= target) {
        rate = 1;
        warning = `this machine scores ${unthrottled} unthrottled, not above BENCH_CPU_SCORE=${target}: the run is unthrottled and its timings are those of a slower device than asked for`;
      } else
        rate = await rateForScore(target, (each) => scoreAt(page, cdp, each, runMs), {
          upper: hundredths((unthrottled / target) * 1.5),
          // One 1000 ms run scatters by about ±5%: a closer match would chase noise.
          tolerance: target * 0.025,
        });
    }
    const scores: number[] = [];
    for (let i = 0; i < 3; i++) scores.push(await scoreAt(page, cdp, rate, runMs));
    const score = scores.sort((a, b) => a - b)[1]!;
    return {
      rate,
      score,
      unthrottled,
      ...(target === undefined ? {} : { target }),
      ...(warning ? { warning } : {}),
    };
  } finally {
    await context.close();
  }
}

/** One line for a bench's printout, with the warning when the score asked for was out of reach. */
export function describeCpu(cpu: BenchCpu): string {
  const how = cpu.target === undefined ? '' : `, calibrated to score ${cpu.target}`;
  const line = `CPU slowed ${cpu.rate}×${how}: BenchmarkIndex ${Math.round(cpu.score)} (${Math.round(cpu.unthrottled)} unthrottled; a Pixel 5 scores about 1000)`;
  return cpu.warning ? `${line}. WARNING: ${cpu.warning}` : line;
}

/**
 * A CPU slowdown from the environment variable `name` (Chromium's throttling rate), or undefined
 * when it is unset; anything but a number of 1 or more stops with a message that names it. The
 * bench's `BENCH_CPU` and the browser tests' `VOORKANT_TEST_CPU` (test/browser/harness.ts).
 */
export function optionalRate(name: string): number | undefined {
  const rate = optionalNumber(name);
  if (rate !== undefined && rate < 1) throw new Error(`${name} must be 1 or more, not ${rate}`);
  return rate;
}

function optionalNumber(name: string): number | undefined {
  const text = process.env[name];
  if (text === undefined || text === '') return undefined;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${name} must be a positive number, not "${text}"`);
  return value;
}
