// The builder's Button element with its "ARIA role button" option on (`a.fusion-button[role=button]`):
// a link that says it is a button must answer the keys of a button (WAI-ARIA Authoring Practices,
// button pattern: Enter and Space). A link answers Enter by itself; Space would scroll the page. So
// Space is held from the page (keydown) and activates on release (keyup), as a native button does;
// Enter is left to the browser where the element is a link, and activates anything else. The theme's
// script did this with jQuery (`fusion-button`), but answered Enter on a link with jQuery's click
// only, which never follows the link.

/** Adds the keys until `signal` aborts. */
export function attachButtonKeys(button: HTMLElement, signal: AbortSignal): void {
  const native = button instanceof HTMLAnchorElement && button.hasAttribute('href');
  let spaceDown = false;
  button.addEventListener(
    'keydown',
    (event) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === ' ') {
        event.preventDefault();
        spaceDown = true;
      } else if (event.key === 'Enter' && !native) {
        event.preventDefault();
        button.click();
      }
    },
    { signal },
  );
  button.addEventListener(
    'keyup',
    (event) => {
      if (event.key !== ' ' || !spaceDown) return;
      spaceDown = false;
      event.preventDefault();
      button.click();
    },
    { signal },
  );
  // Focus that leaves with Space still down cancels, as on a native button.
  button.addEventListener('blur', () => (spaceDown = false), { signal });
}
