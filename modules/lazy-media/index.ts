// Lazy images, iframes and background images as Avada prints them (THEME-MARKUP.md "lazy-media":
// the source in `data-orig-src`, `data-srcset`, `data-sizes="auto"`, backgrounds in `data-bg` with
// a gradient and responsive variants) with lazysizes, configured before it starts (SPEC sections 4
// and 9). The states waiting, loading, loaded and error are the classes `lazyload`, `lazyloading`,
// `lazyloaded` and `lazyerror`; space is reserved from width and height, so nothing shifts when
// media arrive. With native loading chosen, images and iframes are left to the browser.
import startLazySizes from 'virtual:lazysizes-factory';
import { defineModule, pickSettings, type ThemeKeys } from '../../kernel/contract';
import { backgroundFailed, installBackgroundHook } from './background-hook';
import stylesheet from './lazy-media.css?url';
import { lazySizesConfig } from './lazysizes-config';
import { fitFrame, type LazyState, loadNatively, markState, reserveSpace } from './media-element';

export interface LazyMediaSettings {
  /** Leave images and iframes to the browser's `loading="lazy"` instead of lazysizes. */
  nativeLoading: boolean;
  /** Elements narrower than this (px) wait until they are wider (lazysizes `minSize`). */
  minSize: number;
  /** Preload margin multiplier once the page is idle (lazysizes `expFactor`). */
  expandFactor: number;
  /** Margin around the viewport (px) in which media start loading; 0 means 500, or 370 on small screens. */
  expand: number;
  /** Minimum time (ms) between two visibility checks while scrolling (lazysizes `throttleDelay`). */
  throttle: number;
  /** 0 off, 1 visible only, 2 visible and near, 3 also preload when idle (lazysizes `loadMode`). */
  loadMode: number;
  /** Attribute holding the real image address. */
  srcAttribute: string;
  /** Attribute holding the real srcset. */
  srcsetAttribute: string;
  /** Widest small and medium screens, px: which of `data-bg-small|medium` a background uses. */
  breakpoints: { small: number; medium: number };
}

const defaults = {
  nativeLoading: false,
  minSize: 40,
  expandFactor: 1.5,
  expand: 0,
  throttle: 125,
  loadMode: 2,
  srcAttribute: 'data-orig-src',
  srcsetAttribute: 'data-srcset',
  breakpoints: { small: 640, medium: 1024 },
} satisfies LazyMediaSettings;

/** The theme's visibility break points; the Voorkant slice wins key by key. */
const theme = {
  'breakpoints.small': 'fusionJSVars.visibility_small',
  'breakpoints.medium': 'fusionJSVars.visibility_medium',
} satisfies ThemeKeys;

interface LazyMediaPage {
  /** lazysizes started, once for the page, by the first element that needs it. */
  lazysizes?: boolean;
}

declare module '../../kernel/contract' {
  interface ModuleEvents {
    /** A lazy element reached its final state. */
    'lazy-media:state': { element: Element; state: LazyState };
  }
}

const failedImage = (element: Element) =>
  (element instanceof HTMLImageElement && element.complete && element.naturalWidth === 0) ||
  backgroundFailed(element);

export default defineModule<LazyMediaSettings, undefined, LazyMediaPage>({
  id: 'lazy-media',
  stylesheet,
  theme,
  settings: (site) => pickSettings(site.settings['lazy-media'], defaults, 'lazy-media', theme),
  init(ctx) {
    // lazysizes marks a failed image as loaded: tell the two apart when it says "loaded".
    document.addEventListener(
      'lazyloaded',
      (event) => {
        const target = event.target;
        if (!(target instanceof Element)) return;
        const state = failedImage(target) ? 'error' : 'loaded';
        if (state === 'error') markState(target, 'error');
        ctx.bus.emit('lazy-media:state', { element: target, state });
      },
      { signal: ctx.signal },
    );
  },
  attach(element, ctx) {
    reserveSpace(element);
    // Sized as FitVids would once loaded, but now: the embed keeps that box, so nothing shifts.
    if (element instanceof HTMLIFrameElement) fitFrame(element);
    const settings = ctx.settings;
    if (
      settings.nativeLoading &&
      (element instanceof HTMLImageElement || element instanceof HTMLIFrameElement)
    ) {
      element.loading = 'lazy';
      const settle = (state: LazyState) => () => {
        markState(element, state);
        ctx.bus.emit('lazy-media:state', { element, state });
      };
      element.addEventListener('load', settle('loaded'), { once: true, signal: ctx.signal });
      element.addEventListener('error', settle('error'), { once: true, signal: ctx.signal });
      loadNatively(element, settings);
      return;
    }
    // Once for the page, by the first element. A static import, bundled into the module's own chunk
    // (one request, issue 17). Its file runs here (lazysizes-factory.ts) and schedules its own start
    // with its defaults for the next task: the module starts it at once instead, with its settings
    // and hook in. If it cannot start, this throws: the module fails, and its safety net
    // (fallback.ts) gives every lazy element its source, so the media load at once rather than never.
    if (!ctx.page.lazysizes) {
      const lazySizes = startLazySizes();
      if (!lazySizes.fire) throw new Error('this browser is not supported by lazysizes');
      // In this task, before its own start runs: `init: false` in the config cancels that.
      Object.assign(lazySizes.cfg, lazySizesConfig(settings));
      installBackgroundHook(
        { fire: lazySizes.fire },
        settings.breakpoints,
        settings.srcAttribute,
        ctx.signal,
      );
      lazySizes.init();
      ctx.page.lazysizes = true;
    }
  },
});
