// The theme's sliding bar (`#slidingbar-area.fusion-sliding-bar-area`, Avada's sliding_bar.php): a
// widget area at the top, bottom, left or right of the window, closed until the visitor opens it
// with its toggle, a menu's sliding-bar item or the header's icon. The theme's stylesheet keeps a
// top or bottom bar at `display: none` and a side bar outside the window until its class `open`;
// docs/theme-markup/sliding-bar.md has the markup. This module opens and closes it with the theme's
// classes, as a disclosure (WAI-ARIA): its toggles are buttons that say whether it is open, Escape
// closes it, and a closed side bar is inert, so the keyboard never wanders into the hidden panel.
import { defineModule, pickSettings } from '../../kernel/contract';
import { slide } from '../../theme-platform/slide-toggle';
import { positionOf, toggleStyleClass } from './bar-shape';
import stylesheet from './sliding-bar.css?url';

export interface SlidingBarSettings {
  /** Links anywhere on the page that open or close the bar (the theme's own list). */
  toggles: string;
  /** Of these, the ones that only close it (the close cross of the `menu` toggle style). */
  closers: string;
  /** A top or bottom bar's slide, in ms (0: at once; reduced motion: at once). */
  slideMs: number;
  /** After opening, the wait before widgets inside are told to measure again (a window resize). */
  settleMs: number;
  /** A body class that means a modal dialog has Escape (the theme's Bootstrap modal). */
  modalOpenClass: string;
}

const defaults = {
  toggles:
    '.fusion-sb-toggle, .awb-icon-sliding-bar, .fusion-sb-close, .avada-sliding-toggle, .awb-menu__sliding-toggle',
  closers: '.fusion-sb-close',
  slideMs: 240,
  settleMs: 350,
  modalOpenClass: 'modal-open',
} satisfies SlidingBarSettings;

declare module '../../kernel/contract' {
  interface ModuleEvents {
    'sliding-bar:toggle': { open: boolean };
  }
}

/** The menu icons the theme marks while the bar is open. */
const menuIcons = '.awb-icon-sliding-bar, .awb-menu__sliding-toggle';

export default defineModule<SlidingBarSettings>({
  id: 'sliding-bar',
  stylesheet,
  settings: (site) => pickSettings(site.settings['sliding-bar'], defaults, 'sliding-bar'),
  init(ctx) {
    const { settings, signal } = ctx;
    const area = ctx.element as HTMLElement;
    const bar = area.querySelector<HTMLElement>(':scope > .fusion-sliding-bar');
    if (!bar) {
      ctx.log.warn('no .fusion-sliding-bar in the sliding bar area: nothing to open', area);
      return;
    }
    bar.id ||= 'slidingbar';
    const sliding = ['top', 'bottom'].includes(positionOf(area));
    const toggles = () => document.querySelectorAll<HTMLElement>(settings.toggles);
    const isOpen = () => area.classList.contains('open');

    // The theme's links are `href="#"` anchors: as buttons they say what they do and what they control.
    const describe = () => {
      for (const toggle of toggles()) {
        toggle.setAttribute('role', 'button');
        toggle.setAttribute('aria-controls', bar.id);
        if (!toggle.matches(settings.closers)) toggle.setAttribute('aria-expanded', String(isOpen()));
      }
    };

    let settle = 0;
    const show = (open: boolean, animate = true) => {
      if (open === isOpen()) return;
      area.classList.toggle('open', open);
      document.body.classList.toggle('fusion-sliding-bar-active', open);
      for (const icon of document.querySelectorAll(menuIcons))
        icon.classList.toggle('fusion-main-menu-icon-active', open);
      if (sliding) slide(bar, open, animate && !ctx.viewport.reducedMotion ? settings.slideMs : 0, '');
      else bar.inert = !open;
      describe();
      if (!open && bar.contains(document.activeElement)) {
        // The focus was in the panel that just went away: back to the control that opened it.
        [...toggles()].find((toggle) => !bar.contains(toggle) && toggle.getClientRects().length > 0)?.focus();
      }
      clearTimeout(settle);
      // Carousels, grids and maps inside measured a hidden panel: a resize makes them measure again.
      if (open)
        settle = window.setTimeout(() => window.dispatchEvent(new Event('resize')), settings.settleMs);
      ctx.bus.emit('sliding-bar:toggle', { open });
    };

    if (!sliding) bar.inert = !isOpen();
    describe();
    document.addEventListener(
      'click',
      (event) => {
        const toggle = (event.target as Element | null)?.closest?.(settings.toggles);
        if (!toggle) return;
        event.preventDefault();
        show(toggle.matches(settings.closers) ? false : !isOpen());
      },
      { signal },
    );
    document.addEventListener(
      'keydown',
      (event) => {
        // Space presses a button; Enter already follows the link, which the click above takes.
        const toggle = (event.target as Element | null)?.closest?.(settings.toggles);
        if (toggle && event.key === ' ') {
          event.preventDefault();
          (toggle as HTMLElement).click();
        }
        if (event.key === 'Escape' && isOpen() && !document.body.classList.contains(settings.modalOpenClass))
          show(false);
      },
      { signal },
    );

    // Below the theme's break point every toggle style but `menu` is drawn as the triangle.
    const style = area.dataset.toggle ?? '';
    const breakpoint = Number.parseFloat(area.dataset.breakpoint ?? '');
    if (style && style !== 'menu' && breakpoint > 0) {
      const narrow = matchMedia(`(max-width: ${breakpoint}px)`);
      const shape = () => {
        for (const name of [...area.classList])
          if (name.startsWith('fusion-sliding-bar-toggle-')) area.classList.remove(name);
        area.classList.add(toggleStyleClass(style, narrow.matches));
      };
      shape();
      narrow.addEventListener('change', shape, { signal });
    }

    if (area.classList.contains('open-on-load')) {
      show(true, false);
      area.classList.remove('open-on-load');
    }
    return () => {
      clearTimeout(settle);
      show(false, false);
      bar.inert = false;
    };
  },
});
