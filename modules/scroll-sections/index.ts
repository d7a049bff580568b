// Full-height scroll sections with side navigation (SPEC sections 2, 4 and 9). The browser does the
// work: the section is 100vh per element plus 50vh tall, its elements share one sticky stage (CSS
// grid, `position: sticky`), and IntersectionObserver bands tell which element the scroll position
// shows. Scrolling stays native (no wheel capture); the side navigation is a list of links. At
// mobile width (up to the container break point) the section is left as ordinary content.
import { defineModule, pickSettings } from '../../kernel/contract';
import stylesheet from './scroll-sections.css?url';
import { bands, currentIndex, scrollTargetFor, sectionHeight } from './section-stage';

export interface ScrollSectionsSettings {
  /** Viewports up to this width (px) show the section as ordinary content (container break point). */
  containerBreakPoint: number;
  /** Mobile 100 % height: 1 keeps the section working at mobile width too; 0 (default) switches it off there. */
  mobileFullHeight: boolean;
  /** Scroll sensitivity in ms: the scroll a side-navigation click starts is given this long to arrive. */
  scrollSensitivityMs: number;
  /** Extra wait after the scroll sensitivity before the clicked element takes focus, in ms. */
  clickDelayMs: number;
  texts: {
    /** Name of the side navigation. */
    nav: string;
    /** Link text for an element without a title; %d is its number. */
    untitled: string;
  };
}

const defaults = {
  containerBreakPoint: 800,
  mobileFullHeight: false,
  scrollSensitivityMs: 450,
  clickDelayMs: 50,
  texts: { nav: 'Secties', untitled: 'Sectie %d' },
} satisfies ScrollSectionsSettings;

declare module '../../kernel/contract' {
  interface ModuleEvents {
    /** The element the section shows changed. */
    'scroll-sections:change': { section: Element; index: number; active: boolean };
  }
}

const elementSelector = ':scope > .fusion-scroll-section-element';
/** How far above the section the "before" band reaches: further than any page scrolls. */
const beforeReachPx = 1_000_000;

function titleOf(element: HTMLElement, index: number, untitled: string): string {
  const title =
    element.dataset.navTitle?.trim() || element.querySelector('h1, h2, h3, h4')?.textContent?.trim();
  return title || untitled.replace('%d', String(index + 1));
}

type Settings = ScrollSectionsSettings;

/** Turns the section into its sticky stage; returns what undoes it. */
function enable(
  section: HTMLElement,
  elements: HTMLElement[],
  settings: Settings,
  reducedMotion: () => boolean,
  onChange: (index: number, active: boolean) => void,
): () => void {
  const abort = new AbortController();
  const count = elements.length;
  section.classList.add('scroll-sections--on');
  section.style.height = sectionHeight(count);

  const nav = document.createElement('nav');
  nav.className = 'scroll-sections__nav';
  nav.setAttribute('aria-label', settings.texts.nav);
  const list = document.createElement('ul');
  const links = elements.map((element, index) => {
    const addedId = !element.id;
    if (addedId) element.id = `scroll-sections-${Math.random().toString(36).slice(2, 8)}-${index}`;
    if (addedId) element.dataset.scrollSectionsId = '';
    element.tabIndex = -1;
    const item = document.createElement('li');
    const link = document.createElement('a');
    link.href = `#${element.id}`;
    link.className = 'scroll-sections__link';
    link.textContent = titleOf(element, index, settings.texts.untitled);
    item.append(link);
    list.append(item);
    return link;
  });
  nav.append(list);
  section.append(nav);

  const sentinels = bands(count).map((band, index) => {
    const sentinel = document.createElement('div');
    sentinel.className = 'scroll-sections__band';
    sentinel.dataset.band = String(index);
    sentinel.setAttribute('aria-hidden', 'true');
    sentinel.style.top = `${band.topVh}vh`;
    sentinel.style.height = `${band.heightVh}vh`;
    section.append(sentinel);
    return sentinel;
  });

  let shown = -1;
  const show = (index: number, active: boolean) => {
    section.classList.toggle('scroll-sections--active', active);
    if (index === shown) return;
    shown = index;
    elements.forEach((element, position) => {
      const current = position === index;
      element.classList.toggle('scroll-sections__element--current', current);
      // Hidden elements are out of the tab order and the accessibility tree.
      element.inert = !current;
      if (current) links[position]!.setAttribute('aria-current', 'true');
      else links[position]!.removeAttribute('aria-current');
    });
    onChange(index, active);
  };

  // Reaches from far above down to the section's top: it meets the viewport's top line exactly while
  // the visitor is before the section, however far a jump goes.
  const before = document.createElement('div');
  before.className = 'scroll-sections__band';
  before.dataset.band = 'before';
  before.setAttribute('aria-hidden', 'true');
  before.style.top = `${-beforeReachPx}px`;
  before.style.height = `${beforeReachPx}px`;
  section.append(before);
  sentinels.push(before);

  const inBand = bands(count).map(() => false);
  let beforeSection = true;
  // The root is the viewport's top line: a band intersects while the viewport top is inside it.
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const band = (entry.target as HTMLElement).dataset.band;
        if (band === 'before') beforeSection = entry.isIntersecting;
        else inBand[Number(band)] = entry.isIntersecting;
      }
      const { index, active } = currentIndex(inBand, beforeSection);
      show(index, active);
    },
    { rootMargin: '0px 0px -100% 0px', threshold: 0 },
  );
  for (const sentinel of sentinels) observer.observe(sentinel);
  show(0, false);

  let focusTimer: ReturnType<typeof setTimeout> | undefined;
  nav.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element).closest('a');
      const index = link ? links.indexOf(link as HTMLAnchorElement) : -1;
      if (index < 0) return;
      event.preventDefault();
      const top = section.getBoundingClientRect().top + scrollY;
      const instant = reducedMotion();
      scrollTo({ top: scrollTargetFor(index, top, innerHeight), behavior: instant ? 'instant' : 'smooth' });
      // After the scroll had its time, the element is shown and takes focus, so keyboard visitors
      // continue inside it.
      clearTimeout(focusTimer);
      focusTimer = setTimeout(
        () => {
          show(index, true);
          elements[index]!.focus({ preventScroll: true });
        },
        instant ? 0 : settings.scrollSensitivityMs + settings.clickDelayMs,
      );
    },
    { signal: abort.signal },
  );

  return () => {
    abort.abort();
    clearTimeout(focusTimer);
    observer.disconnect();
    nav.remove();
    for (const sentinel of sentinels) sentinel.remove();
    section.classList.remove('scroll-sections--on', 'scroll-sections--active');
    section.style.height = '';
    if (section.getAttribute('style') === '') section.removeAttribute('style');
    for (const element of elements) {
      element.classList.remove('scroll-sections__element--current');
      element.inert = false;
      element.removeAttribute('tabindex');
      if (element.dataset.scrollSectionsId !== undefined) {
        element.removeAttribute('id');
        delete element.dataset.scrollSectionsId;
      }
    }
  };
}

export default defineModule({
  id: 'scroll-sections',
  stylesheet,
  settings: (site) => pickSettings(site.settings['scroll-sections'], defaults, 'scroll-sections'),
  init(ctx) {
    const section = ctx.element;
    if (!(section instanceof HTMLElement)) return;
    const elements = [...section.querySelectorAll<HTMLElement>(elementSelector)];
    if (elements.length === 0) return;
    const mobile = matchMedia(`(max-width: ${ctx.settings.containerBreakPoint}px)`);
    let disable: (() => void) | undefined;
    const apply = () => {
      const on = ctx.settings.mobileFullHeight || !mobile.matches;
      if (on && !disable) {
        disable = enable(
          section,
          elements,
          ctx.settings,
          () => ctx.viewport.reducedMotion,
          (index, active) => ctx.bus.emit('scroll-sections:change', { section, index, active }),
        );
      } else if (!on && disable) {
        disable();
        disable = undefined;
      }
    };
    mobile.addEventListener('change', apply, { signal: ctx.signal });
    apply();
    return () => disable?.();
  },
});
