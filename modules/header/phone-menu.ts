// Fills the phone menu holder from the main menu and makes its sub-menus disclosures: the theme's
// `button.fusion-open-submenu` opens and closes its sub-menu (inline display, `fusion-sub-menu-open`,
// the button's name and `aria-expanded` follow), with a short slide unless motion is reduced; a `#`
// link works as its sub-menu's button.
// A lazy part of the header module (index.ts awaits it where the header has a phone menu), with the
// classic and modern designs' toggles (phone-toggles.ts): the header's chunk is at its byte budget.
import { addSubmenuButtons, copyMainMenu, itemTitle, type SubmenuTexts, submenuLabel } from './mobile-menu';
import { type PhoneToggleOptions, startPhoneToggles } from './phone-toggles';
import { slideDisplay } from './slide-display';

export interface PhoneMenuOptions {
  texts: SubmenuTexts;
  /** Length of the sub-menu slide, in ms. */
  slideMs: number;
  reducedMotion: () => boolean;
  signal: AbortSignal;
}

const openClass = 'fusion-sub-menu-open';

function toggleSubmenu(button: HTMLButtonElement, options: PhoneMenuOptions): void {
  const submenu = document.getElementById(button.getAttribute('aria-controls') ?? '');
  const link = button.previousElementSibling;
  if (!submenu || !link) return;
  const open = button.getAttribute('aria-expanded') !== 'true';
  submenu.classList.toggle(openClass, open);
  button.setAttribute('aria-expanded', String(open));
  button.setAttribute(
    'aria-label',
    submenuLabel(open ? options.texts.closeSubmenu : options.texts.openSubmenu, itemTitle(link)),
  );
  // Inline both ways: in the flyout design the theme's stylesheet hides every `.sub-menu` of the
  // phone menu at or below the break point (its own script gives them no buttons there).
  slideDisplay(submenu, open, options);
}

/** Puts the phone copy of `mainList` into `holder` (once) and wires its sub-menu buttons. */
export function fillPhoneMenu(holder: HTMLElement, mainList: Element, options: PhoneMenuOptions): void {
  // The safety net (or an earlier instance) may have filled it already: start from the main menu.
  holder.replaceChildren(copyMainMenu(mainList));
  addSubmenuButtons(holder, options.texts);
  holder.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element;
      const button = target.closest<HTMLButtonElement>('button.fusion-open-submenu');
      if (button && holder.contains(button)) {
        toggleSubmenu(button, options);
        return;
      }
      const link = target.closest('a');
      if (link?.getAttribute('href') !== '#') return;
      // A `#` link (a mega-menu column without its own page) opens its sub-menu.
      event.preventDefault();
      const next = link.nextElementSibling;
      if (next instanceof HTMLButtonElement && next.classList.contains('fusion-open-submenu'))
        toggleSubmenu(next, options);
    },
    { signal: options.signal },
  );
}

/** The phone menu: `holder` filled from `mainList`, and the toggles of the frame's design (classic, modern). */
export function startPhoneMenu(
  frame: HTMLElement,
  holder: HTMLElement,
  mainList: Element,
  options: PhoneMenuOptions & Omit<PhoneToggleOptions, 'slideMs' | 'reducedMotion' | 'signal'>,
): () => void {
  fillPhoneMenu(holder, mainList, options);
  const stopToggles = startPhoneToggles(frame, holder, options);
  return () => {
    stopToggles();
    holder.replaceChildren();
  };
}
