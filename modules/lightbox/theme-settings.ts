// The theme's lightbox settings (THEME-MARKUP.md, "lightbox": `fusionLightboxVars`,
// `fusionLightboxVideoVars`) as Voorkant's: flat keys through the kernel's theme map, and the two
// nested ones (`l10n` texts, `lightbox_social_links`) read here. Both sit under the Voorkant slice,
// which wins key by key.
import { readGlobal, type ThemeKeys, toText } from '../../kernel/contract';
import type { ShareTarget } from './share-links';

export const themeKeys = {
  enabled: 'fusionLightboxVars.status_lightbox',
  slideshow: 'fusionLightboxVars.lightbox_gallery',
  skin: 'fusionLightboxVars.lightbox_skin',
  title: 'fusionLightboxVars.lightbox_title',
  zoom: 'fusionLightboxVars.lightbox_zoom',
  arrows: 'fusionLightboxVars.lightbox_arrows',
  slideshowSpeedMs: 'fusionLightboxVars.lightbox_slideshow_speed',
  loop: 'fusionLightboxVars.lightbox_loop',
  slideshowAutoplay: 'fusionLightboxVars.lightbox_autoplay',
  overlayOpacity: 'fusionLightboxVars.lightbox_opacity',
  caption: 'fusionLightboxVars.lightbox_desc',
  social: 'fusionLightboxVars.lightbox_social',
  deepLinking: 'fusionLightboxVars.lightbox_deeplinking',
  postImages: 'fusionLightboxVars.lightbox_post_images',
  animationSpeed: 'fusionLightboxVars.lightbox_animation_speed',
  'defaultSize.width': 'fusionLightboxVideoVars.lightbox_video_width',
  'defaultSize.height': 'fusionLightboxVideoVars.lightbox_video_height',
} satisfies ThemeKeys;

/** Which of our texts each of the theme's `l10n` texts fills. */
const l10nTexts = {
  close: 'close',
  enterFullscreen: 'fullscreen',
  exitFullscreen: 'exitFullscreen',
  slideShow: 'slideshowStart',
  next: 'next',
  previous: 'previous',
} as const;

interface ThemeDefaults {
  texts: Record<string, string>;
  share: ShareTarget[];
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/**
 * `defaults` with the theme's texts and share links over them, to be the defaults `pickSettings`
 * reads the Voorkant slice against: `{URL}` in the theme's link templates becomes our `{url}`.
 */
export function withThemeDefaults<T extends ThemeDefaults>(defaults: T): T {
  const vars = readGlobal('fusionLightboxVars');
  if (!vars) return defaults;
  const texts = { ...defaults.texts };
  for (const [from, to] of Object.entries(l10nTexts)) {
    const text = toText(record(vars.l10n)[from]);
    if (text) texts[to] = text;
  }
  const share = Object.values(record(vars.lightbox_social_links))
    .map((link) => ({ label: toText(record(link).text), template: toText(record(link).source) }))
    .filter((target): target is ShareTarget => Boolean(target.label && target.template))
    .map((target) => ({ ...target, template: target.template.replaceAll('{URL}', '{url}') }));
  return { ...defaults, texts, share: share.length ? share : defaults.share };
}

/** The theme's skins: the white and light ones draw light, the others dark. */
export function skinTone(skin: string): 'light' | 'dark' {
  return /white|light|mac|smooth/i.test(skin) ? 'light' : 'dark';
}
