// The builder's News Ticker element (`.awb-news-ticker[role="marquee"]`, Builder 3.5+,
// docs/theme-markup/news-ticker.md): the latest posts' titles, either running across the bar
// (marquee) or one at a time (carousel). Without a script the running list stays outside the bar
// and the carousel never changes: this module starts them, pausable, and keeps them still under
// reduced motion (the running list then sits in the bar, scrollable).
import { defineModule, pickSettings } from '../../kernel/contract';
import { startCarouselTicker } from './carousel-ticker';
import { startMarquee } from './marquee';
import stylesheet from './news-ticker.css?url';

export interface NewsTickerSettings {
  /** The carousel's rotation control, while it rotates and while it is stopped. */
  texts: { pause: string; play: string };
  /** The carousel's fade from one headline to the next, in ms (the theme's stylesheet's 500). */
  fadeMs: number;
}

const defaults = {
  texts: { pause: 'Nieuws pauzeren', play: 'Nieuws afspelen' },
  fadeMs: 500,
} satisfies NewsTickerSettings;

export default defineModule<NewsTickerSettings>({
  id: 'news-ticker',
  stylesheet,
  settings: (site) => pickSettings(site.settings['news-ticker'], defaults, 'news-ticker'),
  init(ctx) {
    const ticker = ctx.element as HTMLElement;
    const still = ctx.viewport.reducedMotion;
    if (ticker.classList.contains('awb-news-ticker-marquee')) {
      if (!still) startMarquee(ticker, ctx.signal);
    } else if (ticker.classList.contains('awb-news-ticker-carousel'))
      startCarouselTicker({
        ticker,
        rotates: !still && !ctx.site.editor,
        fadeMs: still ? 0 : ctx.settings.fadeMs,
        texts: ctx.settings.texts,
        signal: ctx.signal,
      });
  },
});
