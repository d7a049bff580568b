// Anti-spam data on the site's forms (SPEC sections 3-5). This start part runs on every page where
// the platform printed its settings (`html`): the visitor's signals, the submit gate and the early
// request hold; the bot-detector and pixel parts load at start only where the platform has them on.
// The form part (antispam-form-fields.ts: visible fields, no-cookie field, search forms, error log,
// other add-ons' requests) downloads on the visitor's first key or pointer press, focus in a form,
// another script's first request with a body, or a submit that came first: that submit is held,
// the fields are added, and it is sent again, so every submit carries the data (issue 10's budget).

import { signalStore } from '../../antispam-platform/cookies';
import { lazyPlatformClient } from '../../antispam-platform/lazy-platform-client';
import { nowSeconds } from '../../antispam-platform/storage';
import { defineModule, pickSettings } from '../../kernel/contract';
import { holdRequests } from '../../kernel/services/request-hold';
import type { FormsPage, FormsRuntime } from './forms-state';
import { type PointerSampling, watchVisitorInput, writeStartSignals } from './visitor-signals';

/**
 * The start part's settings. The keys only the form part reads (`exclusions`, `extraExclusions`,
 * `searchForms`, `injectionTargets`, `extraInjectionTargets`, `addToCartLinks`: see `FormPartSettings`
 * `errorLog`, in antispam-form-fields.ts) and the bot-detector part's `botDetector` are picked there, so their
 * defaults download with them.
 */
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
  /**
   * Another add-on's request sent before the form part is here waits for it at most this long, in ms
   * (then goes as it was sent).
   */
  requestHoldMs: number;
  /** A bot-detector token must have this many characters to be re-attached at submit (SPEC: 64). */
  botTokenLength: number;
  pointer: PointerSampling;
}

const defaults = {
  visibleFieldsDelayMs: 1000,
  storageLifetimeS: 86_400,
  nativeVisibleFieldsCookies: 10,
  altCookieBatchMs: 50,
  requestTimeoutMs: 15_000,
  requestHoldMs: 3000,
  botTokenLength: 64,
  pointer: { maxSamples: 50, intervalMs: 150, writeDelayMs: 1000 },
} satisfies AntispamFormsSettings;

/** Sends a held submit again, with the same button; `form.submit()` where `requestSubmit` is missing. */
function submitAgain(page: FormsPage, form: HTMLFormElement, submitter: HTMLElement | null): void {
  // A form that left the page meanwhile cannot navigate: the browser drops it.
  if (typeof form.requestSubmit !== 'function') {
    // No submit event this way: the fields are refreshed here.
    page.fields?.beforeSubmit(form);
    form.submit();
    return;
  }
  try {
    form.requestSubmit(submitter);
  } catch {
    // The button left the form meanwhile: submit without it.
    form.requestSubmit();
  }
}

export default defineModule<AntispamFormsSettings, undefined, FormsPage>({
  id: 'antispam-forms',
  settings: (site) => pickSettings(site.settings['antispam-forms'], defaults, 'antispam-forms'),
  page: () => ({ forms: new Set(), started: false }),
  init(ctx) {
    const { settings, page } = ctx;
    const client = lazyPlatformClient(ctx.site.platform, { timeoutMs: settings.requestTimeoutMs });
    const { platform } = client;
    const signals = signalStore(ctx.site.platform, {
      client,
      batchMs: settings.altCookieBatchMs,
      lifetimeS: settings.storageLifetimeS,
    });
    const runtime: FormsRuntime = { platform, signals, client, settings, token: '' };
    page.runtime = runtime;
    // Which forms are left alone is the form part's business (its rules download with it): until it
    // is here, every form in `page.forms` counts.
    // The parts pick their own keys of this slice (their defaults ship with them).
    const raw = ctx.site.settings['antispam-forms'];
    // One clear console line naming the part (a visitor's form still submits without the form part).
    const failed = (part: string) => (error: unknown) =>
      ctx.log.error(`the ${part} part did not load`, error);

    // The start signals (SPEC section 3), their page-load time taken now. In cookie mode `none` they
    // only go to local storage, which nothing reads before the form part (the no-cookie field, other
    // add-ons' requests, search forms), and they were the page's first storage access, a synchronous
    // call into the browser (a task of 7-17 ms at 4x CPU slowdown in three traced loads of the
    // article page): they are written when the form part is first asked for. The other modes hand
    // them to the server (a cookie on every request, the alternative-cookie call): there they go in
    // the task after init.
    const loadedAt = nowSeconds();
    let startWritten = false;
    const writeStart = () => {
      if (!startWritten) writeStartSignals(signals, platform, loadedAt);
      startWritten = true;
    };

    const loadFields = (): Promise<void> => {
      writeStart();
      page.loading ??= import('./antispam-form-fields').then(
        ({ startFormFields }) => {
          if (!ctx.signal.aborted) page.fields = startFormFields(page, runtime, raw, ctx.signal);
        },
        (error: unknown) => {
          page.fieldsFailed = true;
          failed('form')(error);
        },
      );
      // In cookie mode `alternative` the transport too, so the save right before a form navigates
      // away starts within that submit (elsewhere it downloads on its first call).
      if (signals.mode === 'alternative') client.load().catch(() => {});
      return page.loading;
    };

    // What waits for the form part waits at most `requestHoldMs` (a download that hangs).
    const loadSoon = () =>
      Promise.race([loadFields(), new Promise((resolve) => setTimeout(resolve, settings.requestHoldMs))]);

    // Another add-on's request before the form part is here (a click's add-to-cart call goes out
    // before the download its pointerdown started has finished): it waits, then carries the data.
    holdRequests(loadSoon, ctx.signal);

    // A submit before the form part is here (a bot, a script, autofill and Enter): hold it, and send
    // it again once the fields are on; also when the download fails or hangs (a visitor's form
    // always submits).
    const held = new WeakSet<HTMLFormElement>();
    /** Sent again without the form part: this one submit goes through. */
    const passing = new WeakSet<HTMLFormElement>();
    document.addEventListener(
      'submit',
      (event) => {
        const form = event.target;
        if (page.fields || page.fieldsFailed || !(form instanceof HTMLFormElement) || !page.forms.has(form))
          return;
        if (passing.delete(form)) return;
        event.preventDefault();
        // Nobody else sees this submit: they see the one sent again (no double ajax posts).
        event.stopImmediatePropagation();
        if (held.has(form)) return;
        held.add(form);
        const submitter = event.submitter;
        const again = () => {
          held.delete(form);
          passing.add(form);
          submitAgain(page, form, submitter);
        };
        void loadSoon().then(again, again);
      },
      { capture: true, signal: ctx.signal },
    );

    // The first key or pointer press anywhere (other add-ons' requests follow one), or focus in a
    // form (a script's focus, a field focused on load): the form part downloads.
    document.addEventListener(
      'focusin',
      (event) => {
        const form = event.target instanceof Element ? event.target.closest('form') : null;
        if (form && page.forms.has(form)) void loadFields();
      },
      { capture: true, passive: true, signal: ctx.signal },
    );

    const startSignals = signals.mode === 'none' ? undefined : setTimeout(writeStart, 0);
    watchVisitorInput(signals, settings.pointer, ctx.signal, () => void loadFields());

    // Only sites with the platform's bot detector need its part: it downloads only there.
    if (platform.botDetectorEnabled)
      import('./bot-detector').then(({ startBotDetector }) => {
        if (!ctx.signal.aborted) startBotDetector(runtime, raw, ctx.signal);
      }, failed('bot-detector'));

    // Only sites with the platform's pixel on download its code.
    if (platform.pixelEnabled)
      import('./pixel').then(({ addPixel }) => addPixel(runtime, ctx.signal), failed('pixel'));

    // SPEC: visible fields from 1 s after load. The form part adds them then if it is here by then,
    // otherwise as soon as it arrives (always before a submit goes out).
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      timer = setTimeout(() => {
        page.started = true;
        page.fields?.fillAll();
      }, settings.visibleFieldsDelayMs);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true, signal: ctx.signal });
    return () => {
      clearTimeout(startSignals);
      clearTimeout(timer);
    };
  },
  attach(element, ctx) {
    if (!(element instanceof HTMLFormElement)) return;
    const { page } = ctx;
    page.forms.add(element);
    if (page.started) page.fields?.fill(element);
    return () => page.forms.delete(element);
  },
});
