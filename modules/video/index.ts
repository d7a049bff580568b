// Video backgrounds (SPEC sections 2, 4, 7, 9): a self-hosted <video> or a provider's <iframe>
// inside `.video-background`, sized to cover its parent at the video's ratio, looped, muted and
// autoplayed per element, paused off screen and in a hidden tab, with a pause control (WCAG 2.2.2).
import { defineModule, pickSettings, toFlag } from '../../kernel/contract';
import { commandPlayer } from '../../kernel/services/embedded-player';
import { coverBox, parseRatio } from './cover-size';
import { mustRestart } from './provider-loop';
import { type ProviderStatus, watchProvider } from './provider-status';
import stylesheet from './video.css?url';

export interface VideoSettings {
  /** Aspect ratio of videos without `data-ratio`, as width:height. */
  ratio: string;
  /** Defaults of the per-element `data-autoplay`, `data-loop` and `data-mute`. */
  autoplay: boolean;
  loop: boolean;
  mute: boolean;
  /** Provider-style loop: restart this many seconds before the end the first time, then `loopLater`. */
  loopFirst: number;
  loopLater: number;
  /** How often (ms) a playing provider video is checked for its loop point. */
  loopCheck: number;
  /**
   * Provider API status flags (0 by default). Voorkant never loads a provider's API script: play,
   * pause, mute and seek go through the iframe's message protocol, which needs none.
   */
  providerApi: { youtube: boolean; vimeo: boolean };
  texts: { pause: string; play: string };
}

const defaults = {
  ratio: '16:9',
  autoplay: true,
  loop: true,
  mute: true,
  loopFirst: 0.45,
  loopLater: 0.21,
  loopCheck: 150,
  providerApi: { youtube: false, vimeo: false },
  texts: { pause: 'Achtergrondvideo pauzeren', play: 'Achtergrondvideo afspelen' },
} satisfies VideoSettings;

export interface VideoOptions {
  ratio?: number;
  autoplay?: boolean;
  loop?: boolean;
  mute?: boolean;
}

export default defineModule<VideoSettings, VideoOptions>({
  id: 'video',
  stylesheet,
  settings: (site) => pickSettings(site.settings.video, defaults, 'video'),
  options: (element) => ({
    ratio: parseRatio(element.getAttribute('data-ratio')),
    autoplay: toFlag(element.getAttribute('data-autoplay') ?? undefined),
    loop: toFlag(element.getAttribute('data-loop') ?? undefined),
    mute: toFlag(element.getAttribute('data-mute') ?? undefined),
  }),
  init(ctx) {
    const box = ctx.element as HTMLElement;
    const player = box.querySelector<HTMLVideoElement | HTMLIFrameElement>(':scope > video, :scope > iframe');
    if (!player) return;
    const { settings, options } = ctx;
    const ratio = options.ratio ?? parseRatio(settings.ratio) ?? 16 / 9;
    const autoplay = options.autoplay ?? settings.autoplay;
    const loop = options.loop ?? settings.loop;
    const mute = options.mute ?? settings.mute;

    // A ResizeObserver does what the old re-runs at 100 ms, 500 ms and 1 s and on resize did.
    const cover = () => {
      const size = coverBox(box.clientWidth, box.clientHeight, ratio);
      Object.assign(player.style, {
        width: `${size.width}px`,
        height: `${size.height}px`,
        left: `${size.left}px`,
        top: `${size.top}px`,
      });
      // The theme keeps the player hidden until it has its size (no layout shift).
      if (size.width > 0) box.classList.add('video--sized');
    };
    const resizes = new ResizeObserver(cover);
    resizes.observe(box);
    cover();

    const state = {
      visible: false,
      /** The visitor's own choice with the control, which outranks autoplay. */
      chosen: undefined as 'play' | 'pause' | undefined,
      /** What was last asked of the player. */
      asked: undefined as 'play' | 'pause' | undefined,
      /** Provider players answer only once loaded: commands wait until the first status. */
      ready: player instanceof HTMLVideoElement,
    };
    const wanted = () => state.chosen ?? (autoplay && !ctx.viewport.reducedMotion ? 'play' : 'pause');

    const toggle = document.createElement('button');
    toggle.type = 'button';
    toggle.className = 'video__toggle';
    const reflect = () => {
      const playing = wanted() === 'play';
      toggle.setAttribute('aria-label', playing ? settings.texts.pause : settings.texts.play);
      toggle.classList.toggle('video__toggle--paused', !playing);
    };
    const apply = () => {
      reflect();
      const next = state.visible && !document.hidden && wanted() === 'play' ? 'play' : 'pause';
      if (!state.ready || next === state.asked) return;
      state.asked = next;
      commandPlayer(player, next);
    };
    toggle.addEventListener(
      'click',
      () => {
        state.chosen = wanted() === 'play' ? 'pause' : 'play';
        apply();
      },
      { signal: ctx.signal },
    );
    box.after(toggle);

    if (player instanceof HTMLVideoElement) {
      player.loop = loop;
      player.muted = mute || player.muted;
      // The browser's own autoplay would ignore visibility and reduced motion: the module decides.
      player.autoplay = false;
      player.pause();
    } else {
      player.tabIndex = -1;
      let loops = 0;
      let checking: ReturnType<typeof setInterval> | undefined;
      let last: ProviderStatus | undefined;
      const stopChecking = () => {
        clearInterval(checking);
        checking = undefined;
      };
      const check = () => {
        if (
          last &&
          loop &&
          mustRestart(last.currentTime, last.duration, loops, {
            first: settings.loopFirst,
            later: settings.loopLater,
          })
        ) {
          loops++;
          last = { ...last, currentTime: 0 };
          commandPlayer(player, 'seekStart');
        }
      };
      watchProvider(
        player,
        (status) => {
          last = status;
          if (!state.ready) {
            state.ready = true;
            if (mute) commandPlayer(player, 'mute');
            apply();
          }
          // Checked only while playing: a paused or hidden video costs nothing.
          if (status.playing && !checking) checking = setInterval(check, settings.loopCheck);
          else if (!status.playing && checking) stopChecking();
        },
        ctx.signal,
      );
      ctx.signal.addEventListener('abort', stopChecking);
    }

    const sight = new IntersectionObserver((records) => {
      state.visible = records.some((record) => record.isIntersecting);
      apply();
    });
    sight.observe(box);
    document.addEventListener('visibilitychange', apply, { signal: ctx.signal });
    apply();

    return () => {
      resizes.disconnect();
      sight.disconnect();
      toggle.remove();
      box.classList.remove('video--sized');
      commandPlayer(player, 'pause');
    };
  },
});
