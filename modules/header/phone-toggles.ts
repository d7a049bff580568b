// The phone menu's toggles of the legacy header's classic and modern designs (the flyout design is
// flyout.ts), as the theme's menu script makes them work (docs/theme-markup/header-phone-menus.md):
// - modern: the icon links in `.fusion-mobile-menu-icons` (`a.awb-icon-bars`, in older versions
//   `a.fusion-icon-bars`; `a.awb-icon-search` for the phone search) open and close the phone menu
//   holder (`fusion-mobile-menu-expanded`) and `.fusion-mobile-menu-search`, which the theme's
//   stylesheet hides until its script slides them open;
// - classic: the holder shows below the header break point with its list folded away behind a
//   "Go to…" button the script adds (`button.fusion-mobile-selector`, the list `mobile-menu-expanded`).
// Each toggle is a WAI-ARIA disclosure button (`aria-expanded`, `aria-controls`, Enter and Space),
// sliding open over the theme's 200 ms unless motion is reduced; above the break point what a toggle
// opened is given back to the stylesheet.
import { ensureId } from './flyout';
import { slideDisplay } from './slide-display';

export interface PhoneToggleOptions {
  /** The name of the classic design's button (`avadaMenuVars.dropdown_goto`). */
  goTo: string;
  /** The header break point (px): above it the desktop menu is back. */
  breakpoint: number;
  slideMs: number;
  reducedMotion: () => boolean;
  signal: AbortSignal;
}

type Design = 'modern' | 'classic';

/** The phone-menu design the header prints (`fusion-mobile-menu-design-<design>` on its frame). */
export function phoneDesign(frame: Element): Design | undefined {
  return (['modern', 'classic'] as const).find((design) =>
    frame.classList.contains(`fusion-mobile-menu-design-${design}`),
  );
}

/**
 * Makes `toggle` a disclosure button for `panel`, which carries the theme's `openClass` (if any)
 * while open. Returns what closes it again without animation.
 */
function disclosure(
  toggle: HTMLElement,
  panel: HTMLElement,
  openClass: string | undefined,
  options: PhoneToggleOptions,
  alsoToggle: () => void = () => {},
): () => void {
  const { signal } = options;
  if (!(toggle instanceof HTMLButtonElement)) toggle.setAttribute('role', 'button');
  toggle.setAttribute('aria-controls', ensureId(panel, 'mobile-menu'));
  toggle.setAttribute('aria-expanded', 'false');
  const set = (open: boolean) => {
    if (openClass) panel.classList.toggle(openClass, open);
    toggle.setAttribute('aria-expanded', String(open));
    slideDisplay(panel, open, options);
  };
  toggle.addEventListener(
    'click',
    (event) => {
      event.preventDefault();
      set(toggle.getAttribute('aria-expanded') !== 'true');
      alsoToggle();
    },
    { signal },
  );
  // A link made a button answers Space as well (Enter already clicks it).
  toggle.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== ' ' || toggle instanceof HTMLButtonElement) return;
      event.preventDefault();
      toggle.click();
    },
    { signal },
  );
  return () => {
    if (openClass) panel.classList.remove(openClass);
    toggle.setAttribute('aria-expanded', 'false');
    panel.style.removeProperty('display');
  };
}

/** Starts the design's toggles for the filled `holder`; returns their cleanup. */
export function startPhoneToggles(
  frame: HTMLElement,
  holder: HTMLElement,
  options: PhoneToggleOptions,
): () => void {
  const design = phoneDesign(frame);
  const list = holder.querySelector<HTMLElement>(':scope > ul');
  if (!design || !list) return () => {};
  const search = frame.querySelector<HTMLElement>('.fusion-mobile-menu-search');
  const resets: (() => void)[] = [];
  const removed: Element[] = [];
  // The phone search slides with the classic menu, and on its own icon in the modern design.
  const toggleSearch = () => search && slideDisplay(search, search.style.display !== 'block', options);
  if (design === 'modern') {
    const icons = frame.querySelector('.fusion-mobile-menu-icons');
    const menuToggle = icons?.querySelector<HTMLElement>('a.awb-icon-bars, a.fusion-icon-bars');
    if (menuToggle) resets.push(disclosure(menuToggle, holder, 'fusion-mobile-menu-expanded', options));
    const searchToggle = icons?.querySelector<HTMLElement>('a.awb-icon-search, a.fusion-icon-search');
    if (searchToggle && search) resets.push(disclosure(searchToggle, search, undefined, options));
  } else {
    const selector = document.createElement('button');
    selector.type = 'button';
    selector.className = 'fusion-mobile-selector';
    const label = document.createElement('span');
    label.textContent = options.goTo;
    // The theme's arrow box, a decoration.
    const arrow = document.createElement('div');
    arrow.className = 'fusion-selector-down';
    arrow.setAttribute('aria-hidden', 'true');
    selector.append(label, arrow);
    holder.prepend(selector);
    removed.push(selector);
    resets.push(disclosure(selector, list, 'mobile-menu-expanded', options, toggleSearch));
  }
  const reset = () => {
    for (const undo of resets) undo();
    search?.style.removeProperty('display');
  };
  const phone = matchMedia(`(max-width: ${options.breakpoint}px)`);
  phone.addEventListener('change', () => phone.matches || reset(), { signal: options.signal });
  return () => {
    reset();
    for (const element of removed) element.remove();
  };
}
