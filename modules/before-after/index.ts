// The builder's Image Before & After element, type "slide" (`.fusion-image-before-after` inside
// `.fusion-image-before-after-wrapper`, docs/theme-markup/before-after.md): two stacked images and
// a handle that shows more of one or the other. The theme's stylesheet takes both images out of the
// flow, so the element has no height until a script gives it one: this module's stylesheet keeps
// the first image in the flow instead (no measuring, no resize listener), and the images are cut
// at the handle with `clip-path` percentages. The handle moves by dragging (the handle only, or the
// whole image, as the element says), by hovering, by a click on the image, and by the keyboard as a
// WAI-ARIA slider.
import { defineModule, pickSettings } from '../../kernel/contract';
import stylesheet from './before-after.css?url';
import { clips, type Orientation, printedOffset, shareAfterKey, shareAt } from './handle-position';

export interface BeforeAfterSettings {
  /** The handle's accessible name. */
  label: string;
  /** The two images' names in the handle's value text where the element prints no labels. */
  beforeText: string;
  afterText: string;
  /** A key press moves the handle by this share (arrows), or by `pageStep` (Page Up / Down). */
  step: number;
  pageStep: number;
  /** A click on the image glides the handle there in this time, in ms (0 or reduced motion: at once). */
  clickMoveMs: number;
}

const defaults = {
  label: 'Voor en na vergelijken',
  beforeText: 'Voor',
  afterText: 'Na',
  step: 0.05,
  pageStep: 0.25,
  clickMoveMs: 300,
} satisfies BeforeAfterSettings;

const flag = (value: string | undefined) => value === 'true';

export default defineModule<BeforeAfterSettings>({
  id: 'before-after',
  stylesheet,
  settings: (site) => pickSettings(site.settings['before-after'], defaults, 'before-after'),
  init(ctx) {
    const { settings, signal } = ctx;
    const element = ctx.element as HTMLElement;
    const images = element.querySelectorAll<HTMLImageElement>(':scope > img');
    const handle = element.querySelector<HTMLElement>(':scope > .fusion-image-before-after-handle');
    const [first, last] = [images[0], images[images.length - 1]];
    if (!first || !last || first === last || !handle) {
      ctx.log.warn('a before/after element needs two images and a handle: left as printed', element);
      return;
    }
    const orientation: Orientation = element.dataset.orientation === 'vertical' ? 'vertical' : 'horizontal';
    // The builder's defaults: dragging by the handle only unless it prints otherwise.
    const handleOnly =
      element.dataset.moveWithHandleOnly === undefined || flag(element.dataset.moveWithHandleOnly);
    const onHover = flag(element.dataset.moveSliderOnHover);
    const clickToMove = flag(element.dataset.clickToMove);
    const label = (name: string) =>
      element.querySelector(`.fusion-image-before-after-${name}-label`)?.getAttribute('data-content')?.trim();
    const names = [label('before') || settings.beforeText, label('after') || settings.afterText];
    const wrapper = element.closest('.fusion-image-before-after-wrapper');

    let share = printedOffset(element.dataset.offset);
    const place = (next: number) => {
      share = next;
      const cut = clips(share, orientation);
      first.style.clipPath = cut.start;
      // As the theme: the last image is cut too, unless it is the "before" one (right to left).
      if (!last.classList.contains('fusion-image-before-after-before')) last.style.clipPath = cut.end;
      handle.style[orientation === 'vertical' ? 'top' : 'left'] = `${share * 100}%`;
      const percent = Math.round(share * 100);
      handle.setAttribute('aria-valuenow', String(percent));
      handle.setAttribute('aria-valuetext', `${names[0]} ${percent}%, ${names[1]} ${100 - percent}%`);
    };

    handle.tabIndex = 0;
    handle.setAttribute('role', 'slider');
    handle.setAttribute('aria-label', settings.label);
    handle.setAttribute('aria-valuemin', '0');
    handle.setAttribute('aria-valuemax', '100');
    handle.setAttribute('aria-orientation', orientation);
    element.classList.add('initialized', `before-after--${orientation}`);
    for (const image of images) image.draggable = false;
    // The labels printed outside the image wait, hidden, for the script (`visible`).
    for (const outside of wrapper?.querySelectorAll('.before-after-label-out-image-up-down') ?? [])
      outside.classList.add('visible');
    place(share);

    let glide = 0;
    const stopGlide = () => cancelAnimationFrame(glide);
    const at = (event: PointerEvent) =>
      shareAt(element.getBoundingClientRect(), event.clientX, event.clientY, orientation);

    const dragTarget = handleOnly ? handle : element;
    dragTarget.classList.add('before-after__grip');
    let dragging = false;
    dragTarget.addEventListener(
      'pointerdown',
      (event) => {
        if (event.button !== 0) return;
        stopGlide();
        dragging = true;
        element.classList.add('active');
        dragTarget.setPointerCapture(event.pointerId);
        place(at(event));
      },
      { signal },
    );
    dragTarget.addEventListener('pointermove', (event) => dragging && place(at(event)), { signal });
    const release = () => {
      dragging = false;
      element.classList.remove('active');
    };
    dragTarget.addEventListener('pointerup', release, { signal });
    dragTarget.addEventListener('pointercancel', release, { signal });

    if (onHover) {
      element.addEventListener('pointerenter', () => element.classList.add('active'), { signal });
      element.addEventListener('pointermove', (event) => event.pointerType === 'mouse' && place(at(event)), {
        signal,
      });
      element.addEventListener('pointerleave', () => !dragging && element.classList.remove('active'), {
        signal,
      });
    }

    if (clickToMove)
      element.addEventListener(
        'click',
        (event) => {
          if (handle.contains(event.target as Node)) return;
          const from = share;
          const to = at(event as PointerEvent);
          const duration = ctx.viewport.reducedMotion ? 0 : settings.clickMoveMs;
          stopGlide();
          if (duration <= 0) return place(to);
          const start = performance.now();
          // The theme's easeOutCubic, by frame: a custom property's percentage cannot be animated
          // by the Web Animations API without registering it, and two clip paths and the handle
          // must move together.
          const step = (now: number) => {
            const t = Math.min(1, (now - start) / duration);
            place(from + (to - from) * (1 - (1 - t) ** 3));
            if (t < 1) glide = requestAnimationFrame(step);
          };
          glide = requestAnimationFrame(step);
        },
        { signal },
      );

    handle.addEventListener(
      'keydown',
      (event) => {
        const next = shareAfterKey(share, event.key, settings.step, settings.pageStep);
        if (next === undefined) return;
        event.preventDefault();
        stopGlide();
        place(next);
      },
      { signal },
    );

    return () => {
      stopGlide();
      for (const image of images) image.style.clipPath = '';
      handle.style.left = handle.style.top = '';
    };
  },
});
