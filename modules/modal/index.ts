// The builder's Modal element (THEME-MARKUP.md, "Modal"): `div.fusion-modal.modal.fade` opened by
// `[data-toggle="modal"][data-target]` links and buttons and `.fusion-modal-text-link`s, as a
// WAI-ARIA modal dialog: the page behind is inert, Tab stays inside, Escape, the close buttons
// (`[data-dismiss="modal"]`) and a click beside the dialog close it, focus returns to the opener,
// and playing media stop. It uses the theme's own classes (`in` on the modal and its backdrop,
// `modal-open` on the body) so the site's stylesheet shows and fades it, and, as the theme's script
// does, moves each modal to the end of the body so no container clips or covers it.
import { defineModule, type ModuleContext, pickSettings } from '../../kernel/contract';
import { commandPlayer, playersIn } from '../../theme-platform/embedded-player';
import { moveToBody } from '../../theme-platform/move-to-body';
import { type OpenPageDialog, openPageDialog } from '../../theme-platform/page-dialog';

export interface ModalSettings {
  /** How long the modal and its backdrop fade, in ms (the theme's transition; reduced motion: 0). */
  fadeMs: number;
}

const defaults = { fadeMs: 300 } satisfies ModalSettings;

interface ModalControl {
  open(opener: HTMLElement | null): void;
}

interface ModalPage {
  modals: Map<HTMLElement, ModalControl>;
}

type Ctx = ModuleContext<ModalSettings, undefined, ModalPage>;

let made = 0;

/** The modal a trigger names by `data-target` (a selector) or by its `href` fragment. */
function targetOf(trigger: Element): HTMLElement | null {
  const reference = trigger.getAttribute('data-target') || trigger.getAttribute('href') || '';
  if (!reference || reference === '#') return null;
  try {
    const found = document.querySelector(reference);
    return found?.closest<HTMLElement>('.fusion-modal') ?? null;
  } catch {
    return null;
  }
}

function setUpModal(ctx: Ctx, modal: HTMLElement) {
  const { settings, signal } = ctx;
  // The theme's script moves modals to the body; the live editor keeps them in its element.
  if (!modal.closest('.fusion-builder-element-content') && modal.parentElement !== document.body)
    moveToBody(modal);
  modal.id ||= `modal-${++made}`;
  // The theme hides the close button and the heading from screen readers: in an open dialog they
  // are its way out and its name.
  for (const hidden of modal.querySelectorAll('.modal-header [aria-hidden="true"]'))
    hidden.removeAttribute('aria-hidden');
  let dialog: OpenPageDialog | undefined;
  let backdrop: HTMLElement | undefined;
  let closing: ReturnType<typeof setTimeout> | undefined;
  const duration = () => (ctx.viewport.reducedMotion ? 0 : settings.fadeMs);

  const close = () => {
    if (!dialog) return;
    for (const player of playersIn(modal)) commandPlayer(player, 'pause');
    for (const audio of modal.querySelectorAll('audio')) audio.pause();
    const open = dialog;
    dialog = undefined;
    modal.classList.remove('in');
    backdrop?.classList.remove('in');
    const finish = () => {
      modal.style.display = 'none';
      modal.setAttribute('aria-hidden', 'true');
      modal.removeAttribute('aria-modal');
      backdrop?.remove();
      backdrop = undefined;
      document.body.classList.remove('modal-open');
      document.body.style.paddingRight = '';
      open.release();
    };
    clearTimeout(closing);
    if (duration()) closing = setTimeout(finish, duration());
    else finish();
  };

  const control: ModalControl = {
    open() {
      if (dialog) return;
      clearTimeout(closing);
      backdrop?.remove();
      // The page behind stops scrolling; its scroll bar's width is kept so nothing shifts.
      const scrollbar = innerWidth - document.documentElement.clientWidth;
      document.body.classList.add('modal-open');
      if (scrollbar > 0) document.body.style.paddingRight = `${scrollbar}px`;
      // Without a fade both are `in` before their first layout, so the theme's transitions never run.
      const fade = duration() > 0;
      backdrop = document.createElement('div');
      backdrop.className = fade ? 'modal-backdrop fade' : 'modal-backdrop fade in';
      document.body.append(backdrop);
      modal.classList.toggle('in', !fade);
      modal.style.display = 'block';
      modal.removeAttribute('aria-hidden');
      modal.setAttribute('aria-modal', 'true');
      modal.scrollTop = 0;
      if (fade) {
        void modal.offsetWidth;
        modal.classList.add('in');
        backdrop.classList.add('in');
      }
      dialog = openPageDialog({ dialog: modal, modal: true, onEscape: close });
    },
  };

  modal.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element;
      // A click beside the dialog lands on the modal itself (it covers the window).
      if (target === modal || target.closest('button[data-dismiss="modal"], a[data-dismiss="modal"]')) {
        event.preventDefault();
        close();
      }
    },
    { signal },
  );
  ctx.page.modals.set(modal, control);
  return () => {
    close();
    ctx.page.modals.delete(modal);
  };
}

function setUpTrigger(ctx: Ctx, trigger: HTMLElement) {
  const modal = targetOf(trigger);
  if (modal) {
    trigger.setAttribute('aria-haspopup', 'dialog');
    modal.id ||= `modal-${++made}`;
    trigger.setAttribute('aria-controls', modal.id);
  }
  trigger.addEventListener(
    'click',
    (event) => {
      const target = targetOf(trigger);
      const control = target && ctx.page.modals.get(target);
      if (!control) return;
      event.preventDefault();
      control.open(trigger);
    },
    { signal: ctx.signal },
  );
}

export default defineModule<ModalSettings, undefined, ModalPage>({
  id: 'modal',
  settings: (site) => pickSettings(site.settings.modal, defaults, 'modal'),
  page: () => ({ modals: new Map() }),
  init() {},
  attach(element, ctx) {
    const html = element as HTMLElement;
    if (html.classList.contains('fusion-modal')) return setUpModal(ctx, html);
    return setUpTrigger(ctx, html);
  },
});
