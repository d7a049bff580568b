// `npx tsx bench/cls-sources.ts /fotogalerij/` (after `npm run build`): each layout shift of a page
// load at 4× CPU slowdown (or as bench/cpu-score.ts is asked) with the elements that moved and
// when, so a CLS figure in the bench can be traced to its cause. Reported, never enforced.
import { startDemoServer } from '../demo/server/server';
import { launchChromium } from '../test/browser/chromium';
import { benchCpu, describeCpu } from './cpu-score';
import { openThrottledPage } from './throttled-page';

const probe = `window.__shifts = [];
new PerformanceObserver((list) => {
  for (const shift of list.getEntries()) {
    if (shift.hadRecentInput) continue;
    window.__shifts.push({
      at: Math.round(shift.startTime),
      value: Math.round(shift.value * 10000) / 10000,
      sources: shift.sources.map((source) => {
        const node = source.node;
        const name = node instanceof Element
          ? node.tagName.toLowerCase() + (node.id ? '#' + node.id : '') + (node.className && typeof node.className === 'string' ? '.' + node.className.trim().split(/\\s+/).slice(0, 2).join('.') : '')
          : String(node?.nodeName ?? '?');
        return name + ' ' + Math.round(source.previousRect.y) + '→' + Math.round(source.currentRect.y);
      }),
    });
  }
}).observe({ type: 'layout-shift', buffered: true });`;

const server = await startDemoServer({ dist: 'dist' });
const browser = await launchChromium();
const cpu = await benchCpu(browser);
console.log(describeCpu(cpu));
try {
  for (const path of process.argv.slice(2)) {
    const { page } = await openThrottledPage(browser, probe, cpu.rate);
    await page.goto(`${server.url}${path}`, { waitUntil: 'load' });
    await page.waitForTimeout(3000);
    const shifts = (await page.evaluate(() => (window as unknown as { __shifts: unknown[] }).__shifts)) as {
      at: number;
      value: number;
      sources: string[];
    }[];
    console.log(`\n${path}`);
    for (const shift of shifts) console.log(`  ${shift.at} ms  ${shift.value}  ${shift.sources.join('; ')}`);
  }
} finally {
  await browser.close();
  await server.close();
}
