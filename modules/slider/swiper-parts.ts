// The only parts of Swiper the slider uses, in one lazily imported file: static named imports let
// the bundler drop every other Swiper module (a dynamic import of 'swiper/modules' keeps them all).
export { Swiper } from 'swiper';
export { Autoplay, EffectFade } from 'swiper/modules';
