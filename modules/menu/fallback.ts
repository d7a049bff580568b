// The menu's safety net: with the module unable to act (and no theme script on the page), each nav
// is left usable with the theme's stylesheet alone. Lifted means: no `loading` / `mega-menu-loading`
// (mega menus can show); the mode the theme's inline script would set from `data-breakpoint`; a
// collapsed nav's list shown with every sub-menu open (its toggles would do nothing, so they are
// hidden); desktop click-mode menus in the theme's hover mode, where hover and keyboard focus open
// drop-downs through the stylesheet. Plain DOM, nothing from the module.
import type { Fallback } from '../../kernel/contract';

const fallback: Fallback = (elements) => {
  for (const nav of elements) {
    if (!(nav instanceof HTMLElement)) continue;
    nav.classList.remove('loading', 'mega-menu-loading');
    const breakpoint = Number.parseFloat(nav.getAttribute('data-breakpoint') ?? '');
    const collapsed =
      nav.classList.contains('collapse-enabled') || (breakpoint > 0 && window.innerWidth <= breakpoint);
    nav.classList.toggle('collapse-enabled', collapsed);
    nav.classList.toggle('awb-menu_desktop', !collapsed);
    if (collapsed) {
      nav.classList.add('expanded');
      for (const panel of nav.querySelectorAll<HTMLElement>(
        '.awb-menu__sub-ul, .awb-menu__mega-wrap, .fusion-megamenu-wrapper',
      ))
        panel.style.display = 'block';
      for (const toggle of nav.querySelectorAll<HTMLElement>(
        ':scope > .awb-menu__m-toggle, .awb-menu__open-nav-submenu_mobile',
      ))
        toggle.style.display = 'none';
    } else if (nav.classList.contains('awb-menu_em-click') && !nav.classList.contains('awb-menu_flyout')) {
      nav.classList.replace('awb-menu_em-click', 'awb-menu_em-hover');
    }
  }
};

export default fallback;
