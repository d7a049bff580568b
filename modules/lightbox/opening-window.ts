// The lightbox's focus and Escape while PhotoSwipe animates it open. PhotoSwipe binds its keys and
// moves focus into the dialog only once the opening animation has ended (its `bindEvents` waits for
// `openingAnimationEnd`), and ignores `close()` and `destroy()` until then. For that animation (the
// theme's speed, 100 to 800 ms, after up to 250 ms waiting for the photo to decode) Escape did
// nothing and focus stayed on the link behind the dialog: a visitor who opened and closed quickly,
// or a screen-reader user, was left outside it. PhotoSwipe has no option for it, so this covers the
// window by hand: focus moves into the dialog as it appears, and Escape hides it at once and gives
// the focus back to the link (PhotoSwipe then closes it without animation as soon as it can). The
// dialog is `lightbox--open` once PhotoSwipe is open and acts on every key, the wheel and its buttons.
import type PhotoSwipe from 'photoswipe';

export function initCovered(pswp: PhotoSwipe): void {
  const opener = document.activeElement as HTMLElement | null;
  const opening = new AbortController();
  let cancelled = false;
  pswp.on('openingAnimationEnd', () => {
    if (!cancelled) return;
    pswp.options.showHideAnimationType = 'none';
    pswp.close();
  });
  pswp.on('bindEvents', () => {
    opening.abort();
    if (!cancelled) pswp.element?.classList.add('lightbox--open');
  });
  pswp.init();
  const dialog = pswp.element;
  // Without an animation (reduced motion, a speed of 0) PhotoSwipe is open already.
  if (opening.signal.aborted || !dialog) return;
  dialog.focus({ preventScroll: true });
  document.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Escape') return;
      cancelled = true;
      // Hidden by lightbox.css until PhotoSwipe removes it.
      dialog.classList.add('lightbox--cancelled');
      // The link gets the focus now; PhotoSwipe's own return, when it closes, would take it from
      // wherever the visitor has gone since.
      pswp.options.returnFocus = false;
      opener?.focus({ preventScroll: true });
      opening.abort();
      // The key belongs to the dialog, not to the page behind it.
      event.preventDefault();
      event.stopPropagation();
    },
    { capture: true, signal: opening.signal },
  );
}
