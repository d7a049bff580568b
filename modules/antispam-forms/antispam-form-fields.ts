// The form part of antispam-forms, downloaded on the visitor's first key or pointer press, focus in
// a form, another script's first request with a body, or a submit that came first (index.ts holds
// that submit and sends it again once this part runs). It adds each form's visible-fields data,
// the no-cookie field and the bot-detector token, refreshed right before every submit; protects
// marked search forms; samples the error log; and puts the data into other add-ons' requests.

import { readEntries } from '../../antispam-platform/storage';
import { pickSettings, toFlag } from '../../kernel/contract';
import { base64Json } from './base64-json';
import { isFullToken, storedBotToken } from './bot-token';
import { type ErrorLogSettings, watchErrors } from './error-watch';
import { defaultExclusions, type FormExclusions, isExcludedForm } from './form-exclusions';
import type { FormFields, FormsPage, FormsRuntime } from './forms-state';
import { hiddenField } from './hidden-field';
import { cleanTargets, defaultInjectionTargets, type InjectionTarget } from './injection-targets';
import { noCookieValue } from './no-cookie-data';
import { injectIntoRequests, type RequestData, watchAddToCartLinks } from './other-requests';
import { protectSearchForms, type SearchFormSettings } from './search-form';
import { collectVisibleFields, formIndex } from './visible-fields';

/** The settings only this part reads (same `antispam-forms` slice as the start part's). */
export interface FormPartSettings {
  /** Forms left alone: payment, marketing and site-search forms, GET forms, the shop's login. */
  exclusions: FormExclusions;
  /** The administrator's additions to `exclusions` (same shape), so the defaults need not be repeated. */
  extraExclusions: FormExclusions;
  /** Marked search forms: save the signals first, submit anyway after `saveTimeoutMs`. */
  searchForms: SearchFormSettings;
  /** Errors mentioning the anti-spam names, sampled into `ct_js_errors` (from the first interaction). */
  errorLog: ErrorLogSettings;
  /** Other add-ons' requests that carry the no-cookie data or the token (SPEC section 7 notes). */
  injectionTargets: InjectionTarget[];
  /** The administrator's additions to `injectionTargets`. */
  extraInjectionTargets: InjectionTarget[];
  /** Add-to-cart links that navigate; they get the data in their address on click. */
  addToCartLinks: string;
}

const formPartDefaults = {
  exclusions: defaultExclusions,
  extraExclusions: { selectors: [], actions: [], getFormsAllowed: [] },
  searchForms: { selector: 'form[apbct-form-sign="native_search"]', saveTimeoutMs: 2000 },
  errorLog: { rate: 0.01, words: ['apbct', 'ctPublic'], maxEntries: 20 },
  injectionTargets: defaultInjectionTargets,
  extraInjectionTargets: [],
  addToCartLinks: 'a.add_to_cart_button:not(.product_type_variable):not(.wc-interactive)',
} satisfies FormPartSettings;

const strings = (list: unknown): string[] =>
  Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];

function cleanRules(rules: FormExclusions): FormExclusions {
  return {
    selectors: strings(rules.selectors),
    actions: strings(rules.actions),
    getFormsAllowed: strings(rules.getFormsAllowed),
  };
}

function carriesForeignData(form: HTMLFormElement): boolean {
  return [...form.querySelectorAll<HTMLInputElement>('input[name="apbct_visible_fields"]')].some(
    (input) => !ownFields.has(input),
  );
}

/** Hidden inputs Voorkant added (so a form already carrying the data is told apart from ours). */
const ownFields = new WeakSet<HTMLInputElement>();

const isSignalKey = (key: string) => key.startsWith('ct_') || key.startsWith('apbct_');

/** Method POST or none: the forms whose body can carry the no-cookie data. */
function postsBody(form: HTMLFormElement): boolean {
  const method = form.getAttribute('method');
  return !method || method.toLowerCase() === 'post';
}

function refreshNoCookieField(form: HTMLFormElement, runtime: FormsRuntime): void {
  hiddenField(form, 'ct_no_cookie_hidden_field', {
    className: 'apbct_special_field ct_no_cookie_hidden_field',
  }).value = noCookieValue(runtime.settings.storageLifetimeS);
}

/** Adds or refreshes a form's fields; returns its visible-fields object. */
function fillForm(form: HTMLFormElement, runtime: FormsRuntime) {
  const index = formIndex(form);
  const fields = collectVisibleFields(form);
  const visibleField = hiddenField(form, 'apbct_visible_fields', { id: `apbct_visible_fields_${index}` });
  ownFields.add(visibleField);
  visibleField.value = base64Json({ 0: fields });
  if (runtime.platform.cookiesType === 'none' && postsBody(form)) refreshNoCookieField(form, runtime);
  return { index, fields };
}

/** Right before a submit: fresh values, the visible-fields signal, and a full bot-detector token. */
function beforeSubmit(form: HTMLFormElement, runtime: FormsRuntime): void {
  const { signals, settings, platform } = runtime;
  const { index, fields } = fillForm(form, runtime);
  if (signals.mode === 'native') {
    if (index >= 0 && index < settings.nativeVisibleFieldsCookies) {
      signals.write(`apbct_visible_fields_${index}`, fields);
    }
  } else {
    signals.write('apbct_visible_fields', fields);
  }
  if (platform.botDetectorEnabled) {
    const token = runtime.token || storedBotToken();
    if (isFullToken(token, settings.botTokenLength))
      hiddenField(form, 'ct_bot_detector_event_token').value = token;
  }
  // The signal write above changed the stored data: the field must carry it in this very submit.
  if (signals.mode === 'none' && postsBody(form)) refreshNoCookieField(form, runtime);
  // The form navigates away now: the pending alternative-cookie save must outlive the page.
  if (signals.mode === 'alternative') void signals.flush(true);
}

export function startFormFields(
  page: FormsPage,
  runtime: FormsRuntime,
  rawSettings: unknown,
  signal: AbortSignal,
): FormFields {
  const { platform, signals, settings } = runtime;
  const own = pickSettings(rawSettings, formPartDefaults, 'antispam-forms');
  const exclusions = cleanRules(own.exclusions);
  const extraExclusions = cleanRules(own.extraExclusions);
  /** Not excluded and not already carrying the server's own visible-fields data. */
  const isProtected = (form: HTMLFormElement) =>
    !carriesForeignData(form) && !isExcludedForm(form, exclusions, extraExclusions);

  // Whenever a signal is written, forms carrying the no-cookie data get it (once per burst).
  let refreshQueued = false;
  signals.onWrite(() => {
    if (refreshQueued) return;
    refreshQueued = true;
    queueMicrotask(() => {
      refreshQueued = false;
      for (const form of page.forms) {
        if (form.querySelector('input[name="ct_no_cookie_hidden_field"]'))
          refreshNoCookieField(form, runtime);
      }
    });
  }, signal);

  watchErrors({ ...own.errorLog, words: strings(own.errorLog.words) }, signal);

  const requestData: RequestData = {
    noCookie: () => (platform.cookiesType === 'none' ? noCookieValue(settings.storageLifetimeS) : undefined),
    token: () => (platform.botDetectorEnabled ? runtime.token || storedBotToken() || undefined : undefined),
  };
  injectIntoRequests(
    [...cleanTargets(own.injectionTargets), ...cleanTargets(own.extraInjectionTargets)],
    requestData,
    signal,
  );
  // With ajax add-to-cart on, the shop posts `wc-ajax=add_to_cart` instead: the wrapper covers it.
  if (!toFlag(platform.ctPublic.wc_ajax_add_to_cart))
    watchAddToCartLinks(own.addToCartLinks, requestData, signal);

  if (toFlag(platform.ctPublic.settings__forms__search_test)) {
    protectSearchForms(
      own.searchForms,
      {
        signals: () => ({
          ...(platform.cookiesType === 'none'
            ? readEntries(isSignalKey, 'local', settings.storageLifetimeS)
            : {}),
          ...signals.written(),
        }),
        token: requestData.token,
        save: (cookies, abort) => signals.sendAlternative(cookies, abort),
      },
      signal,
    );
  }

  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (form instanceof HTMLFormElement && page.forms.has(form) && isProtected(form))
        beforeSubmit(form, runtime);
    },
    { capture: true, signal },
  );

  const fields: FormFields = {
    fill(form) {
      if (isProtected(form)) fillForm(form, runtime);
    },
    fillAll() {
      for (const form of page.forms) fields.fill(form);
    },
    beforeSubmit(form) {
      if (page.forms.has(form) && isProtected(form)) beforeSubmit(form, runtime);
    },
  };
  // Loaded after the delay (the visitor's first action came late): the fields go on at once.
  if (page.started) fields.fillAll();
  return fields;
}
