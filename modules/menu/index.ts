// The page builder's menu element (Avada 7.9+ `nav.awb-menu`, THEME-MARKUP.md "menu"), driven through
// the toggle buttons the theme prints: collapse at the nav's break point, the mobile list, sub-menus
// as WAI-ARIA disclosures (click, collapsed slide, stacked column, flyout), the search overlay and
// drop-down, outer click, Escape, mega menus and drop-downs kept in place. Adds no button of its own.
import { defineModule, pickSettings, type ThemeKeys, toNumber } from '../../kernel/contract';
import { watchCollapse } from './collapse-mode';
import { wireHover } from './hover';
import { createItems, isOpen, type MenuState, toggleOf } from './items';
import { placeMegamenus, resetMegamenus } from './megamenu-position';
import { placeList, setListReachable } from './mobile-list';
import { createSearchOverlay } from './search-overlay';

export interface MenuSettings {
  /** Break point (px) for navs without a usable `data-breakpoint`: the builder's default "medium". */
  breakpoint: number;
  /** Length of the slide that opens a collapsed sub-menu, in ms (the theme's 400). */
  collapsedSlideMs: number;
  /** Transition time (ms) for navs without `data-transition-time`: stacked slides, focus delays. */
  transitionMs: number;
  /** How long `no-wrapper-transition` stays after a mode switch, in ms. */
  noTransitionMs: number;
  texts: {
    /** Name of a toggle button the theme printed without one; %s is the item's text. */
    openSubmenu: string;
    /** Name of the flyout's close button (the theme prints it empty). */
    closeFlyout: string;
  };
}

const defaults = {
  breakpoint: 1024,
  collapsedSlideMs: 400,
  transitionMs: 300,
  noTransitionMs: 400,
  texts: { openSubmenu: 'Submenu van %s openen', closeFlyout: 'Menu sluiten' },
} satisfies MenuSettings;

const theme = {
  breakpoint: 'fusionJSVars.visibility_medium',
  'texts.openSubmenu': 'fusionMenuVars.mobile_submenu_open',
} satisfies ThemeKeys;

export interface MenuOptions {
  /** `data-breakpoint` (px; 0 never collapses). */
  breakpoint: number | undefined;
  /** `data-transition-time` (ms). */
  transitionMs: number | undefined;
}

function numberAttribute(element: Element, name: string): number | undefined {
  const value = toNumber(element.getAttribute(name) ?? undefined);
  return value !== undefined && value >= 0 ? value : undefined;
}

const visible = (element: Element | null | undefined): element is HTMLElement =>
  element instanceof HTMLElement && element.getClientRects().length > 0;

/**
 * Links that open their item instead of leading somewhere (the search drop-down's, a flyout menu's
 * top links) tell their state too: `aria-expanded`, kept in step by the items. Returns the undo.
 */
function markOpeners(nav: HTMLElement): () => void {
  const selector = nav.classList.contains('awb-menu_flyout')
    ? ':scope > .awb-menu__main-ul > li.menu-item-has-children > .awb-menu__main-a'
    : 'li.awb-menu__li_search-dropdown > .awb-menu__main-a';
  const marked = [...nav.querySelectorAll(selector)].filter((link) => !link.hasAttribute('aria-expanded'));
  for (const link of marked) link.setAttribute('aria-expanded', 'false');
  return () => {
    for (const link of marked) link.removeAttribute('aria-expanded');
  };
}

/** Names the theme's controls that have none; returns the undo. */
function nameControls(nav: HTMLElement, texts: MenuSettings['texts']): () => void {
  const named: Element[] = [];
  const name = (element: Element, label: string) => {
    if (element.getAttribute('aria-label')?.trim() || element.textContent?.trim()) return;
    element.setAttribute('aria-label', label);
    named.push(element);
  };
  for (const toggle of nav.querySelectorAll('.awb-menu__open-nav-submenu_mobile')) {
    const text = toggle.parentElement?.querySelector(':scope > a')?.textContent?.trim() ?? '';
    name(toggle, texts.openSubmenu.replace('%s', text));
  }
  const close = nav.querySelector(':scope > .awb-menu__flyout-close');
  if (close) name(close, texts.closeFlyout);
  return () => {
    for (const element of named) element.removeAttribute('aria-label');
  };
}

export default defineModule<MenuSettings, MenuOptions>({
  id: 'menu',
  theme,
  settings: (site) => pickSettings(site.settings.menu, defaults, 'menu', theme),
  options: (nav) => ({
    breakpoint: numberAttribute(nav, 'data-breakpoint'),
    transitionMs: numberAttribute(nav, 'data-transition-time'),
  }),
  init(ctx) {
    const nav = ctx.element as HTMLElement;
    // The gates first: no panel stays behind the theme's loading classes, whatever follows.
    nav.classList.remove('loading', 'mega-menu-loading');
    const { settings, options, signal } = ctx;
    const has = (name: string) => nav.classList.contains(name);
    const motion = (ms: number) => (ctx.viewport.reducedMotion ? 0 : ms);
    const timers = new Set<ReturnType<typeof setTimeout>>();
    let collapsed = false;
    const state: MenuState = {
      nav,
      collapsed: () => collapsed,
      slideMs: () => motion(settings.collapsedSlideMs),
      transitionMs: () => motion(options.transitionMs ?? settings.transitionMs),
      later(ms, action) {
        if (ms <= 0) return action();
        const timer = setTimeout(() => {
          timers.delete(timer);
          action();
        }, ms);
        timers.add(timer);
      },
    };
    const items = createItems(state);
    const search = createSearchOverlay(state);
    const hover = wireHover(state, items, signal);
    const mobileToggle = nav.querySelector<HTMLButtonElement>(':scope > .awb-menu__m-toggle');
    const flyoutClose = nav.querySelector<HTMLButtonElement>(':scope > .awb-menu__flyout-close');
    const unname = nameControls(nav, settings.texts);
    const unmark = markOpeners(nav);

    /** Focus back on the item: its toggle where one shows, else its link. */
    const focusItem = (item: HTMLElement) =>
      [toggleOf(item), item.querySelector<HTMLElement>(':scope > a')].find(visible)?.focus();

    const setListOpen = (open: boolean) => {
      if (!mobileToggle) return;
      nav.classList.toggle('expanded', open);
      mobileToggle.setAttribute('aria-expanded', String(open));
      setListReachable(nav, open || !collapsed);
      placeList(nav);
    };

    const closeFlyout = () => {
      const open = [...nav.querySelectorAll<HTMLElement>(':scope > .awb-menu__main-ul > li.expanded')];
      const focused = document.activeElement;
      for (const item of open) items.setOpen(item, false);
      const returnTo = open[0];
      if (returnTo && (focused === flyoutClose || (focused && returnTo.contains(focused))))
        focusItem(returnTo);
    };

    watchCollapse(
      nav,
      options.breakpoint ?? settings.breakpoint,
      settings.noTransitionMs,
      (isCollapsed) => {
        collapsed = isCollapsed;
        items.reset();
        search.reset();
        hover.reset();
        resetMegamenus(nav);
        setListOpen(false);
        setListReachable(nav, !collapsed);
        items.openCurrent();
        if (collapsed && !has('expanded'))
          window.dispatchEvent(new CustomEvent('fusion-mobile-menu-collapsed', { detail: { nav } }));
      },
      signal,
    );

    nav.addEventListener(
      'click',
      (event) => {
        const target = event.target as Element;
        if (mobileToggle && target.closest('.awb-menu__m-toggle') === mobileToggle) {
          setListOpen(!has('expanded'));
          return;
        }
        const toggle = target.closest<HTMLElement>('.awb-menu__open-nav-submenu_mobile');
        if (toggle?.parentElement && nav.contains(toggle)) {
          event.preventDefault();
          items.setOpen(toggle.parentElement, !isOpen(toggle.parentElement));
          return;
        }
        if (flyoutClose && target.closest('.awb-menu__flyout-close') === flyoutClose) {
          closeFlyout();
          return;
        }
        if (target.closest('.awb-menu__overlay-search-trigger, .fusion-close-search')) {
          event.preventDefault();
          search.toggle();
          return;
        }
        const link = target.closest<HTMLAnchorElement>('a');
        const item = link?.parentElement;
        if (!link || !item || !nav.contains(link)) return;
        const mainLink = link.classList.contains('awb-menu__main-a');
        // The search drop-down's link, and in flyout menus every top link with children, open their item.
        if (
          mainLink &&
          (item.classList.contains('awb-menu__li_search-dropdown') ||
            (has('awb-menu_flyout') && item.classList.contains('menu-item-has-children')))
        ) {
          event.preventDefault();
          items.setOpen(item, !isOpen(item));
          return;
        }
        const href = link.getAttribute('href');
        if (!has('awb-menu_flyout') && (href === null || href === '#')) {
          event.preventDefault();
          if ((has('awb-menu_em-click') || collapsed) && toggleOf(item)) items.setOpen(item, !isOpen(item));
          return;
        }
        // An in-page anchor closes a collapsed list laid over the page.
        const overPage = has('mobile-size-full-absolute') || has('mobile-size-column-absolute');
        if (href?.startsWith('#') && href.length > 1 && collapsed && has('expanded') && overPage)
          if (document.getElementById(decodeURIComponent(href.slice(1)))) setListOpen(false);
      },
      { signal },
    );

    // Links the theme gives the button role (search trigger, close search) answer Space like buttons.
    nav.addEventListener(
      'keydown',
      (event) => {
        const target = event.target as Element;
        if (event.key === ' ' && target.matches('a[role="button"]')) {
          event.preventDefault();
          (target as HTMLElement).click();
        }
      },
      { signal },
    );

    document.addEventListener(
      'keydown',
      (event) => {
        if (event.key !== 'Escape' || event.defaultPrevented) return;
        const focused = document.activeElement;
        const inside = focused instanceof Element && nav.contains(focused);
        if (has('has-search-overlay')) {
          search.toggle();
        } else if (inside && focused.closest('li.expanded')) {
          const item = focused.closest<HTMLElement>('li.expanded')!;
          items.setOpen(item, false);
          focusItem(item);
        } else if (has('flyout-submenu-expanded')) {
          closeFlyout();
        } else if (inside && collapsed && has('expanded')) {
          setListOpen(false);
          mobileToggle?.focus();
        } else if (inside && !collapsed && items.openItems().length) {
          items.closeAll();
        } else if (!(inside && hover.dismiss(focused))) return;
        event.preventDefault();
      },
      { signal },
    );

    if (has('close-on-outer-click-yes')) {
      document.addEventListener(
        'click',
        (event) => {
          if ((event.target as Element).closest?.('.awb-menu')) return;
          for (const item of items.openItems())
            if (toggleOf(item)?.classList.contains('awb-menu__open-nav-submenu_click'))
              items.setOpen(item, false);
        },
        { signal },
      );
    }

    // Keyboard focus moving on past a desktop drop-down menu closes what it opened (WAI-ARIA
    // disclosure navigation); a click elsewhere is the outer click's business.
    nav.addEventListener(
      'focusout',
      (event) => {
        const next = event.relatedTarget;
        if (!(next instanceof Node) || nav.contains(next) || collapsed) return;
        if (has('awb-menu_dropdown')) items.closeAll();
      },
      { signal },
    );

    const reposition = () => {
      placeList(nav);
      if (!collapsed) for (const item of items.openItems()) placeMegamenus(item, nav);
    };
    ctx.bus.on('viewport:resize', reposition);
    addEventListener('fusion-sticky-change', () => state.later(50, () => placeList(nav)), { signal });

    return () => {
      for (const timer of timers) clearTimeout(timer);
      items.reset();
      search.reset();
      hover.reset();
      resetMegamenus(nav);
      setListOpen(false);
      setListReachable(nav, true);
      placeList(nav);
      unname();
      unmark();
      nav.classList.remove('collapse-enabled');
      nav.classList.add('awb-menu_desktop');
    };
  },
});
