// What the platform's bot detector leaves (CONTRACT-antispam.md sections 3 and 4): its token, read
// from the entry its own script writes and from its `botDetectorEventTokenUpdated` event (only a
// non-empty token counts), and its frontend log.
import { readEntry, readRaw } from '../../antispam-platform/storage';
import type { FrontendLog } from './bot-detector-sync';

export const tokenEntry = 'bot_detector_event_token';

/** The token the bot detector stored, or '' (its entry is JSON with `.value`). */
export function storedBotToken(): string {
  const raw = readRaw(tokenEntry);
  if (!raw) return '';
  try {
    const parsed = JSON.parse(raw) as { value?: unknown };
    let value = parsed?.value;
    // Written either as the token itself or, in the storage wrapper, as JSON text of it.
    if (typeof value === 'string' && value.startsWith('"')) value = JSON.parse(value);
    return typeof value === 'string' ? value.trim() : '';
  } catch {
    return '';
  }
}

/** Late handlers (the submit refresh) re-attach only a full token. */
export function isFullToken(token: string, length: number): boolean {
  return token.length === length;
}

/** Calls `onToken` for every non-empty token the bot detector announces. */
export function watchBotToken(onToken: (token: string) => void, signal: AbortSignal): void {
  window.addEventListener(
    'botDetectorEventTokenUpdated',
    (event) => {
      const token = (event as CustomEvent<{ eventToken?: unknown }>).detail?.eventToken;
      if (typeof token === 'string' && token.trim()) onToken(token.trim());
    },
    { signal },
  );
}

export const frontendLogKey = 'ct_bot_detector_frontend_data_log';

/** The detector's frontend log, in the storage wrapper or as plain JSON. */
export function readFrontendLog(): FrontendLog | undefined {
  let log = readEntry(frontendLogKey);
  if (log === undefined) {
    try {
      log = JSON.parse(readRaw(frontendLogKey) ?? 'null');
    } catch {
      return undefined;
    }
  }
  return typeof log === 'object' && log !== null ? (log as FrontendLog) : undefined;
}
