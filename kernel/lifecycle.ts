// One module on one page: the elements it matched, the strategies waiting to load it, and its
// loading. Running its code (init, hooks, teardown) is kernel/instances.ts, fetched with the first
// module chunk. Every call into module code is isolated: a throw is reported with the module and
// element and stops only this module.
import type { KernelBus } from './bus';
import type {
  Cleanup,
  CompletedRequest,
  ModuleDefinition,
  Site,
  Strategy,
  StrategyName,
  Viewport,
} from './contract';
import type { ModuleInstances } from './instances';
import type { LoadableEntry } from './registry';
import type { ViewportWatch } from './viewport';
import { sliceUsedUp, yieldToPage } from './yield';

export type ModuleState = 'waiting' | 'loading' | 'ready' | 'failed' | 'off';

export interface ModuleStatus {
  id: string;
  state: ModuleState;
  matched: number;
  /** Time from asking for the chunk to having the module, in ms. */
  loadMs?: number;
  /** Time spent in init calls, in ms. */
  initMs: number;
  error?: string;
}

export interface KernelServices {
  site: Site;
  bus: KernelBus;
  /** Set by `startSignals`, before any module code runs. */
  viewport?: ViewportWatch;
  /** Starts the viewport and request signals (once) from the instances chunk. */
  startSignals(signals: Pick<typeof import('./instances'), 'watchViewport' | 'watchRequests'>): void;
  strategies: Record<StrategyName, Strategy>;
  scan(root: ParentNode): void;
  /** Runs a module's safety net over elements (kernel/safety-net.ts, fetched on first use). */
  lift(id: string, elements: Iterable<Element>): void;
  /** Tests re-throw, so no error can hide in a test. */
  rethrow: boolean;
}

export interface ModuleRuntime {
  readonly entry: LoadableEntry;
  scan(root: ParentNode): void;
  detachDisconnected(): void;
  hook(name: 'resize' | 'ajaxComplete', argument: Viewport | CompletedRequest): void;
  setEnabled(on: boolean): void;
  status(): ModuleStatus;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** `<a#foto-3.lightbox>`: enough to find the element in the page. */
export const describeElement = (element: Element) =>
  `<${element.localName}${element.id ? `#${element.id}` : ''}${[...element.classList]
    .slice(0, 2)
    .map((name) => `.${name}`)
    .join('')}>`;

/**
 * @param enabled the module runs on this page (switched on, and its `when` and editor rules allow it)
 * @param lifts its safety net applies here: it has one, its rules allow it, and the host removed the
 *   theme's own script for it. Then a failed, hanging or switched-off module has its gates lifted.
 */
export function createModuleRuntime(
  entry: LoadableEntry,
  kernel: KernelServices,
  enabled: boolean,
  lifts: boolean,
): ModuleRuntime {
  const { id } = entry;
  let state: ModuleState = enabled ? 'waiting' : 'off';
  let running: ModuleInstances | undefined;
  let definition: ModuleDefinition<unknown, unknown, object> | undefined;
  let loading: Promise<boolean> | undefined;
  const elements = new Set<Element>();
  const waiting = new Map<Element, Cleanup>();
  const stats: Omit<ModuleStatus, 'id' | 'state' | 'matched'> = { initMs: 0 };

  const lift = (list: Iterable<Element>) => {
    if (lifts) kernel.lift(id, list);
  };

  function report(hook: string, element: Element | undefined, error: unknown): void {
    state = 'failed';
    lift(elements);
    stats.error = `${hook}: ${messageOf(error)}`;
    console.error(
      `[voorkant] module "${id}" failed in ${hook}${element ? ` on ${describeElement(element)}` : ''}: ${messageOf(error)}`,
      error,
    );
    kernel.bus.emit('module:error', { id, hook, element, error });
    if (kernel.rethrow) throw error;
  }

  function call<T>(hook: string, element: Element | undefined, body: () => T): T | undefined {
    try {
      return body();
    } catch (error) {
      report(hook, element, error);
    }
  }

  const host = { id, scope: entry.scope, elements, call, report, isReady: () => state === 'ready', stats };

  function endWaiting(): void {
    for (const cleanup of waiting.values()) cleanup();
    waiting.clear();
  }

  async function run(): Promise<boolean> {
    const instances = await import('./instances');
    kernel.startSignals(instances);
    if (definition!.stylesheet) await instances.loadStylesheet(definition!.stylesheet);
    running = instances.createInstances(definition!, host, kernel);
    if (state !== 'loading') return false;
    state = 'ready';
    for (const element of [...elements]) {
      if (sliceUsedUp()) await yieldToPage();
      await running.start(element);
    }
    await running.settled();
    return state === 'ready';
  }

  async function loadModule(): Promise<boolean> {
    state = 'loading';
    const started = performance.now();
    // A chunk that hangs is not a 404: without this, a gated element would wait as long as the
    // request does. A module that is not ready by then is given up for this page view.
    const ms = kernel.site.kernel.safetyNetMs;
    const timer =
      lifts &&
      setTimeout(() => {
        if (state === 'loading') report('load', undefined, new Error(`not ready after ${ms} ms`));
      }, ms);
    try {
      return await loadAndRun(started);
    } finally {
      if (timer) clearTimeout(timer);
    }
  }

  async function loadAndRun(started: number): Promise<boolean> {
    try {
      // A chunk that failed once (a deploy in progress, a dropped connection) gets one more try.
      const [loaded] = await Promise.all([entry.loader().catch(entry.loader), import('./instances')]);
      definition = loaded.default as typeof definition;
    } catch (error) {
      endWaiting();
      if (state !== 'loading') return false;
      report('load', undefined, new Error(`chunk not loaded after a retry (${messageOf(error)})`));
      return false;
    }
    // Given up on while it loaded (the safety net's timer): the late chunk is ignored.
    if (state !== 'loading') return false;
    if (definition?.id !== id || typeof definition.init !== 'function') {
      endWaiting();
      report(
        'load',
        undefined,
        new Error(`modules/${id}/index.ts must export defineModule({ id: '${id}', init })`),
      );
      return false;
    }
    stats.loadMs = performance.now() - started;
    kernel.bus.emit('module:loaded', { id, ms: stats.loadMs });
    const ready = await run();
    endWaiting();
    return ready;
  }

  function load(): Promise<boolean> {
    if (state === 'waiting') loading ??= loadModule();
    return loading ?? Promise.resolve(state === 'ready');
  }

  function match(element: Element): void {
    if (state === 'off' || state === 'failed') return lift([element]);
    if (elements.has(element)) return;
    elements.add(element);
    if (state === 'ready') void running?.start(element);
    else if (state === 'waiting') {
      const cleanups = entry.strategies.map((name) =>
        call(`load strategy "${name}"`, element, () => kernel.strategies[name](load, element, entry)),
      );
      waiting.set(element, () => {
        for (const cleanup of cleanups) cleanup?.();
      });
    }
  }

  function stop(element: Element): void {
    waiting.get(element)?.();
    waiting.delete(element);
    elements.delete(element);
    running?.stop(element);
  }

  return {
    entry,
    scan(within) {
      if ((state === 'off' || state === 'failed') && !lifts) return;
      const selector = entry.selector;
      if (!selector) return match(document.documentElement);
      const found = call('matching', undefined, () => [
        ...(within instanceof Element && within.matches(selector) ? [within] : []),
        ...within.querySelectorAll(selector),
      ]);
      for (const element of found ?? []) match(element);
    },
    detachDisconnected() {
      for (const element of [...elements]) if (!element.isConnected) stop(element);
    },
    hook(name, argument) {
      if (state === 'ready') running?.hook(name, argument);
    },
    setEnabled(on) {
      if (!on && state !== 'off') {
        endWaiting();
        const matched = [...elements];
        for (const element of matched) stop(element);
        running?.stopAll();
        running = loading = undefined;
        state = 'off';
        lift(matched);
      } else if (on && state === 'off') {
        state = 'waiting';
        if (definition) {
          state = 'loading';
          loading = run();
        }
      }
    },
    status: () => ({ id, state, matched: elements.size, ...stats }),
  };
}
