// Texts the theme gives as HTML (`fusionBlogVars.infinite_blog_text` is `<em>…</em>`): only `em` and
// `strong` survive, as elements we build; any other markup gives up its text and nothing else, so
// no attribute, handler or other element of the theme's text ever reaches the page.
const kept = new Set(['em', 'strong']);
const dropped = new Set(['script', 'style', 'template', 'noscript']);

function copyInto(target: Node, from: Node): void {
  for (const node of from.childNodes) {
    if (node.nodeType === Node.TEXT_NODE) {
      target.appendChild(document.createTextNode(node.textContent ?? ''));
    } else if (node.nodeType === Node.ELEMENT_NODE) {
      const name = (node as Element).localName;
      if (dropped.has(name)) continue;
      if (kept.has(name)) {
        const element = document.createElement(name);
        copyInto(element, node);
        target.appendChild(element);
      } else copyInto(target, node);
    }
  }
}

/**
 * @example
 * themeText('<em>Bezig met laden...</em>'); // a fragment holding <em>Bezig met laden...</em>
 * themeText('<img src=x onerror=alert(1)>Klaar'); // a fragment holding the text "Klaar"
 */
export function themeText(html: string): DocumentFragment {
  // An inert document: nothing in it loads or runs.
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const fragment = document.createDocumentFragment();
  copyInto(fragment, parsed.body);
  return fragment;
}
