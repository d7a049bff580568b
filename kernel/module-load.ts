// Loads a matched module: its strategies wait for their moment (near the viewport, a click, the
// first scroll, …), then its chunk is fetched (retried once) and handed to kernel/runtime.ts. In
// the runtime chunk, which the kernel fetches with a page's first match (kernel/module-slot.ts
// `awaitRuntime`), so a page where nothing matches downloads none of it: kernel.js itself only
// matches (issue 17: kernel.js 4,276 → 3,911 B gzip).
import type { Cleanup, Strategy } from './contract';
import {
  endWaiting,
  giveUpLater,
  type KernelServices,
  type ModuleSlot,
  messageOf,
  report,
} from './module-slot';
import type { LoadableEntry } from './registry';
import { run } from './runtime';
import eager from './strategies/eager';
import hash from './strategies/hash';
import idle from './strategies/idle';
import interaction from './strategies/interaction';
import media from './strategies/media';
import scroll from './strategies/scroll';
import visible from './strategies/visible';

/** The strategies by the letter the registry ships (`strategyLetters` in registry-encode.ts). */
const strategies: Record<string, Strategy> = {
  e: eager,
  v: visible,
  h: hash,
  i: idle,
  n: interaction,
  m: media,
  s: scroll,
};

/** Starts the module's strategies on a matched element; the cleanup ends them. */
export function wait(slot: ModuleSlot, kernel: KernelServices, element: Element): Cleanup | undefined {
  // Loading already started on another element: the runtime starts this one with the rest.
  if (slot.state !== 'waiting') return undefined;
  const cleanups = [...slot.entry.strategies].map((letter) =>
    strategies[letter]?.(() => load(slot, kernel), element, slot.entry),
  );
  return () => {
    for (const cleanup of cleanups) cleanup?.();
  };
}

/**
 * The module's chunk, with the chunks it imports statically and, when the page has what needs it,
 * its lazy part (a slider with two slides; kernel/contract.ts `along`) on a screen where the module
 * uses it (an empty media query matches every screen). Fetched together, not one after the other:
 * the browser would only find the imports once the module's chunk ran. Every chunk is a file beside
 * this one (kernel/chunk-folder.ts), so a relative address finds it.
 */
function importChunk({ id, loader, along }: LoadableEntry) {
  // A loader function comes from tests only (the build ships chunk names): production drops this.
  if (import.meta.env.MODE === 'test' && typeof loader !== 'string') return loader();
  const [when, more, screen = ''] = along ?? [];
  const imports =
    when && document.querySelector(when) && matchMedia(screen).matches
      ? `${loader} ${more}`
      : (loader as string);
  for (const chunk of imports.split(' '))
    if (chunk) import(/* @vite-ignore */ `./${chunk}.js`).catch(() => {});
  return import(/* @vite-ignore */ `./${id}.js`);
}

/** Loads the chunk (retried once), then runs the module. */
function load(slot: ModuleSlot, kernel: KernelServices): Promise<boolean> {
  if (slot.state !== 'waiting') return slot.loading ?? Promise.resolve(slot.state === 'ready');
  slot.state = 'loading';
  const started = performance.now();
  const timer = slot.lifts && giveUpLater(slot, kernel, 'loading');
  const chunk = () => importChunk(slot.entry);
  slot.loading = chunk()
    .catch(chunk)
    .then(
      (loaded) => {
        slot.definition = loaded.default as ModuleSlot['definition'];
        return run(slot, kernel, started);
      },
      (error: unknown) => {
        // Given up on while it loaded (the safety net's timer): nothing more to say.
        if (slot.state === 'loading')
          report(slot, kernel, 'load', new Error(`chunk not loaded after a retry (${messageOf(error)})`));
        return false;
      },
    )
    .finally(() => {
      clearTimeout(timer as never);
      endWaiting(slot);
    });
  return slot.loading;
}
