// The bot-detector evidence a decode call carries (CONTRACT-antispam.md section 2): the event token
// when the platform's bot detector left one, otherwise the signals gathered on this visit.
import type { SignalStore } from '../../antispam-platform/cookies';
import { readEntries, readRaw } from '../../antispam-platform/storage';

const tokenLength = 64;

function storedDetectorToken(): string | undefined {
  try {
    const raw = readRaw('bot_detector_event_token');
    const value = raw === undefined ? undefined : (JSON.parse(raw) as { value?: unknown }).value;
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

export function eventEvidence(
  signals: SignalStore,
): { event_token: string } | { event_javascript_data: string } {
  const kept = signals.read('ct_bot_detector_event_token');
  const token = typeof kept === 'string' && kept ? kept : storedDetectorToken();
  if (token && token.length === tokenLength) return { event_token: token };
  const gathered = readEntries((key) => key.startsWith('ct_') || key.startsWith('apbct_'));
  return { event_javascript_data: JSON.stringify(gathered) };
}
