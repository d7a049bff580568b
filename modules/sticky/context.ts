// What the container and sidebar parts of the sticky module share: settings, logger, signal, the
// state event, and measuring again once sizes settle (the window, the stick parent).
import type { Logger } from '../../kernel/contract';
import type { StickyState } from './sticky-state';

export interface StickySettings {
  /** Quiet time after the last size change before measuring again, in ms (SPEC: 350). */
  resizeDebounceMs: number;
  /** The theme's device break points for the per-device flags (`fusionJSVars.visibility_*`). */
  breakpoints: { small: number; medium: number };
  /** Sidebars stick only above this width (`avadaSidebarsVars.sidebar_break_point`). */
  sidebarBreakPoint: number;
  /** px between the sticky header and a stuck sidebar (the theme's 50). */
  sidebarGap: number;
  /** The legacy header is sticky (`avadaSidebarsVars.header_sticky`). */
  headerSticky: boolean;
  /** `avadaSidebarsVars.header_position`: only a `top` legacy header pushes sidebars down. */
  headerPosition: string;
  /** `avadaSidebarsVars.sticky_header_shrinkage`: the legacy sticky header shrinks. */
  stickyHeaderShrinkage: boolean;
  /** Height of the shrunk legacy sticky header, in px (the theme's 66). */
  shrunkHeaderHeight: number;
}

export interface StickyContext {
  settings: StickySettings;
  log: Logger;
  signal: AbortSignal;
  emit(element: Element, state: StickyState): void;
  /** Calls `relayout` once the window or `parent` stopped changing size; returns the stop. */
  onRelayout(parent: Element, relayout: () => void): () => void;
}
