// Client validation of the form's fields: which controls count, what is wrong with one, and the
// message the visitor reads (the field's own `data-empty-notice` / `data-invalid-notice` first, as
// the builder prints them, then the texts from `formCreatorConfig` or their Dutch defaults).
import { hiddenField } from './form-logic';

export interface ValidationTexts {
  required: string;
  invalid: string;
  invalidEmail: string;
  mustMatch: string;
  fileSize: string;
  fileExtension: string;
  minFiles: string;
  maxFiles: string;
}

export type Problem =
  | { kind: 'missing' | 'invalid' | 'email' | 'count' }
  | { kind: 'must-match'; label: string }
  | { kind: 'file-size'; limitMb: string }
  | { kind: 'file-extension'; accept: string }
  | { kind: 'min-files' | 'max-files'; count: number };

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** A checkbox set with a minimum or maximum of ticks (the builder's checkbox field). */
const countLimits = '[data-awb-fieldset-min-required], [data-awb-fieldset-max-required]';

function outsideCount(set: Element): boolean {
  const limit = (name: string) => Number.parseInt(set.getAttribute(name) ?? '', 10) || 0;
  const ticked = set.querySelectorAll('input:checked').length;
  const max = limit('data-awb-fieldset-max-required');
  return ticked < limit('data-awb-fieldset-min-required') || (max > 0 && ticked > max);
}

/** The message for a problem; the field's own notices win. */
export function messageFor(problem: Problem, texts: ValidationTexts, control?: Element): string {
  const own = (name: string) => control?.getAttribute(name) || '';
  switch (problem.kind) {
    case 'missing':
      return own('data-empty-notice') || texts.required;
    case 'email':
      return own('data-invalid-notice') || texts.invalidEmail;
    case 'invalid':
      return own('data-invalid-notice') || texts.invalid;
    case 'count':
      return control?.closest(countLimits)?.getAttribute('data-awb-fieldset-error') || texts.invalid;
    case 'must-match':
      return texts.mustMatch.replace('%s', problem.label);
    case 'file-size':
      return `${texts.fileSize}${problem.limitMb}MB`;
    case 'file-extension':
      return `${texts.fileExtension}${problem.accept}`;
    case 'min-files':
      return `${texts.minFiles}${problem.count}`;
    case 'max-files':
      return `${texts.maxFiles}${problem.count}`;
  }
}

/** Whether a file's type or extension is in an `accept` list (`.pdf,.jpg`, `image/*`). */
export function accepts(accept: string, file: { name: string; type: string }): boolean {
  const list = accept.toLowerCase();
  const extension = file.name.toLowerCase().match(/\.([^.]+)$/)?.[1] ?? '';
  const major = file.type.toLowerCase().split('/')[0];
  return (major !== '' && list.includes(`${major}/`)) || (extension !== '' && list.includes(extension));
}

function fileProblem(input: HTMLInputElement): Problem | undefined {
  const files = [...(input.files ?? [])];
  const accept = input.getAttribute('accept');
  const limitMb = input.dataset.size;
  for (const file of files) {
    if (accept && !accepts(accept, file)) return { kind: 'file-extension', accept };
    if (limitMb && file.size / 1048576 > Number.parseFloat(limitMb)) return { kind: 'file-size', limitMb };
  }
  const min = Number.parseInt(input.dataset.minUploadFiles ?? '0', 10) || 0;
  const max = Number.parseInt(input.dataset.maxUploadFiles ?? '0', 10) || 0;
  if (files.length && max && files.length > max) return { kind: 'max-files', count: max };
  if (files.length && min && files.length < min) return { kind: 'min-files', count: min };
  return undefined;
}

/** What is wrong with a control, or nothing. */
export function problemOf(control: Control, labels: Record<string, string>): Problem | undefined {
  if (control.validity.valueMissing) return { kind: 'missing' };
  const set = control.closest(countLimits);
  if (set && outsideCount(set)) return { kind: 'count' };
  if (control instanceof HTMLInputElement && control.type === 'file') {
    const problem = fileProblem(control);
    if (problem) return problem;
  }
  const other = control.getAttribute('data-must-match');
  if (other && control.form) {
    const target = control.form.querySelector<HTMLInputElement>(`input[name="${CSS.escape(other)}"]`);
    if (target && target.value !== control.value)
      return {
        kind: 'must-match',
        label: labels[other] || target.placeholder.replace('*', '').trim() || other,
      };
  }
  if (control.validity.typeMismatch && control.type === 'email') return { kind: 'email' };
  if (!control.validity.valid) return { kind: 'invalid' };
  return undefined;
}

/** The controls of a part of the form that the visitor can fill: not hidden by logic, no honeypot. */
export function fillableControls(scope: ParentNode): Control[] {
  return [...scope.querySelectorAll<Control>('input, select, textarea')].filter(
    (control) =>
      !control.disabled &&
      !['hidden', 'submit', 'button', 'reset', 'image'].includes(control.type) &&
      !control.closest(`.${hiddenField}, .fusion-form-honeypot-field`),
  );
}
