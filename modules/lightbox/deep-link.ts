// The lightbox deep link in the address fragment, in the theme's format: the group's full relation
// and the item's index, counted from 0 (`#iLightbox[gallery_image_1]/2`), so addresses shared from
// the site before Voorkant open the same item. A single link's key, and a bare gallery name as
// earlier Voorkant versions wrote it (`#routes/2`), are read too.
export interface DeepLink {
  name: string;
  index: number;
}

/** What the registry's `hash` strategy must also accept, to load the lightbox for such an address. */
const pattern = /^#?((?:iLightbox|prettyPhoto)\[[^\]/]+\]|[\w-]+)\/(\d+)$/;

export function parseDeepLink(hash: string): DeepLink | null {
  let decoded = hash;
  try {
    // A shared address may arrive with its brackets percent-encoded.
    decoded = decodeURIComponent(hash);
  } catch {}
  const match = pattern.exec(decoded);
  if (!match?.[1] || !match[2]) return null;
  return { name: match[1], index: Number(match[2]) };
}

export function formatDeepLink(link: DeepLink): string {
  return `${link.name}/${link.index}`;
}
