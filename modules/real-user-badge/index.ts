// Real-user badge (SPEC sections 2 and 9): a focusable badge beside the author of each comment or
// review the server marked, with a popup that opens on click, hover or keyboard focus and closes on
// an outside click, 1 s after the mouse leaves, 3 s after a touch, or on Escape. One set of document
// listeners serves every badge; the popup's code loads on the first open.
import { defineModule } from '../../kernel/contract';
import { authorName, authorSelector, isRealUserAuthor } from './author-element';
import { badgeSettings, type RealUserBadgeSettings } from './badge-settings';
import stylesheet from './real-user-badge.css?url';

declare module '../../kernel/contract' {
  interface ModuleEvents {
    'real-user-badge:open': { author: string };
  }
}

type OpenedBy = 'click' | 'hover' | 'focus' | 'touch';

interface Badge {
  wrapper: HTMLElement;
  button: HTMLButtonElement;
  author: string;
  popup?: HTMLElement;
}

interface BadgePage extends Record<string, unknown> {
  badges: Map<HTMLButtonElement, Badge>;
  open?: { badge: Badge; by: OpenedBy };
  hideTimer?: ReturnType<typeof setTimeout>;
  /** The last pointer seen was a finger (its click then means "show for 3 s"). */
  lastPointerTouch: boolean;
  popupCount: number;
}

const wrapperClass = 'real-user-badge';

/** Adds the badge after an author element; returns what removes it. */
function addBadge(author: Element, settings: RealUserBadgeSettings, state: BadgePage): () => void {
  const name = authorName(author);
  const wrapper = document.createElement('span');
  wrapper.className = wrapperClass;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'apbct-real-user-badge';
  button.setAttribute('aria-expanded', 'false');
  button.setAttribute('aria-label', settings.texts.badgeLabel.replace('%s', name));
  const mark = document.createElement('span');
  mark.className = 'real-user-badge__mark';
  mark.setAttribute('aria-hidden', 'true');
  mark.textContent = '✓';
  button.append(mark);
  wrapper.append(button);
  author.append(wrapper);
  const badge: Badge = { wrapper, button, author: name };
  state.badges.set(button, badge);
  return () => {
    if (state.open?.badge === badge) state.open = undefined;
    state.badges.delete(button);
    wrapper.remove();
  };
}

export default defineModule<RealUserBadgeSettings, undefined, BadgePage>({
  id: 'real-user-badge',
  stylesheet,
  settings: badgeSettings,
  page: () => ({ badges: new Map(), lastPointerTouch: false, popupCount: 0 }),
  init(ctx) {
    const state = ctx.page;
    const settings = ctx.settings;
    const listen = { signal: ctx.signal };

    const badgeOf = (target: EventTarget | null): Badge | undefined => {
      const wrapper = target instanceof Element ? target.closest(`.${wrapperClass}`) : null;
      const button = wrapper?.querySelector<HTMLButtonElement>('.apbct-real-user-badge');
      return button ? state.badges.get(button) : undefined;
    };

    const cancelHide = () => {
      clearTimeout(state.hideTimer);
      state.hideTimer = undefined;
    };

    const close = () => {
      cancelHide();
      const current = state.open;
      if (!current) return;
      state.open = undefined;
      current.badge.popup?.classList.remove('visible');
      current.badge.button.setAttribute('aria-expanded', 'false');
    };

    const hideAfter = (ms: number) => {
      cancelHide();
      state.hideTimer = setTimeout(close, ms);
    };

    const open = async (badge: Badge, by: OpenedBy) => {
      cancelHide();
      if (state.open?.badge === badge) {
        // Hover or focus showed it; a click or touch on top keeps it shown on the stronger terms.
        if (by === 'click' || by === 'touch') state.open.by = by;
        return;
      }
      close();
      state.open = { badge, by };
      if (!badge.popup) {
        const { createRealUserPopup } = await import('./real-user-popup');
        if (ctx.signal.aborted || !badge.wrapper.isConnected) return;
        badge.popup ??= createRealUserPopup(`real-user-badge-popup-${++state.popupCount}`, settings);
        badge.wrapper.append(badge.popup);
        badge.button.setAttribute('aria-controls', badge.popup.id);
      }
      // The visitor may have moved on while the popup's code loaded.
      if (state.open?.badge !== badge) return;
      badge.popup.classList.add('visible');
      badge.button.setAttribute('aria-expanded', 'true');
      ctx.bus.emit('real-user-badge:open', { author: badge.author });
    };

    document.addEventListener(
      'pointerdown',
      (event) => {
        state.lastPointerTouch = event.pointerType === 'touch';
      },
      { ...listen, capture: true, passive: true },
    );

    document.addEventListener(
      'click',
      (event) => {
        const badge = badgeOf(event.target);
        if (!badge) return close();
        if (!(event.target instanceof Element) || !badge.button.contains(event.target)) {
          // A click inside the popup (selecting text, the learn-more link) keeps it open.
          return cancelHide();
        }
        if (state.lastPointerTouch) {
          // The hide time counts from when the popup shows: on a slow phone its first load can take
          // most of that time, and the visitor would only see it flash.
          void open(badge, 'touch').then(() => {
            if (state.open?.badge === badge && state.open.by === 'touch')
              hideAfter(settings.hideAfterTouchMs);
          });
        } else if (state.open?.badge === badge && state.open.by === 'click') {
          close();
        } else {
          void open(badge, 'click');
        }
      },
      listen,
    );

    document.addEventListener(
      'pointerover',
      (event) => {
        if (event.pointerType !== 'mouse') return;
        const badge = badgeOf(event.target);
        if (!badge) return;
        if (state.open?.badge === badge) cancelHide();
        else void open(badge, 'hover');
      },
      listen,
    );

    document.addEventListener(
      'pointerout',
      (event) => {
        if (event.pointerType !== 'mouse') return;
        const badge = badgeOf(event.target);
        if (!badge || state.open?.badge !== badge || badgeOf(event.relatedTarget) === badge) return;
        // A popup the visitor clicked open stays until an outside click or Escape.
        if (state.open.by !== 'hover') return;
        hideAfter(settings.hideAfterMouseLeaveMs);
      },
      listen,
    );

    document.addEventListener(
      'focusin',
      (event) => {
        const badge = badgeOf(event.target);
        if (state.open && state.open.badge !== badge) close();
        // Only keyboard focus opens: a mouse press focuses the button too, and its click decides.
        if (badge && event.target === badge.button && badge.button.matches(':focus-visible')) {
          void open(badge, 'focus');
        }
      },
      listen,
    );

    document.addEventListener(
      'keydown',
      (event) => {
        if (event.key !== 'Escape' || !state.open) return;
        const { badge } = state.open;
        const focusInside = badge.wrapper.contains(document.activeElement);
        close();
        if (focusInside) badge.button.focus();
      },
      listen,
    );

    return () => {
      cancelHide();
      state.open = undefined;
    };
  },
  attach(entry, ctx) {
    // The registry matches the comment or review the server marked (`.apbct-trp`, short in
    // kernel.js); its author elements are found here, by the contract's rule.
    const cleanups = [...entry.querySelectorAll(authorSelector)]
      .filter((author) => isRealUserAuthor(author) && !author.querySelector(`.${wrapperClass}`))
      .map((author) => addBadge(author, ctx.settings, ctx.page));
    return () => {
      for (const cleanup of cleanups) cleanup();
    };
  },
});
