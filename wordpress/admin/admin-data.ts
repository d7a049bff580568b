// What the plugin prints for the administrators' screen (`#voorkant-admin-data`, built in
// includes/class-admin-page.php), read once.
import type { SchemaField } from '../build/settings-schema';

export interface AdminModule {
  id: string;
  name: string;
  description: string;
  selector: string | null;
  when: string | null;
  load: string[];
  /** The registry's switch: what "default" means for this module. */
  enabled: boolean;
  chunkGzip: number | null;
  fields: SchemaField[];
}

export interface StoredSettings {
  modules: Record<string, boolean>;
  /** Module id → dotted key → value: only what the administrator changed. */
  settings: Record<string, Record<string, unknown>>;
  /** The plugin's own switches; absent ones are off. */
  host?: { removeJquery?: boolean };
}

export interface OffReason {
  reason: 'combined' | 'kept' | 'shared';
  handles: string[];
  by: string[];
  page?: string;
}

export interface SiteReport {
  /** The settings objects the theme and the add-on printed: global name → object. */
  theme: Record<string, Record<string, unknown>>;
  kept: Record<string, { by: string[]; page: string }>;
  off: Record<string, OffReason>;
  combined: string[];
  left: Record<string, string>;
  /** The theme's JS compiler as last seen: its mode and the handles Voorkant left out of its list. */
  compiler?: { mode: 'combined' | 'separate'; leftOut: string[] } | null;
  /** Per template type seen: its name, the scripts that declare jQuery, the inline scripts that call it. */
  jquery?: Record<string, { label: string; needs: string[]; inline: string[]; page: string }>;
  updated: number;
}

export interface AdminState {
  stored: StoredSettings;
  report: SiteReport;
  /** The latest cache purge (activation, deactivation, a save): when, and the page caches asked. */
  purged?: { at: number; asked: string[] };
}

export type Texts = Record<string, string>;

export interface AdminData {
  restUrl: string;
  restNonce: string;
  homeUrl: string;
  locale: string;
  modules: AdminModule[];
  state: AdminState;
  texts: Texts;
}

export function readAdminData(doc: Document): AdminData {
  const text = doc.getElementById('voorkant-admin-data')?.textContent;
  if (!text) throw new Error('[voorkant] the admin screen has no #voorkant-admin-data');
  return JSON.parse(text) as AdminData;
}

/** `%s` or `%1$s`, `%2$s` … filled in order. */
export function format(text: string, ...values: string[]): string {
  let next = 0;
  return text.replace(/%(?:(\d)\$)?s/g, (_, position: string | undefined) =>
    String(values[position ? Number(position) - 1 : next++] ?? ''),
  );
}
