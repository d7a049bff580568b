// `npx tsx bench/cpu-profile.ts /artikel/ 10` (after `npx vite build`): where Voorkant's script time
// goes on a page load with the CPU slowed 4× (or as bench/cpu-score.ts is asked), from the V8
// sampling profiler: self time per file and per function (minified name, line and column in the
// built file), averaged over the runs, from navigation to load + 2 s. The profiler adds its own
// overhead: compare runs of this tool with each other (before and after a change, same session),
// not with the bench's trace-based figures.
import { startDemoServer } from '../demo/server/server';
import { launchChromium } from '../test/browser/chromium';
import { benchCpu, describeCpu } from './cpu-score';
import { openThrottledPage } from './throttled-page';

const path = process.argv[2] ?? '/artikel/';
const runs = Number(process.argv[3] ?? 5);
const server = await startDemoServer({ dist: 'dist' });
const browser = await launchChromium();
const cpu = await benchCpu(browser);
const byFunction = new Map<string, number>();
const byFile = new Map<string, number>();
const add = (map: Map<string, number>, key: string, ms: number) =>
  map.set(key, (map.get(key) ?? 0) + ms / runs);
try {
  for (let run = 0; run < runs; run++) {
    const { page, cdp } = await openThrottledPage(browser, '', cpu.rate);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    await page.goto(`${server.url}${path}`, { waitUntil: 'load' });
    await page.waitForTimeout(2000);
    const { profile } = await cdp.send('Profiler.stop');
    const selfMs = new Map<number, number>();
    const samples = profile.samples ?? [];
    for (const [index, id] of samples.entries())
      selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas?.[index] ?? 0) / 1000);
    for (const { id, callFrame } of profile.nodes) {
      if (!callFrame.url.includes('/dist/')) continue;
      const file = callFrame.url.split('/').pop() ?? callFrame.url;
      const ms = selfMs.get(id) ?? 0;
      add(byFile, file, ms);
      add(
        byFunction,
        `${file} ${callFrame.functionName || '(anonymous)'} ${callFrame.lineNumber + 1}:${callFrame.columnNumber + 1}`,
        ms,
      );
    }
    await page.context().close();
  }
  const sorted = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]);
  console.log(`${path}, ${runs} runs, ${describeCpu(cpu)}: self ms per file (average)`);
  for (const [file, ms] of sorted(byFile)) console.log(`${ms.toFixed(1).padStart(7)}  ${file}`);
  console.log(
    `total ${sorted(byFile)
      .reduce((sum, [, ms]) => sum + ms, 0)
      .toFixed(1)} ms; the 25 costliest functions:`,
  );
  for (const [name, ms] of sorted(byFunction).slice(0, 25))
    console.log(`${ms.toFixed(1).padStart(7)}  ${name}`);
} finally {
  await browser.close();
  await server.close();
}
