// The kernel: reads the settings and the registry and matches the page (and keeps matching it).
// Everything after the first match (the strategies that load a module, running module code,
// signals) is the runtime chunk (kernel/module-load.ts, kernel/runtime.ts), fetched when needed;
// run-time switching is a chunk of its own (kernel/switch-modules.ts).
import { createBus, type KernelBus } from './bus';
import type { Site } from './contract';
import { watchDom } from './matching';
import {
  createModuleSlot,
  type KernelServices,
  type ModuleSlot,
  type ModuleStatus,
  scanSlot,
  stopElement,
} from './module-slot';
import { cssNetFlag, editorFlag, fallbackFlag, offFlag, readEntry, type ShippedEntry } from './registry';
import { readSettings } from './settings';
import { sliceUsedUp, yieldToPage } from './yield';

export interface KernelOptions {
  /** The module list the build generates (`virtual:voorkant-modules`). */
  modules: ShippedEntry[];
  /**
   * Re-throw every error from module code (unit tests). A hook for tests only: outside Vite's `test`
   * mode it is compiled out, so the production kernel.js carries none of it.
   */
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

export function createKernel(options: KernelOptions): Kernel {
  const bootStart = performance.now();
  // Reading the settings and the registry counts towards the first slice of work.
  sliceUsedUp();
  const rethrow = import.meta.env.MODE === 'test' && !!options.rethrow;
  const site = readSettings(window as unknown as Window & Record<string, unknown>, document);
  const bus = createBus((error, type) => {
    console.error(`[voorkant] a handler of "${type}" failed:`, error);
    if (rethrow) throw error;
  });
  const slots: ModuleSlot[] = [];
  const scan = (root: ParentNode) => {
    for (const slot of slots) scanSlot(slot, kernel, root);
  };
  const kernel: KernelServices = {
    site,
    bus,
    slots,
    scan,
    applies: (entry) =>
      // `when` is a dotted path in the site object that must be truthy, e.g. `platform.ctPublic`, or
      // from `window.`, a global the theme printed (`window.fusionJSVars`): read live, never copied.
      (!entry.when ||
        !!entry.when
          .split('.')
          .reduce((value: unknown, key) => (value as Record<string, unknown> | undefined)?.[key], {
            ...site,
            window,
          })) &&
      (!site.editor || !!(entry.flags & editorFlag)),
  };
  if (import.meta.env.MODE === 'test') kernel.rethrow = rethrow;
  const { takeover, modules } = site.kernel;
  for (const entry of options.modules.map(readEntry)) {
    const applies = kernel.applies(entry);
    const on = (modules[entry.id] ?? !(entry.flags & offFlag)) && applies;
    const lifts =
      !!(entry.flags & (fallbackFlag | cssNetFlag)) &&
      applies &&
      (takeover === true || takeover.includes(entry.id));
    slots.push(createModuleSlot(entry, on, lifts));
  }

  // The body, not the whole document: what a module matches is content, and <head> only gets
  // stylesheets and scripts, each module's stylesheet among them. Watched, every one of those cost a
  // callback and a rescan against the whole registry (about 2 ms a load of /artikel/ at 4× CPU
  // slowdown, for its one stylesheet). The parser always makes a body; the boot waits for it.
  const dom = watchDom(document.body, scan, () => {
    for (const slot of slots)
      for (const element of slot.elements) if (!element.isConnected) stopElement(slot, element);
  });
  bus.on('dom:added', ({ root }) => scan(root));
  // A chunk of its own, which imports the runtime: most pages never switch a module.
  const switchModules = (modules: Record<string, boolean> | false) =>
    import('./switch-modules').then((chunk) => chunk.switchModules(kernel, modules));
  // A copy: another script's event is not typed, and `false` would be "all off".
  bus.on('kernel:settings', ({ modules }) => switchModules({ ...modules }));

  // The first scan goes module by module and yields when its slice runs long: each registry
  // selector is a query over the whole document, and all of them in the script's own task made
  // that task long on big pages (up to 160 ms at 4× CPU slowdown, bench/long-frames.ts).
  void (async () => {
    for (const slot of slots) {
      if (sliceUsedUp()) await yieldToPage();
      scanSlot(slot, kernel, document);
    }
    bus.emit('kernel:ready', { modules: slots.map((slot) => slot.entry.id) });
    // The tests, the bench and other scripts wait for this measure: the end of the first scan.
    performance.measure('voorkant:boot', { start: bootStart });
  })();
  return {
    site,
    bus,
    scan,
    status: () =>
      slots.map(({ entry, state, elements, stats }) => ({
        id: entry.id,
        state,
        matched: elements.size,
        ...stats,
      })),
    stop() {
      dom.disconnect();
      switchModules(false);
    },
  };
}
