// The WordPress tests' harness: one real WordPress (server.ts) per test file, the worker's Chromium
// (shared with its other files), a fresh browser context per visit, logging in through wp-login.php,
// and REST calls as a given user.
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { closeFileContexts, workerBrowser } from '../browser/harness';
import { startWordPress, type WordPress } from './server';

export const voorkant = 'voorkant/voorkant.php';
export const antispamStandIn = 'cleantalk-spam-protect/cleantalk.php';
export const builderStandIn = 'fusion-builder/fusion-builder.php';
export const strictCsp = 'voorkant-test-csp/voorkant-test-csp.php';
export const otherPlugin = 'voorkant-test-other/voorkant-test-other.php';

export const users = {
  administrator: { login: 'beheerder', password: 'beheerder-wachtwoord' },
  editor: { login: 'redacteur', password: 'redacteur-wachtwoord' },
} as const;

export interface WpVisit {
  page: Page;
  context: BrowserContext;
  console: string[];
  errors: string[];
  /** Every URL the page requested, in order. */
  requests: string[];
  /** Every response the page got: URL and HTTP status. */
  responses: { url: string; status: number }[];
  /** Ids of the Voorkant module chunks requested (`email-encoder` for …/chunks/<build>/email-encoder.js). */
  chunks(): string[];
}

export interface WordPressHarness {
  readonly wp: WordPress;
  readonly browser: Browser;
  /**
   * A fresh context with the page opened at `path`; with `login`, the user logged in through
   * wp-login.php first (once per file: later visits reuse that session's cookies).
   */
  visit(
    path: string,
    options?: { login?: keyof typeof users; context?: BrowserContextOptions },
  ): Promise<WpVisit>;
}

export function chunkIds(requests: readonly string[]): string[] {
  return requests
    .map((url) => new URL(url).pathname.match(/\/voorkant\/dist\/chunks\/[\w-]+\/([a-z0-9-]+)\.js$/)?.[1])
    .filter((id): id is string => Boolean(id));
}

/** Logs in through wp-login.php's form, landing on `then` (a path of the site; the dashboard by default). */
export async function logIn(
  page: Page,
  base: string,
  user: keyof typeof users,
  then = '/wp-admin/',
): Promise<void> {
  await page.goto(`${base}/wp-login.php?redirect_to=${encodeURIComponent(`${base}${then}`)}`);
  await page
    .getByLabel(/^(Username or Email Address|Gebruikersnaam of e-mailadres)$/)
    .fill(users[user].login);
  await page.getByLabel(/^(Password|Wachtwoord)$/, { exact: true }).fill(users[user].password);
  await Promise.all([
    page.waitForURL((url) => !url.pathname.endsWith('/wp-login.php')),
    page.getByRole('button', { name: /^(Log In|Inloggen)$/ }).click(),
  ]);
}

/** Session cookies and a REST nonce for `user`, logged in through wp-login.php without a browser. */
export async function restSession(
  base: string,
  user: keyof typeof users,
): Promise<{ cookie: string; nonce: string }> {
  const response = await fetch(`${base}/wp-login.php`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: 'wordpress_test_cookie=WP%20Cookie%20check',
    },
    body: new URLSearchParams({ log: users[user].login, pwd: users[user].password, testcookie: '1' }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .filter((pair) => !pair!.endsWith('='))
    .join('; ');
  const nonce = await (
    await fetch(`${base}/wp-admin/admin-ajax.php?action=rest-nonce`, { headers: { cookie } })
  ).text();
  return { cookie, nonce };
}

/**
 * Registers the file's hooks: WordPress with `plugins` active, Chromium, a fresh context per visit;
 * with `ownPluginFolder`, a site whose plug-in folder starts empty and is its own (see startWordPress).
 */
export function withWordPress(
  plugins: string[],
  options: { ownPluginFolder?: boolean } = {},
): WordPressHarness {
  let wp: WordPress | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const sessions = new Map<keyof typeof users, Awaited<ReturnType<BrowserContext['storageState']>>>();
  beforeAll(async () => {
    // Never a skip: without PHP (or WordPress) every test fails with what to install.
    const setupError = inject('wordpressSetupError');
    if (setupError) throw new Error(setupError);
    [wp, browser] = await Promise.all([startWordPress({ plugins, ...options }), workerBrowser()]);
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close().catch(() => {})));
  });
  afterAll(async () => {
    await closeFileContexts(browser);
    await wp?.stop();
  });
  return {
    get wp() {
      return wp!;
    },
    get browser() {
      return browser!;
    },
    async visit(path, options = {}) {
      const session = options.login ? sessions.get(options.login) : undefined;
      const context = await browser!.newContext({
        viewport: { width: 1280, height: 900 },
        ...(session ? { storageState: session } : {}),
        ...options.context,
      });
      contexts.push(context);
      const page = await context.newPage();
      const visit: WpVisit = {
        page,
        context,
        console: [],
        errors: [],
        requests: [],
        responses: [],
        chunks: () => chunkIds(visit.requests),
      };
      page.on('console', (message) => visit.console.push(`${message.type()}: ${message.text()}`));
      page.on('pageerror', (error) => visit.errors.push(error.message));
      page.on('request', (request) => visit.requests.push(request.url()));
      page.on('response', (response) =>
        visit.responses.push({ url: response.url(), status: response.status() }),
      );
      if (options.login && !session) {
        await logIn(page, wp!.url, options.login, path);
        sessions.set(options.login, await context.storageState());
      } else await page.goto(`${wp!.url}${path}`);
      return visit;
    },
  };
}

/** Waits for the kernel's first scan of the page (the 'voorkant:boot' measure). */
export async function kernelBooted(page: Page): Promise<void> {
  await page.waitForFunction(
    () => Boolean(window.voorkant) && performance.getEntriesByName('voorkant:boot').length > 0,
  );
}
