// `npx tsx bench/addon-compare.ts [page] [runs]` (after `npx vite build`; npm run bench:addon-compare):
// Voorkant against the anti-spam add-on's own front-end bundle on the same demo page, side by side,
// with the CPU slowed 4× (bench/cpu-score.ts: BENCH_CPU, BENCH_CPU_SCORE). Variant A is the page
// as the add-on prints it: the settings globals the demo prints (ctPublic, ctPublicFunctions), then
// the add-on's `js/apbct-public-bundle.min.js` as a classic script in the head
// (apbct_enqueue_and_localize_public_scripts), and neither kernel.js nor its modulepreload hints.
// Variant B is the page as the demo serves it, with Voorkant's production build (dist/). Script time
// is the bench's trace rule (bench/voorkant-trace.ts) from navigation to load + 2 s, counting the
// bundle's files in A and dist/ in B; the loads alternate (A B, then B A). A development tool:
// timings are reported, never enforced, and it is no part of `npm test`.
//
// The bundle comes from the add-on's public repository, CleanTalk/wordpress-antispam, read from a
// local git directory (ADDON_GIT_DIR, default the session mirror) into a scratch folder under the
// OS temp dir, never into this repository. ADDON_BUNDLE picks another of its bundles (the add-on
// serves `apbct-public-bundle_gathering.min.js` when its bot detector is off, ApbctJsBundleResolver).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { startDemoServer } from '../demo/server/server';
import { launchChromium } from '../test/browser/chromium';
import { benchCpu, describeCpu } from './cpu-score';
import { openThrottledPage } from './throttled-page';
import { mainThreadBusyMs, type TraceEvent, traceEvents, tracing, voorkantTraceMs } from './voorkant-trace';

const [path = '/blog/fietsverlichting/', runsArg = '15'] = process.argv.slice(2);
const runs = Number(runsArg);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`runs must be a whole number of 1 or more, not "${runsArg}"`);
const settleMs = 2000;
const gitDir = process.env.ADDON_GIT_DIR ?? '/work/.mirror/CleanTalk+wordpress-antispam/repo';
const bundleName = process.env.ADDON_BUNDLE ?? 'apbct-public-bundle.min.js';
/** Where the proxy serves the bundle, as the add-on's plug-in folder would. */
const bundlePath = `/addon/js/${bundleName}`;

const root = new URL('../', import.meta.url).pathname;
if (!existsSync(join(root, 'dist/kernel.js')))
  throw new Error('dist/kernel.js is missing: run `npx vite build` first (the production build)');
if (!existsSync(gitDir))
  throw new Error(
    `${gitDir} is not there: fetch the add-on's repository (a session's fetch tool with github:CleanTalk/wordpress-antispam, or \`git clone --bare https://github.com/CleanTalk/wordpress-antispam\`) and point ADDON_GIT_DIR at its git directory`,
  );

/** The bundle at the repository's HEAD, in a scratch folder of its own. */
const scratch = mkdtempSync(join(tmpdir(), 'voorkant-addon-compare-'));
const git = (...args: string[]) =>
  execFileSync('git', [`--git-dir=${gitDir}`, ...args], { maxBuffer: 1 << 26 });
const addonCommit = git('rev-parse', 'HEAD').toString().trim();
writeFileSync(join(scratch, bundleName), git('show', `HEAD:js/${bundleName}`));
const bundle = readFileSync(join(scratch, bundleName));

type Variant = 'A' | 'B';
const labels: Record<Variant, string> = {
  A: `A add-on ${bundleName}`,
  B: 'B Voorkant dist/',
};

/**
 * The page as the add-on prints it: its bundle right after the settings globals, Voorkant's
 * scripts out. Refuses a page that does not have what it rewrites, rather than measuring nothing.
 */
function addonPage(html: string): string {
  const globals = html.indexOf('var ctPublic = ');
  const globalsEnd = html.indexOf('</script>', globals);
  const kernel = /<script type="module"[^>]*src="\/dist\/kernel\.js"><\/script>\n?/;
  if (globals < 0 || globalsEnd < 0 || !kernel.test(html))
    throw new Error(`${path}: the page lacks the add-on's settings globals or kernel.js`);
  const at = globalsEnd + '</script>'.length;
  return `${html.slice(0, at)}\n<script src="${bundlePath}?ver=${addonCommit.slice(0, 7)}" type="application/javascript"></script>${html.slice(at)}`
    .replace(kernel, '')
    .replace(/<link rel="modulepreload" href="\/dist\/[^"]*">\n?/g, '');
}

/**
 * One origin in front of the demo server for both variants, so both pay the same hop: it passes
 * everything through, serves the bundle, and rewrites the document of a variant A load
 * (`?addon-compare=A`; the demo ignores the query).
 */
async function startProxy(target: string): Promise<{ url: string; close(): Promise<void> }> {
  const targetUrl = new URL(target);
  const server = createServer((incoming: IncomingMessage, outgoing: ServerResponse) => {
    const url = new URL(incoming.url ?? '/', target);
    if (url.pathname === bundlePath) {
      outgoing.writeHead(200, {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'no-cache',
      });
      outgoing.end(bundle);
      return;
    }
    const rewrite = url.searchParams.get('addon-compare') === 'A';
    const forward = httpRequest(
      {
        host: targetUrl.hostname,
        port: targetUrl.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, host: targetUrl.host },
      },
      (answer) => {
        const html = (answer.headers['content-type'] ?? '').startsWith('text/html');
        if (!rewrite || !html) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        const parts: Buffer[] = [];
        answer.on('data', (part: Buffer) => parts.push(part));
        answer.on('end', () => {
          try {
            const body = addonPage(Buffer.concat(parts).toString());
            const { 'content-length': _length, ...headers } = answer.headers;
            outgoing.writeHead(answer.statusCode ?? 200, headers);
            outgoing.end(body);
          } catch (error) {
            console.error(error);
            outgoing.writeHead(500);
            outgoing.end(String(error));
          }
        });
      },
    );
    forward.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Which trace events count as the variant's own script: the bundle's file, or dist/ (the bench's rule). */
const isVariantScript: Record<Variant, ((event: TraceEvent) => boolean) | undefined> = {
  A: (event) => !!event.args?.data?.url?.includes(bundlePath),
  B: undefined,
};

interface Load {
  scriptMs: number;
  busyMs: number;
  /** The variant's script files fetched (address path → raw and gzip bytes). */
  files: Map<string, { raw: number; gzip: number }>;
}

async function load(browser: Browser, origin: string, variant: Variant, rate: number): Promise<Load> {
  const { page } = await openThrottledPage(browser, '', rate);
  try {
    const bodies: Promise<[string, { raw: number; gzip: number }]>[] = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      const mine = variant === 'A' ? pathname === bundlePath : pathname.startsWith('/dist/');
      if (!mine || !pathname.endsWith('.js')) return;
      bodies.push(
        response
          .body()
          .then((body) => [pathname, { raw: body.length, gzip: gzipSync(body, { level: 9 }).length }]),
      );
    });
    await browser.startTracing(page, tracing);
    await page.goto(`${origin}${path}?addon-compare=${variant}`, { waitUntil: 'load' });
    await page.waitForTimeout(settleMs);
    const trace = traceEvents(await browser.stopTracing());
    const files = new Map(await Promise.all(bodies));
    if (variant === 'A' && [...files.keys()].some((file) => file.startsWith('/dist/')))
      throw new Error('variant A loaded Voorkant files');
    if (!files.size) throw new Error(`variant ${variant} loaded none of its scripts on ${path}`);
    return {
      scriptMs: voorkantTraceMs(trace, isVariantScript[variant]),
      busyMs: mainThreadBusyMs(trace),
      files,
    };
  } finally {
    await page.context().close();
  }
}

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
/** The value at fraction `at` of the sorted values, interpolated (0.5: the median). */
function quantile(values: number[], at: number): number {
  const ordered = sorted(values);
  const position = (ordered.length - 1) * at;
  const below = Math.floor(position);
  const above = Math.min(below + 1, ordered.length - 1);
  return ordered[below]! + (ordered[above]! - ordered[below]!) * (position - below);
}
const ms = (value: number) => value.toFixed(1);

const demo = await startDemoServer({ dist: 'dist' });
const proxy = await startProxy(demo.url);
const browser = await launchChromium();
try {
  const cpu = await benchCpu(browser);
  const loads: Record<Variant, Load[]> = { A: [], B: [] };
  for (let run = 0; run < runs; run++)
    for (const variant of (run % 2 ? ['B', 'A'] : ['A', 'B']) as Variant[]) {
      loads[variant].push(await load(browser, proxy.url, variant, cpu.rate));
      await demo.settle();
    }

  console.log(
    `${path}: ${describeCpu(cpu)}; ${runs} loads a variant, alternating (A B, B A), navigation to load + ${settleMs / 1000} s`,
  );
  console.log(`add-on: CleanTalk/wordpress-antispam@${addonCommit.slice(0, 12)} js/${bundleName}`);
  console.log(
    "script ms: the bench's trace rule (bench/voorkant-trace.ts), evaluations of and calls into the variant's files; busy: every task of the page's main thread",
  );
  const header = [
    'variant'.padEnd(44),
    'script ms median'.padStart(16),
    'p25–p75'.padStart(13),
    'min–max'.padStart(13),
    'busy median'.padStart(12),
    'JS files'.padStart(9),
    'raw B'.padStart(8),
    'gzip B'.padStart(8),
  ];
  console.log(header.join(' '));
  for (const variant of ['A', 'B'] as Variant[]) {
    const script = loads[variant].map((each) => each.scriptMs);
    const busy = loads[variant].map((each) => each.busyMs);
    // Bytes of the files the most loads fetched (a chunk may arrive after load + 2 s now and then).
    const files = [...loads[variant]].sort((a, b) => b.files.size - a.files.size)[0]!.files;
    const raw = [...files.values()].reduce((sum, file) => sum + file.raw, 0);
    const gzip = [...files.values()].reduce((sum, file) => sum + file.gzip, 0);
    console.log(
      [
        labels[variant].padEnd(44),
        ms(quantile(script, 0.5)).padStart(16),
        `${ms(quantile(script, 0.25))}–${ms(quantile(script, 0.75))}`.padStart(13),
        `${ms(Math.min(...script))}–${ms(Math.max(...script))}`.padStart(13),
        ms(quantile(busy, 0.5)).padStart(12),
        String(files.size).padStart(9),
        String(raw).padStart(8),
        String(gzip).padStart(8),
      ].join(' '),
    );
  }
  const a = loads.A.map((each) => each.scriptMs);
  const b = loads.B.map((each) => each.scriptMs);
  const pairRatios = b.map((value, index) => value / a[index]!);
  console.log(
    `ratio B/A of the medians: ${(quantile(b, 0.5) / quantile(a, 0.5)).toFixed(3)}; of each run's pair, median ${quantile(pairRatios, 0.5).toFixed(3)} (p25–p75 ${quantile(pairRatios, 0.25).toFixed(3)}–${quantile(pairRatios, 0.75).toFixed(3)}); the aim is at most 0.333`,
  );
  const voorkantFiles = [...loads.B].sort((x, y) => y.files.size - x.files.size)[0]!.files;
  console.log(
    `Voorkant's files: ${[...voorkantFiles].map(([file, size]) => `${file.replace(/^\/dist\/(chunks\/[^/]+\/)?/, '')} ${size.gzip}`).join(', ')}`,
  );
} finally {
  await browser.close();
  await proxy.close();
  await demo.close();
  rmSync(scratch, { recursive: true, force: true });
}
