// The platform's bot detector, on sites that have it (this code downloads only there, right at
// start): the token it announces becomes the signal `ct_bot_detector_event_token` (a token announced
// before this arrives is read back from the entry the detector stores), then the anti-crawler check
// and the log sync.
import { syncBotDetectorLog, watchBotDetectorPresence } from './bot-detector-sync';
import { readFrontendLog, storedBotToken, watchBotToken } from './bot-token';
import type { FormsRuntime } from './forms-state';

export function startBotDetector(runtime: FormsRuntime, signal: AbortSignal): void {
  const { platform, signals, settings } = runtime;
  const keep = (token: string) => {
    if (token === runtime.token) return;
    runtime.token = token;
    signals.write('ct_bot_detector_event_token', token);
  };
  const stored = storedBotToken();
  if (stored) keep(stored);
  watchBotToken(keep, signal);

  const sync = settings.botDetector;
  if (platform.antiCrawler)
    watchBotDetectorPresence(
      sync,
      storedBotToken,
      () => signals.write('apbct_bot_detector_exist', 1, { maxAgeS: sync.botDetectorExistS }),
      signal,
    );
  if (platform.frontendDataLogEnabled)
    syncBotDetectorLog(
      sync,
      readFrontendLog,
      () => void signals.sendAlternative({ apbct_force_alt_cookies: true }),
      signal,
    );
}
