// The error log, the anti-crawler check and the bot-detector log sync: sampled, deduplicated, and
// finished (no timer left) once their work is done, the page is hidden, or the visitor is idle.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { resetStorageFallback, writeEntry } from '../../antispam-platform/storage';
import { syncBotDetectorLog, watchBotDetectorPresence } from './bot-detector-sync';
import { frontendLogKey, readFrontendLog, storedBotToken } from './bot-token';
import { readErrorLog } from './error-log';
import { watchErrors } from './error-watch';

const sync = {
  antiCrawlerPollMs: 500,
  antiCrawlerMaxWaitMs: 10_000,
  botDetectorExistS: 3600,
  logSyncDelayMs: 1000,
  logSyncIntervalMs: 1000,
};

let controller: AbortController;
beforeEach(() => {
  controller = new AbortController();
  localStorage.clear();
  resetStorageFallback();
});
afterEach(() => {
  controller.abort();
  vi.useRealTimers();
});

function pageError(message: string) {
  window.dispatchEvent(
    new ErrorEvent('error', {
      message,
      filename: 'https://fiets.example/x.js',
      lineno: 3,
      colno: 7,
      error: new Error(message),
    }),
  );
}

describe('error log', () => {
  test('keeps sampled errors that mention the anti-spam names, once per message', async () => {
    watchErrors({ rate: 1, words: ['apbct', 'ctPublic'], maxEntries: 20 }, controller.signal);
    pageError('ctPublic is not defined');
    pageError('ctPublic is not defined');
    pageError('Cannot read properties of undefined (reading "slider")');
    // The recording code downloads on the first picked error.
    await vi.waitFor(() => expect(readErrorLog()).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const log = readErrorLog();
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      err: { msg: 'ctPublic is not defined', file: 'https://fiets.example/x.js', ln: 3, col: 7 },
      url: location.href,
      userAgent: navigator.userAgent,
    });
    expect(log[0]!.err.stacktrace).toContain('ctPublic is not defined');
  });

  test('about 1 in 100: an unlucky draw keeps nothing; the page’s own onerror is left alone', async () => {
    const onerror = () => false;
    window.onerror = onerror;
    const draws = [0.5, 0.009];
    watchErrors({ rate: 0.01, words: ['apbct'], maxEntries: 20 }, controller.signal, () => draws.shift()!);
    pageError('apbct: eerste');
    expect(readErrorLog()).toHaveLength(0);
    pageError('apbct: tweede');
    await vi.waitFor(() => expect(readErrorLog().map((entry) => entry.err.msg)).toEqual(['apbct: tweede']));
    expect(window.onerror).toBe(onerror);
    window.onerror = null;
  });
});

describe('anti-crawler check', () => {
  test('a token already stored marks the detector present at once, without a timer', () => {
    vi.useFakeTimers();
    localStorage.setItem('bot_detector_event_token', JSON.stringify({ value: 'a'.repeat(64) }));
    const present = vi.fn();
    watchBotDetectorPresence(sync, storedBotToken, present, controller.signal);
    expect(present).toHaveBeenCalledOnce();
    expect(vi.getTimerCount()).toBe(0);
  });

  test('polls every 500 ms until the token appears, then stops', () => {
    vi.useFakeTimers();
    const present = vi.fn();
    watchBotDetectorPresence(sync, storedBotToken, present, controller.signal);
    vi.advanceTimersByTime(1400);
    expect(present).not.toHaveBeenCalled();
    localStorage.setItem('bot_detector_event_token', JSON.stringify({ value: 'b'.repeat(64) }));
    vi.advanceTimersByTime(500);
    expect(present).toHaveBeenCalledOnce();
    expect(vi.getTimerCount()).toBe(0);
  });

  test('gives up after its longest wait: no timer runs forever', () => {
    vi.useFakeTimers();
    const present = vi.fn();
    watchBotDetectorPresence(sync, storedBotToken, present, controller.signal);
    vi.advanceTimersByTime(10_500);
    expect(present).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('bot-detector log sync', () => {
  const log = (update: number, events: string[]) =>
    writeEntry(frontendLogKey, {
      log_last_update: update,
      records: events.map((js_event) => ({ frontend_data: { js_event } })),
    });

  test('starts after 1 s, saves once per new event type, and leaves no timer while the visitor is idle', () => {
    vi.useFakeTimers();
    const save = vi.fn();
    log(1, ['mousemove']);
    syncBotDetectorLog(sync, readFrontendLog, save, controller.signal);
    vi.advanceTimersByTime(1000);
    expect(save).toHaveBeenCalledOnce();
    expect(vi.getTimerCount()).toBe(0);
    // The visitor acts: one check a second later, a new event type means one more save.
    log(2, ['mousemove', 'keydown']);
    document.dispatchEvent(new KeyboardEvent('keydown'));
    document.dispatchEvent(new KeyboardEvent('keydown'));
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(1000);
    expect(save).toHaveBeenCalledTimes(2);
    // Same types again: nothing to send.
    log(3, ['keydown']);
    document.dispatchEvent(new KeyboardEvent('keydown'));
    vi.advanceTimersByTime(1000);
    expect(save).toHaveBeenCalledTimes(2);
    expect(vi.getTimerCount()).toBe(0);
  });
});
