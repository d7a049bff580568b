// The lightbox's keys and focus while PhotoSwipe animates it open. PhotoSwipe binds its keys and
// moves focus into the dialog only once the opening animation has ended (its `bindEvents` waits for
// `openingAnimationEnd`), and ignores `close()` and `destroy()` until then. For that animation (the
// theme's speed, 100 to 800 ms, after up to 250 ms waiting for the photo to decode) Escape did
// nothing and focus stayed on the link behind the dialog: a visitor who opened and closed quickly,
// or a screen-reader user, was left outside it. PhotoSwipe has no option for it, so this covers the
// window by hand: focus moves into the dialog as it appears, Escape hides it at once and gives the
// focus back to the link (PhotoSwipe then closes it without animation as soon as it can), arrows
// are kept for the open state, the wheel does not scroll the page behind, and a control the
// visitor tabbed to keeps the focus. The dialog is `lightbox--open` once PhotoSwipe is open.
import type PhotoSwipe from 'photoswipe';

const steps: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };

/** Hidden by lightbox.css: the dialog the visitor closed while it was still opening. */
const cancelledClass = 'lightbox--cancelled';
/** The dialog's state once its opening animation has ended (for other scripts, and the tests). */
const openClass = 'lightbox--open';

/** Opens `pswp` (its `init()`), covering the opening animation. */
export function initCovered(pswp: PhotoSwipe): void {
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const opening = new AbortController();
  const state = { open: false, cancelled: false, steps: 0, focused: null as HTMLElement | null };
  pswp.on('openingAnimationEnd', () => {
    if (!state.cancelled) return;
    pswp.options.showHideAnimationType = 'none';
    pswp.close();
  });
  pswp.on('bindEvents', () => {
    state.open = true;
    opening.abort();
    if (state.cancelled) return;
    // Open, as PhotoSwipe counts it: every key, the wheel and its buttons act from now on.
    pswp.element?.classList.add(openClass);
    // PhotoSwipe has just focused its dialog: a control the visitor tabbed to meanwhile keeps it.
    if (state.focused?.isConnected && state.focused !== pswp.element) state.focused.focus();
    if (state.steps) pswp.goTo(pswp.currIndex + state.steps);
  });
  pswp.on('destroy', () => opening.abort());
  pswp.init();
  const dialog = pswp.element;
  // Without an animation (reduced motion, a speed of 0) PhotoSwipe is open already.
  if (state.open || !dialog) return;
  dialog.focus({ preventScroll: true });
  document.addEventListener(
    'focusin',
    (event) => {
      if (event.target instanceof HTMLElement && dialog.contains(event.target)) state.focused = event.target;
    },
    { signal: opening.signal },
  );
  // The wheel over the opening dialog must not scroll the page behind it.
  dialog.addEventListener('wheel', (event) => event.preventDefault(), {
    passive: false,
    signal: opening.signal,
  });
  document.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Escape') {
        state.cancelled = true;
        dialog.classList.add(cancelledClass);
        // The link gets the focus now; PhotoSwipe's own return, when it closes, would take it
        // from wherever the visitor has gone since.
        pswp.options.returnFocus = false;
        opener?.focus({ preventScroll: true });
        opening.abort();
      } else if (steps[event.key] && !event.altKey && !event.ctrlKey && !event.metaKey) {
        state.steps += steps[event.key]!;
      } else return;
      // The keys belong to the dialog, not to the page behind it.
      event.preventDefault();
      event.stopPropagation();
    },
    { capture: true, signal: opening.signal },
  );
}
