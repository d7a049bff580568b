// How a group of full sections moves, from its `data-animation` (THEME-MARKUP.md "full-sections"):
// `slide`, `stack`, `zoom`, `slide-zoom-out` and `slide-zoom-in` change sections vertically (the
// last four with a transition of our own), `scroll…` values slide horizontally, `-free` without
// snapping to a section, `-left` from the other side.
/** The animations that move the sections with our own transition (group-transition.ts). */
export const creativeAnimations = ['stack', 'zoom', 'slide-zoom-out', 'slide-zoom-in'] as const;
export type CreativeAnimation = (typeof creativeAnimations)[number];

export interface Motion {
  direction: 'vertical' | 'horizontal';
  /** The creative effect the transition uses, or undefined for a plain slide. */
  creative?: CreativeAnimation;
  free: boolean;
  /** Slides come in from the left (a right-to-left horizontal track). */
  reverse: boolean;
}

export function motionFor(animation: string | null): Motion {
  const name = (animation ?? '').trim().toLowerCase();
  if (name.startsWith('scroll'))
    return {
      direction: 'horizontal',
      free: /(^|-)free($|-)/.test(name),
      reverse: /(^|-)left($|-)/.test(name),
    };
  const creative = creativeAnimations.find((animation) => animation === name);
  return { direction: 'vertical', free: false, reverse: false, ...(creative ? { creative } : {}) };
}

/** `data-speed` in ms, else the default. */
export function speedOf(value: string | null, fallback: number): number {
  const parsed = value === null || value.trim() === '' ? Number.NaN : Number(value);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
}
