// The scroll-reveal effects (SPEC section 2): the keyframes each piece runs, from hidden to its final
// state. The final state is always the piece as the theme shows it (no transform, full opacity, no
// filter), so reduced motion and the end of every animation look the same.

export const revealEffects = [
  'color_change',
  'unblur',
  'random_assemble',
  'slide_up',
  'slide_down',
  'turn',
  'rotate',
  'scale_up',
] as const;

export type RevealEffect = (typeof revealEffects)[number];

export function isRevealEffect(value: string): value is RevealEffect {
  return (revealEffects as readonly string[]).includes(value);
}

const final: Keyframe = { opacity: 1, transform: 'none', filter: 'none' };

/** The colour change runs from the title's accent colour to the heading's own (both readable). */
export interface RevealColours {
  from: string;
  to: string;
}

/** Keyframes for one piece; `random` (0 to 1) scatters the random assembly. */
export function keyframesFor(
  effect: RevealEffect,
  random: () => number = Math.random,
  colours: RevealColours = { from: 'currentColor', to: 'currentColor' },
): Keyframe[] {
  switch (effect) {
    case 'color_change':
      return [
        { ...final, color: colours.from },
        { ...final, color: colours.to },
      ];
    case 'unblur':
      return [{ opacity: 0, transform: 'none', filter: 'blur(10px)' }, final];
    case 'random_assemble': {
      const x = Math.round((random() - 0.5) * 200);
      const y = Math.round((random() - 0.5) * 120);
      const turn = Math.round((random() - 0.5) * 180);
      return [
        { opacity: 0, transform: `translate(${x}px, ${y}px) rotate(${turn}deg)`, filter: 'none' },
        final,
      ];
    }
    case 'slide_up':
      return [{ opacity: 0, transform: 'translateY(100%)', filter: 'none' }, final];
    case 'slide_down':
      return [{ opacity: 0, transform: 'translateY(-100%)', filter: 'none' }, final];
    case 'turn':
      return [{ opacity: 0, transform: 'perspective(400px) rotateX(-90deg)', filter: 'none' }, final];
    case 'rotate':
      return [{ opacity: 0, transform: 'rotate(-45deg)', filter: 'none' }, final];
    case 'scale_up':
      return [{ opacity: 0, transform: 'scale(0)', filter: 'none' }, final];
  }
}
