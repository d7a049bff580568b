import { describe, expect, it } from 'vitest';
import { positionLabel, sectionTitle } from './section-titles';

describe('full-sections titles', () => {
  const section = (html: string, navTitle?: string) => {
    const element = document.createElement('section');
    element.innerHTML = html;
    if (navTitle !== undefined) element.dataset.navTitle = navTitle;
    return element;
  };

  it('takes data-nav-title, else the first heading, else the numbered untitled text', () => {
    expect(sectionTitle(section('<h3>Kop</h3>', ' De schuur '), 0, 'Sectie %d')).toBe('De schuur');
    expect(sectionTitle(section('<p>x</p><h3> Kop </h3>'), 0, 'Sectie %d')).toBe('Kop');
    expect(sectionTitle(section('<p>x</p>', ''), 2, 'Sectie %d')).toBe('Sectie 3');
  });

  it('labels a section by its position', () => {
    expect(positionLabel('%1$s van %2$s', 1, 3)).toBe('2 van 3');
    expect(positionLabel('Deel %1$s', 0, 3)).toBe('Deel 1');
  });
});
