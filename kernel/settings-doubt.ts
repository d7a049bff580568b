// Whether the kernel's own settings may hold a value it could not use: only then is
// kernel/settings-check.ts fetched to say which (a chunk of its own; inside the runtime chunk it cost
// every page with a module about 200 B gzip). This test is in the runtime chunk. A page whose settings
// are printed as the WordPress plugin prints them never downloads the check; a false alarm (a flag
// printed as "1", which is usable) costs that download and nothing else.
import { isRecord } from './coerce';
import type { Site } from './contract';

export function settingsInDoubt(win: Window & Record<string, unknown>, doc: Document, site: Site): boolean {
  const text = doc.getElementById('voorkant-settings')?.textContent?.trim();
  try {
    if (text && !isRecord(JSON.parse(text))) return true;
    // kernel/settings.ts keeps a text it cannot use as a selector, and only the check says so.
    doc.querySelector(site.kernel.editorMarker);
  } catch {
    return true;
  }
  if (win.voorkantSettings !== undefined && !isRecord(win.voorkantSettings)) return true;
  // Every kernel key as printed must be what the kernel read from it: a value it replaced by its
  // default, or dropped (a module switch that is no flag), reads differently.
  const printed = site.settings as Record<string, unknown>;
  return Object.entries(site.kernel).some(
    ([key, value]) => printed[key] !== undefined && JSON.stringify(printed[key]) !== JSON.stringify(value),
  );
}
