// The Swiper of a group of full sections, built when the group comes near the viewport (its set-up
// is the costly part, so it is a part of its own, with Swiper): the wheel (released at the first and
// the last section), the keys, the side navigation and any in-page link into the group change the
// section with the group's animation and speed; the current link is `active`, menus mark
// `current-menu-item`, sections out of view are inert, and a fragment pointing into the group opens
// its section.
import { Swiper } from 'swiper';
import { Keyboard, Mousewheel } from 'swiper/modules';
import { type ModuleContext, yieldToPage } from '../../kernel/contract';
import { disable, type Group } from './group';
import { groupLooks, groupTransition } from './group-transition';
import type { FullSectionsSettings } from './index';
import { markCurrent, syncMenus } from './section-nav';
import { motionFor, speedOf } from './swiper-options';

const touchDevice = () => 'ontouchstart' in window || navigator.maxTouchPoints > 0;

/** The fixed admin bar's height (it covers the window's top), else 0. */
function adminBarHeight(): number {
  const bar = document.getElementById('wpadminbar');
  return bar && getComputedStyle(bar).position === 'fixed' ? bar.offsetHeight : 0;
}

/**
 * Scrolls the group's top to the window's top, below a fixed admin bar, as the theme's script does:
 * the group is as high as the window less the admin bar, so only there is it seen whole. (Not
 * `scrollIntoView`: it follows the page's scroll padding, which the sticky header sets for anchor
 * jumps, and would leave the group's bottom under the fold.)
 */
function scrollToGroup(root: HTMLElement, instant: boolean): void {
  const top = root.getBoundingClientRect().top + scrollY - adminBarHeight();
  scrollTo({ top, behavior: instant ? 'instant' : 'smooth' });
}

/** The slide a fragment points into (`#id` of a slide, its container anchor, or anything inside), or -1. */
function slideFor(group: Group, hash: string): number {
  if (hash.length < 2) return -1;
  let target: Element | null = null;
  try {
    target = document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return -1;
  }
  const slide = target && group.root.contains(target) ? target.closest('.swiper-slide') : null;
  return slide ? group.slides.indexOf(slide as HTMLElement) : -1;
}

/** Builds the Swiper; returns what takes it down again. */
export function build(group: Group, ctx: ModuleContext<FullSectionsSettings>): () => void {
  const { root, slides, links } = group;
  const abort = new AbortController();
  const motion = motionFor(root.getAttribute('data-animation'));
  const reducedMotion = ctx.viewport.reducedMotion;
  const speed = reducedMotion ? 0 : speedOf(root.getAttribute('data-speed'), ctx.settings.speedMs);
  let swiper: Swiper | undefined;
  /** A section asked for (a link, the address) before the Swiper was ready: opened once it is. */
  let asked: { index: number; focus: boolean } | undefined;
  let focusTimer: ReturnType<typeof setTimeout> | undefined;

  const show = (index: number) => {
    slides.forEach((slide, position) => {
      // Sections out of view are out of the tab order and the accessibility tree.
      slide.inert = position !== index;
    });
    markCurrent(links, index);
    syncMenus(slides, index);
    ctx.bus.emit('full-sections:change', { element: root, index });
  };
  const goTo = (index: number, focus: boolean) => {
    if (index < 0) return;
    if (!swiper) {
      asked = { index, focus };
      return;
    }
    swiper.slideTo(index, speed);
    if (!focus) return;
    // After the transition the section takes focus, so a keyboard visitor continues inside it.
    clearTimeout(focusTimer);
    focusTimer = setTimeout(
      () => slides[index]!.focus({ preventScroll: true }),
      speed + ctx.settings.focusDelayMs,
    );
  };

  for (const slide of slides) slide.tabIndex = -1;
  // The side navigation and any in-page link into the group change the section instead of scrolling
  // (in the capture phase, so a smooth-scroll script does not scroll to a section that is not shown).
  document.addEventListener(
    'click',
    (event) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
        return;
      const link = (event.target as Element).closest?.<HTMLAnchorElement>('a[href^="#"]');
      if (!link) return;
      const navIndex = links.indexOf(link);
      const index = navIndex >= 0 ? navIndex : slideFor(group, link.hash);
      if (index < 0) return;
      event.preventDefault();
      if (navIndex < 0) scrollToGroup(root, reducedMotion);
      goTo(index, true);
    },
    { capture: true, signal: abort.signal },
  );
  addEventListener('hashchange', () => goTo(slideFor(group, location.hash), false), { signal: abort.signal });

  // Swiper's evaluation (this chunk's), its construction and its first layout each get a task of
  // their own: the three in one task were 50-78 ms at 4x CPU slowdown on /over-ons/, where the group
  // is built at load (bench/long-frames.ts), over issue 17's 50 ms. Free mode comes only for the
  // animations that use it.
  Promise.all([motion.free ? import('./free-mode-part') : undefined, yieldToPage()]).then(
    async ([free]) => {
      if (abort.signal.aborted) return;
      const initial = Math.max(0, slideFor(group, location.hash));
      const built = new Swiper(root, {
        init: false,
        modules: [
          Keyboard,
          Mousewheel,
          ...(motion.creative ? [groupTransition(groupLooks[motion.creative])] : []),
          ...(free ? [free.FreeMode] : []),
        ],
        direction: motion.direction,
        speed,
        initialSlide: initial,
        // The sections lie on top of each other; their own transition moves them.
        ...(motion.creative ? { virtualTranslate: true, watchSlidesProgress: true } : {}),
        ...(motion.free ? { freeMode: { enabled: true } } : {}),
        // At the first and the last section the wheel scrolls the page on: nobody is trapped.
        mousewheel: { releaseOnEdges: true },
        keyboard: { enabled: true, onlyInViewport: true, pageUpDown: true },
        // Swiping only where there is a touch screen; a mouse drag selects text as usual.
        allowTouchMove: touchDevice(),
        on: { activeIndexChange: (instance) => show(instance.activeIndex) },
      });
      await yieldToPage();
      // Not yet initialised, the instance has touched nothing on the page: it is simply dropped.
      if (abort.signal.aborted) return;
      if (motion.reverse) root.dir = 'rtl';
      built.init();
      swiper = built;
      show(built.activeIndex);
      if (asked) goTo(asked.index, asked.focus);
    },
    (error: unknown) => {
      // Without its effect the group is ordinary content rather than one section forever.
      ctx.log.warn(
        'a part of the full sections could not be loaded; the sections are shown one below the other',
        error,
      );
      disable(group);
    },
  );

  return () => {
    abort.abort();
    clearTimeout(focusTimer);
    swiper?.destroy(true, true);
    swiper = undefined;
    if (motion.reverse) root.removeAttribute('dir');
    for (const slide of slides) {
      slide.inert = false;
      slide.removeAttribute('tabindex');
    }
    markCurrent(links, -1);
  };
}
