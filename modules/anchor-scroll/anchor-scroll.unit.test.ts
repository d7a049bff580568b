import { afterEach, describe, expect, test } from 'vitest';
import { currentPlace, itemsOf } from '../../theme-platform/scroll-spy';
import anchorScroll from '.';
import { type AnchorRules, anchorAction, markedTargetId, targetIdOf } from './anchor-rules';
import { targetPlan } from './target-plan';

const site = { platform: { admin: false }, settings: {}, kernel: {} as never, editor: false };
const settings = anchorScroll.settings!(site);
const rules: AnchorRules = settings;
const here = new URL('https://www.despaak.nl/winterbeurt/');

afterEach(() => {
  document.body.replaceChildren();
});

/** A link of the given markup, resolved against `here`, in the page. */
function link(html: string): HTMLAnchorElement {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  document.body.append(holder);
  const anchor = holder.querySelector('a')!;
  anchor.href = new URL(anchor.getAttribute('href')!, here).href;
  return anchor;
}

describe('anchor rules (THEME-MARKUP.md, anchor-scroll)', () => {
  test("the theme's link kinds to a place on this page scroll in place", () => {
    for (const html of [
      '<ul class="fusion-menu"><li><a href="#prijzen">Prijzen</a></li></ul>',
      '<ul class="fusion-menu"><li><a href="/winterbeurt/#prijzen">Prijzen</a></li></ul>',
      '<li class="fusion-mobile-nav-item"><a href="#prijzen">Prijzen</a></li>',
      '<a class="fusion-button button-1" href="#prijzen">Prijzen</a>',
      '<a class="fusion-one-page-text-link" href="#prijzen">Prijzen</a>',
      '<div class="awb-toc-el"><a class="awb-toc-el__item-anchor" href="#prijzen">Prijzen</a></div>',
    ])
      expect(anchorAction(link(html), here, rules)).toEqual({ kind: 'in-page', id: 'prijzen' });
  });

  test('an anchor on another page of the site gets the underscore marker', () => {
    expect(
      anchorAction(
        link('<ul class="fusion-menu"><li><a href="/artikel/#ketting">x</a></li></ul>'),
        here,
        rules,
      ),
    ).toEqual({ kind: 'cross-page', url: 'https://www.despaak.nl/artikel/#_ketting' });
  });

  test('left alone: links of other kinds (tab links, toggle titles, plain text links, scroll-section links)', () => {
    for (const html of [
      '<a class="tab-link" data-toggle="tab" href="#tab-c7e2">E-bike</a>',
      '<h4 class="panel-title toggle"><a data-toggle="collapse" href="#a3f9">Vraag</a></h4>',
      '<p><a href="#prijzen">wat het kost</a></p>',
      '<a class="fusion-scroll-section-link" data-element="2" href="#fusion-scroll-section-element-1-2">2</a>',
      '<ul class="fusion-menu"><li class="panel-title"><a href="#prijzen">x</a></li></ul>',
      '<ul class="fusion-menu"><li><a class="search-link" href="#prijzen">x</a></li></ul>',
      '<ul class="fusion-menu"><li><div class="fusion-megamenu-widgets-container"><a href="#prijzen">x</a></div></li></ul>',
    ])
      expect(anchorAction(link(html), here, rules), html).toEqual({ kind: 'leave' });
  });

  test('left alone: the opt-out on the link or its parent, other hosts, the three hashes, #! and #/, tab links in mega menus, new windows', () => {
    for (const html of [
      '<a class="fusion-button avada-noscroll" href="#prijzen">x</a>',
      '<ul class="fusion-menu"><li class="avada-noscroll"><a href="#prijzen">x</a></li></ul>',
      '<a class="fusion-button" href="https://www.fietsersbond.nl/#routes">x</a>',
      '<a class="fusion-button" href="#hubspot-open-chat">x</a>',
      '<a class="fusion-button" href="#previousStep">x</a>',
      '<a class="fusion-button" href="#nextStep">x</a>',
      '<a class="fusion-button" href="#!/reactie/3">x</a>',
      '<a class="fusion-button" href="#/winkel">x</a>',
      '<a class="fusion-button" href="#_prijzen">x</a>',
      '<a class="fusion-button" href="#">x</a>',
      '<a class="fusion-button" href="#prijzen" target="_blank">x</a>',
      '<ul class="fusion-menu"><li><div class="awb-menu__mega-wrap"><a href="#tab-c7e2">x</a></div></li></ul>',
    ])
      expect(anchorAction(link(html), here, rules), html).toEqual({ kind: 'leave' });
  });

  test('hash parsing: ids are decoded; empty, ! and / hashes name nothing; the marker', () => {
    expect(targetIdOf('#caf%C3%A9')).toBe('café');
    expect(targetIdOf('#')).toBeUndefined();
    expect(targetIdOf('#!x')).toBeUndefined();
    expect(targetIdOf('#/x')).toBeUndefined();
    expect(markedTargetId('#_ketting', '_')).toBe('ketting');
    expect(markedTargetId('#ketting', '_')).toBeUndefined();
    expect(markedTargetId('#_', '_')).toBeUndefined();
  });
});

describe('special targets', () => {
  test('targets in Swiper full-height sections and builder tabs are left to their modules', () => {
    document.body.innerHTML = `
      <div class="awb-swiper-full-sections"><div class="swiper-slide"><h2 id="in-swiper">x</h2></div></div>
      <div class="tab-content"><div class="tab-pane" id="tab-c7e2">x</div></div>
      <h2 id="plain">x</h2>`;
    const plan = (id: string) => targetPlan(document.getElementById(id)!, settings, 1280);
    expect(plan('in-swiper')).toEqual({ kind: 'leave' });
    expect(plan('tab-c7e2')).toEqual({ kind: 'leave' });
    expect(plan('plain')).toEqual({ kind: 'scroll', to: document.getElementById('plain') });
  });

  test('a target in a scroll section: the section, then its own navigation link; at or below the content break point the target itself', () => {
    document.body.innerHTML = `
      <div id="fusion-scroll-section-1" class="fusion-scroll-section" data-section="1">
        <div class="fusion-scroll-section-element active" data-section="1" data-element="1"><h2 id="een">1</h2></div>
        <div class="fusion-scroll-section-element" data-section="1" data-element="2"><h2 id="twee">2</h2></div>
        <nav class="fusion-scroll-section-nav"><ul>
          <li><a class="fusion-scroll-section-link" data-element="1" href="#fusion-scroll-section-element-1-1"></a></li>
          <li><a class="fusion-scroll-section-link" data-element="2" href="#fusion-scroll-section-element-1-2"></a></li>
        </ul></nav>
      </div>`;
    const target = document.getElementById('twee')!;
    const section = document.getElementById('fusion-scroll-section-1');
    expect(targetPlan(target, settings, 1280)).toEqual({
      kind: 'scroll',
      to: section,
      select: document.querySelector('.fusion-scroll-section-link[data-element="2"]'),
    });
    expect(targetPlan(target, settings, 1000)).toEqual({ kind: 'scroll', to: target });
  });
});

describe('scroll-spy', () => {
  test('the current place is the last one above the line; none above the first; the last at the bottom', () => {
    const places = [
      { place: 'aanbod', top: -400 },
      { place: 'werkwijze', top: 60 },
      { place: 'prijzen', top: 700 },
    ];
    expect(currentPlace(places, 80, false)).toBe('werkwijze');
    expect(currentPlace(places, 50, false)).toBe('aanbod');
    expect(currentPlace([{ place: 'aanbod', top: 200 }], 80, false)).toBeUndefined();
    expect(currentPlace(places, 80, true)).toBe('prijzen');
  });

  test("a sub-menu link's items reach up to its menu's top item, not beyond the menu", () => {
    document.body.innerHTML = `<ul><li id="outside"><nav><ul class="fusion-menu">
      <li id="top" class="fusion-dropdown-menu"><a href="#werkwijze">Werkwijze</a>
        <ul class="sub-menu"><li id="sub"><a id="remmen-link" href="#remmen">Remmen</a></li></ul></li>
    </ul></nav></li></ul>`;
    expect(itemsOf(document.getElementById('remmen-link')!, '.fusion-menu').map((item) => item.id)).toEqual([
      'sub',
      'top',
    ]);
  });
});

describe('settings', () => {
  test("the content break point comes from the theme's fusionScrollToAnchorVars; the Voorkant slice wins", () => {
    const global = globalThis as Record<string, unknown>;
    global.fusionScrollToAnchorVars = { content_break_point: '800' };
    try {
      expect(anchorScroll.settings!(site).contentBreakPoint).toBe(800);
      expect(
        anchorScroll.settings!({ ...site, settings: { 'anchor-scroll': { contentBreakPoint: 900 } } })
          .contentBreakPoint,
      ).toBe(900);
    } finally {
      delete global.fusionScrollToAnchorVars;
    }
  });
});
