// The builder's field widgets that only work with a script: the upload area (its button is a
// `javascript:void()` link over a transparent, pointer-blind file input; files dropped on the area
// go to the input), the range field's slider and number box kept equal, and the password field's
// reveal icon (an `<i>`: made a toggle button here, so keyboard and screen-reader users have it).

export interface WidgetTexts {
  /** The reveal icon's name as a toggle button. */
  showPassword: string;
}

const fileInputOf = (element: Element) =>
  element
    .closest('.fusion-form-upload-field-container')
    ?.querySelector<HTMLInputElement>('input[type="file"]');

function toggleReveal(icon: Element): void {
  const input = icon.previousElementSibling;
  if (!(input instanceof HTMLInputElement)) return;
  const reveal = input.type === 'password';
  input.type = reveal ? 'text' : 'password';
  icon.classList.toggle('awb-icon-eye', reveal);
  icon.classList.toggle('awb-icon-eye-slash', !reveal);
  icon.setAttribute('aria-pressed', String(reveal));
}

export function startWidgets(form: HTMLFormElement, texts: WidgetTexts, signal: AbortSignal): void {
  for (const icon of form.querySelectorAll('.awb-form-pw-reveal-icon')) {
    icon.setAttribute('role', 'button');
    icon.setAttribute('tabindex', '0');
    icon.setAttribute('aria-label', texts.showPassword);
    icon.setAttribute('aria-pressed', 'false');
  }
  form.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element;
      const upload = target.closest?.('.fusion-form-upload-field-button');
      if (upload) {
        event.preventDefault();
        fileInputOf(upload)?.click();
      }
      const icon = target.closest?.('.awb-form-pw-reveal-icon');
      if (icon) toggleReveal(icon);
    },
    { signal },
  );
  form.addEventListener(
    'keydown',
    (event) => {
      const icon = (event.target as Element).closest?.('.awb-form-pw-reveal-icon');
      if (icon && (event.key === 'Enter' || event.key === ' ')) {
        event.preventDefault();
        toggleReveal(icon);
      }
    },
    { signal },
  );
  form.addEventListener(
    'input',
    (event) => {
      const input = event.target as HTMLInputElement;
      const pair = input.closest?.('.fusion-form-range-field-container');
      if (pair)
        for (const other of pair.querySelectorAll('input')) if (other !== input) other.value = input.value;
    },
    { signal },
  );
  // Without this a file dropped on the area opens in the browser, leaving the form.
  for (const type of ['dragover', 'drop'] as const)
    form.addEventListener(
      type,
      (event) => {
        const area = (event.target as Element).closest?.('.fusion-form-upload-field');
        const input = area && fileInputOf(area);
        if (!input) return;
        event.preventDefault();
        if (type === 'drop' && event.dataTransfer?.files.length) {
          input.files = event.dataTransfer.files;
          input.dispatchEvent(new Event('change', { bubbles: true }));
        }
      },
      { signal },
    );
}
