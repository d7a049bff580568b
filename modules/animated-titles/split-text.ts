// Splits a heading's text into pieces (letters, words or lines) for the reveal effects. Written by
// hand because no platform API splits text; the pieces are aria-hidden and a visually hidden copy
// of the full text keeps the heading one readable string for screen readers. Words stay whole
// (a no-wrap box per word), so splitting never changes where the heading's lines break. Lines are
// found before anything is written (`planLines` reads the text's own boxes), so a batch of headings
// is measured in one layout rather than one per heading.

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

/**
 * The line of each word of `target`, in reading order, from the boxes of its text as laid out now:
 * layout reads only, nothing written. Words on one line share a number; 0 where nothing is laid out.
 */
export function planLines(target: Element): number[] {
  const lines: number[] = [];
  const range = document.createRange();
  let line = -1;
  let top = Number.NaN;
  for (const node of textNodesIn(target)) {
    for (const word of node.data.matchAll(/\S+/g)) {
      range.setStart(node, word.index);
      range.setEnd(node, word.index + word[0].length);
      const y = Math.round(range.getClientRects()[0]?.top ?? 0);
      if (y !== top) {
        line += 1;
        top = y;
      }
      lines.push(line);
    }
  }
  return lines;
}

/** Groups the word boxes by their planned line. */
function linesOf(words: HTMLElement[], plan: readonly number[]): HTMLElement[][] {
  const lines: HTMLElement[][] = [];
  words.forEach((word, index) => {
    const line = plan[index] ?? 0;
    lines[line] ??= [];
    lines[line].push(word);
  });
  return lines.filter(Boolean);
}

/** Splits `target` by `basis`; for `lines`, `plan` is what `planLines` read before (writes only here). */
export function splitText(target: Element, basis: SplitBasis, plan: readonly number[] = []): SplitResult {
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
    const lines = linesOf(words, plan);
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
