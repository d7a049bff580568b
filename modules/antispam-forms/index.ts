// Anti-spam data on the site's forms (SPEC sections 3-5): the visitor's signals, each form's
// visible-fields data, the no-cookie data and the bot-detector token, refreshed right before submit.
// Runs on every page where the platform printed its settings (`html`); each form arrives through
// the kernel's DOM observation (`form`), so forms a popup adds later get their fields too.
import { defineModule, pickSettings, toFlag } from '../../kernel/contract';
import { type SignalStore, signalStore } from '../../kernel/services/cookies';
import { platformClient } from '../../kernel/services/platform-call';
import { type AntispamPlatform, antispamPlatform } from '../../kernel/services/platform-settings';
import { readEntries } from '../../kernel/services/storage';
import { base64Json } from './base64-json';
import type { BotDetectorSyncSettings } from './bot-detector-sync';
import { isFullToken, readFrontendLog, storedBotToken, watchBotToken } from './bot-token';
import { type ErrorLogSettings, watchErrors } from './error-log';
import { defaultExclusions, type FormExclusions, isExcludedForm } from './form-exclusions';
import { hiddenField } from './hidden-field';
import { cleanTargets, defaultInjectionTargets, type InjectionTarget } from './injection-targets';
import { noCookieValue } from './no-cookie-data';
import { injectIntoRequests, type RequestData, watchAddToCartLinks } from './other-requests';
import { protectSearchForms, type SearchFormSettings } from './search-form';
import { collectVisibleFields, formIndex } from './visible-fields';
import { type PointerSampling, watchVisitorInput, writeStartSignals } from './visitor-signals';

export interface AntispamFormsSettings {
  /** Visible-fields data is added this long after the page's load event, in ms (SPEC section 9: 1 s). */
  visibleFieldsDelayMs: number;
  /** Stored signals older than this count as absent, in s (SPEC section 9: 86400). */
  storageLifetimeS: number;
  /** In cookie mode `native`, at most this many forms get a visible-fields cookie (SPEC section 9). */
  nativeVisibleFieldsCookies: number;
  /** A burst of signal writes within this time becomes one alternative-cookie call, in ms. */
  altCookieBatchMs: number;
  /** Platform calls give up after this long, in ms (SPEC section 9: 15000). */
  requestTimeoutMs: number;
  /** A bot-detector token must have this many characters to be re-attached at submit (SPEC: 64). */
  botTokenLength: number;
  pointer: PointerSampling;
  /** Forms left alone: payment, marketing and site-search forms, GET forms, the shop's login. */
  exclusions: FormExclusions;
  /** The administrator's additions to `exclusions` (same shape), so the defaults need not be repeated. */
  extraExclusions: FormExclusions;
  /** Other add-ons' requests that carry the no-cookie data or the token (SPEC section 7 notes). */
  injectionTargets: InjectionTarget[];
  /** The administrator's additions to `injectionTargets`. */
  extraInjectionTargets: InjectionTarget[];
  /** Add-to-cart links that navigate; they get the data in their address on click. */
  addToCartLinks: string;
  /** Marked search forms: save the signals first, submit anyway after `saveTimeoutMs`. */
  searchForms: SearchFormSettings;
  /** Errors mentioning the anti-spam names, sampled into `ct_js_errors`. */
  errorLog: ErrorLogSettings;
  /** The anti-crawler check and the bot-detector log sync. */
  botDetector: BotDetectorSyncSettings;
}

const defaults = {
  visibleFieldsDelayMs: 1000,
  storageLifetimeS: 86_400,
  nativeVisibleFieldsCookies: 10,
  altCookieBatchMs: 50,
  requestTimeoutMs: 15_000,
  botTokenLength: 64,
  pointer: { maxSamples: 50, intervalMs: 150, writeDelayMs: 1000 },
  exclusions: defaultExclusions,
  extraExclusions: { selectors: [], actions: [], getFormsAllowed: [] },
  injectionTargets: defaultInjectionTargets,
  extraInjectionTargets: [],
  addToCartLinks: 'a.add_to_cart_button:not(.product_type_variable):not(.wc-interactive)',
  searchForms: { selector: 'form[apbct-form-sign="native_search"]', saveTimeoutMs: 2000 },
  errorLog: { rate: 0.01, words: ['apbct', 'ctPublic'], maxEntries: 20 },
  botDetector: {
    antiCrawlerPollMs: 500,
    antiCrawlerMaxWaitMs: 10_000,
    botDetectorExistS: 3600,
    logSyncDelayMs: 1000,
    logSyncIntervalMs: 1000,
  },
} satisfies AntispamFormsSettings;

interface FormsRuntime {
  platform: AntispamPlatform;
  signals: SignalStore;
  settings: AntispamFormsSettings;
  /** The latest non-empty bot-detector token. */
  token: string;
}

interface FormsPage {
  forms: Set<HTMLFormElement>;
  /** The delay after load has passed: forms get their fields as they arrive. */
  started: boolean;
  /** Hidden inputs Voorkant added (so a form already carrying the data is told apart from ours). */
  ownFields: WeakSet<HTMLInputElement>;
  runtime?: FormsRuntime;
}

const isSignalKey = (key: string) => key.startsWith('ct_') || key.startsWith('apbct_');

const strings = (list: unknown): string[] =>
  Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];

function cleanRules(rules: FormExclusions): FormExclusions {
  return {
    selectors: strings(rules.selectors),
    actions: strings(rules.actions),
    getFormsAllowed: strings(rules.getFormsAllowed),
  };
}

function carriesForeignData(form: HTMLFormElement, page: FormsPage): boolean {
  return [...form.querySelectorAll<HTMLInputElement>('input[name="apbct_visible_fields"]')].some(
    (input) => !page.ownFields.has(input),
  );
}

function isProtected(form: HTMLFormElement, page: FormsPage, runtime: FormsRuntime): boolean {
  const { exclusions, extraExclusions } = runtime.settings;
  return !carriesForeignData(form, page) && !isExcludedForm(form, exclusions, extraExclusions);
}

/** Method POST or none: the forms whose body can carry the no-cookie data. */
function postsBody(form: HTMLFormElement): boolean {
  const method = form.getAttribute('method');
  return !method || method.toLowerCase() === 'post';
}

/** Adds or refreshes a form's fields; returns its visible-fields object. */
function fillForm(form: HTMLFormElement, page: FormsPage, runtime: FormsRuntime) {
  const index = formIndex(form);
  const fields = collectVisibleFields(form);
  const visibleField = hiddenField(form, 'apbct_visible_fields', { id: `apbct_visible_fields_${index}` });
  page.ownFields.add(visibleField);
  visibleField.value = base64Json({ 0: fields });
  if (runtime.platform.cookiesType === 'none' && postsBody(form)) refreshNoCookieField(form, runtime);
  return { index, fields };
}

function refreshNoCookieField(form: HTMLFormElement, runtime: FormsRuntime): void {
  hiddenField(form, 'ct_no_cookie_hidden_field', {
    className: 'apbct_special_field ct_no_cookie_hidden_field',
  }).value = noCookieValue(runtime.settings.storageLifetimeS);
}

function refreshAllNoCookieFields(page: FormsPage, runtime: FormsRuntime): void {
  for (const form of page.forms) {
    if (form.querySelector('input[name="ct_no_cookie_hidden_field"]')) refreshNoCookieField(form, runtime);
  }
}

/** Right before a submit: fresh values, the visible-fields signal, and a full bot-detector token. */
function beforeSubmit(form: HTMLFormElement, page: FormsPage, runtime: FormsRuntime): void {
  const { signals, settings, platform } = runtime;
  const { index, fields } = fillForm(form, page, runtime);
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

function addPixel(runtime: FormsRuntime, pixelUrl: string): void {
  const pixel = document.createElement('img');
  pixel.id = 'apbct_pixel';
  pixel.alt = '';
  pixel.hidden = true;
  pixel.width = 1;
  pixel.height = 1;
  pixel.src = pixelUrl;
  document.body.append(pixel);
  runtime.signals.write('apbct_pixel_url', pixelUrl);
}

export default defineModule<AntispamFormsSettings, undefined, FormsPage>({
  id: 'antispam-forms',
  settings: (site) => pickSettings(site.settings['antispam-forms'], defaults, 'antispam-forms'),
  page: () => ({ forms: new Set(), started: false, ownFields: new WeakSet() }),
  init(ctx) {
    const { settings, page } = ctx;
    const platform = antispamPlatform(ctx.site.platform);
    const client = platformClient(ctx.site.platform, { timeoutMs: settings.requestTimeoutMs });
    const signals = signalStore(ctx.site.platform, {
      client,
      batchMs: settings.altCookieBatchMs,
      lifetimeS: settings.storageLifetimeS,
    });
    const runtime: FormsRuntime = {
      platform,
      signals,
      settings: {
        ...settings,
        exclusions: cleanRules(settings.exclusions),
        extraExclusions: cleanRules(settings.extraExclusions),
      },
      token: '',
    };
    page.runtime = runtime;

    // Whenever a signal is written, forms carrying the no-cookie data get it (once per burst).
    let refreshQueued = false;
    signals.onWrite(() => {
      if (refreshQueued) return;
      refreshQueued = true;
      queueMicrotask(() => {
        refreshQueued = false;
        refreshAllNoCookieFields(page, runtime);
      });
    }, ctx.signal);

    writeStartSignals(signals, platform);
    watchVisitorInput(signals, settings.pointer, ctx.signal);

    if (platform.botDetectorEnabled) {
      const keep = (token: string) => {
        if (token === runtime.token) return;
        runtime.token = token;
        signals.write('ct_bot_detector_event_token', token);
      };
      const stored = storedBotToken();
      if (stored) keep(stored);
      watchBotToken(keep, ctx.signal);
    }

    const requestData: RequestData = {
      noCookie: () =>
        platform.cookiesType === 'none' ? noCookieValue(runtime.settings.storageLifetimeS) : undefined,
      token: () => (platform.botDetectorEnabled ? runtime.token || storedBotToken() || undefined : undefined),
    };
    injectIntoRequests(
      [...cleanTargets(settings.injectionTargets), ...cleanTargets(settings.extraInjectionTargets)],
      requestData,
      ctx.signal,
    );
    // With ajax add-to-cart on, the shop posts `wc-ajax=add_to_cart` instead: the wrapper covers it.
    if (!toFlag(platform.ctPublic.wc_ajax_add_to_cart))
      watchAddToCartLinks(settings.addToCartLinks, requestData, ctx.signal);

    if (platform.searchTest) {
      protectSearchForms(
        settings.searchForms,
        {
          signals: () => ({
            ...(platform.cookiesType === 'none'
              ? readEntries(isSignalKey, 'local', settings.storageLifetimeS)
              : {}),
            ...signals.written(),
          }),
          token: requestData.token,
          save: (cookies, signal) => signals.sendAlternative(cookies, signal),
        },
        ctx.signal,
      );
    }

    watchErrors({ ...settings.errorLog, words: strings(settings.errorLog.words) }, ctx.signal);

    // Only sites with the platform's bot detector need these two: their code downloads only there.
    const antiCrawler = platform.botDetectorEnabled && platform.antiCrawler;
    const logSync = platform.botDetectorEnabled && platform.frontendDataLogEnabled;
    if (antiCrawler || logSync) {
      void import('./bot-detector-sync').then(({ watchBotDetectorPresence, syncBotDetectorLog }) => {
        if (ctx.signal.aborted) return;
        const sync = settings.botDetector;
        if (antiCrawler)
          watchBotDetectorPresence(
            sync,
            storedBotToken,
            () => signals.write('apbct_bot_detector_exist', 1, { maxAgeS: sync.botDetectorExistS }),
            ctx.signal,
          );
        if (logSync)
          syncBotDetectorLog(
            sync,
            readFrontendLog,
            () => void signals.sendAlternative({ apbct_force_alt_cookies: true }),
            ctx.signal,
          );
      });
    }

    if (platform.pixelEnabled) {
      if (platform.pixelUrl) addPixel(runtime, platform.pixelUrl);
      else
        void client
          .call({
            route: 'apbct_get_pixel_url',
            action: 'apbct_get_pixel_url',
            expect: 'text',
            signal: ctx.signal,
          })
          .then((result) => {
            if (result.ok && typeof result.data === 'string' && /^https?:\/\//.test(result.data.trim()))
              addPixel(runtime, result.data.trim());
          });
    }

    document.addEventListener(
      'submit',
      (event) => {
        const form = event.target;
        if (form instanceof HTMLFormElement && page.forms.has(form) && isProtected(form, page, runtime))
          beforeSubmit(form, page, runtime);
      },
      { capture: true, signal: ctx.signal },
    );

    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      timer = setTimeout(() => {
        page.started = true;
        for (const form of page.forms) if (isProtected(form, page, runtime)) fillForm(form, page, runtime);
      }, settings.visibleFieldsDelayMs);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true, signal: ctx.signal });
    return () => clearTimeout(timer);
  },
  attach(element, ctx) {
    if (!(element instanceof HTMLFormElement)) return;
    const { page } = ctx;
    page.forms.add(element);
    const runtime = page.runtime;
    if (page.started && runtime && isProtected(element, page, runtime)) fillForm(element, page, runtime);
    return () => page.forms.delete(element);
  },
});
