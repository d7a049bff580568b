// @vitest-environment node
// The build orders the shipped registry entries (and safety nets) by what gzips smallest.
import { gzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { compactOrder } from '../../kernel/registry-order';

const size = (texts: string[]) => gzipSync(texts.join(','), { level: 9 }).length;

describe('the order registry entries ship in', () => {
  test('every entry once, the first ones ahead in their order, never larger than as given', () => {
    const texts = [
      '["a-first",".x","e",1,""]',
      '["menu","nav.awb-menu .awb-menu__sub","v",10,""]',
      '["toggles",".fusion-accordian,.fusion-faq-shortcode","vi",10,""]',
      '["b-first","html,form","e",1,""]',
      '["vertical-menu","nav.awb-menu.awb-vertical-menu .awb-menu__sub","v",10,""]',
      '["faq",".fusion-faq-shortcode .fusion-accordian","vi",10,""]',
    ];
    const ordered = compactOrder(
      texts,
      (text) => text,
      (text) => text.includes('first'),
    );
    expect([...ordered].sort()).toEqual([...texts].sort());
    expect(ordered.slice(0, 2)).toEqual([texts[0], texts[3]]);
    expect(size(ordered)).toBeLessThanOrEqual(
      size([texts[0]!, texts[3]!, ...texts.filter((t) => !t.includes('first'))]),
    );
    // The same input, the same order.
    expect(
      compactOrder(
        texts,
        (text) => text,
        (text) => text.includes('first'),
      ),
    ).toEqual(ordered);
  });
});
