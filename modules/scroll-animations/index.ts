// Scroll animations (SPEC sections 2, 4 and 9; THEME-MARKUP.md "scroll-animations"): the theme's
// stylesheet hides every `.fusion-animated` element until a script marks the body. On start the
// module puts `do-animate` on the body (or `dont-animate`, which shows everything: animations off,
// a mobile device under the desktop-only rule, reduced motion, the live editor); each element then
// waits hidden until it reaches its view offset, and plays its entrance as the theme's CSS defines
// it: visible, its type as a class, its own duration and delay, the class removed when it ends.
import { defineModule, type ModuleContext, pickSettings, type ThemeKeys } from '../../kernel/contract';
import { isMobileDevice } from '../../theme-platform/mobile-device';
import {
  type AnimationMode,
  type AnimationOffset,
  type AnimationStatus,
  animationMode,
  animationStatuses,
  observerOptions,
  parseOffset,
  reachedOffset,
  seconds,
} from './animation-rules';

export interface ScrollAnimationsSettings {
  /** Where animations run: `off`, `desktop` (only) or `desktop_and_mobile`. */
  status: string;
  /** Offset for elements without `data-animationoffset`. */
  offset: string;
  /** Bottom root margin of the top-mid-of-view offset (a CSS length or percentage of the viewport). */
  midOfViewBottomMargin: string;
  /** Intersection thresholds of the bottom-in-view offset. */
  bottomInViewThresholds: number[];
}

const defaults = {
  status: 'desktop',
  offset: 'top-into-view',
  midOfViewBottomMargin: '-50%',
  bottomInViewThresholds: [0, 0.2, 0.4, 0.6, 0.7, 0.8, 0.9, 1],
} satisfies ScrollAnimationsSettings;

/** The theme's animation status (export: `desktop`); the Voorkant slice wins. */
const theme = { status: 'fusionAnimationsVars.status_css_animations' } satisfies ThemeKeys;

declare module '../../kernel/contract' {
  interface ModuleEvents {
    /** An element started its entrance animation. */
    'scroll-animations:animate': { element: Element; type: string };
  }
}

/** A parent whose animated children enter one after another (content boxes, post cards). */
const delayedGroup = '.fusion-delayed-animation';

interface AnimationsPage {
  observers: Map<AnimationOffset, IntersectionObserver>;
  /** Each observed element (an animated element, or a delayed group) and its offset. */
  watched: Map<Element, AnimationOffset>;
  mode: AnimationMode;
}

interface ValidSettings extends Omit<ScrollAnimationsSettings, 'status' | 'offset'> {
  status: AnimationStatus;
  offset: AnimationOffset;
}

function validate(settings: ScrollAnimationsSettings): ValidSettings {
  const status = animationStatuses.find((candidate) => candidate === settings.status);
  if (!status)
    console.warn(
      `[voorkant] setting "scroll-animations.status" must be one of ${animationStatuses.join(', ')}; using "desktop"`,
    );
  const thresholds = settings.bottomInViewThresholds.filter(
    (value) => typeof value === 'number' && value >= 0 && value <= 1,
  );
  return {
    ...settings,
    status: status ?? 'desktop',
    offset: parseOffset(settings.offset, 'top-into-view'),
    midOfViewBottomMargin: /^-?\d+(\.\d+)?(px|%)$/.test(settings.midOfViewBottomMargin.trim())
      ? settings.midOfViewBottomMargin.trim()
      : defaults.midOfViewBottomMargin,
    bottomInViewThresholds: thresholds.length > 0 ? thresholds : defaults.bottomInViewThresholds,
  };
}

type AnimationsContext = ModuleContext<ValidSettings, undefined, AnimationsPage>;

function modeNow(ctx: AnimationsContext): AnimationMode {
  return animationMode(ctx.settings.status, {
    mobile: isMobileDevice(),
    reducedMotion: ctx.viewport.reducedMotion,
    editor: ctx.site.editor,
  });
}

/** The body class the theme's stylesheet keys on. */
function setMode(mode: AnimationMode): void {
  document.body.classList.remove(mode === 'do-animate' ? 'dont-animate' : 'do-animate');
  document.body.classList.add(mode);
}

/** Plays one element's entrance the way the theme's CSS expects, `extraDelayS` after its own delay. */
function play(element: HTMLElement, extraDelayS: number, ctx: AnimationsContext): void {
  const type = element.dataset.animationtype?.trim() ?? '';
  element.style.visibility = 'visible';
  if (!type) return;
  const duration = seconds(element.dataset.animationduration);
  const delay = (seconds(element.dataset.animationdelay) ?? 0) + extraDelayS;
  if (duration !== undefined) element.style.animationDuration = `${duration}s`;
  if (delay > 0) element.style.animationDelay = `${delay}s`;
  element.classList.add(type);
  // Afterwards only the inline visibility stays: the element is as the server printed it, shown.
  const ended = (event: AnimationEvent) => {
    if (event.target !== element) return;
    element.removeEventListener('animationend', ended);
    element.classList.remove(type);
    element.style.animationDuration = '';
    element.style.animationDelay = '';
  };
  element.addEventListener('animationend', ended, { signal: ctx.signal });
  ctx.bus.emit('scroll-animations:animate', { element, type });
}

/** A watched element reached its offset: it plays, or a delayed group plays its members in turn. */
function reached(target: HTMLElement, ctx: AnimationsContext): void {
  if (!target.matches(delayedGroup)) {
    play(target, 0, ctx);
    return;
  }
  // The group's step is in milliseconds (the builder's `animation_delay`).
  const stepS = (seconds(target.dataset.animationDelay) ?? 0) / 1000;
  const members = [...target.querySelectorAll<HTMLElement>('.fusion-animated')].filter(
    (member) => ctx.elements.has(member) && member.parentElement?.closest(delayedGroup) === target,
  );
  members.forEach((member, index) => {
    play(member, index * stepS, ctx);
  });
}

function observerFor(offset: AnimationOffset, ctx: AnimationsContext): IntersectionObserver {
  const { observers, watched } = ctx.page;
  let observer = observers.get(offset);
  if (observer) return observer;
  observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!reachedOffset(offset, entry)) continue;
        observer!.unobserve(entry.target);
        watched.delete(entry.target);
        reached(entry.target as HTMLElement, ctx);
      }
    },
    observerOptions(offset, ctx.settings),
  );
  observers.set(offset, observer);
  return observer;
}

/** Nothing waits any more: the theme's `dont-animate` shows whatever had not played. */
function stopWaiting(ctx: AnimationsContext): void {
  for (const observer of ctx.page.observers.values()) observer.disconnect();
  ctx.page.observers.clear();
  ctx.page.watched.clear();
  ctx.page.mode = 'dont-animate';
  setMode('dont-animate');
}

export default defineModule<ValidSettings, undefined, AnimationsPage>({
  id: 'scroll-animations',
  theme,
  settings: (site) =>
    validate(pickSettings(site.settings['scroll-animations'], defaults, 'scroll-animations', theme)),
  page: () => ({ observers: new Map(), watched: new Map(), mode: 'dont-animate' }),
  init(ctx) {
    // The gate first: the body class decides whether the theme's stylesheet hides anything.
    ctx.page.mode = modeNow(ctx);
    setMode(ctx.page.mode);
    return () => stopWaiting(ctx);
  },
  attach(element, ctx) {
    if (ctx.page.mode === 'dont-animate' || !(element instanceof HTMLElement)) return;
    const group = element.parentElement?.closest<HTMLElement>(delayedGroup);
    const target = group ?? element;
    if (ctx.page.watched.has(target)) return;
    const offset = parseOffset(
      target.dataset.animationoffset ?? element.dataset.animationoffset,
      ctx.settings.offset,
    );
    ctx.page.watched.set(target, offset);
    observerFor(offset, ctx).observe(target);
    return () => {
      ctx.page.observers.get(offset)?.unobserve(target);
      ctx.page.watched.delete(target);
      element.style.visibility = 'visible';
    };
  },
  resize(ctx) {
    // Reduced motion asked for while elements still wait: they all show, at once.
    if (ctx.page.mode === 'do-animate' && modeNow(ctx) === 'dont-animate') stopWaiting(ctx);
  },
});
