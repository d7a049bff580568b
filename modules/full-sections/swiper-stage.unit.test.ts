// The group's Swiper is built over three tasks (issue 17: no task of ours over 50 ms): the stage's
// chunk, Swiper's construction, and its first layout each run in a task of their own.
import { afterEach, describe, expect, it } from 'vitest';
import type { ModuleContext } from '../../kernel/contract';
import type { Group } from './group';
import type { FullSectionsSettings } from './index';
import { build } from './swiper-stage';

afterEach(() => {
  document.body.innerHTML = '';
});

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

function group(): Group {
  document.body.innerHTML = `
    <div class="awb-swiper-full-sections swiper" data-animation="slide" data-speed="700">
      <div class="swiper-wrapper">
        <div class="swiper-slide" id="schuur"><h2>De schuur</h2></div>
        <div class="swiper-slide" id="winkel"><h2>De winkel</h2></div>
      </div>
    </div>`;
  const root = document.querySelector<HTMLElement>('.awb-swiper-full-sections')!;
  return { root, slides: [...root.querySelectorAll<HTMLElement>('.swiper-slide')], links: [] };
}

/** What `build` reads of its module's context. */
function context(): ModuleContext<FullSectionsSettings> {
  return {
    settings: { speedMs: 700, focusDelayMs: 50 },
    viewport: { reducedMotion: false },
    bus: { emit: () => {} },
  } as unknown as ModuleContext<FullSectionsSettings>;
}

describe('full-sections: building the Swiper', () => {
  it('neither constructs nor lays out the Swiper in the task that asked for it', async () => {
    const { root, slides } = group();
    build({ root, slides, links: [] }, context());
    await Promise.resolve();
    expect(root.classList.contains('swiper-initialized')).toBe(false);
    await nextTask();
    // Constructed now, not yet laid out: nothing on the page has changed.
    expect(root.classList.contains('swiper-initialized')).toBe(false);
    expect(slides[1]!.inert).toBe(false);
    await nextTask();
    await nextTask();
    expect(root.classList.contains('swiper-initialized')).toBe(true);
    expect(slides.map((slide) => slide.inert)).toEqual([false, true]);
  });

  it('a link into the group clicked before the Swiper is ready opens its section once it is', async () => {
    const { root, slides } = group();
    document.body.insertAdjacentHTML('beforeend', '<a href="#winkel">Naar de winkel</a>');
    build({ root, slides, links: [] }, context());
    const link = document.querySelector<HTMLAnchorElement>('a[href="#winkel"]')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    // Taken over by the group (no jump to a section that is not shown), and not lost.
    expect(click.defaultPrevented).toBe(true);
    for (let task = 0; task < 3; task++) await nextTask();
    expect(slides.map((slide) => slide.inert)).toEqual([true, false]);
  });

  it('taken down before its first layout, the Swiper never touches the page', async () => {
    const { root, slides } = group();
    const takeDown = build({ root, slides, links: [] }, context());
    await nextTask();
    takeDown();
    for (let task = 0; task < 3; task++) await nextTask();
    expect(root.classList.contains('swiper-initialized')).toBe(false);
    expect(root.hasAttribute('style')).toBe(false);
    expect(slides.map((slide) => slide.inert)).toEqual([false, false]);
  });
});
