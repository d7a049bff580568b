// Loads on the first pointer, focus or key event on a matched element. The click that triggered the
// load is held and dispatched again once the module is ready, so the module handles it (a lightbox
// opens instead of the browser following the link), and so are the keys pressed while it was held
// (an Escape meant for what the click opens). If the chunk cannot load, the same dispatch finds no
// module listener and the browser does the default action after all: no dead links. A chunk that
// hangs is given up after the kernel's `safetyNetMs`: the listeners go (the held click with them),
// so the next click is the browser's and the safety net's. Clicks with a
// modifier key or another button than the main one are left to the browser. Its code is in the lazy
// strategies chunk (kernel.ts): until that arrives, a click is the browser's.
import type { Strategy } from '../contract';

const interaction: Strategy = (load, element) => {
  const listeners = new AbortController();
  const { signal } = listeners;
  const options = { signal, capture: true, passive: true };
  let held: MouseEvent | undefined;
  const heldKeys: KeyboardEventInit[] = [];
  for (const type of ['pointerover', 'focusin', 'touchstart', 'keydown'])
    element.addEventListener(type, load, options);
  // This strategy arrives in a lazy chunk: a pointer already over the element or focus already in
  // it (an e-mail field the visitor went to at once) would otherwise wait for the next event.
  if (element.matches(':hover,:focus-within')) void load();
  element.addEventListener(
    'click',
    (event) => {
      const click = event as MouseEvent;
      if (
        !click.isTrusted ||
        click.button ||
        click.ctrlKey ||
        click.metaKey ||
        click.shiftKey ||
        click.altKey
      )
        return;
      event.preventDefault();
      event.stopImmediatePropagation();
      if (held) return;
      held = click;
      document.addEventListener(
        'keydown',
        ({ key, code, shiftKey, altKey, ctrlKey, metaKey, isTrusted }) => {
          if (isTrusted)
            heldKeys.push({ key, code, shiftKey, altKey, ctrlKey, metaKey, bubbles: true, cancelable: true });
        },
        options,
      );
      load().then(() => {
        listeners.abort();
        (click.target ?? element).dispatchEvent(
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
    { signal, capture: true },
  );
  return () => listeners.abort();
};
export default interaction;
