// The words of a text the theme or its server gives as HTML (`fusionGalleryVars.no_more_items_msg` is
// `<em>…</em>`, a live search answer's titles carry entities and tags), for a module to set as text.
// Parsed in an inert document, so nothing in it loads or runs; what script, style, template and
// noscript elements hold is code or markup, not words for the visitor, and goes. (The blog keeps
// the theme's `em` and `strong`: modules/blog/theme-text.ts.)

/**
 * @example
 * plainText('<em>Alle foto&#8217;s</em>'); // 'Alle foto’s'
 * plainText('<img src=x onerror=alert(1)>Klaar<script>alert(2)</script>'); // 'Klaar'
 */
export function plainText(html: string): string {
  if (!/[<&]/.test(html)) return html;
  const { body } = new DOMParser().parseFromString(html, 'text/html');
  for (const element of body.querySelectorAll('script, style, template, noscript')) element.remove();
  return body.textContent ?? '';
}
