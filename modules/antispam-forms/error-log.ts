// The local error log (SPEC sections 3 and 5): about 1 in 100 page errors that mention the anti-spam
// names are kept in `ct_js_errors` (a plain array in local storage), never twice the same message.
// An `error` listener: `window.onerror` stays the page's own.
import { readRaw, writeRaw } from '../../kernel/services/storage';

export interface ErrorLogSettings {
  /** Share of matching errors that are kept (SPEC section 9: about 1 in 100). */
  rate: number;
  /** An error counts when its message contains one of these. */
  words: string[];
  /** At most this many entries are kept (the oldest go first). */
  maxEntries: number;
}

export const errorLogKey = 'ct_js_errors';

/** One entry, in the add-on's field names: message, file, line, column, stack, page and browser. */
export interface ErrorLogEntry {
  err: { msg: string; file: string; ln: number; col: number; stacktrace: string };
  url: string;
  userAgent: string;
}

export function readErrorLog(): ErrorLogEntry[] {
  try {
    const list: unknown = JSON.parse(readRaw(errorLogKey) ?? '[]');
    return Array.isArray(list) ? (list as ErrorLogEntry[]) : [];
  } catch {
    return [];
  }
}

export function logError(event: ErrorEvent, settings: ErrorLogSettings, random: () => number): boolean {
  const message = String(event.message ?? '');
  if (!settings.words.some((word) => word && message.includes(word))) return false;
  if (random() >= settings.rate) return false;
  const list = readErrorLog();
  if (list.some((entry) => entry?.err?.msg === message)) return false;
  const stack = event.error instanceof Error ? (event.error.stack ?? '') : '';
  list.push({
    err: {
      msg: message,
      file: event.filename ?? '',
      ln: event.lineno ?? 0,
      col: event.colno ?? 0,
      stacktrace: stack,
    },
    url: location.href,
    userAgent: navigator.userAgent,
  });
  writeRaw(errorLogKey, JSON.stringify(list.slice(-Math.max(1, settings.maxEntries))));
  return true;
}

export function watchErrors(settings: ErrorLogSettings, signal: AbortSignal, random = Math.random): void {
  if (settings.rate <= 0) return;
  window.addEventListener('error', (event) => void logError(event, settings, random), { signal });
}
