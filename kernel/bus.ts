// The event bus: mitt, with every handler isolated (mitt stops an emit at the first handler that throws).
import mitt from 'mitt';
import type { Bus, BusEvents } from './contract';

/** The bus with mitt's handler map, which tells the runtime what has handlers (kernel/runtime.ts). */
export type KernelBus = Bus & { readonly all: ReadonlyMap<string, unknown[]> };

export function createBus(report: (error: unknown, type: string) => void): KernelBus {
  // mitt wants an index signature; the typed `on`/`emit` of `Bus` keep callers exact.
  const emitter = mitt<Record<string, unknown>>();
  return {
    // Costs kernel.js 1 B gzip: it tells the runtime who listens before it came.
    all: emitter.all,
    on(type, handler) {
      const isolated = (event: unknown) => {
        try {
          handler(event as BusEvents[typeof type]);
        } catch (error) {
          report(error, type);
        }
      };
      emitter.on(type, isolated);
      return () => emitter.off(type, isolated);
    },
    // mitt's emit keeps its map in a closure, not in `this`: it works unbound.
    emit: emitter.emit,
  };
}
