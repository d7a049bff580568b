// The builder's Social Sharing element and the theme's sharing box (`.fusion-sharing-box`) and the
// theme's copy-link icons (docs/theme-markup/sharing-box.md). The theme's script defines the global
// `copyPageUrl` those icons call inline and, on phones, points Facebook's sharer at its mobile site.
// Here the copy icon becomes a real button (it has no href, so the keyboard never reached it) that
// copies the page's address and says so; the inline call, which would fail without the theme's
// script and which a strict content security policy blocks, is taken off (the WordPress plug-in
// already leaves it out of the page, takeover.json `handlers`). The selector finds the icon by what
// stays once the call is gone: the theme's icon sets print `a.fusion-share` without an address; the
// element prints the class on the icon inside its link, always within its box, which finds it.
import { defineModule, pickSettings } from '../../kernel/contract';
import { isMobileDevice } from '../../theme-platform/mobile-device';
import { startCopyLink } from './copy-link';
import { mobileSharer } from './mobile-sharer';
import stylesheet from './sharing-box.css?url';

export interface SharingBoxSettings {
  texts: {
    /** Shown and said once the address is on the clipboard. */
    copied: string;
    /** When no way of copying works; `%s` is the address, shown to copy by hand. */
    failed: string;
  };
  /** How long the "copied" note stays, in ms. */
  copiedMs: number;
}

/** The Social Sharing element's copy link: a link without an address around its `i.fusion-share`. */
const elementCopyLink = 'a:not([href],.fusion-share):has(> .fusion-share)';

const defaults = {
  texts: { copied: 'Link gekopieerd', failed: 'Kopiëren lukte niet. Het adres is %s' },
  copiedMs: 2000,
} satisfies SharingBoxSettings;

export default defineModule<SharingBoxSettings>({
  id: 'sharing-box',
  stylesheet,
  settings: (site) => pickSettings(site.settings['sharing-box'], defaults, 'sharing-box'),
  init(ctx) {
    const element = ctx.element as HTMLElement;
    if (element instanceof HTMLAnchorElement) return startCopyLink(element, ctx.settings, ctx.signal);
    // The element's copy links (the theme's `a.fusion-share` has its own init).
    const stops = [...element.querySelectorAll<HTMLAnchorElement>(elementCopyLink)].map((link) =>
      startCopyLink(link, ctx.settings, ctx.signal),
    );
    // On phones and tablets, Facebook's sharer on its mobile site, as the theme's script does for
    // pages a cache built for a desktop visitor.
    if (isMobileDevice())
      for (const link of element.querySelectorAll<HTMLAnchorElement>('a[href]')) {
        const mobile = mobileSharer(link.href);
        if (mobile) link.href = mobile;
      }
    return () => {
      for (const stop of stops) stop();
    };
  },
});
