// Background videos of containers (`.video-background`, THEME-MARKUP.md "video"): a YouTube or
// Vimeo player in `.fusion-background-video-wrapper` (printed at `opacity:0`) or a self-hosted video
// in `.fullwidth-video`. The player covers the container at the video's ratio, the wrapper fades in
// once the player answers, it is muted and looped as the wrapper says, and it plays only while in
// view and the tab is visible, with a pause control (WCAG 2.2.2). Under reduced motion nothing
// starts by itself.
import type { ModuleContext } from '../../kernel/contract';
import { commandPlayer } from '../../theme-platform/embedded-player';
import { coverBox, parseRatio } from './cover-size';
import type { VideoSettings } from './index';
import { playerCommands } from './player-commands';
import { mustRestart } from './provider-loop';
import { type ProviderStatus, watchProvider } from './provider-status';
import { youtubeFrame } from './youtube-frame';

/** How far a report may move the planned loop restart before its timer is set again (ms). */
const replanMs = 250;

type Player = HTMLIFrameElement | HTMLVideoElement;

/** The wrapper's player: the self-hosted video, the printed Vimeo iframe, or a YouTube iframe made now. */
function backgroundPlayer(wrapper: HTMLElement, settings: VideoSettings): Player | undefined {
  if (wrapper.classList.contains('fullwidth-video')) return wrapper.querySelector('video') ?? undefined;
  const youtube = wrapper.getAttribute('data-youtube-video-id');
  if (youtube !== null) {
    if (!settings.backgrounds.youtube) return undefined;
    const made = wrapper.querySelector('iframe');
    const inner = wrapper.querySelector('.fusion-container-video-bg');
    if (made) return made;
    return inner ? youtubeFrame(inner, youtube, settings.youtubePlayer, settings.texts.title) : undefined;
  }
  if (!settings.backgrounds.vimeo) return undefined;
  return wrapper.querySelector('iframe') ?? undefined;
}

export function startBackgroundVideo(ctx: ModuleContext<VideoSettings>): void {
  const wrapper = ctx.element as HTMLElement;
  // `.fullwidth-video` is a background only as a child of the container.
  if (
    wrapper.classList.contains('fullwidth-video') &&
    !wrapper.parentElement?.classList.contains('video-background')
  )
    return;
  const player = backgroundPlayer(wrapper, ctx.settings);
  if (!player) return;
  // A player waiting for the visitor's consent (the theme's privacy embeds) starts once it has a source.
  if (player instanceof HTMLIFrameElement && !player.getAttribute('src')) {
    const consent = new MutationObserver(() => {
      if (!player.getAttribute('src')) return;
      consent.disconnect();
      run(ctx, wrapper, player);
    });
    consent.observe(player, { attributes: true, attributeFilter: ['src'] });
    ctx.signal.addEventListener('abort', () => consent.disconnect());
    return;
  }
  run(ctx, wrapper, player);
}

function run(ctx: ModuleContext<VideoSettings>, wrapper: HTMLElement, player: Player): void {
  const { settings, signal } = ctx;
  const container = wrapper.closest<HTMLElement>('.video-background') ?? wrapper.parentElement ?? wrapper;
  const still = ctx.viewport.reducedMotion;
  const mute = wrapper.getAttribute('data-mute') === 'yes';
  const loop = wrapper.getAttribute('data-loop') === '1';
  const margins =
    wrapper.getAttribute('data-loop-adjustment') === 'yes'
      ? { first: settings.loopFirst, later: settings.loopLater }
      : { first: 0, later: 0 };
  const ratio =
    parseRatio(wrapper.getAttribute('data-video-aspect-ratio')) ?? parseRatio(settings.ratio) ?? 16 / 9;
  const youtube = wrapper.hasAttribute('data-youtube-video-id');

  const show = () => {
    if (!still) wrapper.style.transition = `opacity ${settings.fadeMs}ms ease-in`;
    wrapper.style.opacity = '1';
  };

  if (player instanceof HTMLIFrameElement) {
    // A ResizeObserver re-covers on every size change of the wrapper (the theme re-ran on timers).
    const cover = () => {
      const box = coverBox(wrapper.clientWidth, wrapper.clientHeight, ratio);
      Object.assign(player.style, {
        width: `${box.width}px`,
        height: `${box.height}px`,
        left: `${box.left}px`,
        top: `${box.top}px`,
      });
    };
    const resizes = new ResizeObserver(cover);
    resizes.observe(wrapper);
    signal.addEventListener('abort', () => resizes.disconnect());
    player.tabIndex = -1;
  } else {
    if (mute) player.muted = true;
    player.playsInline = true;
    // The browser's own autoplay would ignore visibility and reduced motion: the module decides.
    player.autoplay = false;
    player.pause();
  }

  // Provider players answer once loaded; a self-hosted video is there at once.
  const commands = playerCommands(player, player instanceof HTMLVideoElement);
  const state = { visible: false, chosen: undefined as boolean | undefined };
  const wanted = () => state.chosen ?? (!still && !ctx.site.editor);

  const toggle = document.createElement('button');
  toggle.type = 'button';
  toggle.className = 'video__toggle';
  const apply = () => {
    toggle.setAttribute('aria-label', wanted() ? settings.texts.pause : settings.texts.play);
    toggle.classList.toggle('video__toggle--paused', !wanted());
    commands.want(state.visible && !document.hidden && wanted());
  };
  toggle.addEventListener(
    'click',
    () => {
      state.chosen = !wanted();
      apply();
    },
    { signal },
  );
  wrapper.after(toggle);

  if (youtube && player instanceof HTMLIFrameElement) {
    let loops = 0;
    let last: ProviderStatus | undefined;
    let restart: ReturnType<typeof setTimeout> | undefined;
    /** When the planned restart is due (`performance.now()` time). */
    let restartDue = 0;
    // The provider cannot loop without a gap: restart it just before the end (or at the end).
    const restartNow = () => {
      // Also when a report got here first: the timer would restart the new run at its start.
      clearTimeout(restart);
      restart = undefined;
      if (!last || !loop || !commands.playing) return;
      loops++;
      const ended = !last.playing;
      last = { ...last, currentTime: 0 };
      commandPlayer(player, 'seekStart');
      if (ended) commandPlayer(player, 'play');
    };
    // A report already past the restart point (a late report, or the video ended) restarts at once.
    const checkLoop = () => {
      if (last && mustRestart(last.currentTime, last.duration, loops, margins)) restartNow();
    };
    // Otherwise one timer at the moment the restart is due: the loop costs one wake-up per run, and
    // nothing while the video is paused or hidden. A player that plays on reports the same moment
    // over and over (several reports a second): the timer stands until a report moves the moment
    // by more than `replanMs` (a seek, a stall), instead of being set again from each report.
    const planLoop = () => {
      if (!last?.playing || !loop || !(last.duration > 0)) {
        clearTimeout(restart);
        restart = undefined;
        return;
      }
      const margin = loops === 0 ? margins.first : margins.later;
      const wait = Math.max(0, (last.duration - margin - last.currentTime) * 1000);
      const due = performance.now() + wait;
      if (restart !== undefined && Math.abs(due - restartDue) < replanMs) return;
      clearTimeout(restart);
      restartDue = due;
      restart = setTimeout(restartNow, wait);
    };
    watchProvider(
      player,
      (status) => {
        last = status;
        if (!commands.isReady) {
          if (mute) commandPlayer(player, 'mute');
          show();
          commands.ready();
        }
        checkLoop();
        planLoop();
      },
      signal,
    );
    signal.addEventListener('abort', () => clearTimeout(restart));
  } else if (player instanceof HTMLIFrameElement) {
    // Vimeo tells nothing without its own script: it is there once its page has loaded.
    const loaded = () => {
      show();
      commands.ready();
    };
    if (document.readyState === 'complete') loaded();
    else player.addEventListener('load', loaded, { once: true, signal });
  } else show();

  const sight = new IntersectionObserver((records) => {
    state.visible = records.some((record) => record.isIntersecting);
    apply();
  });
  sight.observe(container);
  document.addEventListener('visibilitychange', apply, { signal });
  apply();

  signal.addEventListener('abort', () => {
    sight.disconnect();
    toggle.remove();
    commandPlayer(player, 'pause');
  });
}
