// The flyout design's two overlays at or below the header break point: the phone menu and the search.
// Their toggles are the theme's own links (printed `aria-hidden`, which this removes), made buttons
// (WAI-ARIA disclosure: `aria-expanded`, `aria-controls`, Space and Enter). Opening adds the classes
// the theme's stylesheet keys on to `.fusion-header-has-flyout-menu` (`fusion-flyout-active` plus
// `fusion-flyout-menu-active` or `fusion-flyout-search-active`), moves focus in (the first menu link,
// the search field), keeps Tab inside the header and the page behind from scrolling; Escape, the
// toggle again or a link to a place on this page closes it, and focus returns to the toggle.
// The phone menu's holder needs more than the classes: the theme's stylesheet keeps
// `.fusion-flyout-menu.fusion-mobile-nav-holder` at `display: none` at every width (Avada 7.11+), so
// while the menu is open the holder is shown inline and placed below the header bar; on closing it
// leaves reach at once (`inert`) and is hidden once the theme's fade has run (at once under reduced
// motion).

export interface FlyoutParts {
  /** `.fusion-header-has-flyout-menu`: carries the state classes. */
  root: HTMLElement;
  /** The header wrapper: Tab stays inside it while an overlay is open. */
  wrapper: HTMLElement;
  /** `.fusion-header`, the bar the open menu starts below. */
  bar: HTMLElement | null;
  holder: HTMLElement | null;
  menuToggle: HTMLElement | null;
  /** `.fusion-flyout-search-toggle`, the theme's click area, and its link. */
  searchArea: HTMLElement | null;
  searchToggle: HTMLElement | null;
  searchPanel: HTMLElement | null;
}

export interface FlyoutOptions {
  classes: { active: string; menu: string; search: string };
  texts: { menuToggle: string; searchToggle: string };
  reducedMotion: () => boolean;
  signal: AbortSignal;
}

export type FlyoutState = 'closed' | 'menu' | 'search';

export interface Flyout {
  state(): FlyoutState;
  open(kind: 'menu' | 'search'): void;
  /** Closes whatever is open; focus goes back to its toggle unless `returnFocus` is false. */
  close(returnFocus?: boolean): void;
}

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** The element's id, or a new one from `base` that no other element of the page has. */
export function ensureId(element: HTMLElement, base: string): string {
  if (element.id) return element.id;
  let id = base;
  for (let count = 2; document.getElementById(id); count += 1) id = `${base}-${count}`;
  element.id = id;
  return id;
}

/** The theme prints its toggles as `aria-hidden` links; they become named, focusable buttons. */
function makeToggle(toggle: HTMLElement, controls: HTMLElement | null, name: string, signal: AbortSignal) {
  const printed = ['aria-hidden', 'role', 'aria-expanded', 'aria-label', 'aria-controls'].map(
    (attribute) => [attribute, toggle.getAttribute(attribute)] as const,
  );
  signal.addEventListener('abort', () => {
    for (const [attribute, value] of printed)
      if (value === null) toggle.removeAttribute(attribute);
      else toggle.setAttribute(attribute, value);
  });
  toggle.removeAttribute('aria-hidden');
  toggle.setAttribute('role', 'button');
  toggle.setAttribute('aria-expanded', 'false');
  if (!toggle.getAttribute('aria-label')?.trim()) toggle.setAttribute('aria-label', name);
  if (controls) toggle.setAttribute('aria-controls', ensureId(controls, 'header-flyout'));
  // A link answers Enter only; a button answers Space too.
  toggle.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== ' ') return;
      event.preventDefault();
      toggle.click();
    },
    { signal },
  );
}

function visibleFocusables(container: Element): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(focusable)].filter(
    (element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden',
  );
}

/** The longest transition on `element` (duration plus delay), in ms: how long its fade runs. */
function transitionMs(element: Element): number {
  const style = getComputedStyle(element);
  const seconds = (list: string) => list.split(',').map((value) => Number.parseFloat(value) || 0);
  const durations = seconds(style.transitionDuration);
  const delays = seconds(style.transitionDelay);
  return (
    Math.max(0, ...durations.map((duration, index) => duration + (delays[index % delays.length] ?? 0))) * 1000
  );
}

/**
 * Shows and hides the phone menu's holder, which the theme's stylesheet never shows by itself: `flex`
 * (the layout the theme's flyout rules are written for) below the header bar while open.
 */
function holderDisplay(holder: HTMLElement, bar: HTMLElement | null, reducedMotion: () => boolean) {
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  const clear = () => {
    clearTimeout(hideTimer);
    hideTimer = undefined;
    for (const property of ['display', 'margin-top', 'height']) holder.style.removeProperty(property);
  };
  return {
    show() {
      clearTimeout(hideTimer);
      holder.inert = false;
      holder.style.display = 'flex';
      // Fixed over the whole window by the theme: it starts where the bar ends (admin bar included).
      const top = Math.max(0, Math.round(bar?.getBoundingClientRect().bottom ?? 0));
      holder.style.marginTop = `${top}px`;
      holder.style.height = `calc(100% - ${top}px)`;
    },
    hide() {
      if (!holder.style.display) return;
      // Out of reach at once; out of sight once the fade the closed state starts has run.
      holder.inert = true;
      const fade = reducedMotion() ? 0 : transitionMs(holder);
      if (fade > 0) hideTimer = setTimeout(clear, fade);
      else clear();
    },
    reset() {
      clear();
      holder.inert = false;
    },
  };
}

export function startFlyout(parts: FlyoutParts, options: FlyoutOptions): Flyout {
  const { root, wrapper, bar, holder, menuToggle, searchArea, searchToggle, searchPanel } = parts;
  const { classes, signal } = options;
  let current: FlyoutState = 'closed';
  let scrollLock: string | undefined;
  const holderShown = holder ? holderDisplay(holder, bar, options.reducedMotion) : undefined;

  if (menuToggle) makeToggle(menuToggle, holder, options.texts.menuToggle, signal);
  if (searchToggle) makeToggle(searchToggle, searchPanel, options.texts.searchToggle, signal);

  const toggleOf = (kind: FlyoutState) =>
    kind === 'menu' ? menuToggle : kind === 'search' ? searchToggle : null;

  const lockScroll = (on: boolean) => {
    const html = document.documentElement;
    if (on && scrollLock === undefined) {
      scrollLock = html.style.overflow;
      html.style.overflow = 'hidden';
    } else if (!on && scrollLock !== undefined) {
      html.style.overflow = scrollLock;
      scrollLock = undefined;
    }
  };

  const apply = (next: FlyoutState) => {
    current = next;
    root.classList.toggle(classes.active, next !== 'closed');
    root.classList.toggle(classes.menu, next === 'menu');
    root.classList.toggle(classes.search, next === 'search');
    menuToggle?.setAttribute('aria-expanded', String(next === 'menu'));
    searchToggle?.setAttribute('aria-expanded', String(next === 'search'));
    if (next === 'menu') holderShown?.show();
    else holderShown?.hide();
    lockScroll(next !== 'closed');
  };

  const flyout: Flyout = {
    state: () => current,
    open(kind) {
      apply(kind);
      // Focus moves into what opened: the menu's first link, or the search field.
      const into =
        kind === 'menu'
          ? holder && visibleFocusables(holder)[0]
          : searchPanel?.querySelector<HTMLElement>('input.s, input[type="search"]');
      into?.focus();
    },
    close(returnFocus = true) {
      if (current === 'closed') return;
      const toggle = toggleOf(current);
      apply('closed');
      if (returnFocus) toggle?.focus();
    },
  };

  menuToggle?.addEventListener(
    'click',
    (event) => {
      event.preventDefault();
      if (current === 'menu') flyout.close();
      else flyout.open('menu');
    },
    { signal },
  );
  searchArea?.addEventListener(
    'click',
    (event) => {
      event.preventDefault();
      if (current === 'search') flyout.close();
      else flyout.open('search');
    },
    { signal },
  );

  document.addEventListener(
    'keydown',
    (event) => {
      if (current === 'closed') return;
      if (event.key === 'Escape') {
        event.preventDefault();
        flyout.close();
        return;
      }
      if (event.key !== 'Tab') return;
      // The overlay covers the page: Tab goes round the header (logo, toggles, menu or search).
      const stops = visibleFocusables(wrapper);
      const first = stops[0];
      const last = stops[stops.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !wrapper.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !wrapper.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    },
    { signal },
  );

  // A link to a place on this page closes the menu so the page can scroll there (focus goes to the
  // place, not back to the toggle); links to other pages leave anyway.
  holder?.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element).closest<HTMLAnchorElement>('a[href]');
      if (!link || link.getAttribute('href') === '#') return;
      const url = new URL(link.href, location.href);
      if (url.hash && url.pathname === location.pathname && url.search === location.search)
        flyout.close(false);
    },
    { signal },
  );

  signal.addEventListener('abort', () => {
    apply('closed');
    holderShown?.reset();
  });
  return flyout;
}
