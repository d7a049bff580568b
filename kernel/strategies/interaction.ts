// Loads on the first pointer, focus or key event on a matched element. The click that triggered the
// load is held and dispatched again once the module is ready, so the module handles it (a lightbox
// opens instead of the browser following the link), and so are the keys pressed while it was held
// (an Escape meant for what the click opens). If the chunk cannot load, the same dispatch finds no
// module listener and the browser does the default action after all: no dead links.
import type { Strategy } from '../contract';

const warmUpEvents = ['pointerover', 'focusin', 'touchstart', 'keydown'] as const;

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
}

const interaction: Strategy = (load, element) => {
  const listeners = new AbortController();
  const options = { signal: listeners.signal, capture: true, passive: true };
  let heldClick = false;
  const heldKeys: KeyboardEventInit[] = [];
  for (const type of warmUpEvents) element.addEventListener(type, () => void load(), options);
  element.addEventListener(
    'click',
    (event) => {
      const click = event as MouseEvent;
      if (!click.isTrusted || !isPlainClick(click)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      if (heldClick) return;
      heldClick = true;
      const target = (event.target as Element | null) ?? element;
      document.addEventListener(
        'keydown',
        ({ key, code, shiftKey, altKey, ctrlKey, metaKey, isTrusted }) => {
          if (isTrusted)
            heldKeys.push({ key, code, shiftKey, altKey, ctrlKey, metaKey, bubbles: true, cancelable: true });
        },
        options,
      );
      void load().then(() => {
        listeners.abort();
        target.dispatchEvent(
          new MouseEvent('click', {
            bubbles: true,
            cancelable: true,
            composed: true,
            clientX: click.clientX,
            clientY: click.clientY,
          }),
        );
        for (const key of heldKeys)
          (document.activeElement ?? document.body).dispatchEvent(new KeyboardEvent('keydown', key));
      });
    },
    { signal: listeners.signal, capture: true },
  );
  return () => {
    if (!heldClick) listeners.abort();
  };
};
export default interaction;
