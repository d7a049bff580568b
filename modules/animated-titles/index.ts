// Animated titles (SPEC sections 2, 3, 9): rotating text, highlights that draw in about 400 ms after
// load, and scroll-reveal effects on the theme's `.fusion-title` headings. Reduced motion shows every
// title in its final state at once. The heading stays one readable string for screen readers.
import { defineModule, pickSettings } from '../../kernel/contract';
import stylesheet from './animated-titles.css?url';
import { isRevealEffect } from './reveal-effects';
import { startRotating } from './rotating-text';
import { type RevealBehavior, startReveal } from './scroll-reveal';
import type { SplitBasis } from './split-text';

export interface AnimatedTitlesSettings {
  /** Shortest time a rotating word is shown, in ms (SPEC section 9: 1200). */
  rotatingMinDisplayMs: number;
  /** Highlights start drawing this long after the title starts, in ms (SPEC section 9: about 400). */
  highlightDelayMs: number;
  /** Scroll reveal when the title names only the effect. */
  reveal: {
    basis: SplitBasis;
    staggerMs: number;
    durationMs: number;
    delayMs: number;
    behavior: RevealBehavior;
  };
}

const defaults = {
  rotatingMinDisplayMs: 1200,
  highlightDelayMs: 400,
  reveal: { basis: 'words', staggerMs: 60, durationMs: 600, delayMs: 0, behavior: 'play' },
} satisfies AnimatedTitlesSettings;

const bases: readonly string[] = ['chars', 'words', 'lines'];
const behaviors: readonly string[] = ['always', 'play', 'replay'];

function numberAttribute(element: Element, name: string, fallback: number): number {
  const value = Number.parseFloat(element.getAttribute(name) ?? '');
  return Number.isFinite(value) && value >= 0 ? value : fallback;
}

export default defineModule<AnimatedTitlesSettings>({
  id: 'animated-titles',
  stylesheet,
  settings: (site) => pickSettings(site.settings['animated-titles'], defaults, 'animated-titles'),
  init(ctx) {
    const title = ctx.element as HTMLElement;
    const { settings, signal } = ctx;
    const reducedMotion = ctx.viewport.reducedMotion;
    const cleanups: (() => void)[] = [];

    const words = title.querySelector<HTMLElement>('.fusion-animated-texts');
    if (words) {
      const displayMs = Math.max(
        settings.rotatingMinDisplayMs,
        numberAttribute(words, 'data-display-time', settings.rotatingMinDisplayMs),
      );
      startRotating(words, { displayMs }, reducedMotion, signal);
    }

    if (title.querySelector('.fusion-highlighted-text')) {
      if (reducedMotion) title.classList.add('animated-titles--highlighted');
      else {
        const timer = setTimeout(
          () => title.classList.add('animated-titles--highlighted'),
          settings.highlightDelayMs,
        );
        cleanups.push(() => clearTimeout(timer));
      }
      cleanups.push(() => title.classList.remove('animated-titles--highlighted'));
    }

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
        cleanups.push(
          startReveal(title, heading, {
            effect,
            basis: (bases.includes(basis) ? basis : settings.reveal.basis) as SplitBasis,
            staggerMs: numberAttribute(title, 'data-scroll-reveal-stagger', settings.reveal.staggerMs),
            durationMs: numberAttribute(title, 'data-scroll-reveal-duration', settings.reveal.durationMs),
            delayMs: numberAttribute(title, 'data-scroll-reveal-delay', settings.reveal.delayMs),
            behavior: (behaviors.includes(behavior) ? behavior : settings.reveal.behavior) as RevealBehavior,
          }),
        );
      }
    }
    return () => {
      for (const cleanup of cleanups) cleanup();
    };
  },
});
