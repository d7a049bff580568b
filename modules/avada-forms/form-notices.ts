// The form's own notices (the builder's notice element: `.form-submission-notices` with one
// `.fusion-form-response-success` and one `.fusion-form-response-error` alert, hidden by the
// theme's stylesheet): the answer's notice is shown, with `role="alert"` set again so screen
// readers announce it, and the server's `info` messages, if a list, added as text.
import { goToStep, stepsOf } from './form-steps';

export function showNotice(wrapper: Element, form: HTMLFormElement, status: string, info: unknown): void {
  const notices = form.querySelector<HTMLElement>('.form-submission-notices');
  // In a multi-step form the notices stand in one step: the visitor is taken there (or to step 1).
  const step = notices?.closest<HTMLElement>('.awb-form-step') ?? (notices ? undefined : stepsOf(form)[0]);
  if (step && !step.classList.contains('active')) goToStep(wrapper, form, step, false);
  for (const response of form.querySelectorAll<HTMLElement>('.form-submission-notices .fusion-form-response'))
    response.style.display = '';
  if (!notices || notices.classList.contains('fusion-form-notice-hidden')) return;
  const notice = notices.querySelector<HTMLElement>(
    `:scope > .fusion-form-response-${status === 'success' ? 'success' : 'error'}`,
  );
  if (!notice) return;
  const content = notice.querySelector('.fusion-alert-content');
  if (content && typeof info === 'object' && info !== null) {
    let messages = content.querySelector('.messages-wrap');
    if (!messages) {
      messages = document.createElement('span');
      messages.className = 'messages-wrap';
      content.append(messages);
    }
    messages.replaceChildren();
    for (const message of Object.values(info)) {
      messages.append(document.createElement('br'), String(message));
    }
  }
  notice.removeAttribute('role');
  notice.style.display = 'block';
  notice.setAttribute('role', 'alert');
}
