// Splits a heading's text into pieces (letters, words or lines) for the reveal effects. Written by
// hand because no platform API splits text; the pieces are aria-hidden and a visually hidden copy
// of the full text keeps the heading one readable string for screen readers. Words stay whole
// (a no-wrap box per word), so splitting never changes where the heading's lines break.

export type SplitBasis = 'chars' | 'words' | 'lines';

export interface SplitResult {
  pieces: HTMLElement[];
  /** Puts the original text back. */
  restore(): void;
}

const pieceClass = 'animated-titles__piece';
const wordClass = 'animated-titles__word';

function textNodesIn(root: Element): Text[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const nodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
  return nodes;
}

function span(className: string, text?: string): HTMLSpanElement {
  const element = document.createElement('span');
  element.className = className;
  if (text !== undefined) element.textContent = text;
  return element;
}

/** Groups word boxes by the line they sit on (after layout). */
function linesOf(words: HTMLElement[]): HTMLElement[][] {
  const lines: HTMLElement[][] = [];
  let top = Number.NaN;
  for (const word of words) {
    const y = Math.round(word.offsetTop);
    if (y !== top) {
      lines.push([]);
      top = y;
    }
    lines.at(-1)!.push(word);
  }
  return lines;
}

export function splitText(target: Element, basis: SplitBasis): SplitResult {
  const original = [...target.childNodes].map((node) => node.cloneNode(true));
  const fullText = (target.textContent ?? '').replace(/\s+/g, ' ').trim();
  const words: HTMLElement[] = [];
  const letters: HTMLElement[] = [];
  for (const node of textNodesIn(target)) {
    const fragment = document.createDocumentFragment();
    for (const part of (node.data ?? '').split(/(\s+)/)) {
      if (!part) continue;
      if (/^\s+$/.test(part)) {
        fragment.append(' ');
        continue;
      }
      const word = span(wordClass);
      if (basis === 'chars') {
        for (const letter of part) {
          const piece = span(pieceClass, letter);
          letters.push(piece);
          word.append(piece);
        }
      } else word.textContent = part;
      words.push(word);
      fragment.append(word);
    }
    node.replaceWith(fragment);
  }
  // The visible pieces are decoration; the sentence is read once, from the hidden copy.
  const visible = span('animated-titles__visible');
  visible.setAttribute('aria-hidden', 'true');
  visible.append(...target.childNodes);
  const spoken = span('animated-titles__sr', fullText);
  target.append(spoken, visible);

  let pieces: HTMLElement[] = letters;
  if (basis === 'words') {
    for (const word of words) word.classList.add(pieceClass);
    pieces = words;
  } else if (basis === 'lines') {
    // A line moves as one: each of its words carries the line's number, the first stands for it.
    const lines = linesOf(words);
    lines.forEach((line, index) => {
      for (const word of line) {
        word.classList.add(pieceClass);
        word.dataset.line = String(index);
      }
    });
    pieces = lines.map((line) => line[0]!);
  }
  return {
    pieces,
    restore() {
      target.replaceChildren(...original);
    },
  };
}

/** The elements that move together with `piece` (a whole line for the `lines` basis). */
export function partnersOf(piece: HTMLElement): HTMLElement[] {
  const line = piece.dataset.line;
  if (line === undefined) return [piece];
  const root = piece.closest('.animated-titles__visible');
  return root ? [...root.querySelectorAll<HTMLElement>(`[data-line="${line}"]`)] : [piece];
}
