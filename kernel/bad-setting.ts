// The one warning for a setting that cannot be used; the default takes its place. In the runtime
// chunk: kernel.js reads settings silently and kernel/settings-check.ts warns once a module runs.

/** One console warning naming the key, its value and the default used instead. */
export function reportBadSetting(key: string, value: unknown, fallback: unknown): void {
  let shown: string;
  try {
    shown = JSON.stringify(value) ?? String(value);
  } catch {
    shown = String(value);
  }
  console.warn(
    `[voorkant] setting "${key}" has an unusable value ${shown}; using ${JSON.stringify(fallback)}`,
  );
}
