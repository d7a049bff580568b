// The transitions of the creative group animations (stack, zoom, slide-zoom-out, slide-zoom-in) as a
// small Swiper module of our own: the sections lie on top of each other (Swiper moves nothing
// itself: `virtualTranslate`), and each one's place, size and opacity follow its progress between
// "previous" (leaving), current and "next" (coming). One style write per section per step of the
// transition, on the compositor (transform and opacity).
import type { SwiperModule } from 'swiper/types';
import type { CreativeAnimation } from './swiper-options';

/** How a section looks fully off to one side: moved (px, or % of its own size), scaled, faded. */
interface OffLook {
  move?: [x: string, y: string];
  scale?: number;
  opacity?: number;
}

interface Look {
  previous: OffLook;
  next: OffLook;
}

/** Our presets for the theme's animation names. */
export const groupLooks: Record<CreativeAnimation, Look> = {
  // The next section slides up over the current one, which sinks back and fades.
  stack: { previous: { move: ['0px', '-6%'], scale: 0.88, opacity: 0 }, next: { move: ['0px', '100%'] } },
  // Sections zoom through each other in place.
  zoom: { previous: { scale: 1.2, opacity: 0 }, next: { scale: 0.8, opacity: 0 } },
  // A slide that grows as it leaves.
  'slide-zoom-out': {
    previous: { move: ['0px', '-100%'], scale: 1.3, opacity: 0 },
    next: { move: ['0px', '100%'], scale: 1.3, opacity: 0 },
  },
  // A slide that shrinks as it leaves.
  'slide-zoom-in': {
    previous: { move: ['0px', '-100%'], scale: 0.85, opacity: 0 },
    next: { move: ['0px', '100%'], scale: 0.85, opacity: 0 },
  },
};

/** A section's style at `progress` (-1 next … 0 current … 1 previous), sitting `offset` px down the track. */
export function sectionStyle(
  look: Look,
  progress: number,
  offset: number,
): { transform: string; opacity: string } {
  const share = Math.min(Math.abs(progress), 1);
  const off = progress > 0 ? look.previous : look.next;
  const [x, y] = off.move ?? ['0px', '0px'];
  const scale = 1 - (1 - (off.scale ?? 1)) * share;
  const opacity = 1 - (1 - (off.opacity ?? 1)) * share;
  // Back to the top of the track (all sections in one place), then moved by its share of the look.
  const transform = `translate3d(calc(${x} * ${share}), calc(${-offset}px + ${y} * ${share}), 0) scale(${scale})`;
  return { transform, opacity: String(opacity) };
}

/** The Swiper module; give the group `virtualTranslate: true` and `watchSlidesProgress: true`. */
export function groupTransition(look: Look): SwiperModule {
  return ({ swiper, on }) => {
    on('setTranslate', () => {
      const count = swiper.slides.length;
      for (const slide of swiper.slides) {
        const progress = (slide as HTMLElement & { progress: number }).progress;
        const offset = (slide as HTMLElement & { swiperSlideOffset: number }).swiperSlideOffset;
        const { transform, opacity } = sectionStyle(look, progress, offset);
        slide.style.transform = transform;
        slide.style.opacity = opacity;
        slide.style.zIndex = String(count - Math.abs(Math.round(progress)));
      }
    });
    on('setTransition', (_, duration) => {
      for (const slide of swiper.slides) slide.style.transitionDuration = `${duration}ms`;
      if (!duration) return;
      // The track itself never moves, so Swiper hears of the end of a change from the sections:
      // the first that finishes tells it, as the track's own transition would.
      let told = false;
      const done = (event: TransitionEvent) => {
        if (told || swiper.destroyed || event.target !== event.currentTarget) return;
        told = true;
        for (const slide of swiper.slides) slide.removeEventListener('transitionend', done);
        swiper.animating = false;
        swiper.wrapperEl.dispatchEvent(new Event('transitionend', { bubbles: true }));
      };
      for (const slide of swiper.slides) slide.addEventListener('transitionend', done);
    });
  };
}
