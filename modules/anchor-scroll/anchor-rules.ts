// Which anchor links the module takes over and how (SPEC section 2, "Anchor scrolling"): in-page
// anchors scroll, anchors on another page of the site get the underscore marker, the rest is left
// to the browser.

export interface AnchorRules {
  /** Links inside or matching this are left alone (the theme's no-scroll marker). */
  noScrollSelector: string;
  /** Hashes left alone however they are linked: the chat, previous-step and next-step anchors. */
  ignoredHashes: readonly string[];
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

/** What to do with a click on `link` (an <a> whose href the browser resolved) on page `here`. */
export function anchorAction(
  link: HTMLAnchorElement,
  here: Location | URL,
  rules: AnchorRules,
): AnchorAction {
  if (!link.hash || link.closest(rules.noScrollSelector)) return { kind: 'leave' };
  if (link.target && link.target !== '_self') return { kind: 'leave' };
  if (link.hasAttribute('download')) return { kind: 'leave' };
  const url = new URL(link.href);
  if (url.host !== here.host || url.protocol !== here.protocol) return { kind: 'leave' };
  if (rules.ignoredHashes.includes(url.hash)) return { kind: 'leave' };
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
