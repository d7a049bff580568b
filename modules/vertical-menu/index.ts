// The theme's vertical menu widget (THEME-MARKUP.md, "vertical-menu") and the Side Navigation page
// template's list (`ul.side-nav`, docs/theme-markup/side-navigation.md), which the theme hides and
// opens alike: the current item's and its ancestors' sub-lists open on start; click mode toggles a sub-list with a "slow" slide, hover mode
// opens it 500 ms after the pointer rests and closes it 500 ms after it leaves, unless the item holds
// the current page. The theme's arrow is a span inside the link no keyboard reaches, so each sub-list
// gets a WAI-ARIA disclosure button in its place (the arrow is hidden while the button is there).
import { defineModule, pickSettings, type ThemeKeys } from '../../kernel/contract';
import { slide } from '../../theme-platform/slide-toggle';
import stylesheet from './vertical-menu.css?url';

export interface VerticalMenuSettings {
  /** `click` or `hover`, for menus whose markup names neither class. */
  mode: string;
  /** `click` or `hover` for the Side Navigation template's list (`sidenav_behavior`). */
  sideNavMode: string;
  /** Hover mode: the pointer rests (or has left) this long before a sub-list opens (closes), in ms. */
  hoverDelay: number;
  /** Length of the slide, in ms (jQuery's "slow", 600; 0 or reduced motion: no slide). */
  slideMs: number;
  /** Items with one of these classes are the current page or menu item. */
  currentSelector: string;
  texts: {
    /** Name of a sub-list's button; %s is the item's text. */
    openSubmenu: string;
  };
}

const defaults = {
  mode: 'click',
  sideNavMode: 'hover',
  hoverDelay: 500,
  slideMs: 600,
  currentSelector: '.current-menu-item, .current_page_item',
  texts: { openSubmenu: 'Submenu van %s openen' },
} satisfies VerticalMenuSettings;

const theme = { sideNavMode: 'avadaSideNavVars.sidenav_behavior' } satisfies ThemeKeys;

export default defineModule<VerticalMenuSettings>({
  id: 'vertical-menu',
  stylesheet,
  theme,
  settings: (site) => pickSettings(site.settings['vertical-menu'], defaults, 'vertical-menu', theme),
  init(ctx) {
    const menu = ctx.element;
    const { settings, signal } = ctx;
    // The widget names its mode by a class; the side navigation's is the theme's option.
    const hover = menu.classList.contains('side-nav')
      ? settings.sideNavMode === 'hover'
      : menu.classList.contains('hover') || (!menu.classList.contains('click') && settings.mode === 'hover');
    const timers = new Map<HTMLElement, ReturnType<typeof setTimeout>>();
    const added: HTMLButtonElement[] = [];
    const lists = new Map<HTMLElement, string>();
    const arrows = new Map<HTMLElement, string>();
    const idBase = `vertical-menu-${Math.random().toString(36).slice(2, 8)}`;
    const listOf = (item: Element) =>
      item.querySelector<HTMLElement>(':scope > ul.sub-menu, :scope > ul.children');
    const currentItems = [...menu.querySelectorAll<HTMLElement>('li')].filter((item) =>
      item.matches(settings.currentSelector),
    );
    // The current items and every item above them keep their sub-lists open.
    const openAtStart = new Set<HTMLElement>();
    for (const current of currentItems)
      for (
        let item: HTMLElement | null = current;
        item && menu.contains(item);
        item = item.parentElement?.closest('li') ?? null
      )
        openAtStart.add(item);

    for (const [index, item] of [...menu.querySelectorAll<HTMLElement>('li')].entries()) {
      const list = listOf(item);
      const link = item.querySelector<HTMLAnchorElement>(':scope > a');
      if (!list || !link) continue;
      lists.set(list, list.style.display);
      const holdsCurrent = currentItems.some((current) => item.contains(current));
      list.id ||= `${idBase}-${index}`;
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'vertical-menu__toggle';
      button.setAttribute('aria-controls', list.id);
      const label = document.createElement('span');
      label.className = 'vertical-menu__label';
      label.textContent = settings.texts.openSubmenu.replace('%s', link.textContent?.trim() ?? '');
      button.append(label);
      link.after(button);
      added.push(button);
      // The button takes the arrow's place; inline, so no theme rule keeps showing both.
      const arrow = link.querySelector<HTMLElement>('.arrow');
      if (arrow) {
        arrows.set(arrow, arrow.style.display);
        arrow.style.display = 'none';
      }

      const isOpen = () => button.getAttribute('aria-expanded') === 'true';
      const setOpen = (open: boolean, animate = true) => {
        clearTimeout(timers.get(item));
        button.setAttribute('aria-expanded', String(open));
        slide(list, open, animate && !ctx.viewport.reducedMotion ? settings.slideMs : 0, 'none');
      };
      setOpen(openAtStart.has(item), false);

      button.addEventListener('click', () => setOpen(!isOpen()), { signal });
      if (!hover) continue;
      const later = (open: boolean) => {
        clearTimeout(timers.get(item));
        timers.set(
          item,
          setTimeout(() => setOpen(open), settings.hoverDelay),
        );
      };
      item.addEventListener(
        'pointerenter',
        (event) => {
          if (event.pointerType === 'mouse' && !isOpen()) later(true);
          else clearTimeout(timers.get(item));
        },
        { signal },
      );
      item.addEventListener(
        'pointerleave',
        (event) => {
          if (event.pointerType !== 'mouse') return;
          clearTimeout(timers.get(item));
          if (isOpen() && !holdsCurrent && !item.contains(document.activeElement)) later(false);
        },
        { signal },
      );
    }
    if (added.length === 0) ctx.log.warn('no item with a sub-list in', menu);

    return () => {
      for (const timer of timers.values()) clearTimeout(timer);
      for (const button of added) button.remove();
      for (const [arrow, display] of arrows) arrow.style.display = display;
      for (const [list, display] of lists) {
        for (const animation of list.getAnimations()) animation.cancel();
        list.style.display = display;
      }
    };
  },
});
