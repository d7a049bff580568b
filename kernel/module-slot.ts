// One module on one page as the kernel entry knows it: the elements it matched, the strategies
// waiting to load it, and its state. Matching and loading start here; running its code, its hooks
// and switching it at run time are kernel/runtime.ts, a chunk fetched with the first module chunk,
// so a page where nothing loads never downloads it. A module that cannot act has its gates lifted.

import type { KernelBus } from './bus';
import type { Cleanup, ModuleDefinition, Site, Strategy } from './contract';
import type { LoadableEntry } from './registry';
import type { RunningModule } from './runtime';
import type { ViewportWatch } from './viewport';

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
  slots: ModuleSlot[];
  /** The loading strategy of a registry letter. */
  strategy(letter: string): Strategy;
  scan(root: ParentNode): void;
  /** Whether the module's `when` and editor rules let it run on this page. */
  applies(entry: LoadableEntry): boolean;
  /** Set by the runtime when the first module runs. */
  viewport?: ViewportWatch;
  /** Unit tests re-throw, so no error can hide in a test (set in Vite's `test` mode only). */
  rethrow?: boolean;
}

export interface ModuleSlot {
  readonly entry: LoadableEntry;
  readonly elements: Set<Element>;
  /** The strategies' cleanups of matched elements still waiting for the module. */
  readonly waiting: Map<Element, Cleanup>;
  readonly stats: Omit<ModuleStatus, 'id' | 'state' | 'matched'>;
  /** Its safety net applies: it has one, its rules allow it, and the host removed the theme's script. */
  readonly lifts: boolean;
  state: ModuleState;
  loading?: Promise<boolean>;
  definition?: ModuleDefinition<unknown, unknown, object>;
  running?: RunningModule;
}

let runtime: Promise<typeof import('./runtime-door')> | undefined;

/**
 * The runtime chunk, asked for once a page (the build adds its own imports beside this one import):
 * every module's load and every lazy strategy (kernel/strategies/lazy.ts) needs it, and an import()
 * of a module already there still costs a lookup and a promise (the lazy strategies' own import()
 * took 10.6 ms of self time at 4× on /artikel/, 6.8 ms once it was kept,
 * `npx tsx bench/cpu-profile.ts /artikel/ 10`). After a failed fetch the next load asks again.
 */
export const loadRuntime = () =>
  (runtime ??= import('./runtime-door').catch((error: unknown) => {
    runtime = undefined;
    throw error;
  }));

/** An error's message, or what was thrown itself (a text, a number) when it has none. */
const messageOf = (error: unknown) => `${(error as Error | undefined)?.message ?? error}`;

/** Lifts the module's gates on `elements` where its safety net applies (kernel/safety-net.ts). */
export function lift(slot: ModuleSlot, elements: Iterable<Element>): void {
  if (!slot.lifts) return;
  const list = [...elements];
  // A chunk that fails says so itself ("Failed to fetch dynamically imported module: …/safety-net.js").
  import('./safety-net').then((net) => net.lift(slot.entry.id, list), console.error);
}

/**
 * Reports a failure of the module (`where`: the hook, and the element when there is one), marks it
 * failed and lifts its gates. Tests re-throw.
 */
export function report(
  slot: ModuleSlot,
  kernel: KernelServices,
  where: string,
  error: unknown,
  element?: Element,
) {
  const { id } = slot.entry;
  slot.state = 'failed';
  // Strategies still waiting (a click held by the interaction strategy) let go: the page is the
  // browser's and the safety net's now, also while a hanging chunk never settles.
  endWaiting(slot);
  lift(slot, slot.elements);
  slot.stats.error = `${where}: ${messageOf(error)}`;
  console.error(`[voorkant] module "${id}" failed in ${slot.stats.error}`, error);
  kernel.bus.emit('module:error', { id, hook: where.split(' ')[0]!, element, error });
  if (import.meta.env.MODE === 'test' && kernel.rethrow) throw error;
}

/** Ends the strategies still waiting to load the module. */
export function endWaiting(slot: ModuleSlot): void {
  for (const cleanup of slot.waiting.values()) cleanup();
  slot.waiting.clear();
}

/** Loads the chunk (retried once) and the runtime together, then hands over to the runtime. */
function load(slot: ModuleSlot, kernel: KernelServices): Promise<boolean> {
  if (slot.state !== 'waiting') return slot.loading ?? Promise.resolve(slot.state === 'ready');
  slot.state = 'loading';
  const started = performance.now();
  // A chunk that hangs is not a 404: without this, a gated element would wait as long as the
  // request does. A module that is not ready by then is given up for this page view.
  const ms = kernel.site.kernel.safetyNetMs;
  const timer =
    slot.lifts &&
    setTimeout(() => {
      if (slot.state === 'loading') report(slot, kernel, 'load', new Error(`not ready after ${ms} ms`));
    }, ms);
  const { loader } = slot.entry;
  slot.loading = Promise.all([loader().catch(loader), loadRuntime()])
    .then(
      ([loaded, runtime]) => {
        slot.definition = loaded.default as ModuleSlot['definition'];
        return runtime.run(slot, kernel, started);
      },
      (error: unknown) => {
        // Given up on while it loaded (the safety net's timer): nothing more to say.
        if (slot.state === 'loading')
          report(slot, kernel, 'load', new Error(`chunk not loaded after a retry (${messageOf(error)})`));
        return false;
      },
    )
    .finally(() => {
      if (timer) clearTimeout(timer);
      endWaiting(slot);
    });
  return slot.loading;
}

export function createModuleSlot(entry: LoadableEntry, enabled: boolean, lifts: boolean): ModuleSlot {
  return {
    entry,
    elements: new Set(),
    waiting: new Map(),
    stats: { initMs: 0 },
    lifts,
    state: enabled ? 'waiting' : 'off',
  };
}

/** Matches the module's selector within `root` (the root itself included). */
export function scanSlot(slot: ModuleSlot, kernel: KernelServices, root: ParentNode): void {
  const { state, entry, elements } = slot;
  if ((state === 'off' || state === 'failed') && !slot.lifts) return;
  let found: Element[] = [document.documentElement];
  if (entry.selector) {
    try {
      found = [
        // A document or fragment has no `matches`: only an element can be one of the found.
        ...((root as Element).matches?.(entry.selector) ? [root as Element] : []),
        ...root.querySelectorAll(entry.selector),
      ];
    } catch (error) {
      report(slot, kernel, 'matching', error);
      return;
    }
  }
  for (const element of found) {
    if (slot.state === 'off' || slot.state === 'failed') lift(slot, [element]);
    else if (!elements.has(element)) {
      elements.add(element);
      if (slot.state === 'ready') void slot.running?.start(element);
      else if (slot.state === 'waiting') {
        const cleanups = [...entry.strategies].map((letter) =>
          kernel.strategy(letter)(() => load(slot, kernel), element, entry),
        );
        slot.waiting.set(element, () => {
          for (const cleanup of cleanups) cleanup?.();
        });
      }
    }
  }
}

/** Stops the module on an element that left the page (or on every element, when switched off). */
export function stopElement(slot: ModuleSlot, element: Element): void {
  slot.waiting.get(element)?.();
  slot.waiting.delete(element);
  slot.elements.delete(element);
  slot.running?.stop(element);
}
