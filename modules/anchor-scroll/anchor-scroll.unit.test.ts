import { describe, expect, test } from 'vitest';
import { type AnchorRules, anchorAction, markedTargetId, targetIdOf } from './anchor-rules';

const rules: AnchorRules = {
  noScrollSelector: '.fusion-no-scroll',
  ignoredHashes: ['#chat', '#prev-step', '#next-step'],
  marker: '_',
};
const here = new URL('https://www.despaak.nl/artikel/');

function link(href: string, attributes: Record<string, string> = {}): HTMLAnchorElement {
  const element = document.createElement('a');
  element.href = new URL(href, here).href;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

describe('anchor rules (SPEC section 2, anchor scrolling)', () => {
  test('an anchor on this page scrolls in place', () => {
    expect(anchorAction(link('#ketting'), here, rules)).toEqual({ kind: 'in-page', id: 'ketting' });
    expect(anchorAction(link('/artikel/#banden'), here, rules)).toEqual({ kind: 'in-page', id: 'banden' });
  });

  test('an anchor on another page of the site gets the underscore marker', () => {
    expect(anchorAction(link('/over-ons/#team'), here, rules)).toEqual({
      kind: 'cross-page',
      url: 'https://www.despaak.nl/over-ons/#_team',
    });
  });

  test('left alone: no-scroll, other hosts, chat and step anchors, #! and #/, new windows, no hash', () => {
    for (const candidate of [
      link('#ketting', { class: 'fusion-no-scroll' }),
      link('https://www.fietsersbond.nl/#routes'),
      link('#chat'),
      link('#prev-step'),
      link('#next-step'),
      link('#!/reactie/3'),
      link('#/winkel'),
      link('#ketting', { target: '_blank' }),
      link('/over-ons/'),
      link('#_ketting'),
    ])
      expect(anchorAction(candidate, here, rules)).toEqual({ kind: 'leave' });
  });

  test('hash parsing: ids are decoded; empty, ! and / hashes name nothing', () => {
    expect(targetIdOf('#caf%C3%A9')).toBe('café');
    expect(targetIdOf('#')).toBeUndefined();
    expect(targetIdOf('#!x')).toBeUndefined();
    expect(targetIdOf('#/x')).toBeUndefined();
    expect(markedTargetId('#_ketting', '_')).toBe('ketting');
    expect(markedTargetId('#ketting', '_')).toBeUndefined();
    expect(markedTargetId('#_', '_')).toBeUndefined();
  });
});
