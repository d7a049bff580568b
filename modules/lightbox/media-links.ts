// Which links the lightbox takes (SPEC section 5): addresses ending in an image or video file
// extension, or pointing to a video provider. Galleries are links sharing a gallery name in the
// theme's `data-rel="iLightbox[name]"` attribute; a bare `iLightbox` is a single link.
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
] as const;

const providerHosts = /(^|\.)(youtube\.com|youtu\.be|vimeo\.com)$/i;

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

/** Gallery name of a `data-rel` value, or null for a single link. */
export function galleryName(rel: string | null): string | null {
  const match = /^iLightbox\[([^\]]+)\]/.exec(rel ?? '');
  return match?.[1] ?? null;
}

/** Loop only when asked and with at least 3 items (SPEC section 4). */
export function loopAllowed(loop: boolean, count: number): boolean {
  return loop && count >= 3;
}
