// The kernel contract: the one file a module author has to read. Types, `defineModule`, the
// coercers a module uses to validate its own settings, and the kernel's yield for splitting a long
// piece of work into tasks. See modules/README.md for a worked example. Beside this file a module
// imports shared code from three places, never from another module's folder: the theme's shared
// pieces in theme-platform/ (e.g. `../../theme-platform/carousel`), the anti-spam add-on's in
// antispam-platform/, the kernel's generic services in kernel/services/ (e.g. `react`, `stylesheet`).

export { toFlag, toNumber } from './coerce';
export { toText } from './coerce-text';
export { pickSettings, readGlobal, type ThemeKeys } from './pick-settings';
export { yieldToPage } from './yield';

import type { ThemeKeys } from './pick-settings';

/** Cleanup returned by `init` or `attach`; runs when the element leaves or the module is switched off. */
export type Cleanup = () => void;

export type Breakpoint = 'small' | 'medium' | 'large';

/** The viewport as the kernel last measured it (debounced 250 ms). */
export interface Viewport {
  width: number;
  height: number;
  /**
   * The theme's element-visibility break points: small ≤ `breakpoints.small`, medium ≤
   * `breakpoints.medium`, large above (the theme's `visibility_small` / `visibility_medium`, which
   * the host passes as the `breakpoints` setting; SPEC defaults 640 and 1125). `viewport:breakpoint`
   * fires when this changes. A module that follows another break point of the theme (the content
   * break point, the header's, a menu's `data-breakpoint`) reads it from the theme's settings object
   * or markup and watches it with `matchMedia`.
   */
  breakpoint: Breakpoint;
  /** The last input was touch (mirrors `body.touch` / `body.no-touch`). */
  touch: boolean;
  /** The visitor asked for reduced motion: do not animate. */
  reducedMotion: boolean;
}

/** A background request the page completed (seen through a PerformanceObserver, never patched). */
export interface CompletedRequest {
  url: string;
  kind: 'fetch' | 'xmlhttprequest';
  /** HTTP status where the browser reports it, 0 otherwise. */
  status: number;
}

/** What the platform printed, copied as it came (never written back). */
export interface PlatformGlobals {
  ctPublic?: Readonly<Record<string, unknown>>;
  ctPublicFunctions?: Readonly<Record<string, unknown>>;
  /** True when the platform's admin globals are present (SPEC section 6). */
  admin: boolean;
}

/** The kernel's own settings, validated by the kernel. */
export interface KernelSettings {
  /** Run-time module switches: `{ "lightbox": false }`. Overrides `enabled` in registry.json. */
  modules: Readonly<Record<string, boolean>>;
  /** Open the inspector (also `?voorkant=debug`). */
  debug: boolean;
  /** Upper bounds of the small and medium visibility break points, in CSS pixels (see `Viewport`). */
  breakpoints: Readonly<{ small: number; medium: number }>;
  /** Quiet time after the last resize event before modules hear of it (SPEC: 250 ms). */
  resizeDebounceMs: number;
  /** Selector whose presence means the page-builder live editor renders this page. */
  editorMarker: string;
  /** Names of globals whose presence means an administrator is looking (SPEC section 6). */
  adminGlobals: readonly string[];
  /**
   * Which modules' original theme or add-on scripts the host removed from the page: `true` for all
   * (Voorkant is the page's only script layer, as on the demo site), or a list of module ids (the
   * WordPress plugin prints the modules whose scripts it dequeued). The safety net acts only for
   * these: where the theme's own script is still on the page, it leaves that script's elements alone.
   */
  takeover: true | readonly string[];
  /** How long a module with a safety net may take from asking for its chunk to being ready, in ms. */
  safetyNetMs: number;
}

/** The frozen site object every module receives. */
export interface Site {
  platform: Readonly<PlatformGlobals>;
  /** Voorkant's own settings as printed (JSON script tag, then `window.voorkantSettings`), one slice per module id. */
  settings: Readonly<Record<string, unknown>>;
  kernel: Readonly<KernelSettings>;
  /** The page is rendered inside the page-builder live editor. */
  editor: boolean;
}

/** Events the kernel sends. Modules add their own (prefixed with their id) with `declare module`. */
export interface KernelEvents {
  'kernel:ready': { modules: string[] };
  /** Announce changed module switches at run time: `{ modules: { lightbox: false } }`. */
  'kernel:settings': { modules: Record<string, boolean> };
  'viewport:resize': Viewport;
  'viewport:breakpoint': Viewport;
  'ajax:complete': CompletedRequest;
  /** Emit after inserting markup so the kernel matches it at once. */
  'dom:added': { root: Element };
  'dom:removed': { element: Element };
  'module:loaded': { id: string; ms: number };
  'module:error': { id: string; hook: string; element?: Element; error: unknown };
}

/**
 * Modules add their own events here:
 * @example
 * declare module '../../kernel/contract' {
 *   interface ModuleEvents { 'lightbox:open': { index: number } }
 * }
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by modules through declaration merging
export interface ModuleEvents {}

export type BusEvents = KernelEvents & ModuleEvents;

/** The bus as a module sees it: subscriptions end when the module's signal aborts. */
export interface Bus {
  on<K extends keyof BusEvents>(type: K, handler: (event: BusEvents[K]) => void): () => void;
  emit<K extends keyof BusEvents>(type: K, event: BusEvents[K]): void;
}

export interface Logger {
  warn(...args: unknown[]): void;
  error(...args: unknown[]): void;
  debug(...args: unknown[]): void;
}

export interface ModuleContext<S = unknown, O = unknown, P extends object = Record<string, unknown>> {
  readonly id: string;
  /** Scope `element`: the matched element. Scope `page`: `document.documentElement`. */
  readonly element: Element;
  /** Every element of the page this module matched, kept current by the kernel. */
  readonly elements: ReadonlySet<Element>;
  readonly settings: S;
  /** What `options(element)` returned (undefined for page scope or without `options`). */
  readonly options: O;
  readonly site: Site;
  /** Always the current viewport. */
  readonly viewport: Viewport;
  readonly bus: Bus;
  /** Aborted at destroy: pass it to listeners, observers' cleanups and fetches. */
  readonly signal: AbortSignal;
  readonly log: Logger;
  /** State this module shares across its elements on this page (created by `page()`; without it, an empty object). */
  readonly page: P;
  /** Match modules against markup inserted outside the kernel's sight (the observer catches most). */
  scan(root: ParentNode): void;
}

type MaybePromise<T> = T | Promise<T>;

/**
 * A module: one plain object, default-exported from `modules/<id>/index.ts`.
 *
 * Hooks, in order: `settings` (once per page, pure), `page` (once per page), `options` (per element),
 * `init` (per element, or once per page for scope `page`), `attach` (page scope, per element,
 * including later ones), `resize` (after the debounced resize), `ajaxComplete` (after each
 * completed background request), `destroy` (element removed or module switched off). Every call
 * is isolated: a throw is reported with the module id and element, and marks only this module failed.
 */
export interface ModuleDefinition<S = unknown, O = unknown, P extends object = Record<string, unknown>> {
  id: string;
  /**
   * The module's stylesheet, imported as `import stylesheet from './<id>.css?url'`. The kernel adds
   * it once and waits for it before the first `init`, so markup is styled from its first frame and
   * inits stay synchronous (the kernel can then yield between elements).
   */
  stylesheet?: string;
  settings?(site: Site): S;
  /**
   * The keys this module reads from the theme's printed settings objects (the same map it passes to
   * `pickSettings`), declared here too so the host's settings screen can show the theme's values.
   */
  theme?: ThemeKeys;
  options?(element: Element): O;
  page?(): P;
  init(ctx: ModuleContext<S, O, P>): MaybePromise<void | Cleanup>;
  attach?(element: Element, ctx: ModuleContext<S, O, P>): void | Cleanup;
  resize?(ctx: ModuleContext<S, O, P>, viewport: Viewport): void;
  ajaxComplete?(ctx: ModuleContext<S, O, P>, request: CompletedRequest): void;
  destroy?(ctx: ModuleContext<S, O, P>): void;
}

/**
 * A module's safety net: `modules/<id>/fallback.ts` default-exports one. The kernel calls it with the
 * module's matched elements (and with elements matched later) when the module cannot do its job:
 * its chunk fails to load (after one retry), a hook throws, it is not ready `safetyNetMs` after its
 * chunk was asked for (a hanging request), or it is switched off, in each case only where the host
 * removed the theme's own script for it (`takeover`). It lifts the theme's CSS gates the module
 * would have lifted (THEME-MARKUP.md, "CSS gates"), so nothing the theme hides until a script acts
 * stays hidden. Plain DOM, no imports from the module (its chunk may be what failed), idempotent.
 * The kernel runs each element through it once. The module's README says what "lifted" means.
 * @example
 * const fallback: Fallback = (elements) => {
 *   for (const element of elements) (element as HTMLElement).style.visibility = 'visible';
 * };
 * export default fallback;
 */
export type Fallback = (elements: readonly Element[]) => void;

/** Identity function that gives a module definition its types. */
export function defineModule<S = undefined, O = undefined, P extends object = Record<string, unknown>>(
  definition: ModuleDefinition<S, O, P>,
): ModuleDefinition<S, O, P> {
  return definition;
}

export type StrategyName = 'eager' | 'idle' | 'visible' | 'interaction' | 'media' | 'hash' | 'scroll';

/** One entry of registry.json (see registry.schema.json). */
export interface RegistryEntry {
  id: string;
  description?: string;
  /** Concrete CSS selector of the elements the module acts on. */
  selector?: string;
  /**
   * For page-wide modules: a dotted path in the site object that must be truthy, e.g.
   * `platform.ctPublic`, or `window.<name>`: a global the platform printed (`window.fusionJSVars`).
   */
  when?: string;
  load: StrategyName | StrategyName[];
  scope: 'element' | 'page';
  enabled: boolean;
  /** Runs inside the page-builder live editor. */
  editor: boolean;
  rootMargin?: string;
  media?: string;
  hash?: string;
  /**
   * A lazy part of the module (a file it loads with `import()`, path from the project folder) that
   * the kernel fetches together with the module's chunk when the page has an element matching
   * `selector`, instead of after the module asked for it: a request chain of two, not three
   * (issue 17). A hint only: the module still imports the part itself, where and when it needs it.
   * `media`, when given, must match too: for a part the module only uses on some screens (full
   * sections build their Swiper stage above the content break point only).
   * @example { "selector": ".flexslider > .slides > li + li", "import": "theme-platform/carousel-swiper.ts" }
   */
  along?: { selector: string; import: string; media?: string };
}

/** A loading strategy: calls `load` when its moment comes; returns its own cleanup. */
export type Strategy = (
  load: () => Promise<boolean>,
  element: Element,
  entry: Pick<RegistryEntry, 'id' | 'rootMargin' | 'media' | 'hash'>,
) => Cleanup | undefined;
