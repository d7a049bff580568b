// The only parts of Swiper the full sections use, in one lazily imported file: static named imports
// let the bundler drop every other Swiper module.
export { Swiper } from 'swiper';
export { EffectFade, Keyboard, Mousewheel } from 'swiper/modules';
