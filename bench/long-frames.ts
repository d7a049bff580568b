// `npx tsx bench/long-frames.ts /artikel/ /blog/` (after `npm run build`): which of Voorkant's
// scripts run in each long animation frame (> 50 ms) of a page load with the CPU slowed 4× (or as
// bench/cpu-score.ts is asked), and what invoked them (a module import resolving, a stylesheet's
// load event, a timer), so a long task can be traced to the module start that caused it; with each
// module's own start time (initMs). Timings are noisy: reported, never enforced.
import { startDemoServer } from '../demo/server/server';
import { launchChromium } from '../test/browser/chromium';
import { benchCpu, describeCpu } from './cpu-score';
import { openThrottledPage } from './throttled-page';

const probe = `window.__frames = [];
new PerformanceObserver((list) => {
  for (const frame of list.getEntries()) {
    const ours = frame.scripts.filter((script) => script.sourceURL.includes('/dist/'));
    if (ours.length === 0) continue;
    window.__frames.push({
      frameMs: Math.round(frame.duration),
      blockingMs: Math.round(frame.blockingDuration),
      scripts: ours.map((script) => ({
        file: script.sourceURL.split('/').pop(),
        invoker: script.invoker.replace(location.origin, ''),
        ms: Math.round(script.duration),
        layoutMs: Math.round(script.forcedStyleAndLayoutDuration),
      })),
    });
  }
}).observe({ type: 'long-animation-frame', buffered: true });`;

const pages = process.argv.slice(2);
const server = await startDemoServer({ dist: 'dist' });
const browser = await launchChromium();
const cpu = await benchCpu(browser);
console.log(describeCpu(cpu));
try {
  for (const path of pages.length > 0 ? pages : ['/artikel/']) {
    const { page } = await openThrottledPage(browser, probe, cpu.rate);
    await page.goto(`${server.url}${path}`, { waitUntil: 'load' });
    await page.waitForTimeout(4000);
    const frames = (await page.evaluate(() => (window as unknown as { __frames: unknown[] }).__frames)) as {
      frameMs: number;
      blockingMs: number;
      scripts: { file: string; invoker: string; ms: number; layoutMs: number }[];
    }[];
    const starts = await page.evaluate(() =>
      (window.voorkant?.status() ?? [])
        .filter((module) => module.state !== 'waiting' && module.state !== 'off')
        .map((module) => `${module.id} ${Math.round(module.initMs)} ms`),
    );
    console.log(`\n${path} (module starts: ${starts.join(', ')})`);
    for (const frame of frames) {
      const scripts = frame.scripts.map(
        (script) => `${script.file} ${script.ms} ms, layout ${script.layoutMs} ms (${script.invoker})`,
      );
      console.log(`  frame ${frame.frameMs} ms, blocking ${frame.blockingMs} ms: ${scripts.join('; ')}`);
    }
    // A page left open keeps its timers and frames running at 4× slowdown, and every later page
    // would be measured beside it.
    await page.context().close();
  }
} finally {
  await browser.close();
  await server.close();
}
