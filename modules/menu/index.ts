// The theme's site menu, enhanced in place (SPEC sections 2, 3, 4): mobile collapse at the nav's
// breakpoint, sub-menus as WAI-ARIA disclosures (hover or click), accordion, outer click, Escape,
// flyout, search overlay and megamenus kept inside the site width.
import { defineModule, pickSettings } from '../../kernel/contract';
import { placeMegamenu } from './megamenu-position';
import stylesheet from './menu.css?url';
import { watchMobileMode } from './mobile-mode';

export interface MenuSettings {
  /** How sub-menus open on desktop when the nav names no mode: `hover` or `click`. */
  submenuMode: string;
  /** Hover intent: a sub-menu opens (and closes) this long after the pointer enters (leaves), in ms. */
  hoverDelay: number;
  /** One open sub-menu per level; a nav's `data-accordion` overrides it. */
  accordion: boolean;
  /** Mobile breakpoint (px) for navs without `data-breakpoint`. */
  breakpoint: number;
  /** How long the no-transition class stays after a mode switch, in ms. */
  noTransitionMs: number;
  /** Widest a megamenu may be, and the centred box it stays in, in px. */
  siteWidth: number;
  classes: {
    /** The theme's class for the collapsed mobile layout. */
    collapsed: string;
    /** The theme's class for the desktop layout. */
    desktop: string;
    /** Suppresses transitions right after a mode switch. */
    noTransition: string;
    /** On an open menu item, and on a nav whose mobile or flyout menu is open. */
    expanded: string;
  };
  texts: {
    /** Label of a sub-menu button; %s is the menu item's text. */
    openSubmenu: string;
    /** Label of the search button. */
    search: string;
  };
}

const defaults = {
  submenuMode: 'hover',
  hoverDelay: 500,
  accordion: false,
  breakpoint: 800,
  noTransitionMs: 400,
  siteWidth: 1200,
  classes: {
    collapsed: 'collapse-enabled',
    desktop: 'awb-menu_desktop',
    noTransition: 'no-wrapper-transition',
    expanded: 'expanded',
  },
  texts: { openSubmenu: 'Open submenu van %s', search: 'Zoeken' },
} satisfies MenuSettings;

export interface MenuOptions {
  breakpoint: number | undefined;
  mode: 'hover' | 'click' | undefined;
  accordion: boolean | undefined;
  flyout: boolean;
  row: boolean;
}

const panelSelector =
  ':scope > .awb-menu__sub-ul, :scope > .awb-menu__mega-wrap, :scope > .awb-menu__search-panel';

function readOptions(nav: Element): MenuOptions {
  const breakpoint = Number.parseInt(nav.getAttribute('data-breakpoint') ?? '', 10);
  const accordion = nav.getAttribute('data-accordion');
  return {
    breakpoint: Number.isFinite(breakpoint) ? breakpoint : undefined,
    mode: nav.classList.contains('awb-menu_em-click')
      ? 'click'
      : nav.classList.contains('awb-menu_em-hover')
        ? 'hover'
        : undefined,
    accordion: accordion === null ? undefined : accordion !== '0' && accordion !== 'false',
    flyout: nav.classList.contains('awb-menu_flyout'),
    row: !nav.classList.contains('awb-menu_column'),
  };
}

/** The disclosure button of a menu item with a sub-panel, labelled by the item's own text. */
function createSubmenuButton(
  item: HTMLElement,
  panel: HTMLElement,
  panelId: string,
  texts: MenuSettings['texts'],
): HTMLButtonElement {
  if (!panel.id) panel.id = panelId;
  const link = item.querySelector(':scope > a');
  const search =
    item.classList.contains('awb-menu__li_search-overlay') ||
    item.classList.contains('awb-menu__li_search-dropdown');
  const button = document.createElement('button');
  button.type = 'button';
  button.className = search ? 'menu__sub-toggle menu__sub-toggle--search' : 'menu__sub-toggle';
  button.setAttribute('aria-expanded', 'false');
  button.setAttribute('aria-controls', panel.id);
  const label = document.createElement('span');
  label.className = 'menu__sub-toggle-label';
  label.textContent = search
    ? texts.search
    : texts.openSubmenu.replace('%s', link?.textContent?.trim() ?? '');
  button.append(label);
  if (link) link.after(button);
  else item.prepend(button);
  return button;
}

export default defineModule<MenuSettings, MenuOptions>({
  id: 'menu',
  stylesheet,
  settings: (site) => pickSettings(site.settings.menu, defaults, 'menu'),
  options: readOptions,
  init(ctx) {
    const nav = ctx.element as HTMLElement;
    const { settings, options } = ctx;
    const { classes } = settings;
    const mode = options.mode ?? (settings.submenuMode === 'click' ? 'click' : 'hover');
    const accordion = options.accordion ?? settings.accordion;
    const signal = ctx.signal;
    const buttons = new Map<HTMLElement, HTMLButtonElement>();
    const timers = new Map<HTMLElement, ReturnType<typeof setTimeout>>();
    const toggle = nav.querySelector<HTMLButtonElement>(
      ':scope > .awb-menu__m-toggle, :scope > .awb-menu__flyout-toggle',
    );
    let mobile = false;

    const panelOf = (item: HTMLElement) => item.querySelector<HTMLElement>(panelSelector);
    const isOpen = (item: HTMLElement) => item.classList.contains(classes.expanded);
    const desktop = () => !mobile && !options.flyout;

    const setOpen = (item: HTMLElement, open: boolean) => {
      clearTimeout(timers.get(item));
      if (open === isOpen(item)) return;
      item.classList.toggle(classes.expanded, open);
      buttons.get(item)?.setAttribute('aria-expanded', String(open));
      if (!open) {
        for (const inner of item.querySelectorAll<HTMLElement>(`li.${classes.expanded}`))
          setOpen(inner, false);
        return;
      }
      // Drop-downs of a desktop row would overlap, so they are one at a time there as well.
      if (accordion || (desktop() && options.row)) {
        for (const sibling of item.parentElement?.children ?? []) {
          if (sibling !== item && buttons.has(sibling as HTMLElement)) setOpen(sibling as HTMLElement, false);
        }
      }
      const panel = panelOf(item);
      if (panel?.classList.contains('awb-menu__mega-wrap'))
        placeMegamenu(panel, settings.siteWidth, desktop());
      if (panel?.classList.contains('awb-menu__search-panel'))
        panel.querySelector<HTMLElement>('input')?.focus();
    };
    const closeAll = () => {
      for (const item of buttons.keys()) setOpen(item, false);
    };
    const setMenuOpen = (open: boolean) => {
      nav.classList.toggle(classes.expanded, open);
      toggle?.setAttribute('aria-expanded', String(open));
      if (!open) closeAll();
    };

    // Panel ids derive from the menu list's id, so two navs never collide.
    const idBase = nav.querySelector('ul[id]')?.id ?? 'menu';
    for (const [index, item] of [...nav.querySelectorAll<HTMLElement>('li')].entries()) {
      const panel = panelOf(item);
      if (!panel) continue;
      const button = createSubmenuButton(item, panel, `${idBase}-panel-${index}`, settings.texts);
      buttons.set(item, button);
      button.addEventListener('click', () => setOpen(item, !isOpen(item)), { signal });
      if (mode !== 'hover') continue;
      // Hover intent: open only after the pointer rests, so sweeping across the row opens nothing.
      item.addEventListener(
        'pointerenter',
        (event) => {
          if (event.pointerType !== 'mouse' || !desktop()) return;
          clearTimeout(timers.get(item));
          timers.set(
            item,
            setTimeout(() => setOpen(item, true), settings.hoverDelay),
          );
        },
        { signal },
      );
      item.addEventListener(
        'pointerleave',
        (event) => {
          if (event.pointerType !== 'mouse' || !desktop()) return;
          clearTimeout(timers.get(item));
          if (isOpen(item) && !item.contains(document.activeElement))
            timers.set(
              item,
              setTimeout(() => setOpen(item, false), settings.hoverDelay),
            );
        },
        { signal },
      );
    }

    toggle?.addEventListener(
      'click',
      () => {
        const open = !nav.classList.contains(classes.expanded);
        setMenuOpen(open);
        if (open && options.flyout) nav.querySelector<HTMLElement>('.awb-menu__main-ul a')?.focus();
      },
      { signal },
    );

    document.addEventListener(
      'keydown',
      (event) => {
        if (event.key !== 'Escape') return;
        const focused = document.activeElement;
        const item = nav.contains(focused) ? focused?.closest<HTMLElement>(`li.${classes.expanded}`) : null;
        if (item && nav.contains(item)) {
          setOpen(item, false);
          buttons.get(item)?.focus();
        } else if (nav.classList.contains(classes.expanded) && (mobile || options.flyout)) {
          setMenuOpen(false);
          toggle?.focus();
        } else if ([...buttons.keys()].some(isOpen)) {
          closeAll();
        } else return;
        event.preventDefault();
      },
      { signal },
    );

    document.addEventListener(
      'click',
      (event) => {
        const target = event.target as Node;
        // Outer means outside this nav: moving between items of the same menu is not leaving it.
        if (nav.contains(target)) return;
        for (const item of buttons.keys()) {
          if (isOpen(item) && item.hasAttribute('data-close-on-outer-click')) setOpen(item, false);
        }
      },
      { signal },
    );

    // Keyboard focus moving on past the menu closes its drop-downs (WAI-ARIA disclosure
    // navigation); a mouse click elsewhere moves focus to nothing and is the outer click's business.
    nav.addEventListener(
      'focusout',
      (event) => {
        const next = event.relatedTarget;
        if (desktop() && next instanceof Node && !nav.contains(next)) closeAll();
      },
      { signal },
    );

    watchMobileMode(
      nav,
      options.breakpoint ?? settings.breakpoint,
      classes,
      settings.noTransitionMs,
      (isMobile) => {
        mobile = isMobile;
        setMenuOpen(false);
      },
      signal,
    );
    nav.classList.add('menu--ready');

    return () => {
      for (const timer of timers.values()) clearTimeout(timer);
      for (const [item, button] of buttons) {
        item.classList.remove(classes.expanded);
        button.remove();
      }
      nav.classList.remove('menu--ready', classes.expanded);
    };
  },
  resize(ctx) {
    // Megamenus are re-fitted on every (debounced) resize while open.
    const nav = ctx.element as HTMLElement;
    const desktop = nav.classList.contains(ctx.settings.classes.desktop) && !ctx.options.flyout;
    for (const panel of nav.querySelectorAll<HTMLElement>(
      `li.${ctx.settings.classes.expanded} > .awb-menu__mega-wrap`,
    ))
      placeMegamenu(panel, ctx.settings.siteWidth, desktop);
  },
});
