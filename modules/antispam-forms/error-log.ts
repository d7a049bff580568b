// The local error log (SPEC sections 3 and 5): the sampled page errors (error-watch.ts picks them)
// are kept in `ct_js_errors` (a plain array in local storage), never twice the same message.
// Downloaded only when an error was picked.
import { readRaw, writeRaw } from '../../antispam-platform/storage';

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

/** Keeps one picked error; false when the same message is already logged. */
export function recordError(event: ErrorEvent, maxEntries: number): boolean {
  const message = String(event.message ?? '');
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
  writeRaw(errorLogKey, JSON.stringify(list.slice(-Math.max(1, maxEntries))));
  return true;
}
