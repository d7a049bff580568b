// Dismissible alerts: the close button slides the alert up and hides it, then focus moves on to
// what follows, so a keyboard visitor is not dropped at the top of the page.
import type { ModuleContext } from '../../kernel/contract';

export interface AlertTexts {
  /** Accessible name of a close button that has none. */
  close: string;
}

const focusable =
  'a[href], button:not([disabled]), input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The first control after the alert in document order, or the page's main heading. */
export function focusTargetAfter(alert: Element): HTMLElement | undefined {
  const candidates = [...document.querySelectorAll<HTMLElement>(focusable)];
  const next = candidates.find(
    (candidate) =>
      !alert.contains(candidate) &&
      Boolean(alert.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING) &&
      candidate.checkVisibility?.() !== false,
  );
  if (next) return next;
  const heading = document.querySelector<HTMLElement>('main h1, h1');
  if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  return heading ?? undefined;
}

/** Slides the alert's height, padding and margin to nothing, or hides it at once. */
async function slideUp(alert: HTMLElement, durationMs: number, animate: boolean): Promise<void> {
  if (animate && durationMs > 0 && typeof alert.animate === 'function') {
    const style = getComputedStyle(alert);
    alert.style.overflow = 'hidden';
    const slide = alert.animate(
      [
        {
          height: `${alert.offsetHeight}px`,
          paddingTop: style.paddingTop,
          paddingBottom: style.paddingBottom,
          marginTop: style.marginTop,
          marginBottom: style.marginBottom,
        },
        { height: '0px', paddingTop: '0px', paddingBottom: '0px', marginTop: '0px', marginBottom: '0px' },
      ],
      { duration: durationMs, easing: 'ease-in-out' },
    );
    await slide.finished.catch(() => {});
    alert.style.overflow = '';
  }
  alert.hidden = true;
}

export function attachAlertClose(
  button: HTMLElement,
  ctx: ModuleContext<{ alertSlideMs: number; texts: AlertTexts }, unknown, object>,
  signal: AbortSignal,
): () => void {
  const alert = button.closest<HTMLElement>('.fusion-alert');
  if (!alert) return () => {};
  // Themes print the close "×" hidden from screen readers; a visitor needs a named button.
  const hadLabel = button.hasAttribute('aria-label');
  const hadHidden = button.getAttribute('aria-hidden');
  if (!hadLabel) button.setAttribute('aria-label', ctx.settings.texts.close);
  if (hadHidden !== null) button.removeAttribute('aria-hidden');
  if (button instanceof HTMLButtonElement && !button.getAttribute('type')) button.type = 'button';

  button.addEventListener(
    'click',
    async (event) => {
      event.preventDefault();
      if (alert.dataset.pagePolishClosing) return;
      alert.dataset.pagePolishClosing = '';
      const hadFocus = alert.contains(document.activeElement);
      const next = hadFocus ? focusTargetAfter(alert) : undefined;
      await slideUp(alert, ctx.settings.alertSlideMs, !ctx.viewport.reducedMotion);
      delete alert.dataset.pagePolishClosing;
      next?.focus();
      ctx.bus.emit('page-polish:alert-closed', { alert });
    },
    { signal },
  );
  return () => {
    if (!hadLabel) button.removeAttribute('aria-label');
    if (hadHidden !== null) button.setAttribute('aria-hidden', hadHidden);
  };
}
