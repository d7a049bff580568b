// The parts of Swiper the theme's item carousels use, in one lazily imported file: static named
// imports let the bundler drop every other Swiper module. The mouse wheel and free mode, used by few
// carousels, are their own files (item-carousel-extras.ts). No Autoplay module: rotation.ts keeps
// one timer per change instead.
export { Swiper } from 'swiper';
export { EffectFade, Navigation, Pagination } from 'swiper/modules';
