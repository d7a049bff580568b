// The background slider's changes (THEME-MARKUP.md "background-slider": fade, slide with a
// direction, stack, zoom, slide-zoom-out, slide-zoom-in), as keyframes for the image that arrives
// and the one that leaves. Transforms and opacity only, so a change runs on the compositor and no
// script runs while it lasts. The leaving image stays visible until its keyframes end.

export const animationNames = ['fade', 'slide', 'stack', 'zoom', 'slide-zoom-out', 'slide-zoom-in'] as const;
export type BackgroundAnimation = (typeof animationNames)[number];

export const directionNames = ['up', 'down', 'left', 'right'] as const;
export type SlideDirection = (typeof directionNames)[number];

export interface ChangeFrames {
  enter: Keyframe[];
  leave: Keyframe[];
}

export function isAnimation(name: string | null): name is BackgroundAnimation {
  return (animationNames as readonly (string | null)[]).includes(name);
}

export function isDirection(name: string | null): name is SlideDirection {
  return (directionNames as readonly (string | null)[]).includes(name);
}

/** Where the arriving image comes from, for each direction the slides move in. */
const arrivals: Record<SlideDirection, string> = {
  up: 'translateY(100%)',
  down: 'translateY(-100%)',
  left: 'translateX(100%)',
  right: 'translateX(-100%)',
};
const departures: Record<SlideDirection, string> = {
  up: 'translateY(-100%)',
  down: 'translateY(100%)',
  left: 'translateX(-100%)',
  right: 'translateX(100%)',
};

const shown = { visibility: 'visible' } as const;
const slideIn = (direction: SlideDirection): Keyframe[] => [
  { transform: arrivals[direction] },
  { transform: 'none' },
];
const stay: Keyframe[] = [{ ...shown }, { ...shown }];
const shrinking = (scale: number): Keyframe[] => [
  { ...shown, transform: 'none', opacity: 1 },
  { ...shown, transform: `scale(${scale})`, opacity: 0.4 },
];

export function changeFrames(animation: BackgroundAnimation, direction: SlideDirection): ChangeFrames {
  switch (animation) {
    case 'fade':
      return {
        enter: [{ opacity: 0 }, { opacity: 1 }],
        leave: [
          { ...shown, opacity: 1 },
          { ...shown, opacity: 0 },
        ],
      };
    case 'slide':
      return {
        enter: slideIn(direction),
        leave: [
          { ...shown, transform: 'none' },
          { ...shown, transform: departures[direction] },
        ],
      };
    // The arriving image slides over the one that leaves, which stays where it is.
    case 'stack':
      return { enter: slideIn('left'), leave: stay };
    case 'zoom':
      return {
        enter: [{ opacity: 0 }, { opacity: 1 }],
        leave: [
          { ...shown, opacity: 1, transform: 'none' },
          { ...shown, opacity: 0, transform: 'scale(1.25)' },
        ],
      };
    case 'slide-zoom-out':
      return { enter: slideIn('left'), leave: shrinking(0.8) };
    case 'slide-zoom-in':
      return { enter: slideIn('left'), leave: shrinking(1.2) };
  }
}
