// The slider's paging dots in FlexSlider's own markup (docs/theme-markup/slider.md):
// `ol.flex-control-nav.flex-control-paging > li > a`, the active one `flex-active`, so the theme's
// stylesheet draws them as it does for its own script. For a visitor they are the carousel's slide
// picker: buttons named "Dia 3 van 17", the active one `aria-current`.
import { fill } from '../../theme-platform/carousel';

export interface Paging {
  /** The paging list, to be added to the slider once its other controls are in place. */
  readonly element: HTMLOListElement;
  /** Marks `index` as the slide shown. */
  show(index: number): void;
}

const active = 'flex-active';

/** One dot per slide; `go` shows the slide of the dot pressed. */
export function startPaging(
  count: number,
  texts: { dots: string; goTo: string },
  go: (index: number) => void,
  signal: AbortSignal,
): Paging {
  const element = document.createElement('ol');
  element.className = 'flex-control-nav flex-control-paging';
  element.setAttribute('aria-label', texts.dots);
  const dots = Array.from({ length: count }, (_, at) => {
    const dot = document.createElement('a');
    // FlexSlider's `href="#"` keeps the theme's link styles; as a button it must not follow it.
    dot.href = '#';
    dot.setAttribute('role', 'button');
    dot.setAttribute('aria-label', fill(texts.goTo, at + 1, count));
    // The theme's stylesheet moves the number out of sight (text-indent), as it does FlexSlider's.
    dot.textContent = String(at + 1);
    const item = document.createElement('li');
    item.append(dot);
    return dot;
  });
  element.append(...dots.map((dot) => dot.parentElement as HTMLLIElement));
  element.addEventListener(
    'click',
    (event) => {
      const at = dots.indexOf((event.target as Element).closest('a') as HTMLAnchorElement);
      if (at < 0) return;
      event.preventDefault();
      go(at);
    },
    { signal },
  );
  // A button answers the space bar too (Enter already clicks a link).
  element.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== ' ' || !(event.target instanceof HTMLAnchorElement)) return;
      event.preventDefault();
      event.target.click();
    },
    { signal },
  );
  signal.addEventListener('abort', () => element.remove());

  return {
    element,
    show(index) {
      dots.forEach((dot, at) => {
        dot.classList.toggle(active, at === index);
        if (at === index) dot.setAttribute('aria-current', 'true');
        else dot.removeAttribute('aria-current');
      });
    },
  };
}
