// The theme's legacy sliding bar as sliding_bar.php prints it at the end of `#wrapper`
// (docs/theme-markup/sliding-bar.md): the area with its position, alignment and toggle-style
// classes, the toggle link and the panel with its widget columns. The `menu` toggle style (the opener in the main menu, a close
// cross in the panel) is not printed here. Our own Dutch widgets: the next club ride and the shop's hours.
export type SlidingBarPosition = 'top' | 'bottom' | 'left' | 'right';

export interface SlidingBarOptions {
  position?: SlidingBarPosition;
  /** The theme option `slidingbar_toggle_style`: `circle`, `rectangle` or `triangle`. */
  toggle?: string;
  openOnLoad?: boolean;
  sticky?: boolean;
}

const positions: SlidingBarPosition[] = ['top', 'bottom', 'left', 'right'];
const toggles = ['circle', 'rectangle', 'triangle'];

/** The page's options with a test's `?slidingbar=left` or `?slidingbar=top,triangle,open` over them. */
export function slidingBarOptions(printed: SlidingBarOptions, query: string | null): SlidingBarOptions {
  if (!query) return printed;
  const parts = query.split(',');
  return {
    ...printed,
    position: positions.find((position) => parts.includes(position)) ?? printed.position,
    toggle: toggles.find((toggle) => parts.includes(toggle)) ?? printed.toggle,
    openOnLoad: parts.includes('open') || printed.openOnLoad,
  };
}

/** The body classes the theme adds with the sliding bar on (class-avada-template.php). */
export function slidingBarBodyClasses({
  position = 'top',
  toggle = 'circle',
  sticky = true,
}: SlidingBarOptions): string {
  return [
    'avada-has-slidingbar-widgets',
    `avada-has-slidingbar-position-${position}`,
    `avada-slidingbar-toggle-style-${toggle}`,
    sticky ? 'avada-has-slidingbar-sticky' : '',
  ]
    .filter(Boolean)
    .join(' ');
}

const widgets = [
  `<section id="text-4" class="fusion-slidingbar-widget-column widget widget_text"><h4 class="widget-title">Volgende clubrit</h4><div class="textwidget"><p>Zondag om 9.00 uur vanaf de winkel: 60 km over de Utrechtse Heuvelrug, tempo 25 km/u. <a href="/clubritten/#route">Bekijk de route</a>.</p></div><div style="clear:both;"></div></section>`,
  `<section id="text-5" class="fusion-slidingbar-widget-column widget widget_text"><h4 class="widget-title">Openingstijden</h4><div class="textwidget"><p>Di–vr 9.00–18.00 uur, za 9.00–17.00 uur. Reparaties zonder afspraak tot 16.00 uur.</p><p><a href="/contact/">Neem contact op</a></p></div><div style="clear:both;"></div></section>`,
];

export function slidingBar({
  position = 'top',
  toggle = 'circle',
  openOnLoad = false,
  sticky = true,
}: SlidingBarOptions): string {
  const horizontal = position === 'top' || position === 'bottom';
  const classes = [
    'slidingbar-area fusion-sliding-bar-area fusion-widget-area',
    `fusion-sliding-bar-position-${position}`,
    'fusion-sliding-bar-text-align-left',
    `fusion-sliding-bar-toggle-${toggle}`,
    sticky ? 'fusion-sliding-bar-sticky' : '',
    horizontal ? '' : 'fusion-sliding-bar-columns-stacked',
    openOnLoad ? 'open-on-load' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const columns = widgets
    .map((widget, index) =>
      horizontal
        ? `<div class="fusion-column${index === widgets.length - 1 ? ' fusion-column-last' : ''} col-lg-6 col-md-6 col-sm-6">${widget}</div>`
        : `<div class="fusion-column">${widget}</div>`,
    )
    .join('\n');
  const inner = horizontal
    ? `<div class="fusion-row">
        <div class="fusion-columns row fusion-columns-2 columns columns-2">
${columns}
          <div class="fusion-clearfix"></div>
        </div>
      </div>`
    : `<div class="fusion-sliding-bar-content-wrapper">
        <div class="fusion-sliding-bar-content">
${columns}
        </div>
      </div>`;
  return `<div class="fusion-sliding-bar-wrapper">
  <div id="slidingbar-area" class="${classes}" data-breakpoint="1000" data-toggle="${toggle}">
    <div class="fusion-sb-toggle-wrapper">
      <a class="fusion-sb-toggle" href="#"><span class="screen-reader-text">Schuifbalk openen of sluiten</span></a>
    </div>
    <div id="slidingbar" class="fusion-sliding-bar">
      ${inner}
    </div>
  </div>
</div>`;
}
