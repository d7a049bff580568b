// Smooth anchor scrolling with scroll-spy (SPEC sections 2 and 9). In-page anchors scroll to their
// target with the admin bar and sticky header kept free; anchors on another page of the site open
// with the underscore marker, so the scroll happens there after load; focus lands on the target.
import { defineModule, pickSettings } from '../../kernel/contract';
import { type AnchorRules, anchorAction, markedTargetId, targetIdOf } from './anchor-rules';
import stylesheet from './anchor-scroll.css?url';
import { anchorOffset } from './scroll-offset';
import { startScrollSpy } from './scroll-spy';

export interface AnchorScrollSettings {
  /** The theme's no-scroll marker: links matching (or inside) this are left alone. */
  noScrollSelector: string;
  /** Hashes always left alone: the chat, previous-step and next-step anchors. */
  ignoredHashes: string[];
  /** Marker before the target id in a cross-page hash (`/artikel/#_ketting`). */
  marker: string;
  /**
   * The old engine's animation length, in ms. The browser's own smooth scroll replaces it; it is
   * kept as the fallback moment of the correction where `scrollend` is not supported.
   */
  durationMs: number;
  /** The old engine's correction pass, in ms after the scroll (see `durationMs`). */
  correctionMs: number;
  /** Extra wait after load before scrolling to a marked hash on pages with a blog list, in ms. */
  blogDelayMs: number;
  /** A page holds a blog list when this matches. */
  blogSelector: string;
  /** The admin bar, counted when it stays on screen. */
  adminBarSelector: string;
  /** The theme's sticky header is not active (SPEC section 9): its height counts only when on. */
  stickyHeader: boolean;
  stickyHeaderSelector: string;
  /** Added to the offset, in px. */
  extraPx: number;
  /** Scroll-spy: the links it marks. */
  spyLinks: string;
  /** Scroll-spy: a section is current once its top is this far below the offset line, in px. */
  spyOffset: number;
  /** The theme's class for the current menu item. */
  currentClass: string;
}

const defaults = {
  noScrollSelector: '.fusion-no-scroll, .no-scroll, [data-no-scroll]',
  ignoredHashes: ['#chat', '#prev-step', '#next-step'],
  marker: '_',
  durationMs: 400,
  correctionMs: 450,
  blogDelayMs: 300,
  blogSelector: '.fusion-blog-archive, .fusion-blog-shortcode',
  adminBarSelector: '#wpadminbar',
  stickyHeader: false,
  stickyHeaderSelector: '.site-header',
  extraPx: 1,
  spyLinks: '.awb-menu a[href*="#"], .awb-toc-el a[href*="#"]',
  spyOffset: 10,
  currentClass: 'current-menu-item',
} satisfies AnchorScrollSettings;

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
  settings: (site) => pickSettings(site.settings['anchor-scroll'], defaults, 'anchor-scroll'),
  init(ctx) {
    const { settings, signal } = ctx;
    const rules: AnchorRules = settings;
    const offset = () => anchorOffset(settings);
    let correction: ReturnType<typeof setTimeout> | undefined;

    const scrollToTarget = (target: HTMLElement) => {
      const behavior: ScrollBehavior = ctx.viewport.reducedMotion ? 'instant' : 'smooth';
      // scroll-margin keeps the admin bar and header free, for this scroll and for the browser's own.
      target.style.scrollMarginTop = `${offset()}px`;
      target.scrollIntoView({ behavior, block: 'start' });
      // Focus follows, so the next Tab continues from the target (without a second jump).
      if (!target.matches('a[href], button, input, select, textarea, [tabindex]')) target.tabIndex = -1;
      target.focus({ preventScroll: true });
      // Images loading above the target move it while scrolling: one correction once it settles.
      clearTimeout(correction);
      const correct = () => {
        clearTimeout(correction);
        target.style.scrollMarginTop = `${offset()}px`;
        if (Math.abs(target.getBoundingClientRect().top - offset()) > 1)
          target.scrollIntoView({ behavior, block: 'start' });
      };
      window.addEventListener('scrollend', correct, { once: true, signal });
      correction = setTimeout(correct, settings.durationMs + settings.correctionMs);
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
          if (!target) return;
          event.preventDefault();
          if (location.hash !== `#${encodeURIComponent(action.id)}`)
            history.pushState(null, '', `#${action.id}`);
          scrollToTarget(target);
        }
      },
      { signal },
    );

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

    const spyLinks = [...document.querySelectorAll<HTMLAnchorElement>(settings.spyLinks)];
    const targets = new Map<HTMLAnchorElement, Element>();
    for (const link of spyLinks) {
      const url = new URL(link.href);
      const id = targetIdOf(url.hash);
      const target = id === undefined ? null : findTarget(id);
      if (target && url.pathname === location.pathname) targets.set(link, target);
    }
    if (targets.size > 0)
      startScrollSpy({
        links: [...targets.keys()],
        targets,
        line: () => offset() + settings.spyOffset,
        currentClass: settings.currentClass,
        signal,
      });

    return () => clearTimeout(correction);
  },
});
