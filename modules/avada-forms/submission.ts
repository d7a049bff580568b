// The body of the builder's ajax submission (`admin-ajax.php`, action `fusion_form_submit_ajax`),
// field for field as its script builds it: the form's fields as one urlencoded `formData` (the
// anti-spam add-on's hidden fields inside it, where its server part reads them), the files as
// `files[<name>]` (`files[<name>@|@<n>]` for several), the nonce, the form's ids and its
// config's labels and types, and the names of the fields the logic hid.
import { hiddenField } from './form-logic';

/** The wrapper's `data-config`, as the builder prints it (every key may be missing). */
export interface FormConfig {
  form_id?: string | number;
  post_id?: string | number;
  form_type?: string;
  confirmation_type?: string | string[];
  redirect_url?: string;
  redirect_timeout?: string | number;
  field_labels?: Record<string, string>;
  field_logics?: Record<string, string>;
  field_types?: Record<string, string>;
  nonce_method?: string;
  form_views?: string;
  form_views_counting?: string;
}

export function readConfig(wrapper: Element): FormConfig {
  try {
    const config: unknown = JSON.parse(wrapper.getAttribute('data-config') ?? '');
    return typeof config === 'object' && config !== null ? (config as FormConfig) : {};
  } catch {
    return {};
  }
}

/** Names of the fields the logic hid, and the honeypot's (the server leaves them out). */
export function hiddenFieldNames(form: HTMLFormElement): string[] {
  const names = new Set<string>();
  for (const control of form.querySelectorAll<HTMLInputElement>(
    `.${hiddenField} input:not(.fusion-form-range-value), .${hiddenField} textarea, .${hiddenField} select, .fusion-form-honeypot-field input`,
  ))
    if (control.name) names.add(control.name.replace('[]', ''));
  return [...names];
}

export function submissionBody(form: HTMLFormElement, formNumber: string, config: FormConfig): FormData {
  const fields = new URLSearchParams();
  const body = new FormData();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string') fields.append(name, value.trim());
  }
  for (const input of form.querySelectorAll<HTMLInputElement>('input[type="file"]')) {
    const name = input.name.replace('[]', '');
    const files = [...(input.files ?? [])];
    for (const [index, file] of files.entries())
      body.append(files.length > 1 ? `files[${name}@|@${index + 1}]` : `files[${name}]`, file);
  }
  // The builder's script adds this list as a field of the form at submit, where none is printed.
  if (!fields.has('fusion-fields-hold-private-data'))
    fields.append(
      'fusion-fields-hold-private-data',
      [...form.querySelectorAll<HTMLInputElement>('[data-holds-private-data="true"]')]
        .map((c) => c.name)
        .join(','),
    );
  body.append('formData', fields.toString());
  body.append('action', 'fusion_form_submit_ajax');
  const nonce = form.elements.namedItem(`fusion-form-nonce-${formNumber}`);
  body.append('fusion_form_nonce', nonce instanceof HTMLInputElement ? nonce.value : '');
  body.append('form_id', String(config.form_id ?? ''));
  body.append('post_id', String(config.post_id ?? ''));
  body.append('field_labels', JSON.stringify(config.field_labels ?? {}));
  body.append('field_types', JSON.stringify(config.field_types ?? {}));
  body.append('hidden_field_names', JSON.stringify(hiddenFieldNames(form)));
  const captcha = form.querySelector<HTMLInputElement>('.g-recaptcha-response');
  if (captcha) body.append('g-recaptcha-response', captcha.value);
  const turnstile = form.querySelector<HTMLInputElement>('[name^="cf-turnstile-response"]');
  if (turnstile) body.append('cf-turnstile-response', turnstile.value);
  if (config.form_type === 'url') {
    body.append('fusionAction', form.getAttribute('action') ?? '');
    body.append('fusionActionMethod', form.getAttribute('method') ?? '');
  }
  return body;
}
