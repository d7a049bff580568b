// The portfolio's lightbox groups follow its filter, as the theme's script sets them: the pictures of
// every item the filter shows get one `data-rel`, `iLightbox[<slug><gallery id><element id>]`
// (`iLightbox[gallery<gallery id><element id>]` for all), so the lightbox module, which reads the
// relation when it opens, pages through the items of the current filter only. The gallery id is the
// item's own (`data-id` of its rollover link) only with `lightbox_behavior` "individual"; with
// "all" one group takes every shown item. The hidden gallery links of an item (its further
// pictures) join its group with "individual", as the theme has it.

/**
 * The relation for the items of `filter` (`*` or `.slug`).
 * @example
 * portfolioRel('*', '', '-rw-1'); // 'iLightbox[gallery-rw-1]'
 * portfolioRel('.veluwe', '', '-rw-1'); // 'iLightbox[veluwe-rw-1]'
 */
export function portfolioRel(filter: string, galleryId: string, elementId: string): string {
  const slug = filter.replace(/^\./, '');
  return slug === '' || slug === '*'
    ? `iLightbox[gallery${galleryId}${elementId}]`
    : `iLightbox[${slug}${galleryId}${elementId}]`;
}

export function regroupLightbox(
  items: readonly HTMLElement[],
  filter: string,
  elementId: string,
  individual: boolean,
): void {
  for (const item of items) {
    const rollover = item.querySelector<HTMLElement>('.fusion-rollover-gallery');
    const galleryId = individual && rollover ? (rollover.getAttribute('data-id') ?? '') : '';
    const rel = portfolioRel(filter, galleryId, elementId);
    rollover?.setAttribute('data-rel', rel);
    if (individual)
      for (const link of item.querySelectorAll('.fusion-portfolio-gallery-hidden a[data-rel]'))
        link.setAttribute('data-rel', rel);
  }
}
