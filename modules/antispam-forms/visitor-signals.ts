// The client signals written at start and on the visitor's first actions (SPEC section 3, "Client
// signals"). Listeners end with the module's signal; the pointer sampler stops once it is full.
import type { SignalStore } from '../../antispam-platform/cookies';
import type { AntispamPlatform } from '../../antispam-platform/platform-settings';
import { nowSeconds } from '../../antispam-platform/storage';

export interface PointerSampling {
  /** At most this many pointer positions are kept. */
  maxSamples: number;
  /** At least this long between two samples, in ms. */
  intervalMs: number;
  /** Collected samples are written at most this often, in ms. */
  writeDelayMs: number;
}

export function screenInfo(): Record<string, number> {
  const root = document.documentElement;
  return {
    fullWidth: root.scrollWidth,
    fullHeight: root.scrollHeight,
    visibleWidth: innerWidth,
    visibleHeight: innerHeight,
  };
}

/** Hours east of UTC, as the server compares it with the visitor's address. */
export function timezoneHours(): number {
  return -new Date().getTimezoneOffset() / 60;
}

/** The start signals; `loadedAt` is the page's load time in seconds (`ct_ps_timestamp`). */
export function writeStartSignals(signals: SignalStore, platform: AntispamPlatform, loadedAt: number): void {
  signals.write('ct_ps_timestamp', loadedAt);
  signals.write('ct_timezone', timezoneHours());
  signals.write('ct_screen_info', screenInfo());
  signals.write('apbct_headless', navigator.webdriver === true);
  if (platform.checkjsKey) signals.write('ct_checkjs', platform.checkjsKey);
}

/**
 * `ct_fkp_timestamp` on the first key or pointer press (then `onPress`: the form part downloads); `ct_pointer_data` while the pointer moves.
 */
export function watchVisitorInput(
  signals: SignalStore,
  sampling: PointerSampling,
  signal: AbortSignal,
  onPress?: () => void,
): void {
  const firstPress = new AbortController();
  const onFirstPress = () => {
    firstPress.abort();
    signals.write('ct_fkp_timestamp', nowSeconds());
    onPress?.();
  };
  const pressSignal = AbortSignal.any([signal, firstPress.signal]);
  document.addEventListener('keydown', onFirstPress, { signal: pressSignal, passive: true });
  document.addEventListener('pointerdown', onFirstPress, { signal: pressSignal, passive: true });

  if (sampling.maxSamples <= 0) return;
  const samples: Array<[number, number, number]> = [];
  const started = performance.now();
  let last = Number.NEGATIVE_INFINITY;
  let writeTimer: ReturnType<typeof setTimeout> | undefined;
  const sampler = new AbortController();
  signal.addEventListener('abort', () => clearTimeout(writeTimer), { once: true });
  const write = () => {
    writeTimer = undefined;
    signals.write('ct_pointer_data', samples.slice());
  };
  document.addEventListener(
    'pointermove',
    (event) => {
      const now = performance.now();
      if (now - last < sampling.intervalMs) return;
      last = now;
      samples.push([Math.round(event.clientX), Math.round(event.clientY), Math.round(now - started)]);
      if (samples.length >= sampling.maxSamples) {
        // Full: stop listening and write what we have right away.
        sampler.abort();
        clearTimeout(writeTimer);
        write();
      } else {
        writeTimer ??= setTimeout(write, sampling.writeDelayMs);
      }
    },
    { signal: AbortSignal.any([signal, sampler.signal]), passive: true },
  );
}
