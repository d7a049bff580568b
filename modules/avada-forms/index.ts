// The builder's Avada Forms (`.fusion-form-builder`, the wrapper holding the form's `data-config`;
// docs/theme-markup/forms.md): conditional logic, accessible client validation, multi-step forms
// with their progress, and the ajax submission to `admin-ajax.php` with the form's own notices.
// The anti-spam fields reach the submission because the antispam-forms module puts them in the
// form (its capturing submit listener runs before this one) and the whole form goes inside
// `formData`, where the add-on's server part reads them. Forms of type `post` submit natively.
import { defineModule, pickSettings, type ThemeKeys } from '../../kernel/contract';
import stylesheet from './avada-forms.css?url';
import { clearError, showError } from './field-errors';
import { fillableControls, messageFor, problemOf, type ValidationTexts } from './field-validation';
import { startWidgets, type WidgetTexts } from './field-widgets';
import { applyLogic, logicEntries } from './form-logic';
import { showNotice } from './form-notices';
import { activeStep, goToStep, neighbourStep } from './form-steps';
import { readConfig, submissionBody } from './submission';

export interface AvadaFormsSettings {
  texts: ValidationTexts & WidgetTexts;
  /** Where ajax forms post (the theme's `formCreatorConfig.ajaxurl`). */
  ajaxUrl: string;
  /** A submission waits at most this long for the nonce call, in ms, then goes without it. */
  nonceWaitMs: number;
  /** The nonce call and the submission give up after this long, in ms (the error notice shows). */
  requestTimeoutMs: number;
}

const defaults = {
  texts: {
    required: 'Vul dit veld in.',
    invalid: 'Deze invoer klopt niet.',
    invalidEmail: 'Dit e-mailadres is ongeldig.',
    mustMatch: 'Deze waarde komt niet overeen met %s.',
    fileSize: 'Je bestand is groter dan toegestaan: ',
    fileExtension: 'Dit bestandstype is niet toegestaan. Toegestaan zijn: ',
    minFiles: 'Upload minimaal dit aantal bestanden: ',
    maxFiles: 'Upload maximaal dit aantal bestanden: ',
    showPassword: 'Wachtwoord tonen',
  },
  ajaxUrl: '/wp-admin/admin-ajax.php',
  nonceWaitMs: 3000,
  requestTimeoutMs: 15000,
} satisfies AvadaFormsSettings;

const theme: ThemeKeys = {
  ajaxUrl: 'formCreatorConfig.ajaxurl',
  'texts.invalidEmail': 'formCreatorConfig.invalid_email',
  'texts.mustMatch': 'formCreatorConfig.must_match',
  'texts.fileSize': 'formCreatorConfig.file_size_error',
  'texts.fileExtension': 'formCreatorConfig.file_ext_error',
  'texts.minFiles': 'formCreatorConfig.min_files_error',
  'texts.maxFiles': 'formCreatorConfig.max_files_error',
};

/** The nonce field the builder sends back for forms whose nonce comes by ajax (it also counts the view). */
async function fetchNonce(
  form: HTMLFormElement,
  formNumber: string,
  config: ReturnType<typeof readConfig>,
  settings: AvadaFormsSettings,
  signal: AbortSignal,
): Promise<void> {
  const answer = await fetch(settings.ajaxUrl, {
    method: 'POST',
    body: new URLSearchParams({
      action: 'fusion_form_update_view',
      form_id: formNumber,
      form_views: config.form_views ?? '',
      form_views_counting: config.form_views_counting ?? '',
      nonce_method: config.nonce_method ?? '',
    }),
    signal: AbortSignal.any([signal, AbortSignal.timeout(settings.requestTimeoutMs)]),
  });
  const field = new DOMParser()
    .parseFromString(await answer.text(), 'text/html')
    .querySelector<HTMLInputElement>(`input[name="fusion-form-nonce-${CSS.escape(formNumber)}"]`);
  if (!field) return;
  const printed = form.elements.namedItem(field.name);
  if (printed instanceof Element) printed.remove();
  const nonce = document.createElement('input');
  nonce.type = 'hidden';
  nonce.id = nonce.name = field.name;
  nonce.value = field.value;
  form.append(nonce);
}

export default defineModule<AvadaFormsSettings>({
  id: 'avada-forms',
  stylesheet,
  theme,
  settings: (site) => pickSettings(site.settings['avada-forms'], defaults, 'avada-forms', theme),
  init(ctx) {
    const wrapper = ctx.element;
    const form = wrapper.querySelector<HTMLFormElement>('form.fusion-form');
    if (!form) return;
    const { settings, signal } = ctx;
    const config = readConfig(wrapper);
    const formNumber = wrapper.getAttribute('data-form-id') ?? String(config.form_id ?? '');
    const ajax = config.form_type !== 'post';
    const labels = config.field_labels ?? {};
    const entries = logicEntries(config.field_logics);
    // Our messages replace the browser's bubbles; without this module the browser validates again.
    form.noValidate = true;

    const runLogic = () => {
      // A field the logic shows can govern another: settle in a few passes.
      for (let pass = 0; pass < 3 && applyLogic(wrapper, form, entries); pass++);
    };
    if (entries.length) {
      runLogic();
      form.addEventListener('input', runLogic, { signal });
      form.addEventListener('change', runLogic, { signal });
    }

    // As the builder's script: the call counts the view and, for nonce method `ajax`, brings the nonce.
    const nonce =
      config.form_views === 'ajax' || (config.nonce_method ?? 'ajax') === 'ajax'
        ? fetchNonce(form, formNumber, config, settings, signal).catch((error) => {
            if (!signal.aborted) ctx.log.warn('the form nonce could not be fetched', error);
          })
        : Promise.resolve();

    /** Validates the visible part (the active step, or the form); focuses the first invalid field. */
    const validate = (): boolean => {
      let first: HTMLElement | undefined;
      const seen = new Set<Element>();
      for (const control of fillableControls(activeStep(form) ?? form)) {
        const field = control.closest('.fusion-form-field') ?? control;
        if (seen.has(field)) continue;
        const problem = problemOf(control, labels);
        if (!problem) {
          clearError(control);
          continue;
        }
        seen.add(field);
        showError(control, messageFor(problem, settings.texts, control));
        first ??= control;
      }
      first?.focus();
      return !first;
    };

    // A field's message goes as soon as the visitor has put it right.
    form.addEventListener(
      'input',
      (event) => {
        const control = event.target as HTMLInputElement;
        if (control.getAttribute?.('aria-invalid') === 'true' && !problemOf(control, labels))
          clearError(control);
      },
      { signal },
    );

    const send = async (submitter: HTMLElement | null) => {
      const button = submitter ?? form.querySelector('.form-form-submit');
      button?.classList.add('fusion-form-working');
      form.setAttribute('aria-busy', 'true');
      let result: { status?: string; info?: unknown } = { status: 'error' };
      try {
        // A hanging nonce call must not hold the visitor's submission: it goes without (and is refused).
        await Promise.race([nonce, new Promise((wait) => setTimeout(wait, settings.nonceWaitMs))]);
        const answer = await fetch(settings.ajaxUrl, {
          method: 'POST',
          body: submissionBody(form, formNumber, config),
          signal: AbortSignal.any([signal, AbortSignal.timeout(settings.requestTimeoutMs)]),
        });
        result = await answer.json();
      } catch (error) {
        if (signal.aborted) return;
        ctx.log.warn('the form submission failed', error);
      } finally {
        button?.classList.remove('fusion-form-working');
        form.removeAttribute('aria-busy');
      }
      const success = result.status === 'success';
      if (success) {
        form.reset();
        for (const placeholder of form.querySelectorAll<HTMLElement>('.awb-upload-placeholder[data-default]'))
          placeholder.textContent = placeholder.dataset.default ?? '';
        runLogic();
      }
      const confirmation = ([] as string[]).concat(config.confirmation_type ?? 'message');
      if (confirmation.includes('message') || !success)
        showNotice(wrapper, form, result.status ?? 'error', result.info);
      if (success && confirmation.includes('redirect') && config.redirect_url)
        setTimeout(
          () => window.location.assign(config.redirect_url!),
          Number.parseInt(String(config.redirect_timeout ?? '0'), 10) || 0,
        );
    };

    const proceed = (event: Event, submitter: HTMLElement | null) => {
      const honeypot = [...form.querySelectorAll<HTMLInputElement>('[data-fusion-is-honeypot="true"]')].some(
        (field) => field.value,
      );
      if (honeypot) {
        event.preventDefault();
        showNotice(wrapper, form, 'error', undefined);
        return;
      }
      if (!validate()) {
        event.preventDefault();
        return;
      }
      const step = activeStep(form);
      if (step && step.dataset.final !== '1') {
        event.preventDefault();
        const next = neighbourStep(form, 1);
        if (next) goToStep(wrapper, form, next, true);
        return;
      }
      if (!ajax) return; // a `post` form goes natively
      event.preventDefault();
      void send(submitter);
    };

    form.addEventListener('submit', (event) => proceed(event, (event as SubmitEvent).submitter), { signal });
    form.addEventListener(
      'click',
      (event) => {
        const target = event.target as Element;
        const link = target.closest?.('a[href="#nextStep"], a[href="#previousStep"]');
        if (link) {
          event.preventDefault();
          if (link.getAttribute('href') === '#nextStep') proceed(event, null);
          else {
            const previous = neighbourStep(form, -1);
            if (previous) goToStep(wrapper, form, previous, true);
          }
          return;
        }
      },
      { signal },
    );
    form.addEventListener(
      'change',
      (event) => {
        const input = event.target as HTMLInputElement;
        if (input.type !== 'file') return;
        const placeholder = input.parentElement?.querySelector<HTMLElement>('.awb-upload-placeholder');
        if (placeholder)
          placeholder.textContent =
            [...(input.files ?? [])].map((file) => file.name).join(', ') ||
            (placeholder.dataset.default ?? '');
        const problem = problemOf(input, labels);
        if (problem) showError(input, messageFor(problem, settings.texts, input));
        else clearError(input);
      },
      { signal },
    );
    startWidgets(form, settings.texts, signal);
    form.addEventListener('reset', () => setTimeout(runLogic), { signal });
    return () => {
      form.noValidate = false;
    };
  },
});
