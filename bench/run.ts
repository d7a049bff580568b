// `npm run bench`: every demo page in Chromium with the CPU slowed 4×, against the production build.
// Per page: JS bytes (gzip) and requests before any interaction, kernel boot time, script time up
// to load + 2 s, timer callbacks and script time during 10 s of idle, long tasks and CLS. Prints a
// table, writes bench/results.json, and says which byte budgets (bench/budgets.json) are exceeded.
// Timings are noisy and only reported; bytes are exact (and enforced in test/build).
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { allPages } from '../demo/server/pages';
import { startDemoServer } from '../demo/server/server';
import { launchChromium } from '../test/browser/harness';
import budgets from './budgets.json';
import { measurePageBytes, type PageBytes } from './page-bytes';
import { cpuSlowdown, openThrottledPage } from './throttled-page';

const settleMs = 2000;
const idleMs = Number(process.env.BENCH_IDLE_MS ?? 10_000);

/** Injected before the page's scripts: counts timer callbacks, long tasks and layout shifts. */
const probe = `(() => {
  const bench = (window.__bench = { timerCallbacks: 0, longTasks: [], cls: 0, voorkantInLongFrames: [], voorkantLongestScripts: [] });
  for (const name of ['setTimeout', 'setInterval', 'requestAnimationFrame', 'requestIdleCallback']) {
    const original = window[name];
    if (!original) continue;
    window[name] = function (callback, ...rest) {
      if (typeof callback !== 'function') return original.call(this, callback, ...rest);
      return original.call(this, function (...args) { bench.timerCallbacks++; return callback.apply(this, args); }, ...rest);
    };
  }
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) bench.longTasks.push(Math.round(entry.duration)); })
    .observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) if (!entry.hadRecentInput) bench.cls += entry.value; })
    .observe({ type: 'layout-shift', buffered: true });
  // Long animation frames name the scripts that ran in them: the part from dist/ is Voorkant's. A
  // frame can hold several of Voorkant's tasks (each slice after a yield is its own script entry),
  // so the longest single entry is what counts as a long task caused by Voorkant.
  new PerformanceObserver((list) => {
    for (const frame of list.getEntries()) {
      const ours = frame.scripts.filter((script) => script.sourceURL.includes('/dist/'));
      if (ours.length === 0) continue;
      bench.voorkantInLongFrames.push(Math.round(ours.reduce((sum, script) => sum + script.duration, 0)));
      bench.voorkantLongestScripts.push(Math.round(Math.max(...ours.map((script) => script.duration))));
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
})();`;

interface PageResult {
  page: string;
  jsGzipBytes: number;
  requests: number;
  chunks: string[];
  bootMs: number | null;
  scriptMsToLoadPlus2s: number;
  idleTimerCallbacks: number;
  idleScriptMs: number;
  longTasksMs: number[];
  /** Script time of Voorkant inside each long animation frame (> 50 ms) it took part in. */
  voorkantLongFrameMs: number[];
  /** Per long frame, Voorkant's longest single script run in it (one task or continuation). */
  voorkantLongestScriptMs: number[];
  cls: number;
  /** JS after scrolling through, and after the first click (bench/page-bytes.ts, CPU not slowed). */
  bytes: PageBytes;
}

interface BenchProbe {
  timerCallbacks: number;
  longTasks: number[];
  voorkantInLongFrames: number[];
  voorkantLongestScripts: number[];
  cls: number;
}

async function measure(browser: Browser, origin: string, path: string): Promise<PageResult> {
  const bytes = await measurePageBytes(browser, origin, path);
  const { page, cdp } = await openThrottledPage(browser, probe);
  await cdp.send('Performance.enable');
  const scripts: Promise<number>[] = [];
  const chunks: string[] = [];
  let requests = 0;
  page.on('request', () => requests++);
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/dist/') || !url.pathname.endsWith('.js')) return;
    chunks.push(url.pathname.replace('/dist/', ''));
    scripts.push(response.body().then((body) => gzipSync(body, { level: 9 }).length));
  });
  const scriptMs = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return (metrics.find((metric) => metric.name === 'ScriptDuration')?.value ?? 0) * 1000;
  };
  await page.goto(`${origin}${path}`, { waitUntil: 'load' });
  await page.waitForTimeout(settleMs);
  const scriptToSettle = await scriptMs();
  const requestsBeforeInteraction = requests;
  const jsGzipBytes = (await Promise.all(scripts)).reduce((sum, bytes) => sum + bytes, 0);
  const before = (await page.evaluate('window.__bench')) as BenchProbe;
  await page.waitForTimeout(idleMs);
  const after = (await page.evaluate('window.__bench')) as BenchProbe;
  const bootMs = (await page.evaluate(
    "performance.getEntriesByName('voorkant:boot')[0]?.duration ?? null",
  )) as number | null;
  const result: PageResult = {
    page: path,
    jsGzipBytes,
    requests: requestsBeforeInteraction,
    chunks: [...chunks],
    bootMs: bootMs === null ? null : Math.round(bootMs * 10) / 10,
    scriptMsToLoadPlus2s: Math.round(scriptToSettle * 10) / 10,
    idleTimerCallbacks: after.timerCallbacks - before.timerCallbacks,
    idleScriptMs: Math.round(((await scriptMs()) - scriptToSettle) * 10) / 10,
    longTasksMs: after.longTasks,
    voorkantLongFrameMs: after.voorkantInLongFrames,
    voorkantLongestScriptMs: after.voorkantLongestScripts,
    cls: Math.round(after.cls * 10000) / 10000,
    bytes,
  };
  await page.context().close();
  return result;
}

/** Voorkant's longest single run in any long frame of the page (0 when none held its code). */
const longestRun = (result: PageResult) => Math.max(0, ...result.voorkantLongestScriptMs);

function table(results: PageResult[]): string {
  const head = [
    'page',
    'JS gzip B before interaction',
    'requests',
    'JS after scroll',
    'JS after 1st click',
    'boot ms',
    'script ms (load+2s)',
    'idle timers',
    'idle script ms',
    'long tasks ms (all)',
    'Voorkant ms in long frames (no input)',
    'longest Voorkant run in them',
    'CLS',
  ];
  const rows = results.map((result) => [
    result.page,
    String(result.jsGzipBytes),
    String(result.requests),
    String(result.bytes.afterScroll.jsGzipBytes),
    result.bytes.afterFirstClick ? String(result.bytes.afterFirstClick.jsGzipBytes) : '–',
    String(result.bootMs ?? '–'),
    String(result.scriptMsToLoadPlus2s),
    String(result.idleTimerCallbacks),
    String(result.idleScriptMs),
    result.longTasksMs.length ? result.longTasksMs.join('+') : '0',
    result.voorkantLongFrameMs.length ? result.voorkantLongFrameMs.join('+') : '0',
    String(longestRun(result)),
    String(result.cls),
  ]);
  const widths = head.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  return [line(head), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

const server = await startDemoServer({ dist: 'dist' });
const browser = await launchChromium();
try {
  const paths = [...allPages().map((page) => page.route), '/bench/stress/'];
  const results: PageResult[] = [];
  for (const path of paths) {
    results.push(await measure(browser, server.url, path));
    process.stdout.write(`measured ${path}\n`);
  }
  console.log(`\nChromium, CPU slowed ${cpuSlowdown}×, production build; idle window ${idleMs / 1000} s\n`);
  console.log(table(results));
  const pageBudgets: Record<string, number> = budgets.pageJsGzip;
  const over = results.filter(
    (result) => pageBudgets[result.page] !== undefined && result.jsGzipBytes > pageBudgets[result.page]!,
  );
  for (const result of over)
    console.log(`OVER BUDGET: ${result.page} ${result.jsGzipBytes} B > ${pageBudgets[result.page]} B`);
  // Issue 10's timing budget, reported and never enforced (timings are noisy): no Voorkant run over
  // 50 ms before the first interaction, at 4× CPU slowdown.
  const longRuns = results
    .map((result) => [result.page, longestRun(result)] as const)
    .filter(([, ms]) => ms > 50);
  console.log(
    longRuns.length
      ? `Voorkant runs over 50 ms: ${longRuns.map(([page, ms]) => `${page} ${ms} ms`).join(', ')}`
      : 'Voorkant runs over 50 ms: none',
  );
  writeFileSync(
    new URL('./results.json', import.meta.url),
    `${JSON.stringify({ measuredAt: new Date().toISOString(), cpuSlowdown, idleMs, results }, null, 2)}\n`,
  );
  console.log('\nwritten: bench/results.json');
  process.exitCode = over.length ? 1 : 0;
} finally {
  await browser.close();
  await server.close();
}
