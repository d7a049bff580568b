// What a demo page makes a visitor download, by the byte: the JavaScript (gzip) and requests after
// load with no input, after reading down the page (scrolling only), and after the first click.
// Shared by the bench (which reports it) and test/build/page-budgets.test.ts (which enforces it).
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import registry from '../registry.json';

export interface BytesAt {
  jsGzipBytes: number;
  requests: number;
  /** Files under dist/ that were fetched, in order (`kernel.js`, `chunks/<build>/menu.js`). */
  scripts: string[];
  /** The deepest request chain of those scripts so far: who asked for whom (`kernel.js` first). */
  chain: string[];
}

export interface PageBytes {
  page: string;
  /** Loaded and settled, no input at all. */
  beforeInteraction: BytesAt;
  /** Registry ids the kernel matched by then. */
  matched: string[];
  /** Scrolled to the end and back: what reading the page costs. */
  afterScroll: BytesAt;
  /** After the first click on what a module made interactive (null when nothing is clickable). */
  afterFirstClick: BytesAt | null;
  /** What that click was on. */
  firstClick: string | null;
}

interface Entry {
  id: string;
  selector: string;
  load: string | string[];
  enabled?: boolean;
}

const entries = (registry.modules as Entry[]).filter((entry) => entry.enabled !== false);

/** The first thing a visitor would click that makes Voorkant load more: an interaction-loaded module's element, else a Voorkant control. */
const clickTargets = [
  ...entries
    .filter((entry) => ([] as string[]).concat(entry.load).includes('interaction'))
    .map((entry) => entry.selector),
  'button[aria-expanded]',
  '[role="tab"]',
  '.quantity-stepper__button',
];

/** Voorkant's requests by address: who asked for each (a script's address, or none: the page), and when it arrived. */
export type AskedRequests = Map<string, { initiator: string | undefined; endMs: number }>;

/** Who asked for a request (CDP `Network.requestWillBeSent`): the parser's document or the script that ran import(). */
export const initiatorOf = (initiator: { url?: string; stack?: { callFrames: { url: string }[] } }) =>
  initiator.url ?? initiator.stack?.callFrames[0]?.url;

/**
 * The request chain of Voorkant's files fetched so far (scripts and stylesheets under dist/): how
 * deep the deepest was (kernel.js is 1), the chain itself, and when the last file arrived.
 */
export function chainOf(requests: AskedRequests) {
  const path = (url: string, seen = new Set<string>()): string[] => {
    const request = requests.get(url);
    if (!request || seen.has(url)) return [];
    seen.add(url);
    return [...(request.initiator ? path(request.initiator, seen) : []), url.replace(/.*\/dist\//, '')];
  };
  let deepest: string[] = [];
  let last = 0;
  for (const [url, request] of requests) {
    const chain = path(url);
    if (chain.length > deepest.length) deepest = chain;
    last = Math.max(last, request.endMs);
  }
  return { depth: deepest.length, chain: deepest, lastMs: Math.round(last) };
}

/** Waits until no request has been in flight for `quietMs`. */
async function quiet(page: Page, inFlight: () => number, quietMs = 400, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  let calmSince = Date.now();
  while (Date.now() < end) {
    if (inFlight() > 0) calmSince = Date.now();
    else if (Date.now() - calmSince >= quietMs) return;
    await page.waitForTimeout(50);
  }
}

/** A page opened in its own context, recording the Voorkant files it fetches. */
interface RecordedPage {
  page: Page;
  /** What was fetched so far, once no request has been in flight for a moment. */
  snapshot(): Promise<BytesAt>;
  close(): Promise<void>;
}

async function openRecorded(browser: Browser, origin: string, path: string): Promise<RecordedPage> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const sizes: Promise<number>[] = [];
  const scripts: string[] = [];
  let requests = 0;
  let inFlight = 0;
  page.on('request', () => {
    requests++;
    inFlight++;
  });
  page.on('requestfinished', () => inFlight--);
  page.on('requestfailed', () => inFlight--);
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/dist/') || !url.pathname.endsWith('.js')) return;
    scripts.push(url.pathname.slice('/dist/'.length));
    sizes.push(response.body().then((body) => gzipSync(body, { level: 9 }).length));
  });
  const close = () => context.close();
  try {
    // Who asked for each script: the page (kernel.js) or another script (a chunk's import()).
    const asked: AskedRequests = new Map();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    cdp.on('Network.requestWillBeSent', (event) => {
      const url = new URL(event.request.url);
      if (!url.pathname.startsWith('/dist/') || !url.pathname.endsWith('.js')) return;
      if (!asked.has(event.request.url))
        asked.set(event.request.url, { initiator: initiatorOf(event.initiator), endMs: 0 });
    });
    await page.goto(`${origin}${path}`, { waitUntil: 'load' });
    await page.waitForFunction(() => Boolean(window.voorkant), undefined, { timeout: 10_000 });
    const snapshot = async (): Promise<BytesAt> => {
      await quiet(page, () => inFlight);
      const bytes = await Promise.all(sizes);
      return {
        jsGzipBytes: bytes.reduce((sum, size) => sum + size, 0),
        requests,
        scripts: [...scripts],
        chain: chainOf(asked).chain,
      };
    };
    return { page, snapshot, close };
  } catch (error) {
    await close();
    throw error;
  }
}

export async function measurePageBytes(browser: Browser, origin: string, path: string): Promise<PageBytes> {
  const { page, snapshot, close } = await openRecorded(browser, origin, path);
  try {
    const beforeInteraction = await snapshot();
    const matched = await matchedOn(page);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < height; y += 600) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(50);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    const afterScroll = await snapshot();
    let firstClick: string | null = null;
    for (const selector of clickTargets) {
      const target = page.locator(selector).locator('visible=true').first();
      if ((await target.count()) === 0) continue;
      firstClick = selector;
      // A click that navigates would leave the page: only the download it triggers counts.
      await target.click({ timeout: 2000, noWaitAfter: true }).catch(() => {});
      break;
    }
    const afterFirstClick = firstClick ? await snapshot() : null;
    return { page: path, beforeInteraction, matched, afterScroll, afterFirstClick, firstClick };
  } finally {
    await close();
  }
}

/**
 * What the page downloads before any interaction, and the registry ids the kernel matched once it
 * settled: the part of `measurePageBytes` the page budgets enforce, without the reading down and the
 * click (which the bench reports), in one visit.
 */
export async function bytesBeforeInteraction(
  browser: Browser,
  origin: string,
  path: string,
): Promise<{ bytes: BytesAt; matched: string[] }> {
  const { page, snapshot, close } = await openRecorded(browser, origin, path);
  try {
    return { bytes: await snapshot(), matched: await matchedOn(page) };
  } finally {
    await close();
  }
}

const matchedOn = (page: Page) =>
  page.evaluate(() =>
    (window.voorkant?.status() ?? []).filter((status) => status.matched > 0).map((status) => status.id),
  );
