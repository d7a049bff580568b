import { describe, expect, test } from 'vitest';
import { findTabs, mobileModeOf, nextTabIndex, tabForFragment } from './tab-set';

const link = (id: string, pane: string, mobile = false) =>
  `<li role="presentation"><a class="tab-link" data-toggle="tab" role="tab" id="${mobile ? 'mobile-' : ''}${id}" href="#${pane}"><h3 class="fusion-tab-heading">${id}</h3></a></li>`;

function tabsElement(mode = 'mobile-mode-accordion', mobile = true) {
  document.body.innerHTML = `<div class="fusion-tabs fusion-tabs-1 classic horizontal-tabs ${mode}">
    <div class="nav"><ul class="nav-tabs" role="tablist">${link('fusion-tab-2025', 'tab-a1')}${link('fusion-tab-2024', 'tab-b2')}${link('fusion-tab-leeg', 'tab-zz')}</ul></div>
    <div class="tab-content">
      ${mobile ? `<div class="nav fusion-mobile-tab-nav"><ul class="nav-tabs" role="tablist">${link('fusion-tab-2025', 'tab-a1', true)}</ul></div>` : ''}
      <div class="tab-pane fade in active" id="tab-a1">2025
        <div class="fusion-tabs"><div class="nav"><ul><li><a class="tab-link" href="#tab-inner">Binnen</a></li></ul></div><div class="tab-content"><div class="tab-pane" id="tab-inner"></div></div></div>
      </div>
      ${mobile ? `<div class="nav fusion-mobile-tab-nav"><ul class="nav-tabs" role="tablist">${link('fusion-tab-2024', 'tab-b2', true)}</ul></div>` : ''}
      <div class="tab-pane fade" id="tab-b2">2024</div>
    </div></div>`;
  return document.querySelector('.fusion-tabs')!;
}

describe('builder tabs: the theme markup read as tabs', () => {
  test('each tab link is paired with its pane and its mobile copy; links without a pane and nested tabs are left out', () => {
    const tabs = findTabs(tabsElement());
    expect(tabs.map((tab) => [tab.link.id, tab.mobileLink?.id, tab.pane.id])).toEqual([
      ['fusion-tab-2025', 'mobile-fusion-tab-2025', 'tab-a1'],
      ['fusion-tab-2024', 'mobile-fusion-tab-2024', 'tab-b2'],
    ]);
  });

  test('the phone mode comes from the class; without one, the accordion when mobile copies exist', () => {
    const toggle = tabsElement('mobile-mode-toggle');
    expect(mobileModeOf(toggle, findTabs(toggle))).toBe('toggle');
    const plain = tabsElement('');
    expect(mobileModeOf(plain, findTabs(plain))).toBe('accordion');
    const bare = tabsElement('', false);
    expect(mobileModeOf(bare, findTabs(bare))).toBe('carousel');
  });

  test("a fragment names a tab by its pane, its link or its mobile copy, also in the theme's #_ form", () => {
    const tabs = findTabs(tabsElement());
    expect(tabForFragment(tabs, '#tab-b2')?.pane.id).toBe('tab-b2');
    expect(tabForFragment(tabs, '#fusion-tab-2024')?.pane.id).toBe('tab-b2');
    expect(tabForFragment(tabs, '#mobile-fusion-tab-2025')?.pane.id).toBe('tab-a1');
    expect(tabForFragment(tabs, '#_tab-b2')?.pane.id).toBe('tab-b2');
    expect(tabForFragment(tabs, '#elders')).toBeUndefined();
    expect(tabForFragment(tabs, '')).toBeUndefined();
  });

  test('arrows wrap around; Home and End go to the ends; other keys do nothing', () => {
    expect(nextTabIndex('ArrowRight', 3, 4)).toBe(0);
    expect(nextTabIndex('ArrowLeft', 0, 4)).toBe(3);
    expect(nextTabIndex('ArrowDown', 1, 4)).toBe(2);
    expect(nextTabIndex('Home', 2, 4)).toBe(0);
    expect(nextTabIndex('End', 0, 4)).toBe(3);
    expect(nextTabIndex('Enter', 0, 4)).toBeUndefined();
  });
});
