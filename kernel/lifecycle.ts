// One module on one page: the elements it matched, its loading, and every call into its code,
// each isolated so that a throw is reported with the module and element and stops only this module.
import type { KernelBus } from './bus';
import type {
  Cleanup,
  CompletedRequest,
  Logger,
  ModuleContext,
  ModuleDefinition,
  Site,
  Strategy,
  StrategyName,
  Viewport,
} from './contract';
import type { LoadableEntry } from './registry';
import type { ViewportWatch } from './viewport';
import { yieldIfBusy } from './yield';

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
  viewport: ViewportWatch;
  strategies: Record<StrategyName, Strategy>;
  scan(root: ParentNode): void;
  /** Tests re-throw, so no error can hide in a test. */
  rethrow: boolean;
}

export interface ModuleRuntime {
  readonly entry: LoadableEntry;
  scan(root: ParentNode): void;
  detachDisconnected(): void;
  resize(viewport: Viewport): void;
  ajaxComplete(request: CompletedRequest): void;
  setEnabled(on: boolean): void;
  status(): ModuleStatus;
}

type AnyDefinition = ModuleDefinition<unknown, unknown, object>;
type AnyContext = ModuleContext<unknown, unknown, object>;

interface Instance {
  ctx: AnyContext;
  abort: AbortController;
  cleanup?: Cleanup;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** `a.lightbox#foto-3` — enough to find the element in the page. */
export function describeElement(element: Element): string {
  const id = element.id ? `#${element.id}` : '';
  const classes = [...element.classList]
    .slice(0, 2)
    .map((name) => `.${name}`)
    .join('');
  return `<${element.localName}${id}${classes}>`;
}

function loggerFor(id: string): Logger {
  const prefix = `[voorkant:${id}]`;
  return {
    warn: (...args) => console.warn(prefix, ...args),
    error: (...args) => console.error(prefix, ...args),
    debug: (...args) => console.debug(prefix, ...args),
  };
}

export function createModuleRuntime(
  entry: LoadableEntry,
  kernel: KernelServices,
  enabled: boolean,
): ModuleRuntime {
  let state: ModuleState = enabled ? 'waiting' : 'off';
  let definition: AnyDefinition | undefined;
  let settings: unknown;
  let page: object = {};
  let loading: Promise<boolean> | undefined;
  let pageInstance: Instance | undefined;
  let pageReady: Promise<void> | undefined;
  const elements = new Set<Element>();
  const instances = new Map<Element, Instance>();
  const attached = new Map<Element, Cleanup | undefined>();
  const inited = new WeakSet<Element>();
  const waiting = new Map<Element, Cleanup | undefined>();
  const stats: { loadMs?: number; initMs: number; error?: string } = { initMs: 0 };

  function report(hook: string, element: Element | undefined, error: unknown): void {
    state = 'failed';
    stats.error = `${hook}: ${messageOf(error)}`;
    const where = element ? ` on ${describeElement(element)}` : '';
    console.error(`[voorkant] module "${entry.id}" failed in ${hook}${where}: ${messageOf(error)}`, error);
    kernel.bus.emit('module:error', { id: entry.id, hook, element, error });
    if (kernel.rethrow) throw error;
  }

  function call<T>(hook: string, element: Element | undefined, body: () => T): T | undefined {
    try {
      return body();
    } catch (error) {
      report(hook, element, error);
      return undefined;
    }
  }

  function createInstance(element: Element, options: unknown): Instance {
    const abort = new AbortController();
    const ctx: AnyContext = {
      id: entry.id,
      element,
      elements,
      settings,
      options,
      site: kernel.site,
      get viewport() {
        return kernel.viewport.current;
      },
      bus: kernel.bus.scoped(abort.signal),
      signal: abort.signal,
      log: loggerFor(entry.id),
      page,
      scan: kernel.scan,
    };
    return { ctx, abort };
  }

  async function runInit(instance: Instance, element: Element): Promise<void> {
    const started = performance.now();
    const result = call('init', element, () => definition!.init(instance.ctx));
    const cleanup =
      result instanceof Promise
        ? await result.catch((error: unknown) => report('init', element, error))
        : result;
    stats.initMs += performance.now() - started;
    if (typeof cleanup !== 'function') return;
    if (instance.abort.signal.aborted) call('destroy', element, cleanup);
    else instance.cleanup = cleanup;
  }

  function teardown(instance: Instance, element: Element): void {
    instance.abort.abort();
    if (instance.cleanup) call('destroy', element, instance.cleanup);
    const destroy = definition?.destroy;
    if (destroy) call('destroy', element, () => destroy(instance.ctx));
  }

  async function start(element: Element): Promise<void> {
    const def = definition;
    if (state !== 'ready' || !def) return;
    if (entry.scope === 'page') {
      if (!pageInstance) {
        pageInstance = createInstance(document.documentElement, undefined);
        pageReady = runInit(pageInstance, document.documentElement);
      }
      await pageReady;
      const attach = def.attach;
      if (!attach || attached.has(element) || state !== 'ready' || !elements.has(element)) return;
      attached.set(element, undefined);
      const cleanup = call('attach', element, () => attach(element, pageInstance!.ctx));
      if (typeof cleanup === 'function') attached.set(element, cleanup);
      return;
    }
    if (inited.has(element)) return;
    inited.add(element);
    const options = def.options ? call('options', element, () => def.options!(element)) : undefined;
    if (state !== 'ready') return;
    const instance = createInstance(element, options);
    instances.set(element, instance);
    await runInit(instance, element);
  }

  function stop(element: Element): void {
    waiting.get(element)?.();
    waiting.delete(element);
    elements.delete(element);
    inited.delete(element);
    if (attached.has(element)) {
      const cleanup = attached.get(element);
      attached.delete(element);
      if (cleanup) call('destroy', element, cleanup);
    }
    const instance = instances.get(element);
    if (instance) {
      instances.delete(element);
      teardown(instance, element);
    }
  }

  function endWaiting(): void {
    for (const cleanup of waiting.values()) cleanup?.();
    waiting.clear();
  }

  async function loadModule(): Promise<boolean> {
    state = 'loading';
    const started = performance.now();
    let loaded: Awaited<ReturnType<LoadableEntry['loader']>>;
    try {
      // A chunk that failed once (a deploy in progress, a dropped connection) gets one more try.
      loaded = await entry.loader().catch(() => entry.loader());
    } catch (error) {
      endWaiting();
      report(
        'load',
        undefined,
        new Error(`its chunk did not load, even after a retry (${messageOf(error)})`),
      );
      return false;
    }
    const def = loaded.default as AnyDefinition | undefined;
    if (def?.id !== entry.id || typeof def.init !== 'function') {
      endWaiting();
      report(
        'load',
        undefined,
        new Error(
          `modules/${entry.id}/index.ts must default-export defineModule({ id: '${entry.id}', init })`,
        ),
      );
      return false;
    }
    if (state !== 'loading') return false;
    definition = def;
    settings = def.settings ? call('settings', undefined, () => def.settings!(kernel.site)) : undefined;
    page = (def.page ? call('page', undefined, () => def.page!()) : undefined) ?? {};
    if (state !== 'loading') return false;
    state = 'ready';
    stats.loadMs = performance.now() - started;
    kernel.bus.emit('module:loaded', { id: entry.id, ms: stats.loadMs });
    for (const element of [...elements]) {
      await start(element);
      await yieldIfBusy();
    }
    endWaiting();
    return state === 'ready';
  }

  function load(): Promise<boolean> {
    if (state === 'ready') return Promise.resolve(true);
    if (state !== 'waiting' && state !== 'loading') return Promise.resolve(false);
    loading ??= loadModule();
    return loading;
  }

  function match(element: Element): void {
    if (state === 'off' || state === 'failed' || elements.has(element)) return;
    elements.add(element);
    if (state === 'ready') {
      void start(element);
    } else if (state === 'waiting') {
      const cleanups = entry.strategies.map((name) =>
        call(`load strategy "${name}"`, element, () => kernel.strategies[name](load, element, entry)),
      );
      waiting.set(element, () => {
        for (const cleanup of cleanups) cleanup?.();
      });
    }
  }

  function forEachInstance(hook: string, body: (def: AnyDefinition, ctx: AnyContext) => void): void {
    if (state !== 'ready' || !definition) return;
    const def = definition;
    const all = pageInstance ? [[document.documentElement, pageInstance] as const] : instances.entries();
    for (const [element, instance] of all) {
      if (state !== 'ready') return;
      call(hook, element, () => body(def, instance.ctx));
    }
  }

  return {
    entry,
    scan(root) {
      if (state === 'off' || state === 'failed') return;
      if (!entry.selector) {
        match(document.documentElement);
        return;
      }
      const selector = entry.selector;
      const found = call('matching', undefined, () => {
        const inside = [...root.querySelectorAll(selector)];
        return root instanceof Element && root.matches(selector) ? [root, ...inside] : inside;
      });
      for (const element of found ?? []) match(element);
    },
    detachDisconnected() {
      for (const element of [...elements]) if (!element.isConnected) stop(element);
    },
    resize(viewport) {
      forEachInstance('resize', (def, ctx) => def.resize?.(ctx, viewport));
    },
    ajaxComplete(request) {
      forEachInstance('ajaxComplete', (def, ctx) => def.ajaxComplete?.(ctx, request));
    },
    setEnabled(on) {
      if (!on && state !== 'off') {
        endWaiting();
        for (const element of [...elements]) stop(element);
        if (pageInstance) teardown(pageInstance, document.documentElement);
        pageInstance = undefined;
        pageReady = undefined;
        loading = undefined;
        state = 'off';
      } else if (on && state === 'off') {
        state = definition ? 'ready' : 'waiting';
      }
    },
    status: () => ({ id: entry.id, state, matched: elements.size, ...stats }),
  };
}
