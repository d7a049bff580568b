// Rotating titles (SPEC sections 2 and 9; THEME-MARKUP.md "animated-titles"):
// `.fusion-animated-texts-wrapper[data-length][data-minDisplayTime] > .fusion-animated-texts >
// .fusion-animated-text[data-in-effect]…`, which the theme's stylesheet keeps hidden (and the wrapper
// 0 wide) until a script runs. The phrases share one grid cell, so the wrapper is as wide as the
// longest phrase without measuring anything. Each phrase comes in with its effect by line, word or
// letter (the theme's `data-length`), stays at least its display time and goes out in reverse; CSS
// animations do the moving and one timer per visible change does the timing, so nothing runs while
// a phrase is on show, or while the title is out of view. Screen readers get every phrase once.

export type TokenLength = 'line' | 'word' | 'char';

/** The in-effects the builder offers; the out-effect is the same played backwards. */
export const rotationEffects = [
  'fadeIn',
  'typeIn',
  'clipIn',
  'flipInX',
  'bounceIn',
  'zoomIn',
  'slideInDown',
  'lightSpeedIn',
  'rollIn',
] as const;

export interface RotationOptions {
  /** How long a phrase stays once it is in (ms): the wrapper's `data-minDisplayTime`, else the setting. */
  displayMs: number;
  /** Run through the phrases again and again (`fusion-animate-loop`), or stop at the last. */
  loop: boolean;
  /** Wait before the first turn (ms): the theme waits for an animated column around the title. */
  initialDelayMs: number;
  /** One token's in or out animation (ms). */
  effectMs: number;
  /** Between one token and the next, when the phrase comes in in sequence (ms). */
  sequenceMs: number;
}

const tokenClass = 'animated-titles__token';

function token(text: string): HTMLSpanElement {
  const span = document.createElement('span');
  span.className = tokenClass;
  span.textContent = text;
  return span;
}

/** Splits a phrase's text into tokens (writes only; words never break inside). */
export function tokenize(phrase: HTMLElement, length: TokenLength): HTMLElement[] {
  const text = (phrase.textContent ?? '').replace(/\s+/g, ' ').trim();
  if (length === 'line') {
    const line = token(text);
    phrase.replaceChildren(line);
    return [line];
  }
  const tokens: HTMLElement[] = [];
  const parts: (Node | string)[] = [];
  text.split(' ').forEach((word, index) => {
    if (index > 0) parts.push(' ');
    if (length === 'word') {
      const piece = token(word);
      tokens.push(piece);
      parts.push(piece);
      return;
    }
    const box = document.createElement('span');
    box.className = 'animated-titles__word';
    for (const letter of word) {
      const piece = token(letter);
      tokens.push(piece);
      box.append(piece);
    }
    parts.push(box);
  });
  phrase.replaceChildren(...parts);
  return tokens;
}

interface Phrase {
  element: HTMLElement;
  tokens: HTMLElement[];
  effect: string;
  inSequence: boolean;
  outReverse: boolean;
}

function readPhrase(element: HTMLElement, length: TokenLength): Phrase {
  const effect = element.getAttribute('data-in-effect') ?? '';
  return {
    element,
    tokens: tokenize(element, length),
    effect: (rotationEffects as readonly string[]).includes(effect) ? effect : 'fadeIn',
    inSequence: element.getAttribute('data-in-sequence') !== 'false',
    outReverse: element.getAttribute('data-out-reverse') !== 'false',
  };
}

/** Plays a phrase's tokens in (or out, backwards); returns how long until the last one ends (ms). */
function animate(phrase: Phrase, direction: 'in' | 'out', options: RotationOptions): number {
  const step = phrase.inSequence ? options.sequenceMs : 0;
  const count = phrase.tokens.length;
  phrase.tokens.forEach((piece, index) => {
    const order = direction === 'out' && phrase.outReverse ? count - 1 - index : index;
    piece.style.animation = `animated-titles-${phrase.effect} ${options.effectMs}ms ${order * step}ms both ${
      direction === 'in' ? 'normal' : 'reverse'
    }`;
  });
  return options.effectMs + (count - 1) * step;
}

function settle(phrase: Phrase): void {
  for (const piece of phrase.tokens) piece.style.animation = '';
}

/**
 * Lifts the theme's gate (the first phrase shows, the wrapper takes its width) and, unless reduced
 * motion is asked for, turns the phrases while the title is in view. Returns the cleanup.
 */
export function startRotating(
  title: HTMLElement,
  options: RotationOptions,
  reducedMotion: boolean,
): (() => void) | undefined {
  const wrapper = title.querySelector<HTMLElement>('.fusion-animated-texts-wrapper');
  const texts = wrapper?.querySelector<HTMLElement>('.fusion-animated-texts');
  const elements = texts ? [...texts.querySelectorAll<HTMLElement>(':scope > .fusion-animated-text')] : [];
  if (!wrapper || !texts || elements.length === 0) return undefined;
  const originals = elements.map((element) => [...element.childNodes]);
  const length =
    (['line', 'word', 'char'] as const).find((name) => name === wrapper.dataset.length) ?? 'line';

  // The gate: the phrases visible, the wrapper as wide as they need.
  texts.style.visibility = 'visible';
  wrapper.style.width = 'auto';
  texts.classList.add('animated-titles__rotating');
  const spoken = document.createElement('span');
  spoken.className = 'animated-titles__sr';
  spoken.textContent = elements.map((element) => element.textContent?.replace(/\s+/g, ' ').trim()).join(', ');
  texts.setAttribute('aria-hidden', 'true');
  wrapper.before(spoken);

  const phrases = reducedMotion ? [] : elements.map((element) => readPhrase(element, length));
  let current = 0;
  const mark = (index: number) => {
    elements.forEach((element, position) => {
      element.classList.toggle('is-current', position === index);
    });
    texts.dataset.activeIndex = String(index);
  };
  mark(0);

  let timer: ReturnType<typeof setTimeout> | undefined;
  let inView = false;
  const last = () => !options.loop && current === phrases.length - 1;
  // Shown long enough: out it goes, then the next one comes in.
  const turn = () => {
    const leaving = phrases[current]!;
    timer = setTimeout(
      () => {
        settle(leaving);
        current = (current + 1) % phrases.length;
        mark(current);
        const arriving = phrases[current]!;
        const inMs = animate(arriving, 'in', options);
        if (!last()) timer = setTimeout(turn, inMs + options.displayMs);
        else timer = undefined;
      },
      animate(leaving, 'out', options),
    );
  };
  const observer =
    phrases.length > 1
      ? new IntersectionObserver(([entry]) => {
          const visible = Boolean(entry?.isIntersecting);
          if (visible === inView) return;
          inView = visible;
          clearTimeout(timer);
          timer = undefined;
          // Out of view nothing turns: the phrase on show simply stays.
          if (!visible) return settle(phrases[current]!);
          if (!last()) timer = setTimeout(turn, options.initialDelayMs + options.displayMs);
        })
      : undefined;
  observer?.observe(title);

  return () => {
    observer?.disconnect();
    clearTimeout(timer);
    spoken.remove();
    texts.removeAttribute('aria-hidden');
    texts.classList.remove('animated-titles__rotating');
    texts.style.visibility = '';
    wrapper.style.width = '';
    delete texts.dataset.activeIndex;
    elements.forEach((element, index) => {
      element.classList.remove('is-current');
      element.replaceChildren(...originals[index]!);
    });
  };
}
