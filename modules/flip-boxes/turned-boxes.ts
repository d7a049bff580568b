// Which boxes of a set show their back beyond what the theme's own rules flip. The theme's stylesheet
// turns a box on `:hover`, `:focus` (the box has tabindex=0) and, from 7.11 on, `:focus-within`, and
// also on its `hover` class. That class is how this module flips a box:
// - on a tap (touch or pen): the tapped box turns and stays turned until a tap elsewhere, also in a
//   browser that neither focuses nor hovers what a finger taps;
// - while focus is inside it: so a keyboard visitor reading a link on the back keeps seeing the back
//   in 7.1 to 7.4, whose stylesheet has no `:focus-within` rule.
// Only the classes this module added are ever removed: the live editor sets `hover` for its preview.

const boxSelector = '.fusion-flip-box';

/** The boxes of `set` that show their back: the one last tapped and the one holding `focused`. */
export function turnedBoxes(set: Element, tapped: Element | null, focused: Element | null): Set<Element> {
  const turned = new Set<Element>();
  for (const target of [tapped, focused]) {
    const box = target?.closest(boxSelector);
    if (box && set.contains(box)) turned.add(box);
  }
  return turned;
}

/** Keeps the `hover` class on the turned boxes of `set` until `signal` aborts, then takes it off. */
export function turnOnTapAndFocus(set: HTMLElement, signal: AbortSignal): void {
  let tapped: Element | null = null;
  // The boxes whose `hover` this module added (not one that had it already).
  const added = new Set<Element>();
  const show = (focused: Element | null) => {
    const turned = turnedBoxes(set, tapped, focused);
    for (const box of added)
      if (!turned.has(box)) {
        box.classList.remove('hover');
        added.delete(box);
      }
    for (const box of turned)
      if (!box.classList.contains('hover')) {
        box.classList.add('hover');
        added.add(box);
      }
  };
  // On the document: a tap anywhere else turns the tapped box back.
  document.addEventListener(
    'pointerdown',
    (event) => {
      if (event.pointerType === 'mouse') return;
      tapped = event.target instanceof Element ? event.target : null;
      show(document.activeElement);
    },
    { passive: true, signal },
  );
  set.addEventListener('focusin', (event) => show(event.target as Element), { signal });
  set.addEventListener('focusout', (event) => show(event.relatedTarget as Element | null), { signal });
  signal.addEventListener('abort', () => {
    for (const box of added) box.classList.remove('hover');
  });
}
