// Applies the form's conditional logic to its fields, notices and elements, as the builder's
// script does: a field whose rules fail gets `fusion-form-field-hidden` on its `.fusion-form-field`
// (the theme's stylesheet hides it), a notice `fusion-form-notice-hidden`. A hidden field reads as
// empty to the rules of others; it is neither validated nor sent as the visitor's (submission.ts).
import { type LogicRule, parseRules, shows } from './field-logic';

export const hiddenField = 'fusion-form-field-hidden';

/** The controls named `name` (or `name[]`, a checkbox list) in the form. */
export const controlsNamed = (form: HTMLFormElement, name: string) =>
  form.querySelectorAll<HTMLInputElement>(
    `[name="${CSS.escape(name)}"], [name="${CSS.escape(`${name}[]`)}"]`,
  );

/** A field's value as the rules see it: checked boxes joined with ` | `, empty when hidden. */
export function fieldValue(form: HTMLFormElement, name: string): string {
  const controls = [...controlsNamed(form, name)];
  const first = controls[0];
  if (!first || first.closest(`.${hiddenField}`)) return '';
  if (first.type === 'checkbox' || first.type === 'radio')
    return controls
      .filter((control) => control.checked)
      .map((control) => control.value)
      .join(' | ');
  if (first instanceof HTMLSelectElement)
    return [...first.selectedOptions].map((option) => option.value).join(' | ');
  return first.value;
}

/** The logic entries that have rules, in the order the form lists them. */
export function logicEntries(logics: unknown): [string, LogicRule[]][] {
  if (typeof logics !== 'object' || logics === null) return [];
  return Object.entries(logics)
    .map(([name, text]): [string, LogicRule[]] => [name, parseRules(text)])
    .filter(([, rules]) => rules.length > 0);
}

/** Shows and hides what the rules govern; returns whether anything changed. */
export function applyLogic(
  wrapper: Element,
  form: HTMLFormElement,
  entries: [string, LogicRule[]][],
): boolean {
  let changed = false;
  const toggle = (element: Element | null | undefined, className: string, hide: boolean) => {
    if (element && element.classList.contains(className) !== hide) {
      element.classList.toggle(className, hide);
      changed = true;
    }
  };
  for (const [name, rules] of entries) {
    const hide = !shows(rules, (field) => fieldValue(form, field));
    for (const control of controlsNamed(form, name))
      toggle(control.closest('.fusion-form-field'), hiddenField, hide);
    for (const notice of wrapper.querySelectorAll(`.data-${CSS.escape(name)}`))
      toggle(notice, 'fusion-form-notice-hidden', hide);
    for (const element of wrapper.querySelectorAll(`[data-form-element-name="${CSS.escape(name)}"]`))
      toggle(element, hiddenField, hide);
  }
  return changed;
}
