// The video element (`.fusion-video.fusion-youtube|fusion-vimeo`, `.fusion-selfhosted-video`,
// THEME-MARKUP.md "Video element"): one set to autoplay (`data-autoplay="1"`) plays once enough of
// it is in view; any of them pauses when it leaves the view or is hidden (a closed tab, modal or
// off-canvas). A lazy embed (`data-orig-src`) gets its source as it comes near; one waiting for
// consent (`data-privacy-src`) is left until the consent script gives it a source.
import type { ModuleContext } from '../../kernel/contract';
import { awaitsSource, revealLazySource } from '../../theme-platform/lazy-source';
import type { VideoSettings } from './index';
import { playerCommands } from './player-commands';
import { watchProvider } from './provider-status';

const providerOf = (address: string): 'youtube' | 'vimeo' => {
  try {
    return /(^|\.)vimeo\.com$/.test(new URL(address, document.baseURI).hostname) ? 'vimeo' : 'youtube';
  } catch {
    return 'youtube';
  }
};

/** Calls `then` once `iframe` has a source, now or when something gives it one. */
function whenSourced(iframe: HTMLIFrameElement, signal: AbortSignal, then: () => void): void {
  if (iframe.getAttribute('src')) {
    then();
    return;
  }
  const sourced = new MutationObserver(() => {
    if (!iframe.getAttribute('src')) return;
    sourced.disconnect();
    then();
  });
  sourced.observe(iframe, { attributes: true, attributeFilter: ['src'] });
  signal.addEventListener('abort', () => sourced.disconnect());
}

export function startVideoElement(ctx: ModuleContext<VideoSettings>): void {
  const element = ctx.element as HTMLElement;
  // Players in a slider's slides are the slider's to start and stop.
  if (element.closest('.flexslider .slides > li')) return;
  const player = element.querySelector<HTMLIFrameElement | HTMLVideoElement>('iframe, video');
  if (!player) return;
  const { settings, signal } = ctx;

  if (awaitsSource(player)) {
    const near = new IntersectionObserver(
      (records) => {
        if (!records.some((record) => record.isIntersecting)) return;
        near.disconnect();
        revealLazySource(player);
      },
      { rootMargin: settings.lazyMargin },
    );
    near.observe(element);
    signal.addEventListener('abort', () => near.disconnect());
  }

  const address =
    player.getAttribute('src') ||
    player.getAttribute('data-orig-src') ||
    player.getAttribute('data-privacy-src');
  // The theme's provider status flags: a provider switched off is left to its own player.
  if (player instanceof HTMLIFrameElement && !settings.elements[providerOf(address ?? '')]) return;

  const printedAutoplay = player instanceof HTMLVideoElement && player.autoplay;
  const autoplay =
    (element.getAttribute('data-autoplay') === '1' || printedAutoplay) &&
    !ctx.viewport.reducedMotion &&
    !ctx.site.editor;
  if (player instanceof HTMLVideoElement) {
    // The browser's own autoplay would ignore visibility and reduced motion: the module decides.
    player.autoplay = false;
    if (printedAutoplay) player.pause();
  }
  const commands = playerCommands(player, player instanceof HTMLVideoElement);
  if (player instanceof HTMLIFrameElement) {
    // Only the player's first report matters (it is ready): then the module stops listening, so a
    // player reporting while it waits wakes nothing of ours.
    const listening = new AbortController();
    signal.addEventListener('abort', () => listening.abort());
    whenSourced(player, signal, () =>
      watchProvider(
        player,
        () => {
          commands.ready();
          listening.abort();
        },
        listening.signal,
      ),
    );
  }

  const state = { shown: false, enough: false };
  // Leaving (the view, or a visible tab) always pauses: the visitor may have started it by hand.
  const apply = (leaving: boolean) => {
    if (leaving) commands.want(false, true);
    else if (state.shown && state.enough && autoplay && !document.hidden) commands.want(true);
  };
  const sight = new IntersectionObserver(
    (records) => {
      const record = records[records.length - 1]!;
      const wasShown = state.shown;
      state.shown = record.isIntersecting;
      state.enough = record.isIntersecting && record.intersectionRatio >= settings.autoplayShare;
      apply(wasShown && !state.shown);
    },
    { threshold: [0, settings.autoplayShare] },
  );
  sight.observe(element);
  document.addEventListener('visibilitychange', () => apply(document.hidden && state.shown), { signal });
  signal.addEventListener('abort', () => sight.disconnect());
}
