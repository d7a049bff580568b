import { describe, expect, test } from 'vitest';
import { findTabs, nextTabIndex } from './tab-pairs';

describe('tabs: pairing and keys (SPEC section 4, WAI-ARIA tabs)', () => {
  test('a link is paired with the content whose data-name matches its data-link', () => {
    document.body.innerHTML = `<div class="fusion-tabs-widget"><nav class="fusion-tabs-nav"><ul>
      <li><a href="#" data-link="b">B</a></li><li><a href="#" data-link="a">A</a></li><li><a href="#" data-link="x">X</a></li>
      </ul></nav><div data-name="a" class="fusion-tab-content">a</div><div data-name="b" class="fusion-tab-content">b</div></div>`;
    const tabs = findTabs(document.body);
    expect(tabs.map((tab) => [tab.link.textContent, tab.panel.textContent])).toEqual([
      ['B', 'b'],
      ['A', 'a'],
    ]);
  });

  test('arrows wrap around; Home and End go to the ends; other keys do nothing', () => {
    expect(nextTabIndex('ArrowRight', 0, 3)).toBe(1);
    expect(nextTabIndex('ArrowRight', 2, 3)).toBe(0);
    expect(nextTabIndex('ArrowDown', 1, 3)).toBe(2);
    expect(nextTabIndex('ArrowLeft', 0, 3)).toBe(2);
    expect(nextTabIndex('ArrowUp', 2, 3)).toBe(1);
    expect(nextTabIndex('Home', 2, 3)).toBe(0);
    expect(nextTabIndex('End', 0, 3)).toBe(2);
    expect(nextTabIndex('a', 0, 3)).toBeUndefined();
  });
});
