// The legacy sticky header (body `fusion-sticky-header`): once the page scrolls past the header,
// `.fusion-header` is fixed at the top (`fusion-is-sticky` on the wrapper, as the theme's stylesheet
// expects, `top` below the admin bar) and its spacer `.fusion-header-sticky-height` keeps its place,
// so nothing below moves. Above the header break point it shrinks to the theme's scrolled height
// (65 px): the header, the menu's top links and the logo's margins, as the theme's script does.
// Whether it sticks follows the theme's switches per device (`header_sticky`, `_tablet`, `_mobile`).
// The height it has once stuck is published as `--header-sticky-height` on the root element (0px
// where it does not stick), which the module's stylesheet turns into the page's scroll padding and
// other modules read for their offsets.

import { sticksHere } from '../../theme-platform/header-offset';

export interface StickyHeaderSettings {
  /** The header sticks at all (`avadaHeaderVars.header_sticky`). */
  sticky: boolean;
  /** On tablets (`avadaHeaderVars.header_sticky_tablet`). */
  stickyTablet: boolean;
  /** At or below the break point, tablets aside (`avadaHeaderVars.header_sticky_mobile`). */
  stickyMobile: boolean;
  /** Shrinks once stuck, above the break point (`avadaHeaderVars.sticky_header_shrinkage`). */
  shrink: boolean;
  /** Height of the stuck, shrunk header, in px (the theme's fixed 65). */
  shrunkHeight: number;
  /** The menu's highlight border, taken off the links' line height, in px (`nav_highlight_border`). */
  highlightBorder: number;
  /** How long the shrink takes, in ms (0 under reduced motion). */
  shrinkMs: number;
  /** Media query for tablets, as the theme tests them (device width and orientation). */
  tabletQuery: string;
  /** Selector of the admin bar, counted above the stuck header when it is fixed. */
  adminBarSelector: string;
}

export interface StickyHeaderParts {
  wrapper: HTMLElement;
  /** `.fusion-header-v1`: holds the spacer and the header; its top edge is the trigger. */
  frame: HTMLElement;
  header: HTMLElement;
  spacer: HTMLElement | null;
  topLinks: HTMLElement[];
  logo: HTMLElement | null;
}

export interface StickyHeaderOptions {
  settings: StickyHeaderSettings;
  /** The header break point, in px. */
  breakpoint: number;
  reducedMotion: () => boolean;
  signal: AbortSignal;
  /** Told whenever the stuck state or the height changes. */
  onChange(state: { stuck: boolean; height: number }): void;
}

export const heightProperty = '--header-sticky-height';

/** The logo's new height and margin inside a shrunk header of `height` px (the theme's sums). */
export function shrunkLogo(logoHeight: number, height: number): { imageHeight: number; margin: number } {
  if (logoHeight < height - 10) return { imageHeight: logoHeight, margin: (height - logoHeight) / 2 };
  return { imageHeight: height - 10, margin: 5 };
}

function adminBarHeight(selector: string): number {
  const bar = document.querySelector(selector);
  if (!bar || getComputedStyle(bar).position !== 'fixed') return 0;
  return bar.getBoundingClientRect().height;
}

export interface StickyHeader {
  /** Measures again after a resize: the published height follows the header's. */
  refresh(): void;
}

export function startStickyHeader(parts: StickyHeaderParts, options: StickyHeaderOptions): StickyHeader {
  const { wrapper, frame, header, spacer, topLinks, logo } = parts;
  const { settings, signal } = options;
  const mobile = matchMedia(`(max-width: ${options.breakpoint}px)`);
  const tablet = matchMedia(settings.tabletQuery);
  const logoImage = logo?.querySelector<HTMLImageElement>('img:not([hidden])') ?? null;
  let stuck = false;
  let observer: IntersectionObserver | undefined;
  let published = { height: -1, stuck: false };

  const allowed = () => sticksHere(settings, { tablet: tablet.matches, mobile: mobile.matches });
  const shrinks = () => settings.shrink && !mobile.matches;
  /** The header's own height in the page flow (its spacer's, once it is fixed). */
  const flowHeight = () =>
    stuck && spacer ? spacer.getBoundingClientRect().height : header.getBoundingClientRect().height;
  const stuckHeight = () => (!allowed() ? 0 : shrinks() ? settings.shrunkHeight : flowHeight());

  const publish = () => {
    const height = Math.round(stuckHeight());
    if (height === published.height && stuck === published.stuck) return;
    published = { height, stuck };
    document.documentElement.style.setProperty(heightProperty, `${height}px`);
    options.onChange({ stuck, height });
  };

  const clearInline = () => {
    for (const element of [header, spacer, logo, logoImage, ...topLinks]) {
      if (!element) continue;
      for (const property of ['height', 'top', 'display', 'line-height', 'margin-top', 'margin-bottom'])
        element.style.removeProperty(property);
    }
  };

  const stick = () => {
    if (stuck) return;
    const height = header.getBoundingClientRect().height;
    const logoHeight = logoImage?.getBoundingClientRect().height ?? 0;
    stuck = true;
    wrapper.style.setProperty('--header-shrink-ms', `${options.reducedMotion() ? 0 : settings.shrinkMs}ms`);
    if (spacer) {
      // The spacer holds the header's place in the flow, so the page below does not move.
      spacer.style.display = 'block';
      spacer.style.height = `${height}px`;
    }
    header.style.top = `${adminBarHeight(settings.adminBarSelector)}px`;
    wrapper.classList.add('fusion-is-sticky');
    if (shrinks()) {
      // From the header's own height, so the change can be a transition.
      header.style.height = `${height}px`;
      void header.offsetHeight;
      const target = settings.shrunkHeight;
      header.style.height = `${target}px`;
      for (const link of topLinks) {
        link.style.height = `${target}px`;
        link.style.lineHeight = `${target - settings.highlightBorder}px`;
      }
      if (logo && logoImage && logoHeight > 0) {
        const { imageHeight, margin } = shrunkLogo(logoHeight, target);
        logoImage.style.height = `${imageHeight}px`;
        logo.style.marginTop = `${margin}px`;
        logo.style.marginBottom = `${margin}px`;
      }
    }
    publish();
  };

  const unstick = () => {
    if (!stuck) return;
    stuck = false;
    wrapper.classList.remove('fusion-is-sticky');
    clearInline();
    publish();
  };

  const watch = () => {
    observer?.disconnect();
    observer = undefined;
    // Another device class: start over (the observer's first report sticks it again if it should).
    unstick();
    if (!allowed()) {
      publish();
      return;
    }
    const bar = adminBarHeight(settings.adminBarSelector);
    // Stuck as soon as the header's frame starts to pass under the top edge (or the admin bar).
    observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (!entry) return;
        if (entry.boundingClientRect.top < bar - 0.5) stick();
        else unstick();
      },
      { rootMargin: `-${bar}px 0px 0px 0px`, threshold: [0, 1] },
    );
    observer.observe(frame);
    publish();
  };

  watch();
  for (const query of [mobile, tablet]) query.addEventListener('change', watch, { signal });
  signal.addEventListener('abort', () => {
    observer?.disconnect();
    unstick();
    wrapper.style.removeProperty('--header-shrink-ms');
    document.documentElement.style.removeProperty(heightProperty);
  });
  return { refresh: publish };
}
