// Which page errors go into the local error log (SPEC sections 3 and 5): about 1 in 100 of those
// that mention the anti-spam names. The listener runs from the start, so errors before the visitor's
// first action count too; the code that records one (error-log.ts) downloads only for a picked error.
// An `error` listener: `window.onerror` stays the page's own.

export interface ErrorLogSettings {
  /** Share of matching errors that are kept (SPEC section 9: about 1 in 100). */
  rate: number;
  /** An error counts when its message contains one of these. */
  words: string[];
  /** At most this many entries are kept (the oldest go first). */
  maxEntries: number;
}

export function watchErrors(settings: ErrorLogSettings, signal: AbortSignal, random = Math.random): void {
  if (settings.rate <= 0) return;
  window.addEventListener(
    'error',
    (event) => {
      const message = String(event.message ?? '');
      if (!settings.words.some((word) => word && message.includes(word))) return;
      if (random() >= settings.rate) return;
      // A log that cannot download is no reason for another error.
      import('./error-log')
        .then(({ recordError }) => recordError(event, settings.maxEntries))
        .catch(() => {});
    },
    { signal },
  );
}
