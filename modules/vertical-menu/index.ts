// The theme's vertical menu widget (SPEC sections 2 and 4): items for the current page or menu item
// open their sub-lists on load; in click mode a button (and the theme's arrow) toggles a sub-list
// with a slide (a real button replaces the theme's arrow); in hover mode it slides down after the pointer rests and up after it leaves, unless
// the item holds the current page. Each toggle is a WAI-ARIA disclosure button.
import { defineModule, pickSettings } from '../../kernel/contract';
import { slide } from './slide';
import stylesheet from './vertical-menu.css?url';

export interface VerticalMenuSettings {
  /** `click` or `hover`, for menus whose markup names neither class. */
  mode: string;
  /** Hover mode: the pointer rests (or has left) this long before a sub-list opens (closes), in ms. */
  hoverDelay: number;
  /** Length of the slide, in ms (0 or reduced motion: no slide). */
  slideMs: number;
  /** Items with one of these classes hold the current page or menu item. */
  currentSelector: string;
  texts: {
    /** Name of a sub-list's button; %s is the item's text. */
    openSubmenu: string;
  };
}

const defaults = {
  mode: 'click',
  hoverDelay: 500,
  slideMs: 400,
  currentSelector:
    '.current-menu-item, .current-menu-parent, .current-menu-ancestor, .current_page_item, .current_page_parent, .current_page_ancestor',
  texts: { openSubmenu: 'Open submenu van %s' },
} satisfies VerticalMenuSettings;

export default defineModule<VerticalMenuSettings>({
  id: 'vertical-menu',
  stylesheet,
  settings: (site) => pickSettings(site.settings['vertical-menu'], defaults, 'vertical-menu'),
  init(ctx) {
    const menu = ctx.element;
    const { settings, signal } = ctx;
    const hover =
      menu.classList.contains('hover') || (!menu.classList.contains('click') && settings.mode === 'hover');
    const timers = new Map<HTMLElement, ReturnType<typeof setTimeout>>();
    const buttons: HTMLButtonElement[] = [];
    const idBase = `vertical-menu-${Math.random().toString(36).slice(2, 8)}`;

    for (const [index, item] of [...menu.querySelectorAll<HTMLElement>('li')].entries()) {
      const list = item.querySelector<HTMLElement>(':scope > ul');
      const link = item.querySelector<HTMLAnchorElement>(':scope > a');
      if (!list || !link) continue;
      const holdsCurrent =
        item.matches(settings.currentSelector) || Boolean(item.querySelector(settings.currentSelector));
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
      buttons.push(button);
      // The theme's arrow inside the link (a span no keyboard reaches) gives way to the button;
      // the module's stylesheet hides it.

      const setOpen = (open: boolean, animate = true) => {
        clearTimeout(timers.get(item));
        button.setAttribute('aria-expanded', String(open));
        item.classList.toggle('vertical-menu--open', open);
        slide(list, open, settings.slideMs, animate && !ctx.viewport.reducedMotion);
      };
      const isOpen = () => button.getAttribute('aria-expanded') === 'true';
      setOpen(holdsCurrent, false);

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
    if (buttons.length === 0) ctx.log.warn('no item with a sub-list in', menu);

    return () => {
      for (const timer of timers.values()) clearTimeout(timer);
      for (const button of buttons) {
        const list = document.getElementById(button.getAttribute('aria-controls') ?? '');
        if (list) list.hidden = false;
        button.closest('li')?.classList.remove('vertical-menu--open');
        button.remove();
      }
    };
  },
});
