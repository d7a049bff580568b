// Two duties toward the platform's own bot detector (SPEC section 9), each ending once its work is
// done or the page is hidden, so an idle page has no timers:
// - anti-crawler: once the detector has stored its token, `apbct_bot_detector_exist` = 1 (3600 s);
// - log sync: when the detector's frontend log gains a new event type, one forced alternative-cookie
//   call lets the server read it. The add-on polled every second forever; here a check follows the
//   visitor's own activity (at most once a second), which is when the detector writes its log.
// Self-contained (what it reads comes in as functions, so the unit tests drive it directly); it
// downloads only on sites with the bot detector, inside bot-detector.ts's chunk.

export interface BotDetectorSyncSettings {
  /** How often the anti-crawler check looks for the token, in ms (SPEC section 9: 500). */
  antiCrawlerPollMs: number;
  /** The anti-crawler check gives up after this long, in ms (the token event still counts). */
  antiCrawlerMaxWaitMs: number;
  /** Lifetime of the `apbct_bot_detector_exist` flag, in s (SPEC section 9: 3600). */
  botDetectorExistS: number;
  /** The log sync starts this long after start, in ms (SPEC section 9: 1 s). */
  logSyncDelayMs: number;
  /** At most one log check per this many ms while the visitor is active (SPEC section 9: 1 s). */
  logSyncIntervalMs: number;
}

export function watchBotDetectorPresence(
  settings: BotDetectorSyncSettings,
  storedBotToken: () => string,
  markPresent: () => void,
  signal: AbortSignal,
): void {
  if (storedBotToken()) {
    markPresent();
    return;
  }
  const stop = new AbortController();
  const watching = AbortSignal.any([signal, stop.signal]);
  const started = performance.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const found = () => {
    stop.abort();
    markPresent();
  };
  const tick = () => {
    if (storedBotToken()) found();
    else if (document.hidden || performance.now() - started >= settings.antiCrawlerMaxWaitMs) stop.abort();
    else timer = setTimeout(tick, settings.antiCrawlerPollMs);
  };
  watching.addEventListener('abort', () => clearTimeout(timer), { once: true });
  window.addEventListener('botDetectorEventTokenUpdated', found, { signal: watching, once: true });
  document.addEventListener('visibilitychange', () => document.hidden && stop.abort(), { signal: watching });
  timer = setTimeout(tick, settings.antiCrawlerPollMs);
}

export interface FrontendLog {
  log_last_update?: unknown;
  records?: { frontend_data?: { js_event?: unknown } }[];
}

const activity = ['pointerdown', 'keydown', 'scroll', 'touchstart', 'focusin'] as const;

export function syncBotDetectorLog(
  settings: BotDetectorSyncSettings,
  readFrontendLog: () => FrontendLog | undefined,
  save: () => void,
  signal: AbortSignal,
): void {
  let lastUpdate: unknown;
  const seenTypes = new Set<unknown>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    timer = undefined;
    const log = readFrontendLog();
    if (!log || log.log_last_update === undefined || log.log_last_update === lastUpdate) return;
    lastUpdate = log.log_last_update;
    let fresh = false;
    for (const record of Array.isArray(log.records) ? log.records : []) {
      const type = record?.frontend_data?.js_event;
      if (type !== undefined && !seenTypes.has(type)) {
        seenTypes.add(type);
        fresh = true;
      }
    }
    if (fresh) save();
  };
  const schedule = () => {
    timer ??= setTimeout(check, settings.logSyncIntervalMs);
  };
  signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  timer = setTimeout(() => {
    check();
    for (const type of activity)
      document.addEventListener(type, schedule, { signal, passive: true, capture: true });
    // The last chance before the visitor leaves: check right away.
    document.addEventListener('visibilitychange', () => document.hidden && check(), { signal });
  }, settings.logSyncDelayMs);
}
