// The background slider's effects (SPEC section 2): keyframes for the slide that enters and the one
// that leaves. Transforms and opacity only, so transitions run on the compositor.

export const effectNames = [
  'fade',
  'slide',
  'slide-left',
  'slide-right',
  'slide-up',
  'slide-down',
  'stack',
  'zoom',
  'slide-zoom',
] as const;

export type BackgroundEffect = (typeof effectNames)[number];

export interface EffectFrames {
  enter: Keyframe[];
  leave: Keyframe[];
}

const shift = (axis: 'X' | 'Y', from: number, to: number): Keyframe[] => [
  { transform: `translate${axis}(${from}%)` },
  { transform: `translate${axis}(${to}%)` },
];

const still: Keyframe[] = [{ opacity: 1 }, { opacity: 1 }];

export const effects: Record<BackgroundEffect, EffectFrames> = {
  fade: { enter: [{ opacity: 0 }, { opacity: 1 }], leave: [{ opacity: 1 }, { opacity: 0 }] },
  // `slide` is the theme's name for sliding in from the right, like `slide-left`.
  slide: { enter: shift('X', 100, 0), leave: shift('X', 0, -100) },
  'slide-left': { enter: shift('X', 100, 0), leave: shift('X', 0, -100) },
  'slide-right': { enter: shift('X', -100, 0), leave: shift('X', 0, 100) },
  'slide-up': { enter: shift('Y', 100, 0), leave: shift('Y', 0, -100) },
  'slide-down': { enter: shift('Y', -100, 0), leave: shift('Y', 0, 100) },
  // The new slide slides over the old one, which stays put underneath.
  stack: { enter: shift('X', 100, 0), leave: still },
  zoom: {
    enter: [
      { opacity: 0, transform: 'scale(1.25)' },
      { opacity: 1, transform: 'scale(1)' },
    ],
    leave: [{ opacity: 1 }, { opacity: 0 }],
  },
  'slide-zoom': {
    enter: shift('X', 100, 0),
    leave: [
      { opacity: 1, transform: 'scale(1)' },
      { opacity: 0.4, transform: 'scale(0.8)' },
    ],
  },
};

export function isEffect(name: string | null): name is BackgroundEffect {
  return (effectNames as readonly (string | null)[]).includes(name);
}
