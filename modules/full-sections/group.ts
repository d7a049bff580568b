// A group of full sections as the module holds it (the root, its slides, the side navigation's link
// for each) and the two states the theme's stylesheet knows without a Swiper: ordinary content
// (`fusion-full-scroll-disabled`) and ready (`swiper-ready`: the first section shows).
import { markCurrent } from './section-nav';

export interface Group {
  root: HTMLElement;
  slides: HTMLElement[];
  links: (HTMLAnchorElement | undefined)[];
}

const containersIn = (slide: Element) => slide.querySelectorAll<HTMLElement>('.hundred-percent-height');

/** The sections as ordinary content: no Swiper, every container as tall as its content. */
export function disable(group: Group): void {
  group.root.classList.remove('swiper-ready');
  group.root.classList.add('fusion-full-scroll-disabled');
  for (const slide of group.slides) {
    slide.inert = false;
    for (const container of containersIn(slide)) container.style.height = 'auto';
  }
  markCurrent(group.links, -1);
}

/** The first section shows and the group waits, full height, for its Swiper. */
export function ready(group: Group, vertical: boolean): void {
  group.root.classList.remove('fusion-full-scroll-disabled');
  group.root.classList.add('swiper-ready', vertical ? 'swiper-vertical' : 'swiper-horizontal');
  for (const slide of group.slides) for (const container of containersIn(slide)) container.style.height = '';
}

/** Back to the server's markup (the module's cleanup). */
export function release(group: Group): void {
  group.root.classList.remove(
    'swiper-ready',
    'swiper-vertical',
    'swiper-horizontal',
    'fusion-full-scroll-disabled',
  );
  for (const slide of group.slides) for (const container of containersIn(slide)) container.style.height = '';
}
