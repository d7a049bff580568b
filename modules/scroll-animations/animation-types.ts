// The entrance animations the page builder offers (THEME-MARKUP.md, "scroll-animations"): the type
// plus "In" plus a direction, or a type that takes none. The theme's stylesheet holds a keyframe
// rule for each under `.do-animate .<type>`; the module adds the type as a class and the theme's CSS
// plays it. Listed here so the README, the demo's stylesheet and the tests agree on the whole set.
const withDirection = ['bounce', 'fade', 'slide', 'zoom'] as const;
const directions = ['', 'Down', 'Up', 'Left', 'Right'] as const;

export const animationTypes: readonly string[] = [
  ...withDirection.flatMap((type) => directions.map((direction) => `${type}In${direction}`)),
  // Older builders print the attention seekers without "In", bounce among them.
  'bounce',
  'flash',
  'shake',
  'rubberBand',
  'flipinx',
  'flipiny',
  'lightspeedin',
];
