// The portfolio's lightbox groups by filter (happy-dom), as the theme's script names them.
import { describe, expect, test } from 'vitest';
import { portfolioRel, regroupLightbox } from './lightbox-groups';

function item(id: string): HTMLElement {
  const article = document.createElement('article');
  article.innerHTML = `<a class="fusion-rollover-gallery" data-id="${id}" data-rel="iLightbox[gallery-rw-1]"></a>
    <div class="fusion-portfolio-gallery-hidden"><a data-rel="iLightbox[gallery-rw-1]"></a></div>`;
  return article;
}

describe('portfolio lightbox groups', () => {
  test('one group per filter, and for all', () => {
    expect(portfolioRel('*', '', '-rw-1')).toBe('iLightbox[gallery-rw-1]');
    expect(portfolioRel('.veluwe', '', '-rw-1')).toBe('iLightbox[veluwe-rw-1]');
    expect(portfolioRel('.veluwe', '301', '-rw-1')).toBe('iLightbox[veluwe301-rw-1]');
  });

  test('"all": the shown items share the filter\'s group; hidden gallery links keep theirs', () => {
    const items = [item('301'), item('305')];
    regroupLightbox(items, '.veluwe', '-rw-1', false);
    for (const article of items) {
      expect(article.querySelector('.fusion-rollover-gallery')!.getAttribute('data-rel')).toBe(
        'iLightbox[veluwe-rw-1]',
      );
      expect(article.querySelector('.fusion-portfolio-gallery-hidden a')!.getAttribute('data-rel')).toBe(
        'iLightbox[gallery-rw-1]',
      );
    }
  });

  test('"individual": each item its own group, its hidden gallery links with it', () => {
    const [first, second] = [item('301'), item('305')];
    regroupLightbox([first!, second!], '*', '-rw-1', true);
    expect(first!.querySelector('.fusion-rollover-gallery')!.getAttribute('data-rel')).toBe(
      'iLightbox[gallery301-rw-1]',
    );
    expect(first!.querySelector('.fusion-portfolio-gallery-hidden a')!.getAttribute('data-rel')).toBe(
      'iLightbox[gallery301-rw-1]',
    );
    expect(second!.querySelector('.fusion-rollover-gallery')!.getAttribute('data-rel')).toBe(
      'iLightbox[gallery305-rw-1]',
    );
  });
});
