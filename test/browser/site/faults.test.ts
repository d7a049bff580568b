// Every demo page under each fault a real site meets: a module chunk that 404s, a module whose init
// throws, a back end that hangs, answers 500 or answers garbage, storage and cookies disabled, and
// settings full of garbage. Under each, the page stays usable: the kernel runs, every module that
// should run does, the first form reaches the server, a menu link navigates, and the console names
// the cause. Prints (and saves to test/artifacts/fault-table.md) the fault × page table.
import { mkdirSync, writeFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import type { Fault } from '../../../demo/server/backend';
import { type VisitOptions, withSite } from '../harness';
import {
  loadingTimeline,
  type ModuleState,
  menuLinkNavigates,
  scrollAndSettle,
  submitFirstForm,
} from './fault-checks';
import { demoRoutes, formRoutes, registryEntries } from './site-walk';

const storageAndCookiesOff = `
  for (const name of ['localStorage', 'sessionStorage']) {
    Object.defineProperty(window, name, { get() { throw new DOMException('The operation is insecure.', 'SecurityError'); } });
  }
  Object.defineProperty(Document.prototype, 'cookie', {
    get() { throw new DOMException('The operation is insecure.', 'SecurityError'); },
    set() { throw new DOMException('The operation is insecure.', 'SecurityError'); },
  });
`;

/** A module the fixture registry of the test build provides, whose init always throws. */
const throwingModule = `
  document.addEventListener('DOMContentLoaded', () => {
    const host = document.createElement('div');
    host.setAttribute('data-fixture-throws', '');
    host.hidden = true;
    document.body.append(host);
  }, { once: true });
`;

function garbageSettings(): Record<string, unknown> {
  const junk: unknown[] = ['🙃', 42, ['a'], null, true, { nested: { deeper: 'x' } }];
  const settings: Record<string, unknown> = { modules: 'nee', breakpoints: [1, 2], debug: 'ja' };
  registryEntries().forEach((entry, index) => {
    settings[entry.id] = junk[index % junk.length];
  });
  return settings;
}

const platformPath = /^\/(wp-json\/|wp-admin\/admin-ajax\.php)/;

interface FaultCase {
  name: string;
  /** The module made to fail on purpose, if any: it must fail, and be named in the console. */
  failing?: (baseline: ModuleState[]) => string | undefined;
  faults?: (baseline: ModuleState[]) => Fault[];
  options?: VisitOptions;
  /** When the page called the platform under this fault, the console says so in these words (SPEC section 8). */
  consoleSays?: RegExp;
  /**
   * Only on the pages with a form that posts: the fault is in the anti-spam code every page runs
   * alike, and what it must never cost is a submission (about 4 minutes of suite time saved).
   */
  formsOnly?: true;
}

const garbage = garbageSettings();
/** Signals saved through the platform's alternative-cookie call: every page with the anti-spam module calls the back end at once. */
const alternativeCookies: VisitOptions = {
  ctPublic: { data__cookies_type: 'alternative' },
  ctPublicFunctions: { data__cookies_type: 'alternative' },
};

/**
 * The page's first ready module in registry.json's order: the build ships the entries in the order
 * that gzips smallest (kernel/registry-order.ts), which changes with every module added.
 */
const registryOrder = registryEntries().map((entry) => entry.id);
const firstReady = (baseline: ModuleState[]) =>
  registryOrder.find((id) => baseline.some((status) => status.id === id && status.state === 'ready'));

const faultCases: FaultCase[] = [
  {
    name: 'module chunk 404',
    failing: (baseline) => firstReady(baseline),
    faults: (baseline) => {
      const id = firstReady(baseline);
      return id ? [{ path: new RegExp(`^/dist/chunks/[\\w-]+/${id}\\.js`), mode: 'status-404' }] : [];
    },
  },
  { name: 'module init throws', failing: () => 'fixture-throws', options: { initScript: throwingModule } },
  {
    name: 'back end times out',
    formsOnly: true,
    faults: () => [{ path: platformPath, mode: 'hang' }],
    // The 15 s request timeout, shortened so the suite need not wait for it.
    options: { ...alternativeCookies, settings: { 'antispam-forms': { requestTimeoutMs: 1500 } } },
    consoleSays: /^error: Server response timeout/,
  },
  {
    name: 'back end answers 500',
    formsOnly: true,
    faults: () => [{ path: platformPath, mode: 'status-500' }],
    options: alternativeCookies,
    consoleSays: /^error: Internal server error\./,
  },
  {
    name: 'back end answers garbage',
    formsOnly: true,
    faults: () => [{ path: platformPath, mode: 'garbage' }],
    options: alternativeCookies,
    consoleSays: /^error: Unexpected response from server\. See console for details\./,
  },
  { name: 'storage and cookies disabled', options: { initScript: storageAndCookiesOff }, formsOnly: true },
  { name: 'settings are garbage', options: { settings: garbage } },
];

const settingsSwitched = new Set(
  registryEntries()
    .filter((entry) => entry.when?.startsWith('settings.'))
    .map((entry) => entry.id),
);

const table = new Map<string, Map<string, string>>();

function record(fault: string, route: string, outcome: string): void {
  if (!table.has(fault)) table.set(fault, new Map());
  table.get(fault)!.set(route, outcome);
}

describe('fault injection across every page', () => {
  const site = withSite({ reusePages: true });
  const baselines = new Map<string, ModuleState[]>();

  async function baselineOf(route: string): Promise<ModuleState[]> {
    if (!baselines.has(route)) {
      const visit = await site.visit(route);
      baselines.set(route, await scrollAndSettle(visit.page));
      // Not the context: closing it made the faulted visit start a new one, which doubled this
      // suite's CPU time for the 36 tests that take a baseline.
      await site.leave(visit);
    }
    return baselines.get(route)!;
  }

  afterAll(() => {
    const routes = demoRoutes();
    const lines = [
      `| fault | ${routes.join(' | ')} |`,
      `| --- | ${routes.map(() => '---').join(' | ')} |`,
      ...[...table].map(
        ([fault, outcomes]) =>
          `| ${fault} | ${routes.map((route) => outcomes.get(route) ?? '–').join(' | ')} |`,
      ),
    ];
    const text = lines.join('\n');
    console.log(`\nFault × page:\n${text}\n`);
    const dir = new URL('../../artifacts/', import.meta.url).pathname;
    mkdirSync(dir, { recursive: true });
    writeFileSync(`${dir}fault-table.md`, `${text}\n`);
  });

  for (const faultCase of faultCases) {
    it.each(faultCase.formsOnly ? formRoutes() : demoRoutes())(
      `${faultCase.name}: %s stays usable`,
      async (route) => {
        record(faultCase.name, route, 'FAIL');
        const baseline = await baselineOf(route);
        for (const fault of faultCase.faults?.(baseline) ?? []) site.backend.fault(fault);
        const failing = faultCase.failing?.(baseline);

        const visit = await site.visit(route, faultCase.options);
        const states = await scrollAndSettle(visit.page);

        const unsettled = states.some((status) => status.state === 'loading');
        const timeline = unsettled ? await loadingTimeline(visit.page, visit.requests) : '';
        for (const expected of baseline.filter((status) => status.state === 'ready')) {
          if (expected.id === failing) continue;
          // A module that runs only when a setting asks for it (`when: settings.…`) rightly stays
          // off when the settings are garbage.
          if (faultCase.options?.settings === garbage && settingsSwitched.has(expected.id)) continue;
          expect(
            states.find((status) => status.id === expected.id)?.state,
            timeline ? `${expected.id} (${timeline})` : expected.id,
          ).toBe('ready');
        }
        if (failing) {
          expect(states.find((status) => status.id === failing)?.state).toBe('failed');
          const naming = visit.console.filter(
            (line) => line.startsWith('error:') && line.includes(`"${failing}"`),
          );
          expect(naming.length, visit.console.join('\n')).toBeGreaterThanOrEqual(1);
        }
        const calledPlatform = () => visit.requests.some((url) => platformPath.test(new URL(url).pathname));
        if (
          faultCase.consoleSays &&
          baseline.some((status) => status.id === 'antispam-forms' && status.state === 'ready')
        ) {
          await expect
            .poll(calledPlatform, { message: 'the anti-spam module called the back end' })
            .toBe(true);
          const says = faultCase.consoleSays;
          await expect
            .poll(() => visit.console.filter((line) => says.test(line)).length, { timeout: 10_000 })
            .toBeGreaterThanOrEqual(1);
        }
        const voorkantErrors = visit.errors.filter((message) => !/fixture/.test(message));
        expect(voorkantErrors).toEqual([]);

        // The menu is tried on the page under the fault: opened again when its form took the
        // visitor to the server's answer.
        if (await submitFirstForm(visit.page, site.backend))
          await visit.page.goto(new URL(route, site.server.url).href);
        expect(await menuLinkNavigates(visit.page)).toBe(true);
        record(faultCase.name, route, 'pass');
      },
    );
  }
});
