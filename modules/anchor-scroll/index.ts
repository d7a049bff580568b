// Smooth anchor scrolling with scroll-spy, as the theme's scroll-to-anchor script does it (SPEC
// sections 2 and 9; THEME-MARKUP.md, "anchor-scroll"): the theme's own list of link kinds scroll to
// their place on this page below the admin bar and the sticky header (`body.fusion-scrolling-active`
// meanwhile, an open flyout menu closed first), focus landing there; anchors on another page open
// with the underscore marker, so the scroll happens there after load; the menus mark the section read.
import { defineModule, pickSettings, type ThemeKeys } from '../../kernel/contract';
import { anchorOffset, anchorOffsetDefaults } from '../../theme-platform/anchor-offset';
import { type StuckHeaderOptions, stuckHeaderTheme } from '../../theme-platform/header-offset';
import { startScrollSpy } from '../../theme-platform/scroll-spy';
import { type AnchorRules, anchorAction, markedTargetId, targetIdOf } from './anchor-rules';
import stylesheet from './anchor-scroll.css?url';
import { targetPlan } from './target-plan';

/** The header's switches (`StuckHeaderOptions`) say how high the sticky header is once stuck. */
export interface AnchorScrollSettings extends StuckHeaderOptions {
  /** The link kinds the theme's scroll script takes over. */
  linkSelector: string;
  /** Links of those kinds left alone. */
  excludedLinks: string;
  /** The theme's opt-out class, on the link or its parent. */
  noScrollClass: string;
  /** Hashes always left alone: a chat opener and the form steps' previous and next links. */
  ignoredHashes: string[];
  /** `#tab-…` links inside these are left alone. */
  tabLinkContainers: string;
  /** Targets inside these are left to their own module. */
  leftToOthers: string;
  /** Targets that are builder tabs, left to the tabs module (it opens them from the hash). */
  tabTargets: string;
  /** The theme's content break point (px): scroll sections are plain containers at or below it. */
  contentBreakPoint: number;
  /** Marker before the target id in a cross-page hash (`/artikel/#_ketting`). */
  marker: string;
  /**
   * The theme's animation length, in ms. The browser's own smooth scroll replaces it; it is kept as
   * the fallback moment of the correction where `scrollend` is not supported.
   */
  durationMs: number;
  /** The theme's correction pass, in ms after the scroll (see `durationMs`). */
  correctionMs: number;
  /** Extra wait after load before scrolling to a marked hash on pages with a blog list, in ms. */
  blogDelayMs: number;
  /** A page holds a blog list when this matches. */
  blogSelector: string;
  /** On `body` while the page scrolls to an anchor. */
  scrollingClass: string;
  /** The admin bar, counted when it stays on screen. */
  adminBarSelector: string;
  /** A page with this has a Layouts header: stuck containers instead of the legacy sticky header. */
  layoutsHeaderSelector: string;
  stuckContainerSelector: string;
  /** Added to the offset, in px. */
  extraPx: number;
  /** Open flyout menus' close controls, clicked before scrolling (an open flyout holds the page still). */
  openFlyoutClosers: string;
  /** Scroll-spy: the links it watches, and the menu list they belong to. */
  spyLinks: string;
  spyMenu: string;
  /** Scroll-spy: a section is current once its top is this far below the offset line, in px. */
  spyOffset: number;
  /** The theme's classes for the current menu item and its parent. */
  currentClass: string;
  parentClass: string;
}

const defaults = {
  linkSelector: [
    '.fusion-menu a',
    '.fusion-widget-menu a',
    '.fusion-secondary-menu a',
    '.fusion-mobile-nav-item a',
    'a.fusion-button',
    'a.fusion-one-page-text-link',
    '.fusion-content-boxes .fusion-read-more',
    '.fusion-imageframe > .fusion-no-lightbox',
    '.content-box-wrapper:not(.link-area-box) .heading-link',
    'a.woocommerce-review-link',
    '.awb-toc-el .awb-toc-el__item-anchor',
  ].join(', '),
  excludedLinks: '[href="#"], .panel-title a, .fusion-megamenu-widgets-container a, .search-link',
  noScrollClass: 'avada-noscroll',
  ignoredHashes: ['#hubspot-open-chat', '#previousStep', '#nextStep'],
  tabLinkContainers: '.awb-menu__mega-wrap',
  leftToOthers: '.awb-swiper-full-sections',
  tabTargets: '.tab-pane, .tab-link',
  contentBreakPoint: 1000,
  marker: '_',
  durationMs: 400,
  correctionMs: 450,
  blogDelayMs: 300,
  blogSelector: '.fusion-blog-shortcode',
  scrollingClass: 'fusion-scrolling-active',
  ...anchorOffsetDefaults,
  openFlyoutClosers:
    '.fusion-header-has-flyout-menu.fusion-flyout-menu-active .fusion-flyout-menu-toggle, .awb-menu.flyout-submenu-expanded .awb-menu__flyout-close',
  spyLinks: '.fusion-menu li > a',
  spyMenu: '.fusion-menu',
  spyOffset: 10,
  currentClass: 'current-menu-item',
  parentClass: 'current-menu-parent',
} satisfies AnchorScrollSettings;

const theme = {
  contentBreakPoint: 'fusionScrollToAnchorVars.content_break_point',
  ...stuckHeaderTheme,
} satisfies ThemeKeys;

/** The element an anchor names: an id, or the old-style `<a name>`. */
function findTarget(id: string): HTMLElement | null {
  return document.getElementById(id) ?? document.querySelector<HTMLElement>(`a[name="${CSS.escape(id)}"]`);
}

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
}

export default defineModule<AnchorScrollSettings>({
  id: 'anchor-scroll',
  stylesheet,
  theme,
  settings: (site) => pickSettings(site.settings['anchor-scroll'], defaults, 'anchor-scroll', theme),
  init(ctx) {
    const { settings, signal } = ctx;
    const rules: AnchorRules = settings;
    const offset = () => anchorOffset(settings);
    let correction: ReturnType<typeof setTimeout> | undefined;
    let afterScroll: AbortController | undefined;

    const topOf = (element: HTMLElement) =>
      Math.max(0, element.getBoundingClientRect().top + window.scrollY - offset());

    /** Scrolls `to` up to the offset line, corrects once it settles, then runs `done`. */
    const scrollTo = (to: HTMLElement, done: () => void) => {
      const behavior: ScrollBehavior = ctx.viewport.reducedMotion ? 'instant' : 'smooth';
      afterScroll?.abort();
      const pending = new AbortController();
      afterScroll = pending;
      clearTimeout(correction);
      document.body.classList.add(settings.scrollingClass);
      window.scrollTo({ top: topOf(to), behavior });
      let corrected = false;
      const settle = () => {
        if (pending.signal.aborted) return;
        clearTimeout(correction);
        // Images loading above the target, or the sticky header shrinking, move it while scrolling:
        // one correction once the scroll settles.
        if (!corrected && Math.abs(to.getBoundingClientRect().top - offset()) > 1) {
          corrected = true;
          window.scrollTo({ top: topOf(to), behavior });
          correction = setTimeout(settle, settings.correctionMs);
          return;
        }
        pending.abort();
        document.body.classList.remove(settings.scrollingClass);
        done();
      };
      const events = AbortSignal.any([signal, pending.signal]);
      window.addEventListener('scrollend', settle, { signal: events });
      correction = setTimeout(settle, settings.durationMs + settings.correctionMs);
      // A jump (reduced motion, or already there) fires no scrollend: settle right away.
      if (behavior === 'instant' || Math.abs(to.getBoundingClientRect().top - offset()) <= 1)
        queueMicrotask(settle);
    };

    /** Focus follows the scroll, so the next Tab continues from the target (without a second jump). */
    const focusOn = (target: HTMLElement) => {
      if (!target.matches('a[href], button, input, select, textarea, [tabindex]')) {
        // Focusable for this moment only: a later click inside a section would otherwise focus it.
        target.tabIndex = -1;
        target.addEventListener('blur', () => target.removeAttribute('tabindex'), { once: true });
      }
      target.focus({ preventScroll: true });
    };

    const scrollToTarget = (target: HTMLElement): boolean => {
      const plan = targetPlan(target, settings, ctx.viewport.width);
      if (plan.kind === 'leave') return false;
      // An open flyout menu holds the page still and covers it: closed before the scroll.
      for (const closer of document.querySelectorAll<HTMLElement>(settings.openFlyoutClosers)) closer.click();
      focusOn(target);
      scrollTo(plan.to, () => plan.select?.click());
      spy.update();
      return true;
    };

    document.addEventListener(
      'click',
      (event) => {
        if (event.defaultPrevented || !isPlainClick(event)) return;
        const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[href]');
        if (!link) return;
        const action = anchorAction(link, location, rules);
        if (action.kind === 'cross-page') {
          event.preventDefault();
          location.assign(action.url);
        } else if (action.kind === 'in-page') {
          const target = findTarget(action.id);
          if (!target || !scrollToTarget(target)) return;
          event.preventDefault();
          if (location.hash !== `#${encodeURIComponent(action.id)}`)
            history.pushState(null, '', `#${action.id}`);
        }
      },
      { signal },
    );

    const spy = startScrollSpy({
      links: settings.spyLinks,
      menu: settings.spyMenu,
      line: () => offset() + settings.spyOffset,
      currentClass: settings.currentClass,
      parentClass: settings.parentClass,
      targetOf: (link) => {
        const url = new URL(link.href, location.href);
        if (url.pathname !== location.pathname || url.search !== location.search) return null;
        const id = targetIdOf(url.hash);
        const target = id === undefined ? null : findTarget(id);
        // Sections inside a full-height group are marked by that group's module, not by the spy.
        return target?.closest(settings.leftToOthers) ? null : target;
      },
      signal,
    });

    // Opened for an anchor with the marker: scroll there after load, and show the clean hash.
    const markedId = markedTargetId(location.hash, settings.marker);
    const marked = markedId === undefined ? null : findTarget(markedId);
    if (marked && markedId !== undefined) {
      history.replaceState(history.state, '', `#${markedId}`);
      const delay = document.querySelector(settings.blogSelector) ? settings.blogDelayMs : 0;
      const scrollLater = () => {
        const timer = setTimeout(() => scrollToTarget(marked), delay);
        signal.addEventListener('abort', () => clearTimeout(timer));
      };
      if (document.readyState === 'complete') scrollLater();
      else window.addEventListener('load', scrollLater, { once: true, signal });
    }

    // The phone menu is filled after this module may have started: its links are watched too.
    ctx.bus.on('dom:added', () => spy.update());

    return () => {
      clearTimeout(correction);
      afterScroll?.abort();
      document.body.classList.remove(settings.scrollingClass);
    };
  },
});
