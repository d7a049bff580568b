// What the start part (index.ts) and the form part (antispam-form-fields.ts) share on one page.
import type { SignalStore } from '../../antispam-platform/cookies';
import type { LazyPlatformClient } from '../../antispam-platform/lazy-platform-client';
import type { AntispamPlatform } from '../../antispam-platform/platform-settings';
import type { AntispamFormsSettings } from './index';

export interface FormsRuntime {
  platform: AntispamPlatform;
  signals: SignalStore;
  client: LazyPlatformClient;
  settings: AntispamFormsSettings;
  /** The latest non-empty bot-detector token. */
  token: string;
}

/** The form part, once downloaded. */
export interface FormFields {
  /** Adds or refreshes one protected form's fields. */
  fill(form: HTMLFormElement): void;
  /** `fill` for every protected form on the page. */
  fillAll(): void;
  /** Fresh values right before a submit (also for the `form.submit()` fallback, which fires no event). */
  beforeSubmit(form: HTMLFormElement): void;
}

export interface FormsPage {
  forms: Set<HTMLFormElement>;
  /** The delay after load has passed: forms get their fields as they arrive. */
  started: boolean;
  runtime?: FormsRuntime;
  /** The form part's download, started on the first interaction or submit. */
  loading?: Promise<void>;
  fields?: FormFields;
  /** The form part could not be downloaded: forms submit as they are. */
  fieldsFailed?: boolean;
}
