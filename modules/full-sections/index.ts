// Swiper-based full-height sections (SPEC section 2: "full-height scroll sections with side
// navigation, including swiper-based full sections"): above the container break point the
// container is one viewport high and its sections change by mouse wheel, keys or the side
// navigation, sliding (or fading) vertically. At the first and last section the wheel scrolls the
// page on, so nobody is trapped. Below the break point, and without this module, the sections are
// ordinary content.
import { defineModule, pickSettings } from '../../kernel/contract';
import stylesheet from './full-sections.css?url';
import { positionLabel, sectionTitle } from './section-titles';

export interface FullSectionsSettings {
  /** Viewports up to this width (px) show the sections as ordinary content. */
  containerBreakPoint: number;
  /** Transition time between sections in ms (0 under reduced motion). */
  speedMs: number;
  /** Extra wait after the transition before the chosen section takes focus, in ms. */
  focusDelayMs: number;
  texts: {
    /** Name of the side navigation. */
    nav: string;
    /** Link text for a section without a title; %d is its number. */
    untitled: string;
    /** Each section's group label: %1$s its number, %2$s the count. */
    position: string;
  };
}

const defaults = {
  containerBreakPoint: 800,
  speedMs: 800,
  focusDelayMs: 50,
  texts: { nav: 'Secties', untitled: 'Sectie %d', position: '%1$s van %2$s' },
} satisfies FullSectionsSettings;

declare module '../../kernel/contract' {
  interface ModuleEvents {
    'full-sections:change': { element: Element; index: number };
  }
}

const sectionSelector = ':scope > .awb-swiper-full-section';

interface Setup {
  root: HTMLElement;
  sections: HTMLElement[];
  settings: FullSectionsSettings;
  reducedMotion: boolean;
  onChange(index: number): void;
  warn(message: string, error: unknown): void;
}

/** Builds the Swiper stage and the side navigation; returns what undoes it. */
function enable({ root, sections, settings, reducedMotion, onChange, warn }: Setup): () => void {
  const abort = new AbortController();
  const speed = reducedMotion ? 0 : settings.speedMs;
  const wrapper = document.createElement('div');
  wrapper.className = 'swiper-wrapper';
  sections.forEach((section, index) => {
    section.classList.add('swiper-slide');
    section.setAttribute('role', 'group');
    section.setAttribute('aria-label', positionLabel(settings.texts.position, index, sections.length));
    section.tabIndex = -1;
    if (!section.id) {
      section.id = `full-section-${Math.random().toString(36).slice(2, 8)}-${index}`;
      section.dataset.fullSectionsId = '';
    }
  });
  wrapper.append(...sections);
  root.append(wrapper);
  root.classList.add('swiper', 'full-sections--on');

  const nav = document.createElement('nav');
  nav.className = 'full-sections__nav';
  nav.setAttribute('aria-label', settings.texts.nav);
  const list = document.createElement('ul');
  const links = sections.map((section, index) => {
    const item = document.createElement('li');
    const link = document.createElement('a');
    link.className = 'full-sections__link';
    link.href = `#${section.id}`;
    link.textContent = sectionTitle(section, index, settings.texts.untitled);
    item.append(link);
    list.append(item);
    return link;
  });
  nav.append(list);
  root.append(nav);

  let shown = -1;
  const show = (index: number) => {
    if (index === shown) return;
    shown = index;
    sections.forEach((section, position) => {
      // Sections out of view are out of the tab order and the accessibility tree.
      section.inert = position !== index;
      if (position === index) links[position]!.setAttribute('aria-current', 'true');
      else links[position]!.removeAttribute('aria-current');
    });
    onChange(index);
  };
  show(0);

  let swiper: import('swiper').Swiper | undefined;
  let focusTimer: ReturnType<typeof setTimeout> | undefined;
  nav.addEventListener(
    'click',
    (event) => {
      const index = links.indexOf((event.target as Element).closest('a') as HTMLAnchorElement);
      if (index < 0 || !swiper) return;
      event.preventDefault();
      swiper.slideTo(index, speed);
      // After the transition the section takes focus, so a keyboard visitor continues inside it.
      clearTimeout(focusTimer);
      focusTimer = setTimeout(() => {
        show(index);
        sections[index]!.focus({ preventScroll: true });
      }, speed + settings.focusDelayMs);
    },
    { signal: abort.signal },
  );

  const fade = root.dataset.effect === 'fade';
  import('./swiper-sections-parts').then(
    ({ Swiper, EffectFade, Keyboard, Mousewheel }) => {
      if (abort.signal.aborted) return;
      swiper = new Swiper(root, {
        modules: [Keyboard, Mousewheel, ...(fade ? [EffectFade] : [])],
        direction: 'vertical',
        speed,
        effect: fade ? 'fade' : 'slide',
        fadeEffect: { crossFade: true },
        // At either end the wheel goes back to the page.
        mousewheel: { releaseOnEdges: true, forceToAxis: true },
        keyboard: { enabled: true, onlyInViewport: true, pageUpDown: true },
        on: { slideChange: (instance) => show(instance.activeIndex) },
      });
    },
    // Without Swiper the first section shows and the side navigation's links still jump there.
    (error: unknown) => warn('Swiper could not be loaded; the sections stay in place', error),
  );

  return () => {
    abort.abort();
    clearTimeout(focusTimer);
    swiper?.destroy(true, true);
    nav.remove();
    root.prepend(...sections);
    wrapper.remove();
    root.classList.remove('swiper', 'full-sections--on');
    for (const section of sections) {
      section.classList.remove('swiper-slide');
      section.removeAttribute('role');
      section.removeAttribute('aria-label');
      section.removeAttribute('tabindex');
      section.inert = false;
      if (section.dataset.fullSectionsId !== undefined) {
        section.removeAttribute('id');
        delete section.dataset.fullSectionsId;
      }
    }
  };
}

export default defineModule({
  id: 'full-sections',
  stylesheet,
  settings: (site) => pickSettings(site.settings['full-sections'], defaults, 'full-sections'),
  init(ctx) {
    const root = ctx.element;
    if (!(root instanceof HTMLElement)) return;
    const sections = [...root.querySelectorAll<HTMLElement>(sectionSelector)];
    // One section is just content: no stage, no navigation.
    if (sections.length < 2) return;
    const wide = matchMedia(`(min-width: ${ctx.settings.containerBreakPoint + 0.02}px)`);
    let disable: (() => void) | undefined;
    const apply = () => {
      if (wide.matches && !disable) {
        disable = enable({
          root,
          sections,
          settings: ctx.settings,
          reducedMotion: ctx.viewport.reducedMotion,
          onChange: (index) => ctx.bus.emit('full-sections:change', { element: root, index }),
          warn: (message, error) => ctx.log.warn(message, error),
        });
      } else if (!wide.matches && disable) {
        disable();
        disable = undefined;
      }
    };
    wide.addEventListener('change', apply, { signal: ctx.signal });
    apply();
    return () => disable?.();
  },
});
