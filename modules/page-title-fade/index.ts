// The theme's page title bar fading (Global Options, Page Title Bar, "Fading Animation", the
// `avada-fade` script with its `jquery-fade` plug-in; docs/theme-markup/page-title-fade.md): the
// text of `.fusion-page-title-bar` (its `.fusion-page-title-wrapper`) fades out as the visitor
// scrolls past it. One passive scroll listener, one read and at most one write a frame, never on
// phones and tablets (as the theme), never under reduced motion, and whole at the page's top.
import { defineModule, pickSettings, type ThemeKeys } from '../../kernel/contract';
import { isMobileDevice } from '../../theme-platform/mobile-device';
import stylesheet from './page-title-fade.css?url';
import { fadeStart, titleOpacity } from './title-opacity';

export interface PageTitleFadeSettings {
  /** The theme's "Fading Animation" option is on (`page_title_fading`): fade the text on scroll. */
  fading: boolean;
  /** Where the header is: `top`, `left` or `right` (`header_position`). */
  headerPosition: string;
  /** With a top header the fade starts this many px before the text reaches the window's top (the theme's 100). */
  topHeaderLeadPx: number;
}

const defaults = {
  fading: false,
  headerPosition: 'top',
  topHeaderLeadPx: 100,
} satisfies PageTitleFadeSettings;

const theme = {
  fading: 'avadaFadeVars.page_title_fading',
  headerPosition: 'avadaFadeVars.header_position',
} satisfies ThemeKeys;

const headerPositions = ['top', 'left', 'right'];

/** The WordPress toolbar's height when it is on the page (a side header's fade starts below it, as the theme's). */
function toolbarHeight(): number {
  if (!document.body.classList.contains('admin-bar')) return 0;
  return document.getElementById('wpadminbar')?.offsetHeight ?? 0;
}

export default defineModule<PageTitleFadeSettings>({
  id: 'page-title-fade',
  stylesheet,
  theme,
  settings: (site) => pickSettings(site.settings['page-title-fade'], defaults, 'page-title-fade', theme),
  init(ctx) {
    const { settings, signal } = ctx;
    if (!settings.fading || ctx.viewport.reducedMotion || isMobileDevice()) return;
    if (!headerPositions.includes(settings.headerPosition))
      ctx.log.warn(
        `header position "${settings.headerPosition}" is none of ${headerPositions.join(', ')}: read as top`,
      );
    const side = settings.headerPosition === 'left' || settings.headerPosition === 'right';
    const text = ctx.element as HTMLElement;
    let shown = 1;
    let frame = 0;
    const write = () => {
      frame = 0;
      const box = text.getBoundingClientRect();
      const lead = side ? toolbarHeight() : settings.topHeaderLeadPx;
      const opacity = ctx.viewport.reducedMotion
        ? 1
        : titleOpacity(window.scrollY, fadeStart(box.top + window.scrollY, lead), box.height);
      if (opacity === shown) return;
      shown = opacity;
      if (opacity === 1) text.style.removeProperty('opacity');
      else text.style.opacity = String(opacity);
    };
    write();
    window.addEventListener('scroll', () => (frame ||= requestAnimationFrame(write)), {
      passive: true,
      signal,
    });
    return () => {
      cancelAnimationFrame(frame);
      text.style.removeProperty('opacity');
    };
  },
});
