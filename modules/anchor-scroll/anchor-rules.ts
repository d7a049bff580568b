// Which links the module takes over and how (THEME-MARKUP.md, "anchor-scroll"): only the theme's
// fixed list of link kinds (menus, buttons, one-page text links, read-more links, …), never every
// `#` link, so builder tab links, toggle titles and scroll-section links stay with their own
// scripts. In-page anchors scroll; anchors on another page of the site get the underscore marker;
// the rest is left to the browser.

export interface AnchorRules {
  /** The link kinds the theme's scroll script handles. */
  linkSelector: string;
  /** Links of those kinds it leaves alone (`#`, toggle titles, mega-menu widgets, search links). */
  excludedLinks: string;
  /** The theme's opt-out class, on the link or its parent. */
  noScrollClass: string;
  /** Hashes left alone however they are linked (a chat opener, form step buttons). */
  ignoredHashes: readonly string[];
  /** `#tab-…` links inside these (library mega menus) are left alone. */
  tabLinkContainers: string;
  /** The marker put before the target id in a cross-page hash. */
  marker: string;
}

export type AnchorAction =
  | { kind: 'leave' }
  | { kind: 'in-page'; id: string }
  | { kind: 'cross-page'; url: string };

/** The target id a hash names, or undefined for empty hashes and those starting with ! or /. */
export function targetIdOf(hash: string): string | undefined {
  const raw = hash.replace(/^#/, '');
  if (!raw || raw.startsWith('!') || raw.startsWith('/')) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** The link carries the opt-out itself or sits in an element that does. */
function optedOut(link: Element, noScrollClass: string): boolean {
  return (
    link.classList.contains(noScrollClass) || Boolean(link.parentElement?.classList.contains(noScrollClass))
  );
}

/** What to do with a click on `link` (an <a> whose href the browser resolved) on page `here`. */
export function anchorAction(
  link: HTMLAnchorElement,
  here: Location | URL,
  rules: AnchorRules,
): AnchorAction {
  if (!link.hash || !link.matches(rules.linkSelector) || link.matches(rules.excludedLinks))
    return { kind: 'leave' };
  if (optedOut(link, rules.noScrollClass)) return { kind: 'leave' };
  if (link.target && link.target !== '_self') return { kind: 'leave' };
  if (link.hasAttribute('download')) return { kind: 'leave' };
  const url = new URL(link.href);
  if (url.host !== here.host || url.protocol !== here.protocol) return { kind: 'leave' };
  if (rules.ignoredHashes.includes(url.hash)) return { kind: 'leave' };
  if (url.hash.startsWith('#tab-') && link.closest(rules.tabLinkContainers)) return { kind: 'leave' };
  const id = targetIdOf(url.hash);
  if (id === undefined || id.startsWith(rules.marker)) return { kind: 'leave' };
  if (url.pathname === here.pathname && url.search === here.search) return { kind: 'in-page', id };
  url.hash = `${rules.marker}${encodeURIComponent(id)}`;
  return { kind: 'cross-page', url: url.href };
}

/** The id a page was opened for with the underscore marker (`#_ketting` → `ketting`), if any. */
export function markedTargetId(hash: string, marker: string): string | undefined {
  const id = targetIdOf(hash);
  return id?.startsWith(marker) && id.length > marker.length ? id.slice(marker.length) : undefined;
}
