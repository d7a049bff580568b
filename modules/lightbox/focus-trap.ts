// Tab and Shift+Tab cycle through the open lightbox's controls (WAI-ARIA dialog pattern). PhotoSwipe's
// own trapFocus only pulls focus back once it has landed elsewhere in the page, which misses the
// step past the last control out of the document; this closes that gap by hand.
const focusable = 'button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

export function trapTab(dialog: HTMLElement, signal: AbortSignal): void {
  dialog.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Tab') return;
      const controls = [...dialog.querySelectorAll<HTMLElement>(focusable)].filter(
        (control) => control.checkVisibility() && !control.matches(':disabled'),
      );
      const first = controls[0];
      const last = controls.at(-1);
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !dialog.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    },
    { signal },
  );
}
