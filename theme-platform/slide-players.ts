// Players inside carousel slides (the builder's sliders and the Avada Slider): arriving on a slide
// plays its players when the slide says so and mutes them when it says so, leaving pauses them, and
// a slide whose embedded provider video loops holds the rotation while it shows (as the theme does
// for a looping Vimeo slide: such a loop never ends on its own). The
// theme prints the flags on the slide (`li[data-autoplay="yes"][data-mute="yes"][data-loop="yes"]`);
// a video element inside may carry its own (`.fusion-video[data-autoplay="1"]`, `video[autoplay]`).
import type { Carousel } from './carousel';
import { commandPlayer, playersIn } from './embedded-player';

/** Self-hosted videos that were printed with `autoplay`, which the carousel now starts itself. */
const printedAutoplay = new WeakSet<Element>();

const autoplays = (slide: Element, player: Element) =>
  slide.getAttribute('data-autoplay') === 'yes' ||
  player.closest('.fusion-video')?.getAttribute('data-autoplay') === '1' ||
  printedAutoplay.has(player);

/** The browser would play every `video[autoplay]` at once, on hidden slides too: the carousel decides. */
export function takeOverSlideVideos(slides: readonly HTMLElement[]): void {
  for (const slide of slides)
    for (const video of slide.querySelectorAll('video')) {
      if (video.autoplay) printedAutoplay.add(video);
      video.autoplay = false;
      video.pause();
    }
}

/**
 * Pauses the players of every slide but `index` and starts those of `index` that autoplay (unless
 * `still`). Returns whether the shown slide holds a player.
 */
export function switchSlidePlayers(
  slides: readonly HTMLElement[],
  index: number,
  carousel: Carousel,
  still: boolean,
): boolean {
  slides.forEach((slide, at) => {
    if (at === index) return;
    for (const player of playersIn(slide)) commandPlayer(player, 'pause');
  });
  const slide = slides[index];
  const players = slide ? playersIn(slide) : [];
  for (const player of players) {
    if (slide!.getAttribute('data-mute') === 'yes') commandPlayer(player, 'mute');
    if (!still && autoplays(slide!, player)) commandPlayer(player, 'play');
  }
  // An embedded provider player looping on its own never ends; a self-hosted loop lets the slides go on.
  const embedded = players.some((player) => player instanceof HTMLIFrameElement);
  carousel.hold('looping-video', embedded && slide!.getAttribute('data-loop') === 'yes');
  return players.length > 0;
}
