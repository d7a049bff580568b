// `npx tsx bench/forced-layout.ts /fietsroutes/in-beeld/,/hulp/ 5` (after `npx vite build`; no pages:
// every demo page): the style recalculations and layouts our code forced on a page load with the CPU
// slowed 4× (or as bench/cpu-score.ts is asked), up to load + 2 s, by the line of our sources that
// asked (the trace's stack for each forced one, through the build's source maps), averaged over the
// runs. Issue 17's "read layout before writing it": a read after a write of our own forces a layout
// the browser's next frame would have done anyway (parallax's measure did twice per container).
// A forced one is not always ours to avoid: the first read after another script's write pays for it.
// Timings are noisy: reported, never enforced.
import { allPages } from '../demo/server/pages';
import { startDemoServer } from '../demo/server/server';
import { launchChromium } from '../test/browser/chromium';
import { benchCpu, describeCpu } from './cpu-score';
import { builtFiles } from './source-position';
import { openThrottledPage } from './throttled-page';
import { type TraceEvent, traceEvents, tracing } from './voorkant-trace';

/** The stack the trace records for a style recalculation or layout a script forced. */
interface StackFrame {
  url: string;
  functionName: string;
  /** 1-based, as the timeline gives them. */
  lineNumber: number;
  columnNumber: number;
}

/** The bench's categories, with the stack of each forced style recalculation and layout. */
const withStacks = { categories: [...tracing.categories, 'disabled-by-default-devtools.timeline.stack'] };
const forcedWork = new Set(['UpdateLayoutTree', 'Layout']);
const stackOf = (event: TraceEvent) =>
  (event.args as { beginData?: { stackTrace?: StackFrame[] } } | undefined)?.beginData?.stackTrace;

const dist = 'dist';

const [pagesArg, runsArg = '5'] = process.argv.slice(2);
const paths = pagesArg ? pagesArg.split(',') : allPages().map((page) => page.route);
const runs = Number(runsArg);
const server = await startDemoServer({ dist });
const built = builtFiles(dist);
const browser = await launchChromium();
try {
  const cpu = await benchCpu(browser);
  console.log(`${describeCpu(cpu)}; ms per load, average of ${runs}, up to load + 2 s`);
  for (const path of paths) {
    const byLine = new Map<string, { ms: number; count: number }>();
    for (let run = 0; run < runs; run++) {
      const { page } = await openThrottledPage(browser, '', cpu.rate);
      await browser.startTracing(page, withStacks);
      await page.goto(`${server.url}${path}`, { waitUntil: 'load' });
      await page.waitForTimeout(2000);
      const trace = traceEvents(await browser.stopTracing());
      await page.context().close();
      for (const event of trace) {
        if (event.ph !== 'X' || !forcedWork.has(event.name)) continue;
        const frame = stackOf(event)?.find((each) => each.url.includes('/dist/'));
        if (!frame) continue;
        const file = new URL(frame.url).pathname.replace(/^\/dist\//, '');
        const source =
          built.sourceAt(file, frame.lineNumber, frame.columnNumber - 1) ??
          `${file}:${frame.lineNumber}:${frame.columnNumber}`;
        const key = `${event.name === 'Layout' ? 'layout' : 'style'} ${source}`;
        const entry = byLine.get(key) ?? { ms: 0, count: 0 };
        entry.ms += (event.dur ?? 0) / 1000 / runs;
        entry.count += 1 / runs;
        byLine.set(key, entry);
      }
    }
    const total = [...byLine.values()].reduce((sum, entry) => sum + entry.ms, 0);
    console.log(`\n${path}: ${total.toFixed(1)} ms forced by our code`);
    for (const [key, entry] of [...byLine].sort((a, b) => b[1].ms - a[1].ms).slice(0, 8))
      console.log(`  ${entry.ms.toFixed(1).padStart(6)} ms ${entry.count.toFixed(1).padStart(4)}× ${key}`);
  }
} finally {
  await browser.close();
  await server.close();
}
