// Local and session storage in the platform's wrapper format (CONTRACT-antispam.md section 3):
// `{"value": JSON.stringify(v), "timestamp": <unix seconds>}`, an entry older than its lifetime
// counting as absent. Storage that throws (disabled, full, private mode) falls back to memory for
// the rest of the page, so callers never need a try/catch.

/** SPEC section 9: local storage entries live 86400 s by default. */
export const defaultLifetimeS = 86_400;

export type StorageKind = 'local' | 'session';

const memory: Record<StorageKind, Map<string, string>> = { local: new Map(), session: new Map() };

function area(kind: StorageKind): Storage | undefined {
  try {
    // `localStorage` or `sessionStorage`: reading either throws where storage is disabled.
    return window[`${kind}Storage`];
  } catch {
    return undefined;
  }
}

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

/** The raw text stored under `key`, or undefined. */
export function readRaw(key: string, kind: StorageKind = 'local'): string | undefined {
  try {
    const value = area(kind)?.getItem(key);
    if (value !== null && value !== undefined) return value;
  } catch {}
  return memory[kind].get(key);
}

/** Stores raw text; returns false when only the in-memory fallback holds it. */
export function writeRaw(key: string, text: string, kind: StorageKind = 'local'): boolean {
  memory[kind].set(key, text);
  try {
    const storage = area(kind);
    if (!storage) return false;
    storage.setItem(key, text);
    memory[kind].delete(key);
    return true;
  } catch {
    return false;
  }
}

export function removeEntry(key: string, kind: StorageKind = 'local'): void {
  memory[kind].delete(key);
  try {
    area(kind)?.removeItem(key);
  } catch {}
}

/** Keys present in storage and in the fallback. */
export function storedKeys(kind: StorageKind = 'local'): string[] {
  const keys = new Set(memory[kind].keys());
  try {
    const storage = area(kind);
    for (let i = 0; storage && i < storage.length; i++) {
      const key = storage.key(i);
      if (key !== null) keys.add(key);
    }
  } catch {}
  return [...keys];
}

interface Wrapped {
  value: string;
  timestamp: number;
}

function unwrap(text: string | undefined): Wrapped | undefined {
  if (text === undefined) return undefined;
  try {
    const parsed = JSON.parse(text) as Partial<Wrapped>;
    if (parsed && typeof parsed === 'object' && typeof parsed.value === 'string') {
      return { value: parsed.value, timestamp: Number(parsed.timestamp) || 0 };
    }
  } catch {}
  return undefined;
}

/**
 * Writes a wrapped entry.
 * @example
 * writeEntry('ct_ps_timestamp', 1763800000); // {"value":"1763800000","timestamp":1763800000}
 */
export function writeEntry(key: string, value: unknown, kind: StorageKind = 'local'): boolean {
  return writeRaw(key, JSON.stringify({ value: JSON.stringify(value), timestamp: nowSeconds() }), kind);
}

/** The entry's value, or undefined when absent, unreadable or older than `lifetimeS`. */
export function readEntry(key: string, lifetimeS = defaultLifetimeS, kind: StorageKind = 'local'): unknown {
  const entry = unwrap(readRaw(key, kind));
  if (!entry) return undefined;
  if (nowSeconds() - entry.timestamp > lifetimeS) return undefined;
  try {
    return JSON.parse(entry.value);
  } catch {
    return entry.value;
  }
}

/** Every live wrapped entry whose key passes `accept`, values unwrapped. */
export function readEntries(
  accept: (key: string) => boolean,
  kind: StorageKind = 'local',
  lifetimeS = defaultLifetimeS,
): Record<string, unknown> {
  const entries: Record<string, unknown> = {};
  for (const key of storedKeys(kind)) {
    if (!accept(key)) continue;
    const value = readEntry(key, lifetimeS, kind);
    if (value !== undefined) entries[key] = value;
  }
  return entries;
}

/** Forgets the in-memory fallback (unit tests: a fresh page). */
export function resetStorageFallback(): void {
  memory.local.clear();
  memory.session.clear();
}
