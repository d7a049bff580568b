// Videos (THEME-MARKUP.md "video" and "Video element"): the background videos of containers
// (background-video.ts) and the video element (video-element.ts). Providers' players are driven
// through their iframe message protocol, to their exact origin; no provider script is loaded.
import { defineModule, pickSettings, type ThemeKeys } from '../../kernel/contract';
import { startBackgroundVideo } from './background-video';
import stylesheet from './video.css?url';
import { startVideoElement } from './video-element';

export interface VideoSettings {
  /** Ratio of background videos without `data-video-aspect-ratio`, as width:height. */
  ratio: string;
  /** The player address of a YouTube background video; `{id}` is the video id. */
  youtubePlayer: string;
  /** Provider-style loop with `data-loop-adjustment="yes"`: restart this many seconds before the end the first time, then `loopLater`. */
  loopFirst: number;
  loopLater: number;
  /** Duration of a background video's fade-in once its player is there, ms (none under reduced motion). */
  fadeMs: number;
  /** Share of a video element in view before it autoplays (0 to 1). */
  autoplayShare: number;
  /** How near the viewport a lazy video element gets its source (CSS margin). */
  lazyMargin: string;
  /** Which providers' background players to run (the theme's `fusionVideoBgVars` status flags). */
  backgrounds: { youtube: boolean; vimeo: boolean };
  /** Which providers' video elements to drive (`fusionVideoGeneralVars.status_yt`, `fusionVideoVars.status_vimeo`). */
  elements: { youtube: boolean; vimeo: boolean };
  texts: {
    pause: string;
    play: string;
    /** Title of a background player the module makes. */
    title: string;
  };
}

const defaults = {
  ratio: '16:9',
  youtubePlayer:
    'https://www.youtube-nocookie.com/embed/{id}?enablejsapi=1&autoplay=0&controls=0&rel=0&playsinline=1&modestbranding=1',
  loopFirst: 0.45,
  loopLater: 0.21,
  fadeMs: 600,
  autoplayShare: 0.5,
  lazyMargin: '200px',
  backgrounds: { youtube: true, vimeo: true },
  elements: { youtube: true, vimeo: true },
  texts: {
    pause: 'Achtergrondvideo pauzeren',
    play: 'Achtergrondvideo afspelen',
    title: 'Achtergrondvideo',
  },
} satisfies VideoSettings;

/** The theme's provider status flags ("1" on); the Voorkant slice wins key by key. */
const theme = {
  'backgrounds.youtube': 'fusionVideoBgVars.status_yt',
  'backgrounds.vimeo': 'fusionVideoBgVars.status_vimeo',
  'elements.youtube': 'fusionVideoGeneralVars.status_yt',
  'elements.vimeo': 'fusionVideoVars.status_vimeo',
} satisfies ThemeKeys;

export default defineModule<VideoSettings>({
  id: 'video',
  stylesheet,
  theme,
  settings: (site) => pickSettings(site.settings.video, defaults, 'video', theme),
  init(ctx) {
    if (ctx.element.classList.contains('fusion-video')) startVideoElement(ctx);
    else startBackgroundVideo(ctx);
  },
});
