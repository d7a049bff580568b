// Which links the lightbox takes (THEME-MARKUP.md, "lightbox"; SPEC section 5) and which group they
// belong to. Groups are the theme's full `data-rel` (or older content's `rel`): `iLightbox[name]` or
// `prettyPhoto[name]`, each a gallery of its own; a bare `iLightbox` / `prettyPhoto` is a single link.
// Addresses ending in an image or video file extension, or pointing to YouTube or Vimeo, are taken.
export const mediaExtensions = [
  'bmp',
  'gif',
  'jpeg',
  'jpg',
  'png',
  'tiff',
  'tif',
  'jfif',
  'jpe',
  'svg',
  'mp4',
  'ogg',
  'webm',
  'webp',
  'avif',
] as const;

const providerHosts = /(^|\.)(youtube\.com|youtu\.be|vimeo\.com)$/i;
const groupPattern = /^(?:iLightbox|prettyPhoto)\[([^\]]+)\]/;
const singlePattern = /^(?:iLightbox|prettyPhoto)$/;

export function extensionOf(href: string): string {
  const path = href.split(/[?#]/)[0] ?? '';
  const dot = path.lastIndexOf('.');
  return dot < 0 || dot < path.lastIndexOf('/') ? '' : path.slice(dot + 1).toLowerCase();
}

export function isProviderUrl(href: string, base = 'http://localhost/'): boolean {
  try {
    return providerHosts.test(new URL(href, base).hostname);
  } catch {
    return false;
  }
}

export function isMediaLink(href: string, base?: string): boolean {
  return (mediaExtensions as readonly string[]).includes(extensionOf(href)) || isProviderUrl(href, base);
}

/** The link's lightbox relation: `data-rel`, else `rel`, when it names the theme's lightbox. */
export function lightboxRel(link: Element): string | null {
  for (const name of ['data-rel', 'rel']) {
    const value = link.getAttribute(name)?.trim();
    if (value && (groupPattern.test(value) || singlePattern.test(value))) return value;
  }
  return null;
}

/** The group of a relation: the whole `iLightbox[name]` / `prettyPhoto[name]`, or null for a single link. */
export function groupOf(rel: string | null): string | null {
  return rel?.match(groupPattern)?.[0] ?? null;
}

/** The name inside a group's brackets (`routes` of `iLightbox[routes]`). */
export function galleryName(rel: string | null): string | null {
  return rel?.match(groupPattern)?.[1] ?? null;
}

/** Loop only when asked and with at least 3 items (SPEC section 4). */
export function loopAllowed(loop: boolean, count: number): boolean {
  return loop && count >= 3;
}
