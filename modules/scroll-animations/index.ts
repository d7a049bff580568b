// Scroll-triggered animations (SPEC sections 2, 4 and 9): elements with an animation type animate
// when they reach their view offset, seen by IntersectionObserver. Content never depends on this
// module: only the module hides an element (and only one not yet seen), so without it, with
// reduced motion, on a phone (desktop-only rule) or with animations off, everything simply shows.
import { defineModule, type ModuleContext, pickSettings } from '../../kernel/contract';
import {
  type AnimationOffset,
  type AnimationStatus,
  animationStatuses,
  animationsRun,
  observerOptions,
  parseOffset,
  reachedOffset,
} from './animation-rules';
import stylesheet from './scroll-animations.css?url';

export interface ScrollAnimationsSettings {
  /** Where animations run: `off`, `desktop` (only) or `desktop_and_mobile`. */
  status: string;
  /** Viewports up to this width (px) count as mobile for the desktop-only rule. */
  mobileMaxWidth: number;
  /** Offset for elements without `data-animationoffset`. */
  offset: string;
  /** Animation length in seconds for elements without `data-animationduration`. */
  duration: number;
  /** Bottom root margin of the top-mid-of-view offset (a CSS length or percentage of the viewport). */
  midOfViewBottomMargin: string;
  /** Intersection thresholds of the bottom-in-view offset. */
  bottomInViewThresholds: number[];
}

const defaults = {
  status: 'desktop',
  mobileMaxWidth: 800,
  offset: 'top-into-view',
  duration: 0.6,
  midOfViewBottomMargin: '-50%',
  bottomInViewThresholds: [0, 0.2, 0.4, 0.6, 0.7, 0.8, 0.9, 1],
} satisfies ScrollAnimationsSettings;

/** Animation types with keyframes in the stylesheet; others play as `fadeIn`. */
const knownTypes = new Set([
  'fadeIn',
  'fadeInUp',
  'fadeInDown',
  'fadeInLeft',
  'fadeInRight',
  'zoomIn',
  'slideInUp',
  'slideInDown',
]);

declare module '../../kernel/contract' {
  interface ModuleEvents {
    /** An element started its animation. */
    'scroll-animations:animate': { element: Element; type: string };
  }
}

type Phase = 'new' | 'pending' | 'running';

interface Watched {
  phase: Phase;
  offset: AnimationOffset;
  cleanup: AbortController;
}

interface AnimationsPage {
  observers: Map<AnimationOffset, IntersectionObserver>;
  watched: Map<HTMLElement, Watched>;
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
    duration: settings.duration > 0 ? settings.duration : defaults.duration,
    midOfViewBottomMargin: /^-?\d+(\.\d+)?(px|%)$/.test(settings.midOfViewBottomMargin.trim())
      ? settings.midOfViewBottomMargin.trim()
      : defaults.midOfViewBottomMargin,
    bottomInViewThresholds: thresholds.length > 0 ? thresholds : defaults.bottomInViewThresholds,
  };
}

const classes = ['scroll-animations--pending', 'scroll-animations--run'];

/** Back to exactly what the server rendered: visible, no classes or inline animation styles of ours. */
function show(element: HTMLElement, watched: Watched | undefined): void {
  watched?.cleanup.abort();
  element.classList.remove(...classes);
  element.style.animationName = '';
  element.style.animationDuration = '';
  element.style.animationDelay = '';
  if (element.getAttribute('style') === '') element.removeAttribute('style');
  delete element.dataset.scrollAnimations;
}

type AnimationsContext = ModuleContext<ValidSettings, undefined, AnimationsPage>;

/** Plays the element's animation once; afterwards it is left exactly as the server rendered it. */
function animate(element: HTMLElement, watched: Watched, ctx: AnimationsContext): void {
  const requested = element.dataset.animationtype ?? '';
  const type = knownTypes.has(requested) ? requested : 'fadeIn';
  const seconds = Number(element.dataset.animationduration);
  const delay = Number(element.dataset.animationdelay);
  watched.phase = 'running';
  ctx.page.observers.get(watched.offset)?.unobserve(element);
  element.dataset.scrollAnimations = 'running';
  element.style.animationDuration = `${seconds > 0 ? seconds : ctx.settings.duration}s`;
  if (delay > 0) element.style.animationDelay = `${delay}s`;
  element.style.animationName = `scroll-animations-${type}`;
  element.classList.replace('scroll-animations--pending', 'scroll-animations--run');
  element.addEventListener(
    'animationend',
    () => {
      show(element, watched);
      ctx.page.watched.delete(element);
      element.dataset.scrollAnimations = 'done';
    },
    { signal: watched.cleanup.signal },
  );
  ctx.bus.emit('scroll-animations:animate', { element, type });
}

export default defineModule({
  id: 'scroll-animations',
  stylesheet,
  settings: (site) =>
    validate(pickSettings(site.settings['scroll-animations'], defaults, 'scroll-animations')),
  page: (): AnimationsPage => ({ observers: new Map(), watched: new Map() }),
  init(ctx) {
    return () => {
      for (const observer of ctx.page.observers.values()) observer.disconnect();
      for (const [element, watched] of ctx.page.watched) show(element, watched);
      ctx.page.observers.clear();
      ctx.page.watched.clear();
    };
  },
  attach(element, ctx) {
    if (!(element instanceof HTMLElement)) return;
    const { settings, page } = ctx;
    if (!animationsRun(settings.status, ctx.viewport, settings.mobileMaxWidth)) return;

    const offset = parseOffset(element.dataset.animationoffset, settings.offset);
    let observer = page.observers.get(offset);
    if (!observer) {
      observer = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            const target = entry.target as HTMLElement;
            const watched = page.watched.get(target);
            if (!watched) continue;
            if (watched.phase === 'new') {
              // Already on screen (or scrolled past) when we arrive: hiding it now would make it
              // flicker, so it stays as the server rendered it.
              if (entry.boundingClientRect.top < innerHeight) {
                page.observers.get(watched.offset)?.unobserve(target);
                page.watched.delete(target);
                show(target, watched);
                target.dataset.scrollAnimations = 'done';
                continue;
              }
              watched.phase = 'pending';
              target.classList.add('scroll-animations--pending');
              target.dataset.scrollAnimations = 'pending';
            } else if (watched.phase === 'pending' && reachedOffset(watched.offset, entry)) {
              animate(target, watched, ctx);
            }
          }
        },
        observerOptions(offset, settings),
      );
      page.observers.set(offset, observer);
    }
    const watched: Watched = { phase: 'new', offset, cleanup: new AbortController() };
    page.watched.set(element, watched);
    // A keyboard visitor who tabs into a hidden block sees it at once.
    element.addEventListener(
      'focusin',
      () => {
        if (watched.phase === 'pending') animate(element, watched, ctx);
      },
      { signal: watched.cleanup.signal },
    );
    observer.observe(element);

    return () => {
      page.observers.get(offset)?.unobserve(element);
      page.watched.delete(element);
      show(element, watched);
    };
  },
  resize(ctx) {
    // Turned into a phone (or reduced motion was asked for): whatever still waits just shows.
    // ctx.viewport rather than the hook's argument: the kernel passes the viewport measured before
    // this resize (see the report on kernel/viewport.ts).
    if (animationsRun(ctx.settings.status, ctx.viewport, ctx.settings.mobileMaxWidth)) return;
    for (const [element, watched] of ctx.page.watched) {
      ctx.page.observers.get(watched.offset)?.unobserve(element);
      show(element, watched);
    }
    ctx.page.watched.clear();
  },
});
