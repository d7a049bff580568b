import { describe, expect, it } from 'vitest';
import { compactSelector, encodeEntry } from '../../kernel/registry-encode';

describe('registry encoding', () => {
  it('drops the blanks around a selector list’s commas, never inside a quoted value', () => {
    expect(compactSelector('a.x, .menu a[href*="#"] ,\n.toc  a')).toBe('a.x,.menu a[href*="#"],.toc  a');
    expect(compactSelector(`[data-a="b, c"], [data-d='e , f'], :is(.g, .h)`)).toBe(
      `[data-a="b, c"],[data-d='e , f'],:is(.g,.h)`,
    );
    expect(compactSelector('.a > .b + li ~ p .c, :nth-child(2n + 1) [d~="e > f"]')).toBe(
      '.a>.b+li~p .c,:nth-child(2n+1) [d~="e > f"]',
    );
    // A value that is an identifier needs no quotes; one that is not keeps them.
    expect(compactSelector(`input[type="email"], a[href^='#'], [data-x="a b"], [rel^="iLightbox" i]`)).toBe(
      `input[type=email],a[href^='#'],[data-x="a b"],[rel^=iLightbox i]`,
    );
    // Same elements either way.
    document.body.innerHTML =
      '<p class="g" data-a="b, c"></p><i class="h"></i><ul class="s"><li></li><li><b></b></li></ul>';
    const list = `[data-a="b, c"], :is(.g, .h), .s > li + li b, [class="g"]`;
    expect(document.querySelectorAll(compactSelector(list)).length).toBe(
      document.querySelectorAll(list).length,
    );
  });

  it('ships strategy letters, the compact selector and the extras', () => {
    expect(
      encodeEntry(
        {
          id: 'a',
          selector: '.a, .b',
          load: ['interaction', 'scroll', 'hash'],
          scope: 'page',
          enabled: true,
          editor: false,
          hash: '^_',
        },
        'x',
      ),
    ).toEqual(['a', '.a,.b', 'nsh', expect.any(Number), 'x', { hash: '^_' }]);
  });
});
