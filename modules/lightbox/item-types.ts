// What kind of item a lightbox link opens (SPEC section 3: image, video, iframe, inline, ajax, html,
// flash). A link may say so itself (`data-type`); otherwise the address decides: a provider address
// is an iframe with the provider's player, a video file a <video>, anything else an image.
import { extensionOf } from './media-links';
import { providerVideo, type VideoProvider } from './video-providers';

export const itemTypes = ['image', 'video', 'iframe', 'inline', 'ajax', 'html', 'flash'] as const;
export type ItemType = (typeof itemTypes)[number];

const videoExtensions = ['mp4', 'ogg', 'webm'];

/** The type a link declares in `data-type`, if it is one the lightbox knows. */
export function declaredType(link: Element): ItemType | null {
  const declared = link.getAttribute('data-type')?.trim().toLowerCase();
  return (itemTypes as readonly string[]).includes(declared ?? '') ? (declared as ItemType) : null;
}

export function itemTypeOf(link: Element, providers: readonly VideoProvider[]): ItemType {
  const declared = declaredType(link);
  if (declared) return declared;
  const href = link.getAttribute('href') ?? '';
  if (providerVideo(href, providers)) return 'iframe';
  if (videoExtensions.includes(extensionOf(href))) return 'video';
  return 'image';
}
