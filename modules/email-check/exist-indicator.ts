// The inline exist indicator (SPEC sections 2 and 4, contract names): one per page, moved to the
// field being checked, 35 px wide over the field's right edge. It is absolutely positioned beside
// the field in the same containing block, so it scrolls with the field and never moves the page;
// a ResizeObserver keeps it on the field when the field or its form changes size. Colour is not
// the only sign: the state's text is the field's description and is announced politely.

export type IndicatorState = 'load' | 'good_email' | 'bad_email';

const prefix = 'apbct-check_email_exist';
const states: IndicatorState[] = ['load', 'good_email', 'bad_email'];

export interface ExistIndicator {
  show(field: HTMLInputElement, state: IndicatorState, text: string): void;
  /** Removes the indicator from `field` (or from whichever field holds it). */
  remove(field?: HTMLInputElement): void;
  /** Puts the indicator back on its field's right edge (after the layout changed). */
  place(): void;
  readonly field: HTMLInputElement | undefined;
}

function addToken(list: string | null, token: string): string {
  const tokens = new Set((list ?? '').split(/\s+/).filter(Boolean));
  tokens.add(token);
  return [...tokens].join(' ');
}

function removeToken(list: string | null, token: string): string {
  return (list ?? '')
    .split(/\s+/)
    .filter((candidate) => candidate && candidate !== token)
    .join(' ');
}

export function createExistIndicator(widthPx: number, signal: AbortSignal): ExistIndicator {
  const block = document.createElement('span');
  block.id = `${prefix}-block`;
  block.className = `${prefix}-block`;
  block.style.width = `${widthPx}px`;
  const description = document.createElement('span');
  description.id = `${prefix}-popup_description`;
  description.className = `${prefix}-popup_description`;
  description.setAttribute('role', 'tooltip');
  block.append(description);
  const announcer = document.createElement('span');
  announcer.className = 'email-check__status';
  announcer.setAttribute('role', 'status');

  let current: HTMLInputElement | undefined;
  const place = () => {
    if (!current?.isConnected) return;
    block.style.left = `${current.offsetLeft + current.offsetWidth - widthPx}px`;
    block.style.top = `${current.offsetTop}px`;
    block.style.height = `${current.offsetHeight}px`;
  };
  const resizes = new ResizeObserver(place);
  signal.addEventListener('abort', () => {
    resizes.disconnect();
    indicator.remove();
  });

  const indicator: ExistIndicator = {
    get field() {
      return current;
    },
    place,
    show(field, state, text) {
      if (current !== field) {
        indicator.remove();
        current = field;
        field.after(block, announcer);
        field.setAttribute(
          'aria-describedby',
          addToken(field.getAttribute('aria-describedby'), description.id),
        );
        field.classList.add('email-check__field');
        resizes.observe(field);
        if (field.form) resizes.observe(field.form);
      }
      for (const name of states) block.classList.toggle(`${prefix}-${name}`, name === state);
      description.textContent = text;
      announcer.textContent = text;
      place();
    },
    remove(field) {
      if (!current || (field && field !== current)) return;
      resizes.disconnect();
      const describedBy = removeToken(current.getAttribute('aria-describedby'), description.id);
      if (describedBy) current.setAttribute('aria-describedby', describedBy);
      else current.removeAttribute('aria-describedby');
      current.classList.remove('email-check__field');
      block.remove();
      announcer.remove();
      announcer.textContent = '';
      current = undefined;
    },
  };
  return indicator;
}
