// The only parts of Swiper a carousel uses, in one lazily imported file: static named imports let
// the bundler drop every other Swiper module (a dynamic import of 'swiper/modules' keeps them all).
// No Autoplay module: its timer wakes on every animation frame while it waits; carousel.ts keeps
// one timer per slide change instead.
export { Swiper } from 'swiper';
export { EffectFade } from 'swiper/modules';
