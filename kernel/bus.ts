// The event bus: mitt, with every handler isolated (mitt stops an emit at the first handler that throws).
import mitt from 'mitt';
import type { Bus, BusEvents } from './contract';

export interface KernelBus extends Bus {
  /** A view of the bus whose subscriptions end when `signal` aborts. */
  scoped(signal: AbortSignal): Bus;
}

export function createBus(report: (error: unknown, type: string) => void): KernelBus {
  // mitt wants an index signature; the typed `on`/`emit` below keep callers exact.
  const emitter = mitt<Record<string, unknown>>();
  const bus: KernelBus = {
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
    emit: (type, event) => emitter.emit(type, event),
    scoped(signal) {
      return {
        on(type, handler) {
          const off = bus.on(type, handler);
          signal.addEventListener('abort', off, { once: true });
          return off;
        },
        emit: bus.emit,
      };
    },
  };
  return bus;
}
