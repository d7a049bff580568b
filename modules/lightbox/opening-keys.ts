// Keys a visitor presses while the lightbox is still opening (PhotoSwipe, the chrome or a photo's size
// on the way, or, replayed by the kernel, keys pressed while this module's own code loaded): Escape
// cancels the opening, the arrows move the item it opens at, as they would in the open lightbox.
export interface OpeningKeys {
  readonly cancelled: boolean;
  /** Net steps: +1 per ArrowRight, -1 per ArrowLeft. */
  readonly steps: number;
  stop(): void;
}

export function watchOpeningKeys(signal: AbortSignal): OpeningKeys {
  const watching = new AbortController();
  const state = { cancelled: false, steps: 0 };
  const step = { ArrowRight: 1, ArrowLeft: -1 } as Record<string, number>;
  document.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Escape') state.cancelled = true;
      else if (step[event.key] && !event.altKey && !event.ctrlKey && !event.metaKey)
        state.steps += step[event.key]!;
      else return;
      // The keys belong to the lightbox about to show, not to the page behind it.
      event.preventDefault();
      event.stopPropagation();
    },
    { capture: true, signal: AbortSignal.any([signal, watching.signal]) },
  );
  return {
    get cancelled() {
      return state.cancelled;
    },
    get steps() {
      return state.steps;
    },
    stop: () => watching.abort(),
  };
}
