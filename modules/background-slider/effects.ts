// The background slider's changes (THEME-MARKUP.md "background-slider": fade, slide with a
// direction, stack, zoom, slide-zoom-out, slide-zoom-in), as keyframes for the image that arrives
// and the one that leaves. Transforms and opacity move, so a change runs on the compositor and no
// script runs while it lasts; visibility and stacking ride along and stay when the keyframes end
// (fill forwards), so a change writes nothing to the page (another script watching the page, such
// as lazysizes, is not woken by it).

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

const slideIn = (direction: SlideDirection): Keyframe[] => [
  { transform: arrivals[direction] },
  { transform: 'none' },
];
const stay: Keyframe[] = [{}, {}];
const shrinking = (scale: number): Keyframe[] => [
  { transform: 'none', opacity: 1 },
  { transform: `scale(${scale})`, opacity: 0.4 },
];

/** How each animation moves the two images. */
function motion(animation: BackgroundAnimation, direction: SlideDirection): ChangeFrames {
  switch (animation) {
    case 'fade':
      return { enter: [{ opacity: 0 }, { opacity: 1 }], leave: [{ opacity: 1 }, { opacity: 0 }] };
    case 'slide':
      return {
        enter: slideIn(direction),
        leave: [{ transform: 'none' }, { transform: departures[direction] }],
      };
    // The arriving image slides over the one that leaves, which stays where it is.
    case 'stack':
      return { enter: slideIn('left'), leave: stay };
    case 'zoom':
      return {
        enter: [{ opacity: 0 }, { opacity: 1 }],
        leave: [
          { opacity: 1, transform: 'none' },
          { opacity: 0, transform: 'scale(1.25)' },
        ],
      };
    case 'slide-zoom-out':
      return { enter: slideIn('left'), leave: shrinking(0.8) };
    case 'slide-zoom-in':
      return { enter: slideIn('left'), leave: shrinking(1.2) };
  }
}

/**
 * The keyframes of a change: the arriving image visible on top from the start and staying so; the
 * leaving one visible beneath while it moves and hidden at the end.
 */
export function changeFrames(animation: BackgroundAnimation, direction: SlideDirection): ChangeFrames {
  const { enter, leave } = motion(animation, direction);
  return {
    enter: enter.map((frame) => ({ ...frame, visibility: 'visible', zIndex: 2 })),
    leave: leave.map((frame, at) => ({
      ...frame,
      visibility: at === leave.length - 1 ? 'hidden' : 'visible',
      zIndex: 1,
    })),
  };
}
