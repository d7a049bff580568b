// The theme's privacy bar and consent embeds (docs/theme-markup/privacy-bar.md): the bar shows on a
// visitor's first visit and keeps the answer, and the choices of its settings part, in the theme's
// own cookie; embeds of a type the visitor has not agreed to (YouTube, Vimeo, maps, tracking
// scripts, …) stay held back behind their placeholder until the bar, the placeholder's button or
// an earlier visit agrees to that type. Replaces the theme's `avada-privacy` script.
import { defineModule, pickSettings, type ThemeKeys } from '../../kernel/contract';
import { startBar } from './bar';
import { barAnswered, type ConsentCookie, isConsentType, readConsents, saveConsents } from './consent-cookie';
import { fitPlaceholder, releaseEmbeds } from './held-back-embeds';
import stylesheet from './privacy-bar.css?url';

declare module '../../kernel/contract' {
  interface ModuleEvents {
    /** Embeds of these types were just loaded (the visitor agreed, now or on an earlier visit). */
    'privacy-bar:released': { types: string[] };
  }
}

export interface PrivacyBarSettings {
  cookie: ConsentCookie;
  /**
   * Types agreed to when the bar's button is pressed with no choices shown, where the theme's
   * "button always saves" option is on (`avadaPrivacyVars.defaults`).
   */
  defaults: string[];
  /** The bar's button saves its choices even when the settings part is closed (`avadaPrivacyVars.button`). */
  buttonAlways: boolean;
  /** How long the settings part slides open or closed, in ms (jQuery's `slideToggle( 300 )` in the theme). */
  slideMs: number;
  texts: {
    /** The bar's name as a page region, for screen readers. */
    bar: string;
  };
}

const defaults = {
  cookie: { name: 'privacy_embeds', days: 30, path: '/' },
  defaults: [] as string[],
  buttonAlways: false,
  slideMs: 300,
  texts: { bar: 'Cookiemelding' },
} satisfies PrivacyBarSettings;

const theme = {
  'cookie.name': 'avadaPrivacyVars.name',
  'cookie.days': 'avadaPrivacyVars.days',
  'cookie.path': 'avadaPrivacyVars.path',
  defaults: 'avadaPrivacyVars.defaults',
  buttonAlways: 'avadaPrivacyVars.button',
} satisfies ThemeKeys;

interface PrivacyPage extends Record<string, unknown> {
  /** Loads the embeds of `types` (set by `init`, before any element is attached). */
  release: (types: readonly string[]) => void;
}

export default defineModule<PrivacyBarSettings, undefined, PrivacyPage>({
  id: 'privacy-bar',
  stylesheet,
  theme,
  settings: (site) => {
    const picked = pickSettings(site.settings['privacy-bar'], defaults, 'privacy-bar', theme);
    return { ...picked, defaults: picked.defaults.filter((type) => typeof type === 'string') };
  },
  page: () => ({ release: () => {} }),
  init(ctx) {
    const { cookie } = ctx.settings;
    const release = (types: readonly string[]) => {
      const released = types.filter(isConsentType);
      // What now stands where held-back embeds were (players, maps) is for the other modules too.
      for (const node of released.flatMap(releaseEmbeds)) if (node instanceof Element) ctx.scan(node);
      if (released.length) ctx.bus.emit('privacy-bar:released', { types: released });
    };
    ctx.page.release = release;
    // What was agreed on an earlier visit loads at once (a cached page still holds it back).
    release(readConsents(cookie).filter((type) => type !== barAnswered));
    // A placeholder's "I accept" agrees to its type only, and loads every embed of that type.
    document.addEventListener(
      'click',
      (event) => {
        const button = (event.target as Element | null)?.closest?.('.fusion-privacy-consent');
        const type = button?.getAttribute('data-privacy-type');
        if (!type) return;
        event.preventDefault();
        const agreed = readConsents(cookie);
        if (!agreed.includes(type)) saveConsents(cookie, [...agreed, type]);
        release([type]);
      },
      { signal: ctx.signal },
    );
  },
  attach(element, ctx) {
    if (element.matches('.fusion-privacy-bar'))
      return startBar(
        element as HTMLElement,
        ctx.settings,
        () => ctx.viewport.reducedMotion,
        { release: ctx.page.release, reload: () => location.reload() },
        ctx.signal,
      );
    if (element.matches('.fusion-privacy-placeholder')) fitPlaceholder(element as HTMLElement);
    return undefined;
  },
});
