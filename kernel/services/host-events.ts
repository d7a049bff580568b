// Bridges the shop's and other add-ons' announcements (jQuery events such as `found_variation`, or
// the same names dispatched as DOM events) into bus events `host:<name>`, so modules never depend on
// jQuery. Each name is bridged once per page, however many modules ask for it.
import type { Bus } from '../contract';

export type HostEventName = 'found_variation' | 'reset_data';

declare module '../contract' {
  interface ModuleEvents {
    /** The shop's variation form found a variation (the shopper chose options). */
    'host:found_variation': { form: Element | null };
    /** The shop's variation form was cleared. */
    'host:reset_data': { form: Element | null };
  }
}

type JQueryLike = (target: Document) => {
  on(name: string, handler: (event: { target: EventTarget | null }) => void): void;
  off(name: string, handler: (event: { target: EventTarget | null }) => void): void;
};

const bridged = new WeakMap<Document, Set<HostEventName>>();

/** Emits `host:<name>` on `bus` for each announcement until `signal` aborts. */
export function bridgeHostEvents(names: HostEventName[], bus: Bus, signal: AbortSignal): void {
  const done = bridged.get(document) ?? new Set<HostEventName>();
  bridged.set(document, done);
  for (const name of names) {
    if (done.has(name)) continue;
    done.add(name);
    const emit = (target: EventTarget | null) =>
      bus.emit(`host:${name}`, { form: target instanceof Element ? target : null });
    const onNative = (event: Event) => emit(event.target);
    document.addEventListener(name, onNative, { signal });
    const jquery = (window as unknown as { jQuery?: JQueryLike }).jQuery;
    const onJquery = (event: { target: EventTarget | null }) => emit(event.target);
    jquery?.(document).on(name, onJquery);
    signal.addEventListener('abort', () => {
      done.delete(name);
      jquery?.(document).off(name, onJquery);
    });
  }
}
