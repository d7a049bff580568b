// 100%-height scroll sections (SPEC sections 2, 4 and 9; THEME-MARKUP.md "scroll-sections"): the
// builder groups consecutive scrolling containers as `.fusion-scroll-section` >
// `.fusion-scroll-section-element` (the first `active`) with its side navigation
// `nav.fusion-scroll-section-nav`; the theme's stylesheet shows only the `active` element and shows
// all of them under `fusion-scroll-section-mobile-disabled`. Below the content break point (and in
// the live editor) the module sets that class: ordinary content. Above it the section becomes
// 100vh per element plus 50vh tall, its elements share one sticky stage, and the scroll position
// picks the `active` element and nav link, at most once per scroll sensitivity (450 ms). Scrolling
// stays native: no wheel capture.
import { defineModule, type ModuleContext, pickSettings, type ThemeKeys } from '../../kernel/contract';
import {
  type HeaderOffsetOptions,
  headerOffset,
  headerOffsetCss,
  headerOffsetDefaults,
  headerOffsetTheme,
} from '../../theme-platform/header-offset';
import stylesheet from './scroll-sections.css?url';
import { bands, currentIndex, lockedChanges, scrollTargetFor, sectionHeight } from './section-stage';

/** The header's switches (`HeaderOffsetOptions`) say what height the window's fixed top takes. */
export interface ScrollSectionsSettings extends HeaderOffsetOptions {
  /** Up to this window width (px) the section is ordinary content (the theme's content break point). */
  contentBreakPoint: number;
  /** Keep the stage on phones too (`container_hundred_percent_height_mobile`). */
  mobileFullHeight: boolean;
  /** The shown element changes at most once per this many ms; a navigation click's scroll gets as long. */
  scrollSensitivityMs: number;
  /** Extra wait after the scroll sensitivity before the clicked element takes focus, in ms. */
  clickDelayMs: number;
  texts: {
    /** Name of the side navigation, where the server gave it none. */
    nav: string;
    /** Name of a navigation link without `data-name`; %d is its number. */
    untitled: string;
  };
}

const defaults = {
  contentBreakPoint: 800,
  mobileFullHeight: false,
  scrollSensitivityMs: 450,
  clickDelayMs: 50,
  ...headerOffsetDefaults,
  texts: { nav: 'Secties', untitled: 'Sectie %d' },
} satisfies ScrollSectionsSettings;

const theme = {
  contentBreakPoint: 'fusionContainerVars.content_break_point',
  mobileFullHeight: 'fusionContainerVars.container_hundred_percent_height_mobile',
  scrollSensitivityMs: 'fusionContainerVars.hundred_percent_scroll_sensitivity',
  ...headerOffsetTheme,
} satisfies ThemeKeys;

declare module '../../kernel/contract' {
  interface ModuleEvents {
    /** The element the section shows changed. */
    'scroll-sections:change': { section: Element; index: number; active: boolean };
  }
}

type Context = ModuleContext<ScrollSectionsSettings>;

interface Section {
  root: HTMLElement;
  elements: HTMLElement[];
  /** The nav link of each element (by `data-element`). */
  links: (HTMLAnchorElement | undefined)[];
}

/** How far above the section the "before" band reaches: further than any page scrolls. */
const beforeReachPx = 1_000_000;

function containersOf(section: Section): HTMLElement[] {
  return section.elements.flatMap((element) => [
    ...element.querySelectorAll<HTMLElement>('.hundred-percent-height-scrolling'),
  ]);
}

/** Ordinary content: every element shown (the theme's phone state), each container as tall as its content. */
function disable(section: Section): void {
  section.root.classList.add('fusion-scroll-section-mobile-disabled');
  for (const container of containersOf(section)) container.style.height = 'auto';
}

function markLinks(section: Section, index: number): void {
  section.links.forEach((link, position) => {
    if (!link) return;
    link.classList.toggle('active', position === index);
    if (position === index) link.setAttribute('aria-current', 'true');
    else link.removeAttribute('aria-current');
  });
}

/** Turns the section into its sticky stage; returns what undoes it. */
function enable(section: Section, ctx: Context): () => void {
  const { root, elements, links } = section;
  const abort = new AbortController();
  const count = elements.length;
  // Read first (the fixed top, as a length that follows the sticky header's height), then write.
  const offset = headerOffsetCss(ctx.settings);
  root.classList.remove('fusion-scroll-section-mobile-disabled');
  root.classList.add('scroll-sections--on');
  root.style.height = sectionHeight(count, offset);
  root.style.setProperty('--scroll-sections-top', offset);
  for (const container of containersOf(section))
    container.style.height = 'calc(100vh - var(--scroll-sections-top, 0px))';

  let shown = -1;
  const show = (index: number) => {
    if (index === shown) return;
    shown = index;
    elements.forEach((element, position) => {
      const current = position === index;
      element.classList.toggle('active', current);
      // Elements out of view are out of the tab order and the accessibility tree.
      element.inert = !current;
    });
    markLinks(section, index);
    ctx.bus.emit('scroll-sections:change', {
      section: root,
      index,
      active: root.classList.contains('active'),
    });
  };
  const changes = lockedChanges(ctx.settings.scrollSensitivityMs, show);

  const sentinels = bands(count).map((band, index) => {
    const sentinel = document.createElement('div');
    sentinel.className = 'scroll-sections__band';
    sentinel.dataset.band = String(index);
    sentinel.setAttribute('aria-hidden', 'true');
    sentinel.style.top = `calc(${band.topVh}vh - var(--scroll-sections-top, 0px))`;
    sentinel.style.height = `${band.heightVh}vh`;
    root.append(sentinel);
    return sentinel;
  });
  // Reaches from far above down to the section's top: it meets the top line exactly while the
  // visitor is before the section, however far a jump goes.
  const before = document.createElement('div');
  before.className = 'scroll-sections__band';
  before.dataset.band = 'before';
  before.setAttribute('aria-hidden', 'true');
  before.style.top = `calc(${-beforeReachPx}px - var(--scroll-sections-top, 0px))`;
  before.style.height = `${beforeReachPx}px`;
  root.append(before);
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
      // While the section fills the viewport it is `active` (the theme's CSS shows its navigation).
      root.classList.toggle('active', active);
      if (shown < 0) changes.force(index);
      else changes.request(index);
    },
    { rootMargin: '0px 0px -100% 0px', threshold: 0 },
  );
  for (const sentinel of sentinels) observer.observe(sentinel);

  let focusTimer: ReturnType<typeof setTimeout> | undefined;
  root.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element).closest('a.fusion-scroll-section-link');
      const index = link ? links.indexOf(link as HTMLAnchorElement) : -1;
      if (index < 0) return;
      event.preventDefault();
      const top = root.getBoundingClientRect().top + scrollY;
      const instant = ctx.viewport.reducedMotion;
      scrollTo({
        top: scrollTargetFor(index, top, innerHeight, headerOffset(ctx.settings)),
        behavior: instant ? 'instant' : 'smooth',
      });
      // After the scroll had its time, the element is shown and takes focus, so keyboard visitors
      // continue inside it.
      clearTimeout(focusTimer);
      focusTimer = setTimeout(
        () => {
          changes.force(index);
          elements[index]!.focus({ preventScroll: true });
        },
        instant ? 0 : ctx.settings.scrollSensitivityMs + ctx.settings.clickDelayMs,
      );
    },
    { signal: abort.signal },
  );

  return () => {
    abort.abort();
    changes.cancel();
    clearTimeout(focusTimer);
    observer.disconnect();
    for (const sentinel of sentinels) sentinel.remove();
    root.classList.remove('scroll-sections--on', 'active');
    root.style.height = '';
    root.style.removeProperty('--scroll-sections-top');
    if (root.getAttribute('style') === '') root.removeAttribute('style');
    for (const container of containersOf(section)) container.style.height = '';
    elements.forEach((element, index) => {
      element.inert = false;
      element.classList.toggle('active', index === 0);
    });
    markLinks(section, -1);
  };
}

export default defineModule<ScrollSectionsSettings>({
  id: 'scroll-sections',
  stylesheet,
  theme,
  settings: (site) => pickSettings(site.settings['scroll-sections'], defaults, 'scroll-sections', theme),
  init(ctx) {
    const root = ctx.element as HTMLElement;
    const elements = [...root.querySelectorAll<HTMLElement>(':scope > .fusion-scroll-section-element')];
    const nav = root.querySelector<HTMLElement>(':scope > .fusion-scroll-section-nav');
    const navLinks = nav ? [...nav.querySelectorAll<HTMLAnchorElement>('a.fusion-scroll-section-link')] : [];
    const links = elements.map(
      (element, index) =>
        navLinks.find((link) => link.dataset.element === element.dataset.element) ?? navLinks[index],
    );
    const section: Section = { root, elements, links };
    const narrow = matchMedia(`(max-width: ${ctx.settings.contentBreakPoint}px)`);
    const asContent = () =>
      ctx.site.editor || elements.length < 2 || (narrow.matches && !ctx.settings.mobileFullHeight);

    // The gate first: on phones, in the editor, every element shows.
    if (asContent()) disable(section);

    // The bullets have no text: the builder's names make them links a screen reader can read.
    if (nav && !nav.hasAttribute('aria-label')) nav.setAttribute('aria-label', ctx.settings.texts.nav);
    navLinks.forEach((link, index) => {
      const name = link.dataset.name?.trim() || ctx.settings.texts.untitled.replace('%d', String(index + 1));
      link.setAttribute('aria-label', name);
    });
    for (const element of elements) element.tabIndex = -1;

    let takeDown: (() => void) | undefined;
    const apply = () => {
      const content = asContent();
      if (content && takeDown) {
        takeDown();
        takeDown = undefined;
      }
      if (content) disable(section);
      else takeDown ??= enable(section, ctx);
    };
    narrow.addEventListener('change', apply, { signal: ctx.signal });
    apply();
    return () => {
      takeDown?.();
      root.classList.remove('fusion-scroll-section-mobile-disabled');
      for (const container of containersOf(section)) container.style.height = '';
      for (const element of elements) element.removeAttribute('tabindex');
      for (const link of navLinks) link.removeAttribute('aria-label');
    };
  },
});
