// Share links (SPEC section 3, social share entry): each target's URL template gets the item's
// address and title, URL-encoded.
export interface ShareTarget {
  label: string;
  /** `{url}` and `{title}` are filled in. */
  template: string;
}

/** A share address from its template, with the item's address and title encoded. */
export function shareUrl(template: string, url: string, title: string): string {
  return template
    .replaceAll('{url}', encodeURIComponent(url))
    .replaceAll('{title}', encodeURIComponent(title));
}
