// One module on one page as the kernel entry knows it: the elements it matched, the strategies
// waiting to load it, and its state. Matching starts here; its strategies, loading and running its
// code and its hooks are the runtime chunk's (kernel/module-load.ts, kernel/runtime.ts), fetched
// with the page's first match, so a page where nothing matches never downloads it; switching it at
// run time is a chunk of its own (kernel/switch-modules.ts). A module that cannot act has its gates
// lifted.

import type { KernelBus } from './bus';
import type { Cleanup, ModuleDefinition, Site } from './contract';
import { cssNetFlag, type LoadableEntry } from './registry';
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
  scan(root: ParentNode): void;
  /** Whether the module's `when` and editor rules let it run on this page. */
  applies(entry: LoadableEntry): boolean;
  /** Set by the runtime when the first module runs. */
  viewport?: ViewportWatch;
  /** Set by the runtime once completed requests are observed (kernel/runtime.ts `watchRequestsOnce`). */
  requests?: true;
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
 * every matched element's strategies and every module's load are in it, and an import() of a module
 * already there still costs a lookup and a promise (the lazy strategies' own import() took 10.6 ms
 * of self time at 4× on /artikel/, 6.8 ms once it was kept, `npx tsx bench/cpu-profile.ts /artikel/ 10`).
 * After a failed fetch the next call asks again.
 */
export const loadRuntime = () =>
  (runtime ??= import('./runtime-door').catch((error: unknown) => {
    runtime = undefined;
    throw error;
  }));

/** An error's message, or what was thrown itself (a text, a number) when it has none. */
export const messageOf = (error: unknown) => `${(error as Error | undefined)?.message ?? error}`;

/**
 * Lifts the module's gates on `elements` where its safety net applies: its `fallback.ts`
 * (kernel/safety-net.ts), or for a module with only a `net.css`, the stylesheet net's flag on each
 * element, so that the rules of its `net.css` that select inside them act, as they do when no
 * Voorkant script arrives (kernel/net-build.ts): one set of rules for both cases, no chunk to fetch.
 */
export function lift(slot: ModuleSlot, elements: Iterable<Element>): void {
  if (!slot.lifts) return;
  const list = [...elements];
  if (slot.entry.flags & cssNetFlag) {
    for (const element of list) (element as HTMLElement).style.setProperty('--voorkant-net', '1');
    return;
  }
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

/**
 * Gives the module up for this page view if it is still in `state` after `safetyNetMs`: a chunk
 * that hangs is not a 404, and without this a gated element would wait as long as the request does.
 * The runtime's fetch (`awaitRuntime`) and the module's chunk (kernel/module-load.ts) share it:
 * kernel.js 11 B gzip larger, the runtime chunk 24 B smaller than with a timer in each.
 */
export function giveUpLater(slot: ModuleSlot, kernel: KernelServices, state: ModuleState) {
  const ms = kernel.site.kernel.safetyNetMs;
  return setTimeout(() => {
    if (slot.state === state) report(slot, kernel, 'load', new Error(`not ready after ${ms} ms`));
  }, ms);
}

/** Ends the strategies still waiting to load the module. */
export function endWaiting(slot: ModuleSlot): void {
  for (const cleanup of slot.waiting.values()) cleanup();
  slot.waiting.clear();
}

/**
 * Hands a matched element to the runtime, whose strategies load the module (kernel/module-load.ts).
 * A failed fetch of the runtime is tried once more, as a module's chunk is; then the module is
 * reported and its gates lift. A module with a safety net is given up, as while its own chunk
 * loads, when the runtime is not there within `safetyNetMs`: one timer a module, set with its first
 * waiting element and kept when that element leaves (its others still wait), not one per element
 * (21 timers in /artikel/'s first scan, each of them cleared again when the runtime came).
 */
function awaitRuntime(slot: ModuleSlot, kernel: KernelServices, element: Element): Cleanup {
  let cleanup: Cleanup | undefined;
  let cancelled = false;
  const timer = slot.lifts && !slot.waiting.size && giveUpLater(slot, kernel, 'waiting');
  loadRuntime()
    .catch(loadRuntime)
    .then(
      (door) => {
        clearTimeout(timer as never);
        if (!cancelled) cleanup = door.wait(slot, kernel, element);
      },
      // The browser's message names the file: "Failed to fetch dynamically imported module: …".
      (error: unknown) => {
        if (slot.state === 'waiting') report(slot, kernel, 'load', error);
      },
    );
  return () => {
    cancelled = true;
    cleanup?.();
  };
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
      else if (slot.state === 'waiting') slot.waiting.set(element, awaitRuntime(slot, kernel, element));
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
