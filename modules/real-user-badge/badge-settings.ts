// The badge's settings: Voorkant's own slice (timings, the badge's accessible name) with Dutch
// defaults, and the popup texts the platform prints in ctPublic.theRealPerson, which win when present.
import { pickSettings, type Site, toText } from '../../kernel/contract';

export interface RealUserBadgeTexts {
  /** Accessible name of the badge button; %s is the author's name. */
  badgeLabel: string;
  heading: string;
  content1: string;
  content2: string;
  /** Link text of the learn-more link (admin only). */
  learnMore: string;
}

export interface RealUserBadgeSettings {
  /** ms the popup stays after the mouse leaves badge and popup (SPEC section 9: 1 s). */
  hideAfterMouseLeaveMs: number;
  /** ms the popup stays after a touch opened it (SPEC section 9: 3 s). */
  hideAfterTouchMs: number;
  texts: RealUserBadgeTexts;
  /** Where the admin's learn-more link goes (ctPublic.theRealPerson.trpContentLink). */
  learnMoreUrl: string;
  /** Picture in the popup (ctPublic.theRealPerson.imgPersonUrl); empty: none. */
  personImageUrl: string;
  /** The admin globals are present: the popup gets the learn-more link (SPEC section 6). */
  admin: boolean;
}

const defaults = {
  hideAfterMouseLeaveMs: 1000,
  hideAfterTouchMs: 3000,
  texts: {
    badgeLabel: 'Echt persoon: %s',
    heading: 'Het Echte Persoon-badge!',
    content1: 'De reageerder gedraagt zich als een echt mens en is geverifieerd als geen bot.',
    content2: 'Alle tests tegen spambots zijn doorstaan.',
    learnMore: 'Meer informatie',
  },
  learnMoreUrl: 'https://cleantalk.org/the-real-person',
  personImageUrl: '',
  admin: false,
} satisfies RealUserBadgeSettings;

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** Voorkant's slice first, then what the platform printed for the badge (the site's own texts). */
export function badgeSettings(site: Site): RealUserBadgeSettings {
  const own = pickSettings(site.settings['real-user-badge'], defaults, 'real-user-badge');
  const printed = record(site.platform.ctPublic?.theRealPerson);
  const phrases = record(printed.phrases);
  const text = (value: unknown, fallback: string) => toText(value) || fallback;
  return {
    ...own,
    texts: {
      ...own.texts,
      heading: text(phrases.trpHeading, own.texts.heading),
      content1: text(phrases.trpContent1, own.texts.content1),
      content2: text(phrases.trpContent2, own.texts.content2),
      learnMore: text(phrases.trpContentLearnMore, own.texts.learnMore),
    },
    learnMoreUrl: text(printed.trpContentLink, own.learnMoreUrl),
    personImageUrl: text(printed.imgPersonUrl, own.personImageUrl),
    admin: site.platform.admin,
  };
}

export { defaults as realUserBadgeDefaults };
