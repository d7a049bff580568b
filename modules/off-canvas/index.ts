// Off-canvas popups and sliding bars (THEME-MARKUP.md, "Off-canvas"): `.awb-off-canvas-wrap[data-id]`
// shown with the theme's `awb-show` class, opened by links to `#awb-oc__<id>` (toggle) and
// `#awb-open-oc__<id>`, by the address fragment, by the options the builder prints beside it
// (`window.off_canvas_<id>`: page load, time, scroll, exit intent, inactivity, a click on named
// elements, within its frequency rules), and closed by `#awb-close-oc__<id>` links, its close button,
// Escape and a click on the overlay. The panel is a WAI-ARIA dialog: modal (page behind inert, Tab
// inside) when it has an overlay, non-modal when the page stays usable beside it; focus returns to
// where it was, and playing media stop on closing.
import { defineModule, type ModuleContext, pickSettings } from '../../kernel/contract';
import { commandPlayer, playersIn } from '../../theme-platform/embedded-player';
import { moveToBody } from '../../theme-platform/move-to-body';
import { type OpenPageDialog, openPageDialog } from '../../theme-platform/page-dialog';
import { safeQuery, watchAutoTriggers } from './auto-triggers';
import { readOptions, readRecord, triggersAllowed, writeRecord } from './off-canvas-options';

export interface OffCanvasSettings {
  /** Length of the opening and closing animation, in ms (reduced motion: none). */
  animationMs: number;
  /** Delay of the page-load trigger, in ms. */
  pageLoadMs: number;
  texts: {
    /** The dialog's name when its content has no heading. */
    label: string;
  };
}

const defaults = {
  animationMs: 300,
  pageLoadMs: 100,
  texts: { label: 'Venster' },
} satisfies OffCanvasSettings;

interface OffCanvasControl {
  open(count: boolean): void;
  close(): void;
  isOpen(): boolean;
}

interface OffCanvasPage {
  panels: Map<string, OffCanvasControl>;
}

type Ctx = ModuleContext<OffCanvasSettings, undefined, OffCanvasPage>;

/** `#awb-oc__12` → ['toggle', '12']; `#awb-open-oc__12` → open; `#awb-close-oc__12` (or without id) → close. */
export function linkAction(
  fragment: string,
): { action: 'toggle' | 'open' | 'close'; id: string } | undefined {
  const found = /^#?awb-(open-|close-)?oc__(.*)$/.exec(fragment);
  if (!found) return undefined;
  const action = found[1] === 'open-' ? 'open' : found[1] === 'close-' ? 'close' : 'toggle';
  return { action, id: found[2] ?? '' };
}

const linksTo = (id: string) =>
  document.querySelectorAll<HTMLAnchorElement>(`a[href^="#awb-oc__${CSS.escape(id)}"]`);

/** Drops an off-canvas fragment from the address once the panel closes, as the theme does. */
function forgetFragment(): void {
  if (linkAction(location.hash)) history.replaceState(history.state, '', location.pathname + location.search);
}

function slideFrames(wrap: HTMLElement): Keyframe[] {
  const from = wrap.classList.contains('position-left')
    ? 'translateX(-100%)'
    : wrap.classList.contains('position-right')
      ? 'translateX(100%)'
      : wrap.classList.contains('position-top')
        ? 'translateY(-100%)'
        : wrap.classList.contains('position-bottom')
          ? 'translateY(100%)'
          : 'scale(0.96)';
  return [
    { opacity: 0, transform: from },
    { opacity: 1, transform: 'none' },
  ];
}

function setUpPanel(ctx: Ctx, wrap: HTMLElement) {
  const id = wrap.dataset.id ?? '';
  const panel = wrap.querySelector<HTMLElement>(':scope > .awb-off-canvas');
  if (!id || !panel) return;
  const { settings, signal } = ctx;
  const options = readOptions(id);
  // Printed inside the page's wrapper (a builder element), it goes where the theme prints the
  // others, after it, so no container clips it and the page behind can be made inert.
  const wrapper = wrap.closest('#boxed-wrapper, #wrapper');
  if (wrapper) moveToBody(wrap);
  const modal = !wrap.classList.contains('overlay-disabled');
  panel.setAttribute('role', 'dialog');
  if (modal) panel.setAttribute('aria-modal', 'true');
  const heading = panel.querySelector<HTMLElement>('h1, h2, h3, h4, h5, h6');
  if (heading) {
    heading.id ||= `off-canvas-heading-${id}`;
    panel.setAttribute('aria-labelledby', heading.id);
  } else panel.setAttribute('aria-label', settings.texts.label);
  for (const link of linksTo(id)) {
    link.setAttribute('aria-haspopup', 'dialog');
    link.setAttribute('aria-expanded', 'false');
  }

  // A closed panel is invisible; inert keeps its links and buttons out of reach of Tab and of
  // assistive technology too, whatever the stylesheet hides it with.
  wrap.inert = true;
  const closeButton = panel.querySelector<HTMLElement>(':scope > .off-canvas-close');
  let dialog: OpenPageDialog | undefined;
  let running: Animation | undefined;
  const timers: ReturnType<typeof setTimeout>[] = [];
  const duration = () => (ctx.viewport.reducedMotion ? 0 : settings.animationMs);
  const lockScroll = options.overlay === 'yes' && options.overlay_page_scrollbar === 'no';

  const markLinks = (open: boolean) => {
    for (const link of linksTo(id)) {
      link.classList.toggle('awb-oc-active', open);
      link.setAttribute('aria-expanded', String(open));
    }
  };

  const control: OffCanvasControl = {
    isOpen: () => Boolean(dialog),
    open(count) {
      writeRecord(id, { last_open_date: new Date().toISOString() });
      if (dialog) return;
      running?.cancel();
      wrap.inert = false;
      wrap.classList.add('awb-show');
      markLinks(true);
      if (lockScroll) document.documentElement.style.overflow = 'hidden';
      if (duration())
        running = panel.animate(slideFrames(wrap), { duration: duration(), easing: 'ease-out' });
      dialog = openPageDialog({
        dialog: panel,
        modal,
        onEscape: wrap.classList.contains('disable-close-on-esc') ? undefined : control.close,
      });
      if (count) writeRecord(id, { open_count: (readRecord(id).open_count ?? 0) + 1 });
      const autoClose = Number.parseFloat(options.auto_close_after_time) * 1000;
      if (autoClose > 0) timers.push(setTimeout(control.close, autoClose));
      const showClose = Number.parseFloat(options.show_close_button_after_time) * 1000;
      if (showClose > 0 && closeButton)
        timers.push(setTimeout(() => closeButton.classList.remove('hidden'), showClose));
    },
    close() {
      if (!dialog) return;
      const open = dialog;
      dialog = undefined;
      for (const timer of timers.splice(0)) clearTimeout(timer);
      if (Number.parseFloat(options.show_close_button_after_time) > 0) closeButton?.classList.add('hidden');
      for (const player of playersIn(panel)) commandPlayer(player, 'pause');
      for (const audio of panel.querySelectorAll('audio')) audio.pause();
      markLinks(false);
      const finish = () => {
        wrap.classList.remove('awb-show');
        wrap.inert = true;
        if (lockScroll) document.documentElement.style.overflow = '';
        open.release();
      };
      running?.cancel();
      if (duration()) {
        running = panel.animate(slideFrames(wrap).reverse(), { duration: duration(), easing: 'ease-in' });
        running.addEventListener('finish', finish);
      } else finish();
      setTimeout(forgetFragment, 10);
      writeRecord(id, { close_count: (readRecord(id).close_count ?? 0) + 1, closed: true });
    },
  };
  ctx.page.panels.set(id, control);

  closeButton?.addEventListener(
    'click',
    (event) => {
      event.preventDefault();
      control.close();
    },
    { signal },
  );
  wrap.addEventListener(
    'click',
    (event) => {
      if (event.target === wrap && !wrap.classList.contains('overlay-disable-close')) control.close();
      else if ((event.target as Element).closest('.close-on-anchor a[href*="#"]')) control.close();
    },
    { signal },
  );
  if (options.on_click === 'yes' && options.on_click_element && safeQuery(options.on_click_element))
    document.addEventListener(
      'click',
      (event) => {
        const target = event.target as Element;
        let hit: Element | null = null;
        try {
          hit = target.closest(options.on_click_element);
        } catch {}
        if (!hit) return;
        event.preventDefault();
        control.open(false);
      },
      { signal },
    );

  // A sliding bar the server printed open is an open dialog from the start.
  if (wrap.classList.contains('awb-show')) {
    wrap.classList.remove('awb-show');
    control.open(false);
  } else if (linkAction(location.hash)?.id === id && linkAction(location.hash)?.action !== 'close') {
    control.open(false);
  } else if (triggersAllowed(id, options)) {
    watchAutoTriggers(options, () => control.open(true), { pageLoadMs: settings.pageLoadMs }, signal);
  }
  return () => {
    control.close();
    wrap.inert = false;
    ctx.page.panels.delete(id);
  };
}

function setUpLink(ctx: Ctx, link: HTMLAnchorElement) {
  link.addEventListener(
    'click',
    (event) => {
      const wanted = linkAction(link.getAttribute('href') ?? '');
      if (!wanted) return;
      const named = wanted.id ? ctx.page.panels.get(wanted.id) : undefined;
      const panels = wanted.id
        ? named
          ? [named]
          : []
        : [...ctx.page.panels.values()].filter((panel) => panel.isOpen());
      if (panels.length === 0 && wanted.action !== 'close') return;
      event.preventDefault();
      for (const panel of panels) {
        if (wanted.action === 'close' || (wanted.action === 'toggle' && panel.isOpen())) panel.close();
        else panel.open(false);
      }
      if (wanted.action === 'close') forgetFragment();
    },
    { signal: ctx.signal },
  );
}

export default defineModule<OffCanvasSettings, undefined, OffCanvasPage>({
  id: 'off-canvas',
  settings: (site) => pickSettings(site.settings['off-canvas'], defaults, 'off-canvas'),
  page: () => ({ panels: new Map() }),
  init(ctx) {
    // The address fragment names an off-canvas after the page loaded (a link elsewhere, the back button).
    addEventListener(
      'hashchange',
      () => {
        const wanted = linkAction(location.hash);
        if (wanted && wanted.action !== 'close') ctx.page.panels.get(wanted.id)?.open(false);
      },
      { signal: ctx.signal },
    );
  },
  attach(element, ctx) {
    if (element.classList.contains('awb-off-canvas-wrap')) return setUpPanel(ctx, element as HTMLElement);
    return setUpLink(ctx, element as HTMLAnchorElement);
  },
});
