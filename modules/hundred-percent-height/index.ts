// 100%-height containers that do not scroll (THEME-MARKUP.md, "Elements real Avada pages have that no
// module covers"): the theme's stylesheet makes them `100vh` high with overflow hidden; the theme's
// container script makes them as high as the window below the sticky header and admin bar, and lets
// them grow with their content below the content break point (unless the site keeps full height on
// phones), so nothing is cut off on a small screen.
import { defineModule, type ModuleContext, pickSettings, type ThemeKeys } from '../../kernel/contract';
import {
  type HeaderOffsetOptions,
  headerOffsetCss,
  headerOffsetDefaults,
  headerOffsetTheme,
} from '../../theme-platform/header-offset';

/** The header's switches (`HeaderOffsetOptions`) say what height the window's fixed top takes. */
export interface HundredPercentHeightSettings extends HeaderOffsetOptions {
  /** Up to this window width (px) the containers grow with their content (the theme's content break point). */
  contentBreakPoint: number;
  /** Keep the full window height on phones too (`container_hundred_percent_height_mobile`). */
  mobileFullHeight: boolean;
}

const defaults = {
  contentBreakPoint: 800,
  mobileFullHeight: false,
  ...headerOffsetDefaults,
} satisfies HundredPercentHeightSettings;

const theme = {
  contentBreakPoint: 'fusionContainerVars.content_break_point',
  mobileFullHeight: 'fusionContainerVars.container_hundred_percent_height_mobile',
  ...headerOffsetTheme,
} satisfies ThemeKeys;

interface HeightPage {
  /** Below the content break point. */
  narrow?: MediaQueryList;
  /** The header's share of the window (a CSS length), read before any container is written. */
  offset: string;
}

type HeightContext = ModuleContext<HundredPercentHeightSettings, undefined, HeightPage>;

const centred = ':scope > .fusion-fullwidth-center-content';

/** Writes one container's height for the current window. */
function size(container: HTMLElement, ctx: HeightContext): void {
  const grows = Boolean(ctx.page.narrow?.matches) && !ctx.settings.mobileFullHeight;
  container.style.height = grows ? 'auto' : `calc(100vh - ${ctx.page.offset})`;
  const content = container.querySelector<HTMLElement>(centred);
  if (content) content.style.height = grows ? 'auto' : '';
}

/** Reads the header's height once, then writes every container: one layout, not one per container. */
function sizeAll(ctx: HeightContext): void {
  ctx.page.offset = headerOffsetCss(ctx.settings);
  for (const container of ctx.elements) if (container instanceof HTMLElement) size(container, ctx);
}

export default defineModule<HundredPercentHeightSettings, undefined, HeightPage>({
  id: 'hundred-percent-height',
  theme,
  settings: (site) =>
    pickSettings(site.settings['hundred-percent-height'], defaults, 'hundred-percent-height', theme),
  page: () => ({ offset: '0px' }),
  init(ctx) {
    ctx.page.narrow = matchMedia(`(max-width: ${ctx.settings.contentBreakPoint}px)`);
    ctx.page.offset = headerOffsetCss(ctx.settings);
    ctx.page.narrow.addEventListener('change', () => sizeAll(ctx), { signal: ctx.signal });
  },
  attach(container, ctx) {
    if (!(container instanceof HTMLElement)) return;
    size(container, ctx);
    return () => {
      container.style.height = '';
      const content = container.querySelector<HTMLElement>(centred);
      if (content) content.style.height = '';
    };
  },
  // The header may have changed height (a sticky header that shrinks at another width).
  resize: (ctx) => sizeAll(ctx),
});
