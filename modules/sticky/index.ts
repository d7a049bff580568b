// Sticky containers and sticky sidebars as the theme's sticky script makes them (THEME-MARKUP.md,
// "sticky"): header containers stick to the page with a spacer in their place, the theme's state
// classes (`fusion-container-stuck`, `fusion-sticky-transition`, `fusion-sticky-scroll-transition`
// with `fusion-scrolling-up|down`, `fusion-sidebar-stuck`) and window events; and sticky columns
// whose offset is a selector (the stylesheet sticks them, column.ts gives it the offset).
import { defineModule, pickSettings, type ThemeKeys } from '../../kernel/contract';
import { stickColumn } from './column';
import { stickContainer } from './container';
import type { StickyContext, StickySettings } from './context';
import { stickSidebar } from './sidebar';
import type { StickyState } from './sticky-state';

export type { StickySettings } from './context';

const defaults = {
  resizeDebounceMs: 350,
  breakpoints: { small: 640, medium: 1024 },
  sidebarBreakPoint: 800,
  sidebarGap: 50,
  headerSticky: false,
  headerPosition: 'top',
  stickyHeaderShrinkage: false,
  shrunkHeaderHeight: 66,
} satisfies StickySettings;

const theme = {
  'breakpoints.small': 'fusionJSVars.visibility_small',
  'breakpoints.medium': 'fusionJSVars.visibility_medium',
  sidebarBreakPoint: 'avadaSidebarsVars.sidebar_break_point',
  headerSticky: 'avadaSidebarsVars.header_sticky',
  headerPosition: 'avadaSidebarsVars.header_position',
  stickyHeaderShrinkage: 'avadaSidebarsVars.sticky_header_shrinkage',
} satisfies ThemeKeys;

declare module '../../kernel/contract' {
  interface ModuleEvents {
    /** A container or sidebar changed state. */
    'sticky:state': { element: Element; state: StickyState };
  }
}

export default defineModule<StickySettings>({
  id: 'sticky',
  theme,
  settings: (site) => pickSettings(site.settings.sticky, defaults, 'sticky', theme),
  init(ctx) {
    const element = ctx.element as HTMLElement;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const observers: ResizeObserver[] = [];
    const context: StickyContext = {
      settings: ctx.settings,
      log: ctx.log,
      signal: ctx.signal,
      emit: (target, state) => ctx.bus.emit('sticky:state', { element: target, state }),
      onRelayout(parent, relayout) {
        let timer: ReturnType<typeof setTimeout> | undefined;
        const later = () => {
          if (timer) timers.delete(timer);
          clearTimeout(timer);
          timer = setTimeout(relayout, ctx.settings.resizeDebounceMs);
          timers.add(timer);
        };
        addEventListener('resize', later, { passive: true, signal: ctx.signal });
        let first = true;
        const observer = new ResizeObserver(() => {
          // The observer reports the size it starts with; that one was just measured.
          if (first) first = false;
          else later();
        });
        observer.observe(parent);
        observers.push(observer);
        return () => {
          clearTimeout(timer);
          observer.disconnect();
        };
      },
    };
    const stop = element.classList.contains('awb-sticky')
      ? stickColumn(element, context)
      : element.classList.contains('fusion-sticky-sidebar')
        ? stickSidebar(element, context)
        : stickContainer(element, context);
    return () => {
      for (const timer of timers) clearTimeout(timer);
      for (const observer of observers) observer.disconnect();
      stop?.();
    };
  },
});
