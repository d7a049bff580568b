// lottie-web's light build (the SVG renderer, no expressions), as the lottie module's lazy part: its
// own chunk, fetched beside the module's when a page has a Lottie element (registry `along`), never
// imported where there is no DOM (it reads `navigator` and polls `document` as it loads).
export { default } from 'lottie-web/build/player/esm/lottie_light.min.js';
