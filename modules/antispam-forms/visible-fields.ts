// The per-form visible-fields data (CONTRACT-antispam.md section 4): which named fields a visitor can
// see, sent base64-encoded in `input[name=apbct_visible_fields]`. Bots fill fields people cannot see.

export interface VisibleFields {
  visible_fields: string;
  visible_fields_count: number;
  invisible_fields: string;
  invisible_fields_count: number;
}

/** Fields Voorkant and the platform add themselves: never counted. */
const ownFields = new Set([
  'apbct_visible_fields',
  'ct_no_cookie_hidden_field',
  'ct_bot_detector_event_token',
]);
const skippedTypes = new Set(['submit', 'radio', 'checkbox', 'button', 'image', 'reset']);

function isVisible(field: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement): boolean {
  if (field instanceof HTMLInputElement && field.type === 'hidden') return false;
  // The classic editor hides its textarea behind a visual editor the visitor types into.
  if (field instanceof HTMLTextAreaElement && field.classList.contains('wp-editor-area')) return true;
  const style = getComputedStyle(field);
  return style.display !== 'none' && style.visibility !== 'hidden' && style.opacity !== '0';
}

/** Reads a form's named inputs, selects and textareas (not submit, radio, checkbox, ct_checkjs*). */
export function collectVisibleFields(form: HTMLFormElement): VisibleFields {
  const visible: string[] = [];
  const invisible: string[] = [];
  for (const element of form.elements) {
    if (
      !(
        element instanceof HTMLInputElement ||
        element instanceof HTMLSelectElement ||
        element instanceof HTMLTextAreaElement
      )
    )
      continue;
    const name = element.name;
    if (!name || name.startsWith('ct_checkjs') || ownFields.has(name)) continue;
    if (element instanceof HTMLInputElement && skippedTypes.has(element.type)) continue;
    (isVisible(element) ? visible : invisible).push(name);
  }
  return {
    visible_fields: visible.join(' '),
    visible_fields_count: visible.length,
    invisible_fields: invisible.join(' '),
    invisible_fields_count: invisible.length,
  };
}

/** The form's position in `document.forms`: the field's id suffix and the native cookie's. */
export function formIndex(form: HTMLFormElement): number {
  return Array.prototype.indexOf.call(document.forms, form);
}
