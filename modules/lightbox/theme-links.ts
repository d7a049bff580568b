// The theme's lightbox links as its glue script prepares them (THEME-MARKUP.md, "lightbox"): a
// WordPress gallery's `postimages` group renamed to that gallery's id (one group per gallery), a
// Jetpack tiled gallery's links grouped per gallery (`iLightbox[tiled-gallery-N]`), and, with the
// theme's `lightbox_post_images` on, image links in post content taken as single links. The caption
// a link lacks comes from its `title` or the gallery's caption; its alt text from its image.
import { lightboxRel } from './media-links';

/** Image links in post content the theme's post-images option opens in the lightbox. */
export const postImageSelector = [
  '.type-post .post-content a',
  '#posts-container .post .post-content a',
  '.fusion-blog-shortcode .post .post-content a',
]
  .map((selector) => `${selector}:has(img)`)
  .join(', ');

/** A link the registry matched only because it holds an image in post content. */
export function isPostImage(link: Element): boolean {
  return !lightboxRel(link) && !link.closest('.tiled-gallery') && link.matches(postImageSelector);
}

/** Renames and groups as the theme does, on the link itself (later scripts see the same attributes). */
export function groupThemeLink(link: Element): void {
  const dataRel = link.getAttribute('data-rel');
  const gallery = link.closest('.gallery');
  if (dataRel?.includes('postimages') && gallery?.id) {
    link.setAttribute('data-rel', dataRel.replace('postimages', gallery.id));
  }
  const tiled = link.closest('.tiled-gallery');
  if (tiled && !lightboxRel(link) && link.parentElement?.matches('.tiled-gallery-item')) {
    const number = [...document.querySelectorAll('.tiled-gallery')].indexOf(tiled) + 1;
    link.setAttribute('data-rel', `iLightbox[tiled-gallery-${number}]`);
  }
}

const text = (element: Element | null | undefined) => element?.textContent?.trim() ?? '';

/** `data-caption`, else the link's `title`, else the caption its gallery or figure prints. */
export function captionOf(link: Element): string {
  return (
    link.getAttribute('data-caption')?.trim() ||
    // The gallery element prints its title twice (`title` and `data-title`): not a caption then.
    (link.getAttribute('title') !== link.getAttribute('data-title') && link.getAttribute('title')?.trim()) ||
    text(link.closest('.gallery-item')?.querySelector('.gallery-caption')) ||
    text(link.closest('.tiled-gallery-item')?.querySelector('.tiled-gallery-caption')) ||
    text(link.parentElement?.querySelector('.wp-caption-text'))
  );
}

/** `data-alt`, else the alt text of the link's image. */
export function altOf(link: Element): string {
  return link.getAttribute('data-alt') ?? link.querySelector('img')?.getAttribute('alt') ?? '';
}
