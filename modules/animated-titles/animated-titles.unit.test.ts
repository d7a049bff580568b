import { describe, expect, it } from 'vitest';
import { isRevealEffect, keyframesFor, revealEffects } from './reveal-effects';
import { tokenize } from './rotating-text';
import { partnersOf, planLines, splitText } from './split-text';

function heading(html: string): HTMLElement {
  document.body.innerHTML = `<h2>${html}</h2>`;
  return document.querySelector('h2')!;
}

describe('splitting a heading', () => {
  it('by letters: one piece per letter, words kept whole, the sentence kept once for screen readers', () => {
    const target = heading('Vakmensen in  de <em>werkplaats</em>');
    const { pieces } = splitText(target, 'chars');
    expect(pieces.map((piece) => piece.textContent).join('')).toBe('Vakmensenindewerkplaats');
    expect(target.querySelector('.animated-titles__sr')?.textContent).toBe('Vakmensen in de werkplaats');
    expect(target.querySelector('.animated-titles__visible')?.getAttribute('aria-hidden')).toBe('true');
    expect(target.querySelectorAll('.animated-titles__word')).toHaveLength(4);
    // Markup inside the heading stays (the emphasis around its word).
    expect(target.querySelector('em .animated-titles__word')?.textContent).toBe('werkplaats');
  });

  it('by words, and back to the original on restore', () => {
    const target = heading('Proefritten op <strong>zaterdag</strong>');
    const before = target.innerHTML;
    const split = splitText(target, 'words');
    expect(split.pieces.map((piece) => piece.textContent)).toEqual(['Proefritten', 'op', 'zaterdag']);
    split.restore();
    expect(target.innerHTML).toBe(before);
  });

  it('by lines: the words of a line move together, as planned before anything was written', () => {
    const target = heading('Lease via je <em>werkgever</em>');
    // happy-dom lays nothing out: every word sits on the same line.
    expect(planLines(target)).toEqual([0, 0, 0, 0]);
    const { pieces } = splitText(target, 'lines', [0, 0, 1, 1]);
    expect(pieces).toHaveLength(2);
    expect(partnersOf(pieces[0]!).map((word) => word.textContent)).toEqual(['Lease', 'via']);
    expect(partnersOf(pieces[1]!).map((word) => word.textContent)).toEqual(['je', 'werkgever']);
  });
});

describe('rotating phrases', () => {
  const phrase = (text: string) => {
    const element = document.createElement('span');
    element.textContent = text;
    return element;
  };

  it('split by line, word or letter; words never break inside', () => {
    expect(tokenize(phrase(' de  stad '), 'line').map((token) => token.textContent)).toEqual(['de stad']);
    expect(tokenize(phrase('de stad'), 'word').map((token) => token.textContent)).toEqual(['de', 'stad']);
    const letters = phrase('de stad');
    expect(
      tokenize(letters, 'char')
        .map((token) => token.textContent)
        .join(''),
    ).toBe('destad');
    expect(letters.querySelectorAll('.animated-titles__word')).toHaveLength(2);
    expect(letters.textContent).toBe('de stad');
  });
});

describe('reveal effects', () => {
  it('knows the eight effects of the spec, and nothing else', () => {
    expect(revealEffects).toHaveLength(8);
    expect(isRevealEffect('unblur')).toBe(true);
    expect(isRevealEffect('explode')).toBe(false);
  });

  it.each(revealEffects.filter((effect) => effect !== 'color_change'))(
    '%s ends at the text as the theme shows it',
    (effect) => {
      const frames = keyframesFor(effect, () => 0.5);
      expect(frames.at(-1)).toEqual({ opacity: 1, transform: 'none', filter: 'none' });
      expect(frames[0]).not.toEqual(frames.at(-1));
    },
  );

  it('the colour change runs from the accent to the heading colour, always readable', () => {
    const frames = keyframesFor('color_change', Math.random, { from: '#2b5f8a', to: 'rgb(29, 42, 53)' });
    expect(frames.map((frame) => [frame.color, frame.opacity])).toEqual([
      ['#2b5f8a', 1],
      ['rgb(29, 42, 53)', 1],
    ]);
  });

  it('random assembly scatters each letter differently', () => {
    const values = [0, 1, 0.25];
    let call = 0;
    const first = keyframesFor('random_assemble', () => values[call++ % 3]!)[0]!.transform;
    expect(first).toBe('translate(-100px, 60px) rotate(-45deg)');
  });
});
