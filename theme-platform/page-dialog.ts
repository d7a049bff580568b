// A dialog over the page (WAI-ARIA dialog pattern) for modules that open one on markup the server
// printed: the builder's modal and the off-canvas popups. Focus moves in and comes back where it was,
// Escape asks the dialog to close, and a modal dialog makes the rest of the page inert and keeps Tab
// inside. Kept here because two modules need exactly this; the lightbox has PhotoSwipe's own.

export interface PageDialogOptions {
  /** The dialog; it and its ancestors stay interactive. */
  dialog: HTMLElement;
  /** Modal: everything outside the dialog is inert and Tab cycles inside it. */
  modal: boolean;
  /** What gets focus on opening (default: the dialog itself, which needs a tabindex). */
  initialFocus?: HTMLElement | null;
  /** Escape was pressed while this dialog was the top one. */
  onEscape?: () => void;
}

export interface OpenPageDialog {
  /** Gives the page back: inert lifted, listeners gone, focus returned to where it was. */
  release(): void;
}

const focusable =
  'a[href], button, input:not([type="hidden"]), select, textarea, iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/** Dialogs open now, the last on top: Escape and Tab belong to the top one only. */
const stack: HTMLElement[] = [];

/** Marks every sibling of the dialog and of each of its ancestors inert; returns what it marked. */
function inertOutside(dialog: HTMLElement): HTMLElement[] {
  const marked: HTMLElement[] = [];
  for (let node: HTMLElement | null = dialog; node && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement?.children ?? []) {
      if (sibling === node || !(sibling instanceof HTMLElement) || sibling.inert) continue;
      if (sibling instanceof HTMLScriptElement || sibling instanceof HTMLStyleElement) continue;
      sibling.inert = true;
      marked.push(sibling);
    }
  }
  return marked;
}

function controlsIn(dialog: HTMLElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(focusable)].filter(
    (control) => control.checkVisibility() && !control.matches(':disabled') && !control.closest('[inert]'),
  );
}

/**
 * Opens `dialog` over the page. Call `release()` when it closes (after any closing animation, so
 * focus does not jump back while it is still on screen).
 * @example
 * const open = openPageDialog({ dialog: modal, modal: true, onEscape: () => close() });
 * // ... later
 * open.release();
 */
export function openPageDialog(options: PageDialogOptions): OpenPageDialog {
  const { dialog, modal } = options;
  const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const marked = modal ? inertOutside(dialog) : [];
  const listeners = new AbortController();
  stack.push(dialog);
  const onTop = () => stack.at(-1) === dialog;

  document.addEventListener(
    'keydown',
    (event) => {
      if (!onTop()) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        options.onEscape?.();
        return;
      }
      if (event.key !== 'Tab' || !modal) return;
      const controls = controlsIn(dialog);
      const first = controls[0];
      const last = controls.at(-1);
      const active = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
        dialog.focus();
      } else if (event.shiftKey && (active === first || active === dialog || !dialog.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    },
    { signal: listeners.signal },
  );

  (options.initialFocus ?? dialog).focus({ preventScroll: true });

  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      listeners.abort();
      stack.splice(stack.indexOf(dialog), 1);
      for (const element of marked) element.inert = false;
      if (returnTo?.isConnected && !returnTo.closest('[inert]')) returnTo.focus({ preventScroll: true });
    },
  };
}
