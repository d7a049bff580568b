import { afterEach, describe, expect, test } from 'vitest';
import { sticksHere } from '../../theme-platform/header-offset';
import fallback from './fallback';
import header from './index';
import { step } from './main-menu';
import { addSubmenuButtons, copyMainMenu, itemTitle } from './mobile-menu';
import { shrunkLogo } from './sticky-header';

const site = { platform: { admin: false }, settings: {}, kernel: {} as never, editor: false };

/** The main menu as the theme prints it: a page, a drop-down with a nested sub-menu, a mega menu. */
const mainMenu = `<nav class="fusion-main-menu" aria-label="Hoofdmenu"><ul id="menu-hoofdmenu" class="fusion-menu">
<li id="menu-item-1001" class="menu-item current-menu-item menu-item-1001" data-item-id="1001"><a href="/" class="fusion-bar-highlight" aria-current="page"><span class="menu-text">Home</span></a></li>
<li id="menu-item-1002" class="menu-item menu-item-has-children menu-item-1002 fusion-megamenu-menu" data-item-id="1002"><a href="/winkel/" class="fusion-bar-highlight"><span class="menu-text">Winkel</span> <span class="fusion-caret"><i class="fusion-dropdown-indicator" aria-hidden="true"></i></span></a>
<div class="fusion-megamenu-wrapper fusion-columns-3 columns-per-row-3 columns-3 col-span-6"><div class="row"><div class="fusion-megamenu-holder" data-width="585px"><ul class="fusion-megamenu">
<li id="menu-item-1003" class="menu-item menu-item-has-children fusion-megamenu-submenu"><div class="fusion-megamenu-title"><a href="/fietsen/">Fietsen</a></div><ul class="sub-menu"><li id="menu-item-1004" class="menu-item"><a href="/bakfiets/" class="fusion-bar-highlight"><span><span class="fusion-megamenu-bullet"></span>Bakfietsen</span></a></li></ul></li>
<li id="menu-item-1005" class="menu-item fusion-megamenu-submenu"><div class="fusion-megamenu-title">Acties</div><ul class="sub-menu"><li id="menu-item-1006" class="menu-item"><a href="/winterbeurt/"><span>Winterbeurt</span></a></li></ul></li>
<li id="menu-item-1007" class="menu-item fusion-megamenu-submenu"><div class="fusion-megamenu-widgets-container second-level-widget"><p>Tekst</p></div><ul class="sub-menu"><li id="menu-item-1008" class="menu-item"><a href="/ontdek/"><span>Ontdek</span></a></li></ul></li>
</ul></div></div></div></li>
<li id="menu-item-1009" class="menu-item menu-item-has-children current-menu-ancestor fusion-dropdown-menu" data-item-id="1009" data-classes="extra"><a href="/werkplaats/" class="fusion-bar-highlight"><span class="menu-text">Werkplaats</span></a>
<ul class="sub-menu"><li id="menu-item-1010" class="menu-item menu-item-has-children fusion-dropdown-submenu"><a href="/artikel/#verlichting" class="fusion-bar-highlight"><span>Verlichting</span></a>
<ul class="sub-menu"><li id="menu-item-1011" class="menu-item current-menu-item"><a href="/contact/"><span>Reparatie aanvragen</span></a></li></ul></li></ul></li>
</ul></nav>`;

afterEach(() => {
  document.body.replaceChildren();
});

function mainList(): HTMLUListElement {
  document.body.innerHTML = mainMenu;
  return document.querySelector('#menu-hoofdmenu')!;
}

describe('the phone copy of the main menu', () => {
  test("ids prefixed, items `fusion-mobile-nav-item` with the theme's extra classes, carets gone", () => {
    const copy = copyMainMenu(mainList());
    expect(copy.id).toBe('mobile-menu-hoofdmenu');
    expect(copy.className).toBe('fusion-menu');
    expect(copy.querySelector('.fusion-caret')).toBeNull();
    expect(copy.querySelector('#mobile-menu-item-1001')!.className).toBe(
      'fusion-mobile-nav-item fusion-mobile-current-nav-item',
    );
    expect(copy.querySelector('#mobile-menu-item-1009')!.className).toBe(
      'fusion-mobile-nav-item extra menu-item-has-children fusion-mobile-current-nav-item',
    );
    expect(copy.querySelectorAll('[id^="menu-item-"]')).toHaveLength(0);
    // The main menu itself is untouched.
    expect(document.querySelector('#menu-item-1001')!.className).toContain('menu-item');
  });

  test('a mega menu becomes a sub-menu: column titles lead their links, an unlinked title gets a # link, a column without a title gives up its links', () => {
    const copy = copyMainMenu(mainList());
    const shop = copy.querySelector('#mobile-menu-item-1002')!;
    expect(
      shop.querySelector('.fusion-megamenu-wrapper, .fusion-megamenu-bullet, .fusion-megamenu-title'),
    ).toBeNull();
    const columns = shop.querySelector(':scope > ul.sub-menu')!;
    const shape = [...columns.children].map((item) =>
      item.tagName === 'LI'
        ? `${item.querySelector(':scope > a')?.getAttribute('href')} > ${[...item.querySelectorAll(':scope > ul a')].map((a) => a.getAttribute('href')).join(' ')}`
        : `(${item.tagName}) ${[...item.querySelectorAll('a')].map((a) => a.getAttribute('href')).join(' ')}`,
    );
    expect(shape).toEqual(['/fietsen/ > /bakfiets/', '# > /winterbeurt/', '(UL) /ontdek/']);
    expect(shop.textContent).not.toContain('Tekst');
  });

  test("sub-menu buttons follow each link with a sub-menu, named from the theme's text, their sub-menus hidden", () => {
    const copy = copyMainMenu(mainList());
    const buttons = addSubmenuButtons(copy, {
      openSubmenu: 'Submenu van %s openen',
      closeSubmenu: 'Submenu van %s sluiten',
    });
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Submenu van Winkel openen',
      'Submenu van Fietsen openen',
      'Submenu van Acties openen',
      'Submenu van Werkplaats openen',
      'Submenu van Verlichting openen',
    ]);
    for (const button of buttons) {
      const submenu = copy.querySelector<HTMLElement>(`#${button.getAttribute('aria-controls')}`)!;
      expect(button.previousElementSibling?.tagName).toBe('A');
      expect(button.getAttribute('aria-expanded')).toBe('false');
      expect(submenu.style.display).toBe('none');
    }
  });

  test("a link's name: its title, else its menu text's own words, else its text", () => {
    const link = document.createElement('a');
    link.innerHTML =
      '<span class="menu-text">Winkel<span class="fusion-menu-highlight-label">Nieuw</span></span>';
    expect(itemTitle(link)).toBe('Winkel');
    link.title = 'De winkel';
    expect(itemTitle(link)).toBe('De winkel');
    const sub = document.createElement('a');
    sub.innerHTML = '<span> Bakfietsen </span>';
    expect(itemTitle(sub)).toBe('Bakfietsen');
  });
});

describe('the safety net', () => {
  test("fills the holder with the main menu's links once, and its toggles open and close the flyout", () => {
    document.body.innerHTML = `<header class="fusion-header-wrapper"><div class="fusion-header-v1 fusion-header-has-flyout-menu">${mainMenu}
      <div class="fusion-flyout-menu-icons"><div class="fusion-flyout-search-toggle"><a class="fusion-icon awb-icon-search" aria-hidden="true" href="#"></a></div><a class="fusion-flyout-menu-toggle" aria-hidden="true" href="#"></a></div>
      <nav class="fusion-mobile-nav-holder fusion-flyout-menu fusion-flyout-mobile-menu"></nav></div></header>`;
    const wrapper = document.querySelector('.fusion-header-wrapper')!;
    fallback([wrapper]);
    fallback([wrapper]);
    const holder = document.querySelector('.fusion-mobile-nav-holder')!;
    expect(holder.querySelectorAll(':scope > ul')).toHaveLength(1);
    expect([...holder.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      '/',
      '/winkel/',
      '/fietsen/',
      '/bakfiets/',
      '/winterbeurt/',
      '/ontdek/',
      '/werkplaats/',
      '/artikel/#verlichting',
      '/contact/',
    ]);
    const root = document.querySelector('.fusion-header-has-flyout-menu')!;
    const toggle = document.querySelector<HTMLElement>('.fusion-flyout-menu-toggle')!;
    expect(toggle.hasAttribute('aria-hidden')).toBe(false);
    toggle.click();
    expect([...root.classList]).toEqual(
      expect.arrayContaining(['fusion-flyout-active', 'fusion-flyout-menu-active']),
    );
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    document.querySelector<HTMLElement>('.awb-icon-search')!.click();
    expect(root.classList.contains('fusion-flyout-search-active')).toBe(true);
    expect(root.classList.contains('fusion-flyout-menu-active')).toBe(false);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('rules', () => {
  test("whether the header sticks follows the theme's switches per device", () => {
    const on = { sticky: true, stickyTablet: false, stickyMobile: false };
    expect(sticksHere(on, { tablet: false, mobile: false })).toBe(true);
    expect(sticksHere(on, { tablet: false, mobile: true })).toBe(false);
    expect(sticksHere(on, { tablet: true, mobile: true })).toBe(false);
    expect(sticksHere({ ...on, stickyTablet: true }, { tablet: true, mobile: true })).toBe(true);
    expect(sticksHere({ ...on, stickyMobile: true }, { tablet: false, mobile: true })).toBe(true);
    expect(sticksHere({ ...on, sticky: false }, { tablet: false, mobile: false })).toBe(false);
  });

  test("the shrunk logo: centred when it fits, else 10 px less than the header with 5 px margins (the theme's sums)", () => {
    expect(shrunkLogo(36, 65)).toEqual({ imageHeight: 36, margin: 14.5 });
    expect(shrunkLogo(60, 65)).toEqual({ imageHeight: 55, margin: 5 });
  });

  test('arrow keys wrap round a row', () => {
    expect(step(0, 3, -1)).toBe(2);
    expect(step(2, 3, 1)).toBe(0);
    expect(step(1, 3, 1)).toBe(2);
  });

  test("settings come from the theme's avadaMenuVars and avadaHeaderVars; the Voorkant slice wins", () => {
    const global = globalThis as Record<string, unknown>;
    global.avadaMenuVars = {
      side_header_break_point: '800',
      mobile_submenu_open: 'Toon %s',
      mobile_submenu_close: 'Verberg %s',
    };
    global.avadaHeaderVars = { header_sticky: '1', header_sticky_mobile: '1', sticky_header_shrinkage: '0' };
    try {
      const settings = header.settings!(site);
      expect(settings.breakpoint).toBe(800);
      expect(settings.texts.openSubmenu).toBe('Toon %s');
      expect(settings.texts.closeSubmenu).toBe('Verberg %s');
      expect(settings.stickyMobile).toBe(true);
      expect(settings.shrink).toBe(false);
      expect(header.settings!({ ...site, settings: { header: { breakpoint: 1200 } } }).breakpoint).toBe(1200);
    } finally {
      delete global.avadaMenuVars;
      delete global.avadaHeaderVars;
    }
  });
});
