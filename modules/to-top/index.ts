// The theme's to-top link (`section.to-top-container > a#toTop.fusion-top-top-link`): invisible in
// the theme's stylesheet (`#toTop{opacity:0}`) until the visitor has scrolled down, then shown with
// `fusion-to-top-active`; a click scrolls smoothly to the top (at once under reduced motion) and
// moves focus to the top of the page. The theme's `avadaToTopVars` say on which devices, whether
// only while scrolling down, and in which corner.
import { defineModule, pickSettings, type ThemeKeys } from '../../kernel/contract';
import stylesheet from './to-top.css?url';
import { showsOn, topPositionClasses } from './to-top-rules';

export interface ToTopSettings {
  /** Where the link is used: `desktop`, `mobile`, `desktop_and_mobile` or `off` (`status_totop`). */
  status: string;
  /** Shown only while the visitor scrolls down (`totop_scroll_down_only`). */
  scrollDownOnly: boolean;
  /** Its corner: `right`, `left`, `bottom`, or two joined by `_` (`totop_position`). */
  position: string;
  /** Scrolled further than this, in px, the link shows. */
  showAfterPx: number;
  /** At or below this width (px) the visitor counts as mobile (the theme's header break point). */
  breakpoint: number;
  /** The theme's class that shows the link. */
  activeClass: string;
  /** Where focus goes after the scroll: the first of these on the page (made focusable). */
  focusTarget: string;
}

const defaults = {
  status: 'desktop_and_mobile',
  scrollDownOnly: false,
  position: 'right',
  showAfterPx: 200,
  breakpoint: 1000,
  activeClass: 'fusion-to-top-active',
  focusTarget: '#wrapper, body',
} satisfies ToTopSettings;

const theme = {
  status: 'avadaToTopVars.status_totop',
  scrollDownOnly: 'avadaToTopVars.totop_scroll_down_only',
  position: 'avadaToTopVars.totop_position',
  breakpoint: 'avadaMenuVars.side_header_break_point',
} satisfies ThemeKeys;

export default defineModule<ToTopSettings>({
  id: 'to-top',
  stylesheet,
  theme,
  settings: (site) => pickSettings(site.settings['to-top'], defaults, 'to-top', theme),
  init(ctx) {
    const { settings, signal } = ctx;
    const link = ctx.element as HTMLElement;
    const container = link.closest<HTMLElement>('.to-top-container');
    const mobile = matchMedia(`(max-width: ${settings.breakpoint}px)`);
    const printedClasses = container?.className;
    if (container) {
      for (const name of [...container.classList])
        if (name.startsWith('to-top-')) container.classList.remove(name);
      container.classList.add(...topPositionClasses(settings.position));
    }

    let lastY = window.scrollY;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      const down = y >= lastY;
      lastY = y;
      const shown =
        showsOn(settings.status, mobile.matches) &&
        y > settings.showAfterPx &&
        (down || !settings.scrollDownOnly);
      link.classList.toggle(settings.activeClass, shown);
    };
    update();
    window.addEventListener(
      'scroll',
      () => {
        if (!frame) frame = requestAnimationFrame(update);
      },
      { passive: true, signal },
    );
    mobile.addEventListener('change', update, { signal });

    link.addEventListener(
      'click',
      (event) => {
        event.preventDefault();
        window.scrollTo({ top: 0, behavior: ctx.viewport.reducedMotion ? 'instant' : 'smooth' });
        // Focus goes to the top too, so the next Tab starts at the header, not at the page's end.
        const top = settings.focusTarget
          .split(',')
          .map((selector) => document.querySelector<HTMLElement>(selector.trim()))
          .find(Boolean);
        if (!top) return;
        if (!top.matches('a[href], button, input, select, textarea, [tabindex]')) {
          // Focusable for this moment only: a later click inside would otherwise focus it.
          top.tabIndex = -1;
          top.addEventListener('blur', () => top.removeAttribute('tabindex'), { once: true });
        }
        top.focus({ preventScroll: true });
      },
      { signal },
    );

    return () => {
      cancelAnimationFrame(frame);
      link.classList.remove(settings.activeClass);
      if (container && printedClasses !== undefined) container.className = printedClasses;
    };
  },
});
