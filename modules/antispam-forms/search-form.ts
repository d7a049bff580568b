// Search forms the platform marks (`apbct-form-sign="native_search"`, CONTRACT-antispam.md section 4):
// before the search runs, the signals, the bot-detector token, the force flag and the honeypot's value
// go through the alternative-cookie call; the honeypot is removed; then the search is submitted, also
// when the call fails or takes too long.

export interface SearchFormDeps {
  /** The signals to send (stored and written on this page). */
  signals(): Record<string, unknown>;
  token(): string | undefined;
  save(cookies: Record<string, unknown>, signal: AbortSignal): Promise<unknown>;
}

export interface SearchFormSettings {
  selector: string;
  /** The search is submitted anyway after this long, in ms. */
  saveTimeoutMs: number;
}

export function protectSearchForms(
  settings: SearchFormSettings,
  deps: SearchFormDeps,
  signal: AbortSignal,
): void {
  // Forms whose second submit (after the save) must go through untouched.
  const passing = new WeakSet<HTMLFormElement>();
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement)) return;
      try {
        if (!form.matches(settings.selector)) return;
      } catch {
        return;
      }
      if (passing.has(form)) {
        passing.delete(form);
        return;
      }
      // Another script runs this search itself (an ajax search): leave it to that script.
      if (event.defaultPrevented) return;
      event.preventDefault();
      const honeypot = form.querySelector<HTMLInputElement>('[name*="apbct__email_id__"]');
      const cookies: Record<string, unknown> = { ...deps.signals(), apbct_force_alt_cookies: true };
      const token = deps.token();
      if (token) cookies.ct_bot_detector_event_token = token;
      if (honeypot) cookies.apbct_search_form__honeypot_value = honeypot.value;
      const submitter = event.submitter instanceof HTMLElement ? event.submitter : null;
      let done = false;
      const submit = () => {
        if (done || !form.isConnected) return;
        done = true;
        honeypot?.remove();
        passing.add(form);
        try {
          form.requestSubmit(submitter as HTMLButtonElement | null);
        } catch {
          // The submitter left the form meanwhile: submit without it.
          form.requestSubmit();
        }
      };
      const timeout = AbortSignal.timeout(settings.saveTimeoutMs);
      timeout.addEventListener('abort', submit, { once: true });
      deps.save(cookies, timeout).then(submit, submit);
    },
    { signal },
  );
}
