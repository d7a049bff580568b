// Toggles, accordions and the FAQ element (THEME-MARKUP.md, "Toggles / Accordion"): each title link
// becomes a WAI-ARIA accordion button (`aria-expanded`, `aria-controls`, Space and Enter) that
// slides its panel open or closed with the theme's classes (`in` on the collapse, `active` on the
// title, `collapsed` when closed); panels sharing a `data-parent` close each other. On the FAQ
// element it also shows the questions and runs the category filters.
import { defineModule, type ModuleContext, pickSettings } from '../../kernel/contract';
import { type FaqFilter, findFilters, inCategory } from './faq-filters';
import { findPanels, panelForFragment, type TogglePanel } from './panels';
import { slideCollapse } from './slide';

export interface TogglesSettings {
  /** Length of a panel's slide, in ms (0: at once; reduced motion: at once). */
  slideMs: number;
  /** Length of the fade-in of the questions a FAQ filter shows, in ms. */
  filterFadeMs: number;
  /** The address fragment naming a panel (`#<collapse id>`) opens it, at load and on change. */
  followHash: boolean;
  texts: {
    /** Announced to screen readers after a FAQ filter; `%d` is the number of questions shown. */
    filtered: string;
  };
}

const defaults = {
  slideMs: 400,
  filterFadeMs: 400,
  followHash: true,
  texts: { filtered: '%d vragen getoond.' },
} satisfies TogglesSettings;

type Ctx = ModuleContext<TogglesSettings>;

const ignoredInBoxedClick = 'a, button, input, select, textarea, label, .fusion-button-text';

function setUpAccordion(ctx: Ctx): (() => void) | undefined {
  const root = ctx.element;
  const panels = findPanels(root);
  if (panels.length === 0) {
    ctx.log.warn('no title link names a panel of its own (data-target / href):', root);
    return;
  }
  const { settings, signal } = ctx;
  const duration = () => (ctx.viewport.reducedMotion ? 0 : settings.slideMs);

  const mark = (panel: TogglePanel, open: boolean) => {
    panel.title.setAttribute('aria-expanded', String(open));
    panel.title.classList.toggle('active', open);
    panel.title.classList.toggle('collapsed', !open);
  };
  const isOpen = (panel: TogglePanel) => panel.collapse.classList.contains('in');

  const setOpen = (panel: TogglePanel, open: boolean, animate = true) => {
    if (open && panel.group)
      for (const other of panels)
        if (other !== panel && other.group === panel.group && isOpen(other)) {
          mark(other, false);
          slideCollapse(other.collapse, false, animate ? duration() : 0);
        }
    mark(panel, open);
    if (open !== isOpen(panel) || panel.collapse.getAnimations().length)
      slideCollapse(panel.collapse, open, animate ? duration() : 0);
  };

  for (const panel of panels) {
    const { title, collapse } = panel;
    if (!collapse.id) continue;
    title.setAttribute('role', 'button');
    title.setAttribute('aria-controls', collapse.id);
    mark(panel, isOpen(panel));
    title.addEventListener(
      'click',
      (event) => {
        event.preventDefault();
        setOpen(panel, title.getAttribute('aria-expanded') !== 'true');
      },
      { signal },
    );
    title.addEventListener(
      'keydown',
      (event) => {
        if (event.key !== ' ') return;
        event.preventDefault();
        title.click();
      },
      { signal },
    );
    // Boxed toggles close from anywhere in their open panel, as the theme's do.
    if (collapse.closest('.fusion-toggle-boxed-mode'))
      collapse.addEventListener(
        'click',
        (event) => {
          if ((event.target as Element).closest(ignoredInBoxedClick)) return;
          if (getSelection()?.toString()) return;
          setOpen(panel, false);
        },
        { signal },
      );
  }

  if (settings.followHash) {
    const openFromHash = (atLoad: boolean) => {
      const panel = panelForFragment(panels, location.hash);
      if (!panel) return;
      setOpen(panel, true, !atLoad);
      panel.title.scrollIntoView({
        block: 'start',
        behavior: atLoad || ctx.viewport.reducedMotion ? 'instant' : 'smooth',
      });
    };
    openFromHash(true);
    addEventListener('hashchange', () => openFromHash(false), { signal });
  }

  return () => {
    for (const panel of panels) panel.title.removeAttribute('role');
  };
}

function setUpFaq(ctx: Ctx): void {
  const faq = ctx.element;
  const wrapper = faq.querySelector<HTMLElement>('.fusion-faqs-wrapper');
  const filterList = faq.querySelector<HTMLElement>('.fusion-filters');
  // The theme's stylesheet hides the questions and the filters until a script shows them.
  if (wrapper) wrapper.style.display = 'block';
  const posts = [...faq.querySelectorAll<HTMLElement>('.fusion-faqs-wrapper .fusion-faq-post')];
  const filters = findFilters(faq);
  if (!filterList || filters.length === 0) return;
  filterList.style.display = 'block';
  const { settings, signal } = ctx;

  const status = document.createElement('p');
  status.className = 'screen-reader-text';
  status.setAttribute('role', 'status');
  filterList.after(status);

  const apply = (chosen: FaqFilter, announce: boolean) => {
    for (const filter of filters) {
      const on = filter === chosen;
      filter.item.classList.toggle('fusion-active', on);
      filter.link.setAttribute('aria-pressed', String(on));
    }
    let shown = 0;
    for (const post of posts) {
      const show = inCategory(post, chosen.category);
      const wasHidden = post.style.display === 'none';
      post.style.display = show ? '' : 'none';
      if (!show) continue;
      shown++;
      if (announce && wasHidden && !ctx.viewport.reducedMotion && settings.filterFadeMs > 0)
        post.animate([{ opacity: 0 }, { opacity: 1 }], {
          duration: settings.filterFadeMs,
          easing: 'ease-out',
        });
    }
    if (announce) status.textContent = settings.texts.filtered.replace('%d', String(shown));
  };

  for (const filter of filters) {
    if (posts.some((post) => inCategory(post, filter.category)))
      filter.item.classList.remove('fusion-hidden');
    filter.link.setAttribute('role', 'button');
    filter.link.addEventListener(
      'click',
      (event) => {
        event.preventDefault();
        apply(filter, true);
      },
      { signal },
    );
    filter.link.addEventListener(
      'keydown',
      (event) => {
        if (event.key !== ' ') return;
        event.preventDefault();
        filter.link.click();
      },
      { signal },
    );
  }
  apply(filters.find((filter) => filter.item.classList.contains('fusion-active')) ?? filters[0]!, false);
  signal.addEventListener('abort', () => status.remove(), { once: true });
}

export default defineModule<TogglesSettings>({
  id: 'toggles',
  settings: (site) => pickSettings(site.settings.toggles, defaults, 'toggles'),
  init(ctx) {
    if (ctx.element.matches('.fusion-faq-shortcode')) return setUpFaq(ctx);
    return setUpAccordion(ctx);
  },
});
