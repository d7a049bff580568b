// `npx tsx bench/script-ab.ts /artikel/,/contact/ dist?preload=0 dist 25` (after a build): Voorkant's
// script time (the bench's trace rule, bench/voorkant-trace.ts) of two or more variants of the same
// pages, loaded in turns (A B, then B A) so no variant always gets the warmer slot. A variant is a
// build folder from the repository (`dist`, `../../tmp/before`), with a query after `?` if wanted.
// At full CPU speed by default (`BENCH_CPU=4` slows it as the bench does, `BENCH_CPU_SCORE=1000`
// to a device score, bench/cpu-score.ts): Chromium slows the CPU by
// pausing the renderer, and those pauses land in any interval we time, so the 4× bench spreads by
// ±10 ms; at full speed 25 loads a side tell apart half a millisecond. Also prints the main thread's
// busy time (every task, the page's own included), so work moved out of Voorkant's tasks shows as
// moved, not gone. Timings are noisy: reported, never enforced.
import { startDemoServer } from '../demo/server/server';
import { launchChromium } from '../test/browser/chromium';
import { benchCpu, describeCpu } from './cpu-score';
import { openThrottledPage } from './throttled-page';
import { mainThreadBusyMs, traceEvents, tracing, voorkantTraceMs } from './voorkant-trace';

const [pagesArg = '/artikel/', variantsArg = 'dist?preload=0,dist', runsArg = '25'] = process.argv.slice(2);
const pages = pagesArg.split(',');
const variants = variantsArg.split(',').map((variant) => {
  const [folder = 'dist', query = ''] = variant.split('?');
  return { label: variant, folder, query: query ? `?${query}` : '' };
});
const runs = Number(runsArg);

const folders = [...new Set(variants.map((variant) => variant.folder))];
const servers = new Map(
  await Promise.all(folders.map(async (dist) => [dist, await startDemoServer({ dist })] as const)),
);
const browser = await launchChromium();
const cpu = await benchCpu(browser, 1);
const figures = new Map<string, { script: number[]; busy: number[] }>();
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
try {
  for (let run = 0; run < runs; run++)
    for (const path of pages)
      for (const variant of run % 2 ? [...variants].reverse() : variants) {
        const { page } = await openThrottledPage(browser, '', cpu.rate);
        await browser.startTracing(page, tracing);
        await page.goto(`${servers.get(variant.folder)!.url}${path}${variant.query}`, { waitUntil: 'load' });
        await page.waitForTimeout(1500);
        const trace = traceEvents(await browser.stopTracing());
        const key = `${path} ${variant.label}`;
        const figure = figures.get(key) ?? { script: [], busy: [] };
        figure.script.push(voorkantTraceMs(trace));
        figure.busy.push(mainThreadBusyMs(trace));
        figures.set(key, figure);
        await page.context().close();
      }
  console.log(`${describeCpu(cpu)}; ${runs} loads a variant, to load + 1.5 s (ms)`);
  console.log('page variant'.padEnd(44), 'Voorkant median / mean', '  main thread busy median / mean');
  for (const [key, { script, busy }] of figures)
    console.log(
      key.padEnd(44),
      `${median(script).toFixed(2)} / ${mean(script).toFixed(2)}`.padEnd(24),
      `${median(busy).toFixed(1)} / ${mean(busy).toFixed(1)}`,
    );
} finally {
  await browser.close();
  await Promise.all([...servers.values()].map((server) => server.close()));
}
