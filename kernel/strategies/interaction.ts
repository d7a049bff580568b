// Loads on the first pointer, focus or key event on a matched element. The click that triggered the
// load is held and dispatched again once the module is ready, so the module handles it (a lightbox
// opens instead of the browser following the link). If the chunk cannot load, the same dispatch
// finds no module listener and the browser does the default action after all: no dead links.
// Clicks with a modifier key or another button than the main one are left to the browser.
import type { Strategy } from '../contract';

const interaction: Strategy = (load, element) => {
  const listeners = new AbortController();
  const { signal } = listeners;
  let held: MouseEvent | undefined;
  for (const type of ['pointerover', 'focusin', 'touchstart', 'keydown'])
    element.addEventListener(type, load, { signal, capture: true, passive: true });
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
      });
    },
    { signal, capture: true },
  );
  return () => held || listeners.abort();
};
export default interaction;
