// The builder's multi-step forms: the form's `.awb-form-step` children, one `active` (the theme's
// stylesheet shows only that one), the last with `data-final="1"`; the navigation beside the form
// (`.awb-form-nav`, timeline or progress bar) follows the step; the visitor is taken to the step's
// heading, so a screen reader starts reading the new step.

export const stepsOf = (form: HTMLFormElement) => [
  ...form.querySelectorAll<HTMLElement>(':scope > .awb-form-step'),
];

export const activeStep = (form: HTMLFormElement) =>
  form.querySelector<HTMLElement>(':scope > .awb-form-step.active') ?? undefined;

/** The step's number (`data-step`, from 1). */
const numberOf = (step: HTMLElement) => Number.parseInt(step.dataset.step ?? '1', 10) || 1;

/** Sets the timeline's current and completed steps, or the progress bar's percentage. */
export function showProgress(wrapper: Element, step: number): void {
  const nav = wrapper.querySelector<HTMLElement>('.awb-form-nav');
  if (!nav) return;
  if (nav.classList.contains('awb-form-nav--timeline')) {
    for (const item of nav.querySelectorAll<HTMLElement>('.awb-form-nav__tl-step-wrapper')) {
      const n = numberOf(item);
      item.classList.toggle('awb-form-nav__tl-step-wrapper--completed', n < step);
      item.classList.toggle('awb-form-nav__tl-step-wrapper--active', n === step);
      const info = item.querySelector('.awb-form-nav__tl-aria-info');
      if (info)
        info.textContent =
          n < step ? (nav.dataset.ariaCompleted ?? '') : n === step ? (nav.dataset.ariaCurrent ?? '') : '';
      if (n === step) item.setAttribute('aria-current', 'step');
      else item.removeAttribute('aria-current');
    }
    return;
  }
  const steps = Math.max(1, Number.parseInt(nav.dataset.steps ?? '1', 10) || 1);
  const percent = Math.round((100 * step) / steps);
  const bar = nav.querySelector<HTMLElement>('.progress-bar-content');
  if (bar) {
    bar.style.width = `${percent}%`;
    bar.setAttribute('aria-valuenow', String(percent));
  }
  const value = nav.querySelector('.fusion-progressbar-value');
  if (value?.textContent) value.textContent = value.textContent.replace(/\d+/, String(percent));
}

/** Makes `target` the active step; with `focus`, moves the visitor to its heading. */
export function goToStep(wrapper: Element, form: HTMLFormElement, target: HTMLElement, focus: boolean): void {
  for (const step of stepsOf(form)) step.classList.toggle('active', step === target);
  showProgress(wrapper, numberOf(target));
  if (!focus) return;
  const heading = target.querySelector<HTMLElement>('h1, h2, h3, h4, h5, h6, legend') ?? target;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
}

/** The step after or before the active one, if any. */
export function neighbourStep(form: HTMLFormElement, direction: 1 | -1): HTMLElement | undefined {
  const steps = stepsOf(form);
  const at = steps.findIndex((step) => step.classList.contains('active'));
  return at < 0 ? undefined : steps[at + direction];
}
