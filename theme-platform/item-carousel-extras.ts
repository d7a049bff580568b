// Swiper's mouse wheel and free mode, fetched only for a carousel whose settings ask for them
// (item-carousel.ts): most of the theme's carousels use neither.
export { FreeMode, Mousewheel } from 'swiper/modules';
