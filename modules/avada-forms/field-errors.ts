// The visitor-facing side of validation: a message under the field, tied to its control with
// `aria-describedby` and `aria-invalid`, and the theme's `error` class on the field (its styling).

const messageClass = 'avada-forms__error';

const fieldOf = (control: Element) => control.closest('.fusion-form-field') ?? control.parentElement!;

/** Shows (or updates) a field's message; every control of the field points at it. */
export function showError(control: Element, message: string): void {
  const field = fieldOf(control);
  field.classList.add('error');
  let note = field.querySelector<HTMLElement>(`:scope > .${messageClass}`);
  if (!note) {
    note = document.createElement('div');
    note.className = messageClass;
    // Field ids repeat when a form is on the page twice: a random part keeps this one unique.
    note.id = `avada-forms-error-${Math.random().toString(36).slice(2, 10)}`;
    field.append(note);
  }
  note.textContent = message;
  for (const each of field.querySelectorAll('input, select, textarea')) {
    each.setAttribute('aria-invalid', 'true');
    const described = (each.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
    if (!described.includes(note.id))
      each.setAttribute('aria-describedby', [...described, note.id].join(' '));
  }
}

/** Removes a field's message and what pointed at it. */
export function clearError(control: Element): void {
  const field = fieldOf(control);
  const note = field.querySelector(`:scope > .${messageClass}`);
  field.classList.remove('error');
  if (!note) return;
  for (const each of field.querySelectorAll('input, select, textarea')) {
    each.removeAttribute('aria-invalid');
    const rest = (each.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter((id) => id && id !== note.id);
    if (rest.length) each.setAttribute('aria-describedby', rest.join(' '));
    else each.removeAttribute('aria-describedby');
  }
  note.remove();
}
