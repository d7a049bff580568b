// Popovers, image hotspots and tooltips (THEME-MARKUP.md, "Tooltips, popovers, image hotspots"): the
// title and text a trigger carries in data attributes, shown in a bubble beside it on click, hover
// or focus as its `data-trigger` says, on the side `data-placement` names and kept in the viewport.
// A popover or hotspot is a disclosure button (`aria-expanded`, `aria-controls`): that works the same
// with a mouse, a finger, a keyboard and a screen reader, and its text may be longer than a tooltip
// should hold. Enter and Space open it whatever its trigger; Escape or a click elsewhere closes it.
// A tooltip stays a tooltip (`role=tooltip`, `aria-describedby`) on hover and focus.
import { defineModule, type ModuleContext, pickSettings } from '../../kernel/contract';
import { buildPopover, buildTooltip, positionBubble } from './bubble';
import { readBubbleText } from './bubble-text';
import { requestedSide } from './placement';
import stylesheet from './popovers.css?url';

export interface PopoversSettings {
  /** Length of the bubble's fade, in ms (the theme's `.fade` takes 150 ms; reduced motion: none). */
  fadeMs: number;
  /** A hover bubble closes this long after the pointer left it and its trigger, in ms. */
  hoverCloseMs: number;
  /** Distance between trigger and bubble, in px. */
  gap: number;
  /** Least distance between the bubble and the viewport's edges, in px. */
  viewportMargin: number;
  /** Side for a trigger that names none. */
  placement: string;
}

const defaults = {
  fadeMs: 150,
  hoverCloseMs: 200,
  gap: 10,
  viewportMargin: 8,
  placement: 'top',
} satisfies PopoversSettings;

interface PopoversPage {
  /** Closes the popover open now, if any: one at a time. */
  closeOpen?: () => void;
}

type Ctx = ModuleContext<PopoversSettings, undefined, PopoversPage>;

/** Shows and hides one bubble after its trigger, with the theme's fade. */
function bubbleShow(ctx: Ctx, trigger: HTMLElement, bubble: HTMLElement) {
  const side = requestedSide(trigger.dataset.placement, requestedSide(ctx.settings.placement, 'top'));
  let removal: ReturnType<typeof setTimeout> | undefined;
  const place = () => positionBubble(bubble, trigger, side, ctx.settings.gap, ctx.settings.viewportMargin);
  return {
    show() {
      clearTimeout(removal);
      const fade = !ctx.viewport.reducedMotion && ctx.settings.fadeMs > 0;
      // Without a fade the bubble is `in` before its first layout, so the theme's transition never runs.
      bubble.classList.toggle('in', !fade);
      if (!bubble.isConnected) trigger.after(bubble);
      place();
      bubble.classList.add('in');
    },
    hide() {
      bubble.classList.remove('in');
      const fade = !ctx.viewport.reducedMotion && ctx.settings.fadeMs > 0;
      clearTimeout(removal);
      if (fade) removal = setTimeout(() => bubble.remove(), ctx.settings.fadeMs);
      else bubble.remove();
    },
    place,
  };
}

/**
 * The hover or focus that made the kernel load this module (its `interaction` strategy) came before
 * these listeners: without this, the first bubble would wait for the visitor to leave and return.
 * Hover counts only where the main pointer hovers, as the listeners count only a mouse's.
 */
const hovered = (trigger: HTMLElement) => trigger.matches(':hover') && matchMedia('(hover: hover)').matches;
const focused = (trigger: HTMLElement) => trigger.matches(':focus');

function setUpPopover(ctx: Ctx, trigger: HTMLElement) {
  const { signal, settings } = ctx;
  const triggers = (trigger.dataset.trigger ?? 'click').split(/\s+/);
  const bubble = buildPopover(readBubbleText(trigger), trigger.dataset.class ?? '');
  // The theme passes a popover's colours as custom properties in `data-style`.
  for (const [, name, value] of (trigger.dataset.style ?? '').matchAll(/(--[\w-]+)\s*:\s*([^;]+)/g))
    bubble.style.setProperty(name!, value!.trim());
  const view = bubbleShow(ctx, trigger, bubble);
  const printed = {
    role: trigger.getAttribute('role'),
    tabindex: trigger.getAttribute('tabindex'),
  };
  if (!trigger.matches('a[href], button')) {
    trigger.setAttribute('role', 'button');
    if (!trigger.hasAttribute('tabindex')) trigger.tabIndex = 0;
  }
  trigger.setAttribute('aria-expanded', 'false');
  trigger.setAttribute('aria-controls', bubble.id);

  let open = false;
  let whileOpen: AbortController | undefined;
  let closeTimer: ReturnType<typeof setTimeout> | undefined;
  const close = () => {
    if (!open) return;
    open = false;
    whileOpen?.abort();
    trigger.setAttribute('aria-expanded', 'false');
    view.hide();
    if (ctx.page.closeOpen === close) ctx.page.closeOpen = undefined;
  };
  const show = () => {
    clearTimeout(closeTimer);
    if (open) return;
    ctx.page.closeOpen?.();
    open = true;
    ctx.page.closeOpen = close;
    trigger.setAttribute('aria-expanded', 'true');
    view.show();
    whileOpen = new AbortController();
    const options = { signal: whileOpen.signal };
    document.addEventListener(
      'keydown',
      (event) => {
        if (event.key !== 'Escape') return;
        // Focus inside the bubble would be lost with it: it goes back to the trigger.
        const focusInside = bubble.contains(document.activeElement);
        close();
        if (focusInside) trigger.focus();
      },
      options,
    );
    document.addEventListener(
      'pointerdown',
      (event) => {
        const target = event.target as Node;
        if (!trigger.contains(target) && !bubble.contains(target)) close();
      },
      options,
    );
    addEventListener('resize', view.place, { ...options, passive: true });
  };
  const closeSoon = () => {
    clearTimeout(closeTimer);
    closeTimer = setTimeout(() => close(), settings.hoverCloseMs);
  };

  trigger.addEventListener(
    'click',
    (event) => {
      event.preventDefault();
      if (open && triggers.includes('click')) close();
      else show();
    },
    { signal },
  );
  trigger.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      if (event.key === 'Enter' && trigger.matches('a[href], button')) return;
      event.preventDefault();
      trigger.click();
    },
    { signal },
  );
  if (triggers.includes('hover')) {
    for (const element of [trigger, bubble]) {
      element.addEventListener(
        'pointerenter',
        (event) => {
          if (event.pointerType !== 'mouse') return;
          if (element === trigger) show();
          else clearTimeout(closeTimer);
        },
        { signal },
      );
      element.addEventListener('pointerleave', (event) => event.pointerType === 'mouse' && closeSoon(), {
        signal,
      });
    }
  }
  if (triggers.includes('focus')) {
    trigger.addEventListener('focus', show, { signal });
    for (const element of [trigger, bubble])
      element.addEventListener(
        'focusout',
        (event) => {
          const next = event.relatedTarget as Node | null;
          if (!next || (!trigger.contains(next) && !bubble.contains(next))) close();
        },
        { signal },
      );
  }
  if ((triggers.includes('hover') && hovered(trigger)) || (triggers.includes('focus') && focused(trigger)))
    show();

  return () => {
    close();
    bubble.remove();
    trigger.removeAttribute('aria-expanded');
    trigger.removeAttribute('aria-controls');
    for (const [name, value] of Object.entries(printed))
      if (value === null) trigger.removeAttribute(name);
      else trigger.setAttribute(name, value);
  };
}

function setUpTooltip(ctx: Ctx, trigger: HTMLElement) {
  const { signal } = ctx;
  const native = trigger.getAttribute('title');
  const text = (trigger.dataset.title || native || '').trim();
  if (!text) return;
  // The bubble replaces the browser's own title tooltip; the title stays the name if it was the name.
  const named =
    trigger.hasAttribute('aria-label') ||
    trigger.hasAttribute('aria-labelledby') ||
    trigger.textContent?.trim();
  if (native !== null) {
    if (!named) trigger.setAttribute('aria-label', native);
    trigger.removeAttribute('title');
  }
  const bubble = buildTooltip(text);
  const view = bubbleShow(ctx, trigger, bubble);
  const describes = text !== (trigger.getAttribute('aria-label') ?? trigger.textContent ?? '').trim();
  let whileShown: AbortController | undefined;
  const hide = () => {
    whileShown?.abort();
    whileShown = undefined;
    if (describes) trigger.removeAttribute('aria-describedby');
    view.hide();
  };
  const show = () => {
    if (whileShown) return;
    whileShown = new AbortController();
    if (describes) trigger.setAttribute('aria-describedby', bubble.id);
    view.show();
    document.addEventListener('keydown', (event) => event.key === 'Escape' && hide(), {
      signal: whileShown.signal,
    });
  };
  trigger.addEventListener('pointerenter', (event) => event.pointerType === 'mouse' && show(), { signal });
  trigger.addEventListener('pointerleave', hide, { signal });
  trigger.addEventListener('focus', show, { signal });
  trigger.addEventListener('blur', hide, { signal });
  if (hovered(trigger) || focused(trigger)) show();
  return () => {
    hide();
    bubble.remove();
    if (native !== null) {
      trigger.setAttribute('title', native);
      if (!named) trigger.removeAttribute('aria-label');
    }
  };
}

export default defineModule<PopoversSettings, undefined, PopoversPage>({
  id: 'popovers',
  stylesheet,
  settings: (site) => pickSettings(site.settings.popovers, defaults, 'popovers'),
  page: () => ({}),
  init(ctx) {
    const trigger = ctx.element as HTMLElement;
    return trigger.dataset.toggle === 'tooltip' ? setUpTooltip(ctx, trigger) : setUpPopover(ctx, trigger);
  },
});
