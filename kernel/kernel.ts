// The kernel: reads the settings, pairs the registry with module code, matches the page (and keeps
// matching it), loads matched modules by their strategy, and drives the shared signals.
import { createBus, type KernelBus } from './bus';
import type { RegistryEntry, Site, Strategy, StrategyName } from './contract';
import { createModuleRuntime, type KernelServices, type ModuleRuntime, type ModuleStatus } from './lifecycle';
import { watchDom } from './matching';
import { readRegistry, type ShippedEntry } from './registry';
import { readSettings } from './settings';
import eager from './strategies/eager';
import idle from './strategies/idle';
import interaction from './strategies/interaction';
import { lazyStrategy } from './strategies/lazy';
import visible from './strategies/visible';
import { sliceUsedUp, yieldToPage } from './yield';

const strategies: Record<StrategyName, Strategy> = {
  eager,
  idle,
  visible,
  interaction,
  media: lazyStrategy(() => import('./strategies/media')),
  hash: lazyStrategy(() => import('./strategies/hash')),
};

export interface KernelOptions {
  /** The module list the build generates (`virtual:voorkant-modules`). */
  modules: ShippedEntry[];
  /** Re-throw every error from module code (tests). */
  rethrow?: boolean;
}

export interface Kernel {
  readonly site: Site;
  readonly bus: KernelBus;
  /** Match modules against markup inserted outside the observer's sight. */
  scan(root: ParentNode): void;
  status(): ModuleStatus[];
  stop(): void;
}

/** Follows a dotted path such as `platform.ctPublic` in the site object. */
function holds(site: Site, path: string): boolean {
  let value: unknown = site;
  for (const key of path.split('.')) value = (value as Record<string, unknown> | undefined)?.[key];
  return Boolean(value);
}

export function createKernel(options: KernelOptions): Kernel {
  performance.mark('voorkant:boot-start');
  // Reading the settings and the registry counts towards the first slice of work.
  sliceUsedUp();
  const rethrow = options.rethrow ?? false;
  const site = readSettings(window as unknown as Window & Record<string, unknown>, document);
  const bus = createBus((error, type) => {
    console.error(`[voorkant] a handler of "${type}" failed:`, error);
    if (rethrow) throw error;
  });
  const runtimes: ModuleRuntime[] = [];
  const scan = (root: ParentNode) => {
    for (const runtime of runtimes) runtime.scan(root);
  };
  const services: KernelServices = {
    site,
    bus,
    strategies,
    scan,
    rethrow,
    lift(id, elements) {
      const list = [...elements];
      import('./safety-net').then(
        (net) => net.lift(id, list),
        (error: unknown) => console.error('[voorkant] the safety net did not load:', error),
      );
    },
    // The viewport and request signals serve running modules only, so they start with the first
    // one, from the chunk that runs module code (kernel/instances.ts).
    startSignals(signals) {
      services.startSignals = () => {};
      services.viewport = signals.watchViewport(site.kernel, (current, breakpointChanged) => {
        bus.emit('viewport:resize', current);
        if (breakpointChanged) bus.emit('viewport:breakpoint', current);
        for (const runtime of runtimes) runtime.hook('resize', current);
      });
      signals.watchRequests((request) => {
        bus.emit('ajax:complete', request);
        for (const runtime of runtimes) runtime.hook('ajaxComplete', request);
      });
    },
  };
  const applies = (entry: RegistryEntry) =>
    (!entry.when || holds(site, entry.when)) && (!site.editor || entry.editor);
  const { takeover } = site.kernel;
  for (const entry of readRegistry(options.modules)) {
    const on = site.kernel.modules[entry.id] ?? entry.enabled;
    const lifts =
      Boolean(entry.fallback) && applies(entry) && (takeover === true || takeover.includes(entry.id));
    runtimes.push(createModuleRuntime(entry, services, on && applies(entry), lifts));
  }

  const dom = watchDom(document.documentElement, scan, () => {
    for (const runtime of runtimes) runtime.detachDisconnected();
  });
  bus.on('dom:added', ({ root }) => scan(root));
  bus.on('kernel:settings', ({ modules }) => {
    for (const runtime of runtimes) {
      const on = modules[runtime.entry.id];
      if (typeof on === 'boolean') runtime.setEnabled(on && applies(runtime.entry));
    }
    scan(document);
  });

  // The first scan goes module by module and yields when its slice runs long: each registry
  // selector is a query over the whole document, and all of them in the script's own task made
  // that task long on big pages (up to 160 ms at 4× CPU slowdown, bench/long-frames.ts).
  void (async () => {
    for (const runtime of runtimes) {
      if (sliceUsedUp()) await yieldToPage();
      runtime.scan(document);
    }
    bus.emit('kernel:ready', { modules: runtimes.map((runtime) => runtime.entry.id) });
    performance.mark('voorkant:boot-end');
    performance.measure('voorkant:boot', 'voorkant:boot-start', 'voorkant:boot-end');
  })();
  return {
    site,
    bus,
    scan,
    status: () => runtimes.map((runtime) => runtime.status()),
    stop() {
      dom.disconnect();
      for (const runtime of runtimes) runtime.setEnabled(false);
    },
  };
}
