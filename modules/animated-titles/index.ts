// Animated titles (SPEC sections 2, 3, 9; THEME-MARKUP.md "animated-titles"): rotating titles
// (`.fusion-title-rotating`, whose phrases the theme's stylesheet hides until a script runs),
// highlights (`.fusion-title-highlight`: the shape is drawn by the theme's CSS once marked
// `awb-animate`) and scroll reveal (`data-scroll-reveal-*`, times in seconds). Reduced motion: the
// first phrase stays, highlights are drawn at once, every title shows its final state. Headings
// stay one readable string for screen readers. Titles to reveal are measured together, before any
// of them is split, so a page of titles costs one layout.
import { defineModule, type ModuleContext, pickSettings } from '../../kernel/contract';
import stylesheet from './animated-titles.css?url';
import { startHighlight } from './highlight';
import { isRevealEffect } from './reveal-effects';
import { type RotationOptions, startRotating } from './rotating-text';
import type { RevealBehavior, RevealOptions } from './scroll-reveal';
import type { SplitBasis } from './split-text';

export interface AnimatedTitlesSettings {
  /** Shortest time a rotating phrase is shown when the title gives none (`data-minDisplayTime`), in ms (SPEC section 9: 1200). */
  rotatingMinDisplayMs: number;
  /** One token's in or out animation of a rotating phrase, in ms. */
  rotatingEffectMs: number;
  /** Between one token and the next when a phrase comes in in sequence, in ms. */
  rotatingSequenceMs: number;
  /** Highlights (and rotations) start this long after the module starts, in ms (SPEC section 9: about 400). */
  highlightDelayMs: number;
  /** Scroll reveal when the title names only the effect. */
  reveal: {
    basis: SplitBasis;
    staggerMs: number;
    durationMs: number;
    delayMs: number;
    behavior: RevealBehavior;
    /** A title is split and started this near the viewport (an IntersectionObserver root margin). */
    nearMargin: string;
  };
}

const defaults = {
  rotatingMinDisplayMs: 1200,
  rotatingEffectMs: 600,
  rotatingSequenceMs: 40,
  highlightDelayMs: 400,
  reveal: {
    basis: 'words',
    staggerMs: 60,
    durationMs: 600,
    delayMs: 0,
    behavior: 'play',
    nearMargin: '50% 0px',
  },
} satisfies AnimatedTitlesSettings;

const bases: readonly string[] = ['chars', 'words', 'lines'];
const behaviors: readonly string[] = ['always', 'play', 'replay'];

interface RevealJob {
  title: HTMLElement;
  heading: Element;
  options: RevealOptions;
  /** Off: a title above the fold at load is left as printed (`data-scroll-reveal-above-fold`). */
  aboveFold: boolean;
  stop?: () => void;
}

interface TitlesPage {
  /** Every title waiting to be revealed, by its element. */
  jobs: Map<Element, RevealJob>;
  /** Titles that came near the viewport, to be measured and started in the next frame. */
  due: RevealJob[];
  /** The frame that reads and starts them (-1 while the reveal part loads). */
  frame: number;
  near?: IntersectionObserver;
  reveal?: Promise<typeof import('./scroll-reveal')>;
}

type Context = ModuleContext<AnimatedTitlesSettings, undefined, TitlesPage>;

/** A non-negative number attribute, or the fallback. */
function numberAttribute(element: Element, name: string, fallback: number): number {
  const value = Number.parseFloat(element.getAttribute(name) ?? '');
  return Number.isFinite(value) && value >= 0 ? value : fallback;
}

/** The builder prints scroll-reveal times in seconds; the settings are in ms. */
const secondsAttribute = (element: Element, name: string, fallbackMs: number) =>
  element.hasAttribute(name) ? numberAttribute(element, name, fallbackMs / 1000) * 1000 : fallbackMs;

const flag = (value: string | null) => ['1', 'true', 'yes'].includes((value ?? '').trim().toLowerCase());

function rotationOptions(title: HTMLElement, settings: AnimatedTitlesSettings): RotationOptions {
  const wrapper = title.querySelector('.fusion-animated-texts-wrapper');
  // An animated column around the title delays the first turn (the theme: its duration × 200 ms).
  const column = title.parentElement?.closest('[data-animationduration]');
  return {
    displayMs: wrapper
      ? numberAttribute(wrapper, 'data-mindisplaytime', settings.rotatingMinDisplayMs)
      : settings.rotatingMinDisplayMs,
    loop: title.matches('.fusion-animate-loop, .fusion-loop-on'),
    initialDelayMs: column ? numberAttribute(column, 'data-animationduration', 0) * 200 : 0,
    effectMs: settings.rotatingEffectMs,
    sequenceMs: settings.rotatingSequenceMs,
  };
}

/** Measures every title that came near (reads only), then splits and starts them (writes only). */
function flushReveals(ctx: Context, { readReveal, startReveal }: typeof import('./scroll-reveal')): void {
  ctx.page.frame = 0;
  const jobs = ctx.page.due
    .splice(0)
    .filter((job) => job.title.isConnected && ctx.page.jobs.get(job.title) === job);
  const readings = jobs.map((job) => ({
    // Above the fold: in the first screen of the page, wherever the visitor has scrolled since.
    skip: !job.aboveFold && job.title.getBoundingClientRect().top + scrollY < innerHeight,
    reading: readReveal(job.title, job.heading, job.options.basis),
  }));
  jobs.forEach((job, index) => {
    const { skip, reading } = readings[index]!;
    if (skip) job.title.dataset.scrollRevealState = 'shown';
    else job.stop = startReveal(job.title, job.heading, job.options, reading);
  });
}

/** One frame for every title that came near since the last one, once the reveal part is there. */
function scheduleReveals(ctx: Context): void {
  if (ctx.page.frame || ctx.page.due.length === 0 || !ctx.page.reveal) return;
  ctx.page.frame = -1;
  ctx.page.reveal.then(
    (part) => {
      ctx.page.frame = requestAnimationFrame(() => flushReveals(ctx, part));
    },
    (error: unknown) =>
      ctx.log.warn('the scroll-reveal part could not be loaded; titles stay as printed', error),
  );
}

/** A title is split and started when it comes near the viewport, so a page of titles is not all split at load. */
function queueReveal(ctx: Context, job: RevealJob): () => void {
  const { page } = ctx;
  // The splitting and the effects come in their own part, only for pages with scroll-reveal titles.
  page.reveal ??= import('./scroll-reveal');
  page.jobs.set(job.title, job);
  page.near ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const due = entry.isIntersecting && page.jobs.get(entry.target);
        if (!due) continue;
        page.near?.unobserve(entry.target);
        page.due.push(due);
      }
      scheduleReveals(ctx);
    },
    { rootMargin: ctx.settings.reveal.nearMargin },
  );
  page.near.observe(job.title);
  return () => {
    page.near?.unobserve(job.title);
    if (page.jobs.get(job.title) === job) page.jobs.delete(job.title);
    job.stop?.();
  };
}

export default defineModule<AnimatedTitlesSettings, undefined, TitlesPage>({
  id: 'animated-titles',
  stylesheet,
  settings: (site) => pickSettings(site.settings['animated-titles'], defaults, 'animated-titles'),
  page: () => ({ jobs: new Map(), due: [], frame: 0 }),
  init(ctx) {
    const title = ctx.element as HTMLElement;
    const { settings } = ctx;
    const reducedMotion = ctx.viewport.reducedMotion;
    const cleanups: (() => void)[] = [];

    if (title.classList.contains('fusion-title-rotating')) {
      const stop = startRotating(title, rotationOptions(title, settings), reducedMotion);
      if (stop) cleanups.push(stop);
    }

    if (title.classList.contains('fusion-title-highlight'))
      cleanups.push(startHighlight(title, settings.highlightDelayMs, reducedMotion));

    const effect = title.getAttribute('data-scroll-reveal-effect') ?? '';
    const heading =
      title.querySelector('.fusion-title-heading') ?? title.querySelector('h1, h2, h3, h4, h5, h6');
    if (effect && heading) {
      if (!isRevealEffect(effect))
        ctx.log.warn(`unknown scroll-reveal-effect "${effect}": the title is shown as it is`);
      else if (reducedMotion) title.dataset.scrollRevealState = 'shown';
      else {
        const basis = title.getAttribute('data-scroll-reveal-basis') ?? '';
        const behavior = title.getAttribute('data-scroll-reveal-behavior') ?? '';
        const aboveFold = title.getAttribute('data-scroll-reveal-above-fold');
        cleanups.push(
          queueReveal(ctx, {
            title,
            heading,
            // The builder's default: titles above the fold reveal too.
            aboveFold: aboveFold === null || flag(aboveFold),
            options: {
              effect,
              basis: (bases.includes(basis) ? basis : settings.reveal.basis) as SplitBasis,
              staggerMs: secondsAttribute(title, 'data-scroll-reveal-stagger', settings.reveal.staggerMs),
              durationMs: secondsAttribute(title, 'data-scroll-reveal-duration', settings.reveal.durationMs),
              delayMs: secondsAttribute(title, 'data-scroll-reveal-delay', settings.reveal.delayMs),
              behavior: (behaviors.includes(behavior)
                ? behavior
                : settings.reveal.behavior) as RevealBehavior,
            },
          }),
        );
      }
    }
    return () => {
      for (const cleanup of cleanups) cleanup();
    };
  },
});
