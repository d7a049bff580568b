// How far from the window's top things stick (THEME-MARKUP.md, "sticky"): a container's
// `data-sticky-offset` is a length or a CSS selector (the height of what it names), plus the admin
// bar; a sidebar sits 50 px below the lowest sticky header container that is fully in view (with a
// Layouts header), or below the legacy sticky header.
import { pixelLength } from './sticky-state';

/** The WordPress admin bar's height while it stays at the top (it scrolls away on small phones). */
export function adminBarHeight(): number {
  const bar = document.getElementById('wpadminbar');
  return bar && getComputedStyle(bar).position === 'fixed' ? bar.offsetHeight : 0;
}

/** `data-sticky-offset` in px: a number, another CSS length, or the height of the elements a selector names. */
export function offsetFrom(value: string | null, warn: (...args: unknown[]) => void): number {
  const text = value?.trim() ?? '';
  if (!text) return 0;
  const pixels = pixelLength(text);
  if (pixels !== undefined) return pixels;
  if (/^-?\d+(\.\d+)?[a-z%]+$/i.test(text) && CSS.supports('height', text)) {
    const probe = document.createElement('div');
    probe.style.position = 'absolute';
    probe.style.visibility = 'hidden';
    probe.style.height = text;
    document.body.append(probe);
    const height = probe.getBoundingClientRect().height;
    probe.remove();
    return height;
  }
  try {
    let height = 0;
    for (const element of document.querySelectorAll(text)) height += element.getBoundingClientRect().height;
    return height;
  } catch {
    warn('data-sticky-offset is neither a length nor a selector:', text);
    return 0;
  }
}

function wholeInView(rect: DOMRect): boolean {
  return rect.height > 0 && rect.top >= -0.5 && rect.bottom <= innerHeight + 0.5;
}

/**
 * The bottom edge (window coordinates, with its margin) of the lowest stuck container that is fully in
 * view, 0 without one: what the theme's `fusionGetStickyOffset()` gives anchor scrolling and sidebars.
 */
export function stuckHeaderBottom(): number {
  let bottom = 0;
  for (const element of document.querySelectorAll('.fusion-container-stuck:not(.side-header-wrapper)')) {
    if (element.closest('#side-header, .off-canvas-content')) continue;
    const rect = element.getBoundingClientRect();
    if (!wholeInView(rect)) continue;
    bottom = Math.max(bottom, rect.bottom + (Number.parseFloat(getComputedStyle(element).marginBottom) || 0));
  }
  return bottom;
}

export interface SidebarOffsetSettings {
  /** px between the sticky header and the sidebar (the theme's 50). */
  sidebarGap: number;
  /** The legacy header is sticky (`avadaSidebarsVars.header_sticky`) and at the top (`header_position`). */
  headerSticky: boolean;
  headerPosition: string;
  /** The legacy sticky header shrinks (`sticky_header_shrinkage`) to `shrunkHeaderHeight` px. */
  stickyHeaderShrinkage: boolean;
  shrunkHeaderHeight: number;
}

/** The sidebar's top offset, as the theme computes it for Layouts headers and the legacy header. */
export function sidebarOffset(settings: SidebarOffsetSettings): number {
  const base = adminBarHeight() + settings.sidebarGap;
  if (document.querySelector('.fusion-tb-header')) return base + stuckHeaderBottom();
  const legacy = document.querySelector<HTMLElement>('.fusion-header');
  if (settings.headerPosition !== 'top' || !settings.headerSticky || !legacy) return base;
  return base + (settings.stickyHeaderShrinkage ? settings.shrunkHeaderHeight : legacy.offsetHeight);
}
