// The browser-test harness: the built demo (test build) served in-process, and Debian's Chromium
// driven by playwright-core. Every test gets a fresh browser context, so a fresh kernel.
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type {
  Browser,
  BrowserContext,
  BrowserContextOptions,
  CDPSession,
  ConsoleMessage,
  Page,
  Request,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { optionalRate } from '../../bench/cpu-score';
import type { Backend } from '../../demo/server/backend';
import { type DemoServer, startDemoServer } from '../../demo/server/server';
import registry from '../../registry.json';
import { launchChromium } from './chromium';

const workerBrowserKey = Symbol.for('voorkant.test.browser');

/**
 * The test worker's Chromium, launched by the first test file the worker runs and used by every
 * later one (the browser and WordPress projects run their files in shared workers, `isolate: false`).
 * A launch with its first page took 2.9 to 3.7 CPU-seconds on a two-core machine, against about 1
 * for a new context; the suite launched once per file. Kept on `globalThis`, so a worker that does
 * load the harness again still finds it; Playwright ends the browser when the worker process exits.
 * One that crashed or was closed is launched again.
 */
export async function workerBrowser(): Promise<Browser> {
  const shared = globalThis as unknown as Record<symbol, Promise<Browser> | undefined>;
  const running = await shared[workerBrowserKey]?.catch(() => undefined);
  if (running?.isConnected()) return running;
  const launched = launchChromium({ forTests: true });
  shared[workerBrowserKey] = launched;
  return launched;
}

/**
 * Ends a test file's use of the worker's browser: the browser stays for the worker's next file, what
 * this file opened in it goes (files in a worker run one after another, so every context is this file's).
 */
export async function closeFileContexts(browser: Browser | undefined): Promise<void> {
  await Promise.all(browser?.contexts().map((context) => context.close().catch(() => {})) ?? []);
}

export interface Visit {
  page: Page;
  context: BrowserContext;
  /** Console messages as `type: text`. */
  console: string[];
  /** Uncaught page errors. */
  errors: string[];
  /** Every URL the page requested, in order. */
  requests: string[];
  /** Chunk ids requested (`quantity-stepper` for dist/chunks/<build>/quantity-stepper.js). */
  chunks(): string[];
}

export interface VisitOptions {
  /** Voorkant settings merged over the page's (sent as ?settings=). */
  settings?: Record<string, unknown>;
  ctPublic?: Record<string, unknown>;
  ctPublicFunctions?: Record<string, unknown>;
  /** Extra query parameters. */
  query?: Record<string, string>;
  context?: BrowserContextOptions;
  /** Runs in the page before any of its scripts. */
  initScript?: string;
  /** Wait for the kernel to boot (default true). */
  waitForKernel?: boolean;
  /**
   * When the navigation counts as done (Playwright's `waitUntil`, default `load`): a page whose
   * `kernel.js` hangs never fires `load` (an async module script holds it), so such a visit waits
   * for `domcontentloaded`.
   */
  waitUntil?: 'load' | 'domcontentloaded';
  /**
   * Hold `kernel.js` until the parsed page has been painted (two frames after `DOMContentLoaded`),
   * and set `window.__kernelReleasedAt` (a `performance.now()` time) as it is let go. Chromium may
   * paint while it is still parsing: a right-aligned menu row painted with half its items grows, and
   * moves, once the rest is parsed. That shift is the theme's and happens without Voorkant; a test
   * of what Voorkant's start moves counts layout shifts from `__kernelReleasedAt` on.
   */
  holdKernelUntilPainted?: boolean;
}

export interface SiteHarness {
  readonly server: DemoServer;
  readonly backend: Backend;
  readonly browser: Browser;
  visit(path: string, options?: VisitOptions): Promise<Visit>;
  /**
   * Ends a visit within the test, as the test's end would: the test's next visit then gets the kept
   * context (and, with `reusePages`, this page) rather than a fresh context, which costs a new
   * renderer process.
   */
  leave(visit: Visit): Promise<void>;
}

export function urlFor(base: string, path: string, options: VisitOptions = {}): string {
  const url = new URL(path, base);
  if (options.settings) url.searchParams.set('settings', JSON.stringify(options.settings));
  if (options.ctPublic) url.searchParams.set('ctPublic', JSON.stringify(options.ctPublic));
  if (options.ctPublicFunctions)
    url.searchParams.set('ctPublicFunctions', JSON.stringify(options.ctPublicFunctions));
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
  return url.href;
}

/** How long a test's pages in a kept context may take to close before the context is closed instead. */
const pageCloseMs = 2000;

/**
 * `VOORKANT_TEST_CPU=3` slows every visited page's CPU threefold (Chromium's throttling): a rehearsal
 * of a slow CI machine, where a test that races the page (reads too early, counts while something
 * else still starts) fails here first. Unset or 1 in `npm test`; anything but a number ≥ 1 stops.
 */
const testCpuRate = optionalRate('VOORKANT_TEST_CPU') ?? 1;

/**
 * A browser context kept for a test file, one per set of context options. A visit in a fresh
 * context cost about twice the CPU of one in a kept context (860 against 430 ms for /artikel/ on a
 * two-core machine, all processes counted): Chromium starts a renderer process for every new
 * context. A kept context holds an about:blank page open, so Chromium keeps a renderer ready for
 * its next page. The suite is CPU-bound on two cores, so this is wall time.
 */
interface KeptContext {
  context: BrowserContext;
  /** The about:blank page that keeps a renderer ready; never visited. */
  anchor: Page;
  cdp: CDPSession;
  /** A page an earlier test visited, back on about:blank, for the next visit (`reusePages`). */
  spare?: Page;
}

export interface SiteOptions {
  /**
   * The next visit in a kept context takes the page the last test visited, back on about:blank,
   * instead of opening a new one. A new page costs a renderer process: on a two-core machine a visit
   * in a new page took 1.06 to 1.33 CPU-seconds, a navigation of an open page 0.51. The
   * document, its scripts, storage and cookies are as new; what lives on the page (init scripts,
   * routes, bindings, a changed viewport) is not, so a page is only taken again for a visit with the
   * same `initScript`, never after `holdKernelUntilPainted` or a viewport change, and a suite opts
   * in only when its tests add nothing else to the page (the whole-site suites).
   */
  reusePages?: boolean;
}

/** Registers the suite's hooks: one server per test file, the worker's browser, a clean context per visit. */
export function withSite({ reusePages = false }: SiteOptions = {}): SiteHarness {
  let server: DemoServer | undefined;
  let browser: Browser | undefined;
  /** Contexts made for one visit, closed after its test. */
  const contexts: BrowserContext[] = [];
  const kept = new Map<string, Promise<KeptContext>>();
  const newContext = (options: BrowserContextOptions | undefined) =>
    browser!.newContext({ viewport: { width: 1280, height: 900 }, ...options });

  function keptFor(options: BrowserContextOptions | undefined): Promise<KeptContext> {
    const key = JSON.stringify(options ?? {});
    let made = kept.get(key);
    if (made) return made;
    made = (async () => {
      const context = await newContext(options);
      // A test may close the context it was given: the next visit then keeps a new one.
      context.on('close', () => kept.get(key) === made && kept.delete(key));
      const anchor = await context.newPage();
      return { context, anchor, cdp: await context.newCDPSession(anchor) };
    })();
    kept.set(key, made);
    return made;
  }

  /**
   * The context for a visit, as clean as a fresh one: the kept context for these options with its
   * cookies and storage cleared (the page is new, so its session storage, scripts, routes and
   * listeners are too). A visit made while another page of that context is still open (two visits
   * in one test) gets a fresh context, so two visits never share cookies or storage. `kept` is
   * there when the visit gets the kept context (its spare page may then be taken).
   */
  async function contextFor(
    options: BrowserContextOptions | undefined,
  ): Promise<{ context: BrowserContext; kept?: KeptContext }> {
    const made = await keptFor(options);
    const { context, anchor, cdp, spare } = made;
    if (context.pages().every((page) => page === anchor || page === spare)) {
      await Promise.all([
        context.clearCookies(),
        cdp.send('Storage.clearDataForOrigin', { origin: server!.url, storageTypes: 'all' }),
      ]);
      return { context, kept: made };
    }
    const fresh = await newContext(options);
    contexts.push(fresh);
    return { context: fresh };
  }

  beforeAll(async () => {
    [server, browser] = await Promise.all([
      startDemoServer({ dist: 'dist-test', fixtures: true }),
      workerBrowser(),
    ]);
  });
  /**
   * Closes pages of a context. Chromium can drop a close that races a navigation commit
   * (crbug.com/536385539, Playwright issue 42366), and the close then never ends: when the pages
   * are not gone after `pageCloseMs`, the context goes instead, and the next visit keeps a new one.
   */
  async function closeOrDrop(context: BrowserContext, pages: Page[]): Promise<void> {
    if (pages.length === 0) return;
    const closed = Promise.all(pages.map((page) => page.close().catch(() => {}))).then(() => true);
    const timedOut = new Promise<false>((resolve) => setTimeout(resolve, pageCloseMs, false));
    if (!(await Promise.race([closed, timedOut]))) {
      await context.close().catch(() => {});
    }
  }

  /** Pages a visit opened that a later visit may take again (`reusePages`), with their init script. */
  const reusable = new Map<Page, string | undefined>();
  /** Removes a visit's listeners from its page. */
  const unlisten = new Map<Page, () => void>();

  /**
   * Makes a page a visit used ready for the next one: its session storage cleared (cookies and
   * the rest are cleared with the context), its document left for about:blank (which runs its
   * unload now, in this test, not in the next), the pointer off the page, as on a new page.
   */
  async function readyForNext(page: Page, made: KeptContext): Promise<boolean> {
    // The anchor is never resized: its viewport is the one the context's pages open with.
    const [viewport, opened] = [page.viewportSize(), made.anchor.viewportSize()];
    if (viewport?.width !== opened?.width || viewport?.height !== opened?.height) return false;
    try {
      if (new URL(page.url()).origin === new URL(server!.url).origin)
        await page.evaluate(() => sessionStorage.clear());
      await page.goto('about:blank', { timeout: pageCloseMs });
      await page.mouse.move(-1, -1);
      return true;
    } catch {
      return false;
    }
  }

  /**
   * Closes the pages a test left in a kept context, but for the one kept as its spare, and removes
   * the routes the test added to the context: a request one test held is none of the next test's.
   */
  async function closePages(made: KeptContext): Promise<void> {
    await made.context.unrouteAll({ behavior: 'ignoreErrors' }).catch(() => {});
    const pages = made.context.pages().filter((page) => page !== made.anchor);
    const candidate = reusePages ? pages.findLast((page) => reusable.has(page)) : undefined;
    made.spare = undefined;
    if (candidate) unlisten.get(candidate)?.();
    if (candidate && (await readyForNext(candidate, made))) made.spare = candidate;
    await closeOrDrop(
      made.context,
      pages.filter((page) => page !== made.spare),
    );
  }

  afterEach(async () => {
    await Promise.all([
      ...contexts.splice(0).map((context) => context.close().catch(() => {})),
      ...[...kept.values()].map((made) => made.then(closePages)),
    ]);
    // What the closed pages sent last belongs to this test, not to the next one's record or faults.
    await server?.settle();
    server?.backend.reset();
  });
  afterAll(async () => {
    await closeFileContexts(browser);
    await server?.close();
  });
  return {
    get server() {
      return server!;
    },
    get backend() {
      return server!.backend;
    },
    get browser() {
      return browser!;
    },
    async leave(visit) {
      if (contexts.includes(visit.context)) {
        contexts.splice(contexts.indexOf(visit.context), 1);
        await visit.context.close().catch(() => {});
        return;
      }
      for (const made of kept.values())
        if ((await made).context === visit.context) await closePages(await made);
    },
    async visit(path, options = {}) {
      const { context, kept: made } = await contextFor(options.context);
      const spare = made?.spare;
      const takeSpare =
        spare !== undefined && reusable.get(spare) === options.initScript && !options.holdKernelUntilPainted;
      if (made && takeSpare) made.spare = undefined;
      const page = takeSpare ? spare : await context.newPage();
      const visit: Visit = {
        page,
        context,
        console: [],
        errors: [],
        requests: [],
        chunks: () =>
          visit.requests
            .map((url) => new URL(url).pathname.match(/\/dist\/chunks\/[\w-]+\/([a-z0-9-]+)\.js$/)?.[1])
            .filter((id): id is string => Boolean(id)),
      };
      const onConsole = (message: ConsoleMessage) =>
        visit.console.push(`${message.type()}: ${message.text()}`);
      const onError = (error: Error) => visit.errors.push(error.message);
      const onRequest = (request: Request) => visit.requests.push(request.url());
      page.on('console', onConsole).on('pageerror', onError).on('request', onRequest);
      unlisten.set(page, () =>
        page.off('console', onConsole).off('pageerror', onError).off('request', onRequest),
      );
      if (!takeSpare) {
        // A taken page keeps its throttling and its init script.
        if (testCpuRate > 1)
          await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', {
            rate: testCpuRate,
          });
        page.once('close', () => {
          reusable.delete(page);
          unlisten.delete(page);
        });
        if (options.holdKernelUntilPainted) await holdKernelUntilPainted(page);
        else reusable.set(page, options.initScript);
        if (options.initScript) await page.addInitScript(options.initScript);
      }
      await page.goto(urlFor(server!.url, path, options), { waitUntil: options.waitUntil });
      // The kernel is up once its first scan of the page is done (it runs in slices; the kernel
      // marks its end with the 'voorkant:boot' measure).
      if (options.waitForKernel !== false)
        await page.waitForFunction(
          () => Boolean(window.voorkant) && performance.getEntriesByName('voorkant:boot').length > 0,
        );
      return visit;
    },
  };
}

/** See `VisitOptions.holdKernelUntilPainted`. */
async function holdKernelUntilPainted(page: Page): Promise<void> {
  let release = () => {};
  const painted = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.exposeBinding('__voorkantTestPainted', () => release());
  await page.addInitScript(() => {
    document.addEventListener(
      'DOMContentLoaded',
      () =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const test = window as unknown as { __kernelReleasedAt: number; __voorkantTestPainted(): void };
            test.__kernelReleasedAt = performance.now();
            test.__voorkantTestPainted();
          }),
        ),
      { once: true },
    );
  });
  await page.route('**/kernel.js', async (route) => {
    await painted;
    await route.continue();
  });
}

const require = createRequire(import.meta.url);

let axeSource: string | undefined;

/** The module's state on the page as the kernel reports it (undefined before the kernel runs). */
export const moduleState = (page: Page, id: string) =>
  page.evaluate((wanted) => window.voorkant?.status().find((module) => module.id === wanted)?.state, id);

/** Waits until each of these modules is ready on the page (started on its elements). */
export async function modulesReady(page: Page, ...ids: string[]): Promise<void> {
  await page.waitForFunction(
    (wanted) =>
      wanted.every((id) => window.voorkant?.status().find((module) => module.id === id)?.state === 'ready'),
    ids,
  );
}

/**
 * Runs axe-core on the page at rest and returns its violations (rule id and the offending targets).
 * A page that moves on its own can still be moving while axe reads it: a rotating title turns every
 * few seconds, and on a loaded machine an axe run (a second or more) overlapped a turn, whose word
 * was half faded in (`color-contrast` on `.is-current > .animated-titles__token`, 1 of 36 runs at 3×
 * CPU). So what axe finds is checked again, after the page has settled once more, up to
 * `axeRechecks` times, and only what every run found is reported: a flaw of the page at rest shows
 * in each.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  await headerSettled(page);
  let found = await axeRun(page, include);
  for (let recheck = 0; recheck < axeRechecks && found.length > 0; recheck++) {
    const again = new Set((await axeRun(page, include)).map((node) => node.join(' ')));
    found = found.filter((node) => again.has(node.join(' ')));
  }
  // One line per rule, its targets in the order axe gave them.
  const byRule = new Map<string, string[]>();
  for (const [id, target] of found) byRule.set(id, [...(byRule.get(id) ?? []), target]);
  return [...byRule].map(([id, targets]) => `${id}: ${targets.join(', ')}`);
}

const axeRechecks = 2;

/** One axe run once animations have settled: [rule id, target] per offending node. */
async function axeRun(page: Page, include?: string): Promise<[string, string][]> {
  await settleAnimations(page);
  // Added once per document: axe is about 550 KB to parse, and a page is checked up to seven times
  // (closed, then with each popup open).
  if (!(await page.evaluate(() => 'axe' in window))) {
    axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
    await page.addScriptTag({ content: axeSource });
  }
  return page.evaluate(async (context) => {
    const axe = (
      window as unknown as {
        axe: {
          run(
            context: unknown,
            options: unknown,
          ): Promise<{ violations: { id: string; nodes: { target: unknown[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(context ?? document, { resultTypes: ['violations'] });
    return result.violations.flatMap((violation) =>
      violation.nodes.map((node): [string, string] => [violation.id, node.target.join(' ')]),
    );
  }, include);
}

/**
 * On a phone the header module loads at once (its media query matches) and makes the theme's
 * `aria-hidden` flyout toggle a button; until it has, axe rightly flags the theme's markup
 * (`aria-hidden-focus`). A check that waits only for its own module could run in between, more
 * often now that the host's preload hints bring the anti-spam chunks in early. So axe waits (at most
 * 5 s: a test may hold the header's chunk on purpose) until the header has run or given up.
 */
async function headerSettled(page: Page): Promise<void> {
  const media = registry.modules.find((entry) => entry.id === 'header')?.media;
  if (!media) throw new Error('registry.json: the header entry has no media query');
  await page
    .waitForFunction(
      (query) => {
        const header = window.voorkant?.status().find((module) => module.id === 'header');
        return (
          !header ||
          header.matched === 0 ||
          !matchMedia(query).matches ||
          !['waiting', 'loading'].includes(header.state)
        );
      },
      media,
      { timeout: 5000 },
    )
    .catch(() => {});
}

/**
 * Waits (at most 2 s) until every finite animation and transition on the page has ended, so a check
 * of what the visitor sees (contrast above all) reads the end state rather than a fade's middle.
 * Endless ones (a rotating title, an autoplaying slider's progress) are left running.
 */
/**
 * How many animations the document has, but the stylesheet net's own: kernel.css runs one on `html`
 * (kernel/net-build.ts) that moves nothing and stays paused or finished, for good.
 */
export const pageAnimationCount = (page: Page): Promise<number> =>
  page.evaluate(
    () =>
      document
        .getAnimations()
        .filter((animation) => (animation as CSSAnimation).animationName !== 'voorkant-net').length,
  );

export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const deadline = performance.now() + 2000;
    const finite = () =>
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY),
        );
    for (let running = finite(); running.length > 0 && performance.now() < deadline; running = finite()) {
      const timeLeft = new Promise((resolve) => setTimeout(resolve, deadline - performance.now()));
      await Promise.race([Promise.allSettled(running.map((animation) => animation.finished)), timeLeft]);
      // A finished fade may start the next one (a post after a post): look again after a frame.
      await new Promise(requestAnimationFrame);
    }
  });
}

/**
 * Waits until the kernel has loaded every module the page asked for up front (eager, idle and
 * visible ones): a check of the whole page then sees it as the visitor does after a moment.
 */
export async function settleModules(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => resolve(undefined), { timeout: 3000 })),
  );
  await page.waitForFunction(
    () => window.voorkant?.status().every((module) => module.state !== 'loading') ?? false,
    undefined,
    { timeout: 20_000 },
  );
}

/** Saves a screenshot into the git-ignored test/artifacts folder, for people to look at. */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  const dir = new URL('../artifacts/', import.meta.url).pathname;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}${name}.png` });
}

/** What the demo's provider player reported receiving, in the order it received it. */
export function providerPlayerLog(backend: Backend): Record<string, string>[] {
  return backend
    .receivedAt(/^\/video-speler\/log\/?$/)
    .map((request) => request.form)
    .sort((a, b) => Number(a.seq) - Number(b.seq));
}

/**
 * Records, from before the first paint, the layout shifts not caused by input that move something
 * in the page's content (`#main`); read their sum with `contentShift(page)`. A shift of the header
 * alone is left out: on a slow machine the HTML parser paints the header before it has read the
 * whole main menu, and the menu then widens as its items arrive (at 8× CPU the nav grew from 27 to
 * 814 px, 0.006–0.036), which is the browser's progressive rendering, not a script's.
 */
export const contentShiftRecorder = `
  window.__contentShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (!entry.hadRecentInput && entry.sources.some(({ node }) =>
        !node || (node.nodeType === Node.ELEMENT_NODE ? node : node.parentElement)?.closest('#main')))
        window.__contentShift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
`;

/** The layout shift `contentShiftRecorder` has summed so far. */
export const contentShift = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { __contentShift: number }).__contentShift);

/**
 * Counts the timer, frame and idle callbacks Voorkant's own code (kernel.js and its chunks) asked
 * for, as they run, by the chunk that asked (issue 17: nothing of ours wakes while the page is idle,
 * at most once per visible change where something changes on its own). Pass as `initScript`, read
 * with `wakeUps(page)` (all of ours) or `wakeUps(page, ['slider', …])` (those chunks only); how
 * many they asked for, fired or not (a timer set again and again), with `callbacksAsked`.
 */
export const wakeUpRecorder = `(() => {
  window.__wakeUps = {};
  window.__asked = {};
  const asker = () => {
    const found = /\\/dist\\/(?:chunks\\/[\\w-]+\\/([a-z0-9.-]+)\\.js|(kernel)\\.js)/.exec(new Error().stack || '');
    return found ? found[1] || found[2] : undefined;
  };
  for (const name of ['setTimeout', 'setInterval', 'requestAnimationFrame', 'requestIdleCallback']) {
    const original = window[name];
    if (typeof original !== 'function') continue;
    window[name] = function (callback, ...rest) {
      const chunk = typeof callback === 'function' ? asker() : undefined;
      if (chunk) {
        window.__asked[chunk] = (window.__asked[chunk] || 0) + 1;
        const inner = callback;
        callback = function (...args) {
          window.__wakeUps[chunk] = (window.__wakeUps[chunk] || 0) + 1;
          return inner.apply(this, args);
        };
      }
      return original.call(window, callback, ...rest);
    };
  }
})();`;

/** A count `wakeUpRecorder` keeps by chunk, summed over every chunk of ours or the named ones. */
function recorderCount(
  page: Page,
  record: '__wakeUps' | '__asked',
  chunks?: readonly string[],
): Promise<number> {
  return page.evaluate(
    ([name, names]) => {
      const counts = (window as unknown as Record<string, Record<string, number>>)[name as string]!;
      return Object.entries(counts)
        .filter(([chunk]) => !names || (names as string[]).includes(chunk))
        .reduce((sum, [, count]) => sum + count, 0);
    },
    [record, chunks] as const,
  );
}

/** How many callbacks Voorkant's code (or the named chunks') has run since the page started (see `wakeUpRecorder`). */
export const wakeUps = (page: Page, chunks?: readonly string[]) => recorderCount(page, '__wakeUps', chunks);

/** How many callbacks Voorkant's code (or the named chunks') has asked for, fired or not (see `wakeUpRecorder`). */
export const callbacksAsked = (page: Page, chunks?: readonly string[]) =>
  recorderCount(page, '__asked', chunks);

/** One animation frame as `recordScrollFrames` saw it. */
export interface ScrollFrame {
  /** `window.scrollY`, rounded. */
  y: number;
  /** Whether the body had the theme's `fusion-scrolling-active` class (a smooth scroll under way). */
  scrolling: boolean;
}

/**
 * Records every animation frame's scroll position in the page, from now on (at most 600 frames,
 * 10 s at 60 Hz), to read with `scrollFrames` once a smooth scroll has ended: a position on the way,
 * read by separate round trips, can be missed on a loaded machine.
 */
export function recordScrollFrames(page: Page): Promise<void> {
  return page.evaluate(() => {
    const frames: { y: number; scrolling: boolean }[] = [];
    (window as unknown as { __scrollFrames: typeof frames }).__scrollFrames = frames;
    const sample = () => {
      frames.push({
        y: Math.round(window.scrollY),
        scrolling: document.body.classList.contains('fusion-scrolling-active'),
      });
      if (frames.length < 600) requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
}

/** The frames `recordScrollFrames` has recorded so far. */
export function scrollFrames(page: Page): Promise<ScrollFrame[]> {
  return page.evaluate(() => (window as unknown as { __scrollFrames: ScrollFrame[] }).__scrollFrames);
}
