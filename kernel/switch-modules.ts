// Switches modules on or off at run time (`kernel:settings`, and the kernel's `stop`). A chunk of
// its own, not the runtime's: most pages never switch a module, and in the runtime chunk every
// page with a match downloaded it (/artikel/: the runtime 136 B gzip smaller). It imports the
// runtime, so the kernel fetches both at once (the build adds the runtime's import beside it).
import { endWaiting, type KernelServices, lift, scanSlot, stopElement } from './module-slot';
import { run } from './runtime';

/**
 * Switches modules on or off at run time (`kernel:settings`), then matches the page again; `false`
 * switches every module off and leaves the page alone (the kernel was stopped).
 */
export function switchModules(kernel: KernelServices, modules: Record<string, boolean> | false): void {
  for (const slot of kernel.slots) {
    const on = modules && modules[slot.entry.id];
    if (typeof on !== 'boolean') continue;
    if (!on && slot.state !== 'off') {
      endWaiting(slot);
      const matched = [...slot.elements];
      for (const element of matched) stopElement(slot, element);
      slot.running?.stopAll();
      slot.running = slot.loading = undefined;
      slot.state = 'off';
      lift(slot, matched);
    } else if (on && slot.state === 'off' && kernel.applies(slot.entry)) {
      slot.state = 'waiting';
      if (slot.definition) {
        slot.state = 'loading';
        slot.loading = run(slot, kernel, performance.now());
      }
    }
  }
  if (modules) for (const slot of kernel.slots) scanSlot(slot, kernel, document);
}
