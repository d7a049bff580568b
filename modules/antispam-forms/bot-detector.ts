// The platform's bot detector, on sites that have it (this code downloads only there, right at
// start): the token it announces becomes the signal `ct_bot_detector_event_token` (a token announced
// before this arrives is read back from the entry the detector stores), then the anti-crawler check
// and the log sync.
import { pickSettings, toFlag } from '../../kernel/contract';
import {
  type BotDetectorSyncSettings,
  syncBotDetectorLog,
  watchBotDetectorPresence,
} from './bot-detector-sync';
import { readFrontendLog, storedBotToken, watchBotToken } from './bot-token';
import type { FormsRuntime } from './forms-state';

/** The `botDetector` key of the `antispam-forms` settings (picked here, so its defaults ship here). */
const defaults = {
  botDetector: {
    antiCrawlerPollMs: 500,
    antiCrawlerMaxWaitMs: 10_000,
    botDetectorExistS: 3600,
    logSyncDelayMs: 1000,
    logSyncIntervalMs: 1000,
  },
} satisfies { botDetector: BotDetectorSyncSettings };

export function startBotDetector(runtime: FormsRuntime, rawSettings: unknown, signal: AbortSignal): void {
  const { platform, signals } = runtime;
  const keep = (token: string) => {
    if (token === runtime.token) return;
    runtime.token = token;
    signals.write('ct_bot_detector_event_token', token);
  };
  const stored = storedBotToken();
  if (stored) keep(stored);
  watchBotToken(keep, signal);

  const sync = pickSettings(rawSettings, defaults, 'antispam-forms').botDetector;
  if (toFlag(platform.ctPublic.settings__sfw__anti_crawler))
    watchBotDetectorPresence(
      sync,
      storedBotToken,
      () => signals.write('apbct_bot_detector_exist', 1, { maxAgeS: sync.botDetectorExistS }),
      signal,
    );
  if (toFlag(platform.ctPublicFunctions.data__frontend_data_log_enabled))
    syncBotDetectorLog(
      sync,
      readFrontendLog,
      () => void signals.sendAlternative({ apbct_force_alt_cookies: true }),
      signal,
    );
}
