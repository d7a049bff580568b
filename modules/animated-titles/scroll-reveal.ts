// Scroll reveal (SPEC sections 2, 3): the heading's pieces run their effect, one after another by the
// stagger. Behaviours: `play` runs once, the first time the heading is in view; `replay` runs each
// time it comes into view (and resets when it leaves); `always` ties the effect to the scroll
// position itself (a ViewTimeline: the text assembles as it scrolls in, whole once the title is
// wholly in view, and comes apart as it scrolls back out), falling back to `replay` where scroll
// timelines are missing.
// IntersectionObserver and the Web Animations API do the work; the theme's old engine used GSAP.
import { keyframesFor, type RevealEffect } from './reveal-effects';
import { partnersOf, planLines, type SplitBasis, splitText } from './split-text';

export type RevealBehavior = 'always' | 'play' | 'replay';

export interface RevealOptions {
  effect: RevealEffect;
  basis: SplitBasis;
  staggerMs: number;
  durationMs: number;
  delayMs: number;
  behavior: RevealBehavior;
}

type ViewTimelineConstructor = new (options: { subject: Element; axis?: string }) => AnimationTimeline;

function viewTimelineFor(subject: Element): AnimationTimeline | undefined {
  const ViewTimeline = (window as unknown as { ViewTimeline?: ViewTimelineConstructor }).ViewTimeline;
  return ViewTimeline ? new ViewTimeline({ subject, axis: 'block' }) : undefined;
}

/** What a reveal needs to know of the page, read before anything is written. */
export interface RevealReading {
  colours: { from: string; to: string };
  /** The line of each word, for the `lines` basis. */
  lines: number[];
}

/** Layout and style reads only: run for a batch of titles before any of them is split. */
export function readReveal(title: HTMLElement, heading: Element, basis: SplitBasis): RevealReading {
  return {
    // The accent comes from the theme (`--reveal-colour` on the title), else the site's green.
    colours: {
      from: getComputedStyle(title).getPropertyValue('--reveal-colour').trim() || '#0b5d3b',
      to: getComputedStyle(heading).color,
    },
    lines: basis === 'lines' ? planLines(heading) : [],
  };
}

export function startReveal(
  title: HTMLElement,
  heading: Element,
  options: RevealOptions,
  reading: RevealReading,
): () => void {
  const split = splitText(heading, options.basis, reading.lines);
  const setState = (state: string) => {
    title.dataset.scrollRevealState = state;
  };
  const timeline = options.behavior === 'always' ? viewTimelineFor(title) : undefined;
  const count = split.pieces.length;
  const colours = reading.colours;
  const animations = split.pieces.flatMap((piece, index) => {
    const keyframes = keyframesFor(options.effect, Math.random, colours);
    return partnersOf(piece).map((element) =>
      timeline
        ? element.animate(keyframes, {
            timeline,
            fill: 'both',
            easing: 'ease-out',
            // Assembled once the title is wholly in view; each piece starts a little later on the
            // way in (the stagger as a share of the entry).
            rangeStart: `entry ${Math.round((index / Math.max(1, count)) * 50)}%`,
            rangeEnd: 'entry 100%',
          } as KeyframeAnimationOptions)
        : element.animate(keyframes, {
            duration: options.durationMs,
            delay: options.delayMs + index * options.staggerMs,
            fill: 'both',
            easing: 'ease-out',
          }),
    );
  });
  if (timeline) {
    setState('following');
    return () => {
      for (const animation of animations) animation.cancel();
      split.restore();
    };
  }

  const rewind = () => {
    for (const animation of animations) {
      animation.pause();
      animation.currentTime = 0;
    }
    setState('hidden');
  };
  let plays = 0;
  const play = () => {
    plays += 1;
    title.dataset.scrollRevealPlays = String(plays);
    setState('playing');
    for (const animation of animations) {
      animation.currentTime = 0;
      animation.play();
    }
    const round = plays;
    void Promise.all(animations.map((animation) => animation.finished)).then(
      () => {
        if (round !== plays) return;
        // The final state is the text as the theme shows it: let go of the effects entirely.
        for (const animation of animations) animation.cancel();
        setState('shown');
      },
      () => {},
    );
  };
  rewind();
  const observer = new IntersectionObserver(
    ([entry]) => {
      if (!entry) return;
      if (entry.isIntersecting) {
        play();
        if (options.behavior === 'play') observer.disconnect();
      } else if (plays > 0) rewind();
    },
    // In view means a little way past the bottom edge, so the effect is seen.
    { rootMargin: '0px 0px -10% 0px' },
  );
  observer.observe(title);
  return () => {
    observer.disconnect();
    for (const animation of animations) animation.cancel();
    split.restore();
  };
}
