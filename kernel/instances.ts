// Runs one module's code on the page: a context per element (or one for the page), init, attach,
// the resize and ajaxComplete hooks, and teardown. Every call into module code is isolated: a throw
// is reported with the module and element and stops only this module. Part of the runtime chunk.
import type { Bus, Cleanup, CompletedRequest, ModuleContext, ModuleDefinition, Viewport } from './contract';
import { type KernelServices, type ModuleSlot, report } from './module-slot';
import { pageFlag } from './registry';

/** `<a#foto-3.lightbox>`: enough to find the element in the page. */
export const describeElement = (element: Element) =>
  `<${element.localName}${element.id ? `#${element.id}` : ''}${[...element.classList]
    .slice(0, 2)
    .map((name) => `.${name}`)
    .join('')}>`;

type AnyContext = ModuleContext<unknown, unknown, object>;

/** A view of the bus whose subscriptions end when `signal` aborts (a module's context). */
export const scopedBus = (bus: Bus, signal: AbortSignal): Bus => ({
  on(type, handler) {
    const off = bus.on(type, handler);
    signal.addEventListener('abort', off, { once: true });
    return off;
  },
  emit: bus.emit,
});

/** What one element (or, for scope `page`, the page) holds of a module. */
interface Instance {
  ctx: AnyContext;
  abort: AbortController;
  cleanup?: unknown;
  /** Settles when `init` has (scope `page`: attach waits for it). */
  ready: Promise<unknown>;
}

export interface ModuleInstances {
  /** Starts the module on a matched element (scope `page`: init once, then attach). */
  start(element: Element): Promise<void>;
  stop(element: Element): void;
  /** Settles when every init started so far has. */
  settled(): Promise<unknown>;
  hook(name: 'resize' | 'ajaxComplete', argument: Viewport | CompletedRequest): void;
  stopAll(): void;
}

export function createInstances(
  definition: ModuleDefinition<unknown, unknown, object>,
  slot: ModuleSlot,
  kernel: KernelServices,
): ModuleInstances {
  const { id } = slot.entry;
  const scope = slot.entry.flags & pageFlag ? 'page' : 'element';
  const fail = (hook: string, element: Element | undefined, error: unknown) =>
    report(slot, kernel, element ? `${hook} on ${describeElement(element)}` : hook, error, element);
  /** Isolates a call into module code: a throw is reported and marks the module failed. */
  function call<T>(hook: string, element: Element | undefined, body: () => T): T | undefined {
    try {
      return body();
    } catch (error) {
      fail(hook, element, error);
    }
  }
  const isReady = () => slot.state === 'ready';
  const root = document.documentElement;
  const settings =
    definition.settings && call('settings', undefined, () => definition.settings!(kernel.site));
  const page = (definition.page && call('page', undefined, definition.page)) ?? {};
  /** Per element: its instance (scope `element`) or its attach cleanup (scope `page`). Keeps init to once. */
  const instances = new Map<Element, Instance | Cleanup | void>();
  let pageInstance: Instance | undefined;

  function create(element: Element, options: unknown): Instance {
    const abort = new AbortController();
    const log =
      (method: 'warn' | 'error' | 'debug') =>
      (...args: unknown[]) =>
        console[method](`[voorkant:${id}]`, ...args);
    const ctx: AnyContext = {
      id,
      element,
      elements: slot.elements,
      settings,
      options,
      site: kernel.site,
      get viewport() {
        return kernel.viewport!.current;
      },
      bus: scopedBus(kernel.bus, abort.signal),
      signal: abort.signal,
      log: { warn: log('warn'), error: log('error'), debug: log('debug') },
      page,
      scan: kernel.scan,
    };
    const started = performance.now();
    const instance: Instance = { ctx, abort, ready: Promise.resolve() };
    instance.ready = Promise.resolve(call('init', element, () => definition.init(ctx)))
      .catch((error: unknown) => fail('init', element, error))
      .then((cleanup) => {
        slot.stats.initMs += performance.now() - started;
        // Removed while an async init ran: its cleanup is all that is left to run.
        if (!abort.signal.aborted) instance.cleanup = cleanup;
        else if (typeof cleanup === 'function') call('destroy', element, cleanup as Cleanup);
      });
    return instance;
  }

  function teardown(instance: Instance | Cleanup | void, element: Element): void {
    if (typeof instance === 'function') {
      call('destroy', element, instance);
    } else if (instance) {
      instance.abort.abort();
      const { cleanup, ctx } = instance;
      instance.cleanup = undefined;
      if (typeof cleanup === 'function') call('destroy', element, cleanup as Cleanup);
      if (definition.destroy) call('destroy', element, () => definition.destroy!(ctx));
    }
  }

  return {
    async start(element) {
      if (scope === 'page') {
        pageInstance ??= create(root, undefined);
        await pageInstance.ready;
      }
      if (!isReady() || instances.has(element) || !slot.elements.has(element)) return;
      instances.set(element, undefined);
      if (scope === 'page') {
        const attach = definition.attach;
        if (attach)
          instances.set(
            element,
            call('attach', element, () => attach(element, pageInstance!.ctx)),
          );
      } else {
        const options = definition.options && call('options', element, () => definition.options!(element));
        if (isReady()) instances.set(element, create(element, options));
      }
    },
    stop(element) {
      const instance = instances.get(element);
      instances.delete(element);
      teardown(instance, element);
    },
    settled: () =>
      Promise.all(
        [pageInstance, ...instances.values()].map(
          (instance) => typeof instance === 'object' && instance.ready,
        ),
      ),
    hook(name, argument) {
      const method = definition[name] as ((ctx: AnyContext, argument: unknown) => void) | undefined;
      if (!method) return;
      const all = pageInstance ? [[root, pageInstance] as const] : instances;
      for (const [element, instance] of all) {
        if (isReady() && typeof instance === 'object')
          call(name, element, () => method(instance.ctx, argument));
      }
    },
    stopAll() {
      for (const [element, instance] of [...instances]) {
        instances.delete(element);
        teardown(instance, element);
      }
      teardown(pageInstance, root);
      pageInstance = undefined;
    },
  };
}
