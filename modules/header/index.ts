// The theme's legacy header (header v1): the main menu's drop-downs and mega menu by keyboard, the
// phone menu copied from the main menu into its empty holder and opened as a flyout, a slide-down
// panel (modern design) or a "Go to…" list (classic), the flyout search, and the sticky header whose
// height anchor offsets use.
import { defineModule, pickSettings, type ThemeKeys } from '../../kernel/contract';
import { shrunkHeaderHeight, tabletQuery } from '../../theme-platform/header-offset';
import { startFlyout } from './flyout';
import stylesheet from './header.css?url';
import { startMainMenu } from './main-menu';
import { type StickyHeader, type StickyHeaderSettings, startStickyHeader } from './sticky-header';

export interface HeaderSettings extends StickyHeaderSettings {
  /** At or below this width (px) the phone menu and flyout replace the main menu. */
  breakpoint: number;
  /** Length of a phone sub-menu's slide, in ms. */
  submenuSlideMs: number;
  classes: {
    /** On `.fusion-header-has-flyout-menu` while the menu or the search is open. */
    flyoutActive: string;
    flyoutMenuActive: string;
    flyoutSearchActive: string;
    /** This module's class keeping a main-menu panel closed (Escape) although hovered or focused. */
    dismissed: string;
  };
  texts: {
    /** Name of a closed phone sub-menu's button; %s is the item's text. */
    openSubmenu: string;
    /** Name of an open phone sub-menu's button; %s is the item's text. */
    closeSubmenu: string;
    /** Name of the menu toggle when the theme printed none. */
    menuToggle: string;
    /** Name of the search toggle when the theme printed none. */
    searchToggle: string;
    /** The classic phone-menu design's button. */
    goTo: string;
  };
}

const defaults = {
  breakpoint: 1000,
  sticky: true,
  stickyTablet: false,
  stickyMobile: false,
  shrink: true,
  shrunkHeight: shrunkHeaderHeight,
  highlightBorder: 0,
  shrinkMs: 300,
  submenuSlideMs: 200,
  tabletQuery,
  adminBarSelector: '#wpadminbar',
  classes: {
    flyoutActive: 'fusion-flyout-active',
    flyoutMenuActive: 'fusion-flyout-menu-active',
    flyoutSearchActive: 'fusion-flyout-search-active',
    dismissed: 'header--dismissed',
  },
  texts: {
    openSubmenu: 'Submenu van %s openen',
    closeSubmenu: 'Submenu van %s sluiten',
    menuToggle: 'Menu',
    searchToggle: 'Zoeken',
    goTo: 'Ga naar…',
  },
} satisfies HeaderSettings;

const theme = {
  breakpoint: 'avadaMenuVars.side_header_break_point',
  sticky: 'avadaHeaderVars.header_sticky',
  stickyTablet: 'avadaHeaderVars.header_sticky_tablet',
  stickyMobile: 'avadaHeaderVars.header_sticky_mobile',
  shrink: 'avadaHeaderVars.sticky_header_shrinkage',
  highlightBorder: 'avadaHeaderVars.nav_highlight_border',
  'texts.openSubmenu': 'avadaMenuVars.mobile_submenu_open',
  'texts.closeSubmenu': 'avadaMenuVars.mobile_submenu_close',
  'texts.goTo': 'avadaMenuVars.dropdown_goto',
} satisfies ThemeKeys;

declare module '../../kernel/contract' {
  interface ModuleEvents {
    /** The legacy header stuck or let go, or its stuck height changed (0 where it does not stick). */
    'header:sticky': { stuck: boolean; height: number };
  }
}

interface HeaderPage {
  sticky?: StickyHeader;
  /** Measures the main menu's drop-downs against the window's edge again. */
  flip?: () => void;
}

export default defineModule<HeaderSettings, undefined, HeaderPage>({
  id: 'header',
  stylesheet,
  theme,
  settings: (site) => pickSettings(site.settings.header, defaults, 'header', theme),
  page: () => ({}),
  async init(ctx) {
    const { settings, signal } = ctx;
    const wrapper = ctx.element as HTMLElement;
    const frame = wrapper.querySelector<HTMLElement>(
      '.fusion-header-has-flyout-menu, [class*="fusion-header-v"]',
    );
    const header = wrapper.querySelector<HTMLElement>('.fusion-header');
    if (!frame || !header) {
      ctx.log.debug('no legacy header in', wrapper);
      return;
    }
    const mainNav = wrapper.querySelector<HTMLElement>('nav.fusion-main-menu:not(.fusion-sticky-menu)');
    const mainList = mainNav?.querySelector(':scope > ul') ?? null;
    const holder = wrapper.querySelector<HTMLElement>(
      '.fusion-mobile-nav-holder:not(.fusion-mobile-sticky-nav-holder)',
    );
    const reducedMotion = () => ctx.viewport.reducedMotion;

    // The phone menu copies the main menu as the server printed it, before the main menu's own
    // ids and states are added below.
    const printedList = mainList?.cloneNode(true) as Element | undefined;
    if (mainNav) startMainMenu(mainNav, { dismissedClass: settings.classes.dismissed, signal });
    if (mainList)
      // A part of its own, fetched after this chunk (which is at its byte budget): until it runs a
      // drop-down past the window's edge only widens the page, as before any script.
      import('./edge-flip').then(
        ({ flipEdgeDropdowns }) => {
          if (signal.aborted) return;
          ctx.page.flip = () => flipEdgeDropdowns(mainList);
          ctx.page.flip();
        },
        (error: unknown) => ctx.log.warn('no drop-down edge flipping:', error),
      );

    if (frame.classList.contains('fusion-header-has-flyout-menu')) {
      const searchArea = wrapper.querySelector<HTMLElement>('.fusion-flyout-search-toggle');
      const flyout = startFlyout(
        {
          root: frame,
          wrapper,
          bar: header,
          holder,
          menuToggle: wrapper.querySelector<HTMLElement>(
            '.fusion-flyout-menu-icons .fusion-flyout-menu-toggle',
          ),
          searchArea,
          searchToggle: searchArea?.querySelector<HTMLElement>('a, button') ?? null,
          searchPanel: wrapper.querySelector<HTMLElement>('.fusion-flyout-search'),
        },
        {
          classes: {
            active: settings.classes.flyoutActive,
            menu: settings.classes.flyoutMenuActive,
            search: settings.classes.flyoutSearchActive,
          },
          texts: settings.texts,
          reducedMotion,
          signal,
        },
      );
      // Above the break point there is no flyout: one left open closes.
      const phone = matchMedia(`(max-width: ${settings.breakpoint}px)`);
      phone.addEventListener('change', () => phone.matches || flyout.close(false), { signal });
    }

    ctx.page.sticky = startStickyHeader(
      {
        wrapper,
        frame,
        header,
        spacer: frame.querySelector<HTMLElement>(':scope > .fusion-header-sticky-height'),
        topLinks: mainList ? [...mainList.querySelectorAll<HTMLElement>(':scope > li > a')] : [],
        logo: header.querySelector<HTMLElement>('.fusion-logo'),
      },
      {
        settings,
        breakpoint: settings.breakpoint,
        reducedMotion,
        signal,
        onChange: (state) => ctx.bus.emit('header:sticky', state),
      },
    );
    // The phone menu, a lazy part (phone-menu.ts) fetched with this chunk: the empty holder gets
    // the main menu's links and the classic and modern designs their toggles. Awaited, so the
    // module is ready once the phone menu works; if the part cannot load, the module fails and its
    // safety net fills the holder.
    if (!holder || !printedList) return;
    const { startPhoneMenu } = await import('./phone-menu');
    if (signal.aborted) return;
    const stopPhoneMenu = startPhoneMenu(frame, holder, printedList, {
      texts: settings.texts,
      goTo: settings.texts.goTo,
      breakpoint: settings.breakpoint,
      slideMs: settings.submenuSlideMs,
      reducedMotion,
      signal,
    });
    ctx.bus.emit('dom:added', { root: holder });
    return stopPhoneMenu;
  },
  resize(ctx) {
    ctx.page.sticky?.refresh();
    ctx.page.flip?.();
  },
});
