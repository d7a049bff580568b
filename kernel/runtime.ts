// Runs a loaded module on the page: checks its definition, starts the shared viewport and request
// signals with the first module that runs, adds its stylesheet, and starts its instances element by
// element in time slices. A chunk of its own, together with the contract's helpers that module
// chunks import, and the strategies and loading (kernel/module-load.ts), fetched with the page's
// first match. Switching modules at run time is a chunk of its own (kernel/switch-modules.ts).
import { createInstances, type ModuleInstances } from './instances';
import { type KernelServices, type ModuleSlot, report } from './module-slot';
import { watchRequests } from './requests';
import { loadStylesheet } from './services/stylesheet';
import { settingsInDoubt } from './settings-doubt';
import { watchViewport } from './viewport';
import { sliceUsedUp, yieldToPage } from './yield';

export type RunningModule = ModuleInstances;

/**
 * Completed requests (`ajax:complete`, the `ajaxComplete` hook) are observed once something wants
 * them: a running module with the hook, or a handler of the event on the bus. Observed on every
 * page, each batch of the page's resources cost a callback (1.5 ms a load of /artikel/ at 4× CPU
 * slowdown), where only the lightbox and responsive headings use them.
 */
function watchRequestsOnce(kernel: KernelServices): void {
  if (kernel.requests) return;
  kernel.requests = true;
  watchRequests((request) => {
    kernel.bus.emit('ajax:complete', request);
    hook(kernel, 'ajaxComplete', request as never);
  });
}

const hook = (kernel: KernelServices, name: 'resize' | 'ajaxComplete', argument: never) => {
  for (const slot of kernel.slots) if (slot.state === 'ready') slot.running?.hook(name, argument);
};

/** The viewport signal serves running modules only, so it starts with the first one. */
function startSignals(kernel: KernelServices): void {
  if (kernel.viewport) return;
  const win = window as unknown as Window & Record<string, unknown>;
  if (settingsInDoubt(win, document, kernel.site))
    // A chunk that fails says so itself ("Failed to fetch dynamically imported module: …").
    import('./settings-check').then(({ checkSettings }) => checkSettings(win, document), console.error);
  kernel.viewport = watchViewport(kernel.site.kernel, (current, breakpointChanged) => {
    kernel.bus.emit('viewport:resize', current);
    if (breakpointChanged) kernel.bus.emit('viewport:breakpoint', current);
    hook(kernel, 'resize', current as never);
  });
  // A handler other scripts gave the bus before the runtime came, or one they give it later.
  const { bus } = kernel;
  if (bus.all.get('ajax:complete')?.length) watchRequestsOnce(kernel);
  const on = bus.on;
  bus.on = (type, handler) => {
    if (type === 'ajax:complete') watchRequestsOnce(kernel);
    return on(type, handler);
  };
}

/** Runs the module whose chunk `slot.definition` came from; false when it cannot run (reported). */
export async function run(slot: ModuleSlot, kernel: KernelServices, started: number): Promise<boolean> {
  const { id } = slot.entry;
  const definition = slot.definition;
  // Given up on while it loaded (the safety net's timer): the late chunk is ignored.
  if (slot.state !== 'loading') return false;
  if (definition?.id !== id || typeof definition.init !== 'function') {
    report(
      slot,
      kernel,
      'load',
      new Error(`modules/${id}/index.ts must export defineModule({ id: '${id}', init })`),
    );
    return false;
  }
  slot.stats.loadMs = performance.now() - started;
  kernel.bus.emit('module:loaded', { id, ms: slot.stats.loadMs });
  // The time slice starts here: the first module's signals and the module's settings count towards
  // it, so an init that would take the slice over its length starts in a task of its own.
  sliceUsedUp();
  startSignals(kernel);
  if (definition.ajaxComplete) watchRequestsOnce(kernel);
  if (definition.stylesheet) await loadStylesheet(definition.stylesheet);
  const running = createInstances(definition, slot, kernel);
  if (slot.state !== 'loading') return false;
  slot.running = running;
  slot.state = 'ready';
  for (const element of [...slot.elements]) {
    if (sliceUsedUp()) await yieldToPage();
    await running.start(element);
  }
  await running.settled();
  return slot.state === 'ready';
}
