// Swiper's free mode, fetched only for `scroll-…-free` animations.
export { FreeMode } from 'swiper/modules';
