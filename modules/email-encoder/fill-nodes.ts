// What decoding does to the encoded contacts (CONTRACT-antispam.md section 4): a link's href becomes
// the scheme plus its decoded value, in its text only the obfuscated copy is replaced (the author's
// own words stay), each encoded span inside shows its own decoded value; other encoded nodes show
// theirs as text. Loaded while the popup shows the answer, so the first chunk stays small.
import { encodedSelector, readableContact } from './encoded-nodes';

/** Ends a node's encoded state: it is an ordinary element of the page from now on. */
function settle(node: Element): void {
  node.removeAttribute('data-original-string');
  node.removeAttribute('title');
  node.classList.add('no-blur');
}

/** Puts the decoded contact in as text (never HTML) and ends the node's encoded state. */
export function fillNode(node: Element, decoded: string): void {
  node.textContent = readableContact(decoded);
  settle(node);
}

/**
 * Replaces the first occurrence of `needle` in the text `root` holds itself (not inside nested
 * encoded nodes), also where the server split it over blur spans; the emptied blur spans go.
 */
function replaceOwnText(root: Element, needle: string, replacement: string): void {
  const texts: Text[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest(encodedSelector) === root) texts.push(node as Text);
  }
  const start = texts
    .map((text) => text.data)
    .join('')
    .indexOf(needle);
  if (start < 0) return;
  const end = start + needle.length;
  let offset = 0;
  let inserted = false;
  for (const text of texts) {
    const from = offset;
    offset += text.data.length;
    if (offset <= start || from >= end) continue;
    const keepBefore = text.data.slice(0, Math.max(0, start - from));
    const keepAfter = text.data.slice(Math.max(0, end - from));
    text.data = keepBefore + (inserted ? '' : replacement) + keepAfter;
    inserted = true;
  }
  for (const blur of root.querySelectorAll('.apbct-blur')) if (!blur.textContent) blur.remove();
}

/**
 * Fills a `mailto:`/`tel:` link: its href, the obfuscated copy in its own text, and each encoded span
 * inside it with that span's own decoded value (`decodedOf` looks a string up in the answer).
 */
export function fillLink(
  link: HTMLAnchorElement,
  decoded: string,
  decodedOf: (encoded: string) => string | undefined,
): void {
  const href = link.getAttribute('href') ?? '';
  const scheme = href.match(/^(mailto|tel):/i)?.[0].toLowerCase() ?? 'mailto:';
  const obfuscated = href.slice(scheme.length);
  const value = decoded.replace(/^(mailto|tel):/i, '');
  for (const inner of link.querySelectorAll(encodedSelector)) {
    const own = decodedOf(inner.getAttribute('data-original-string') ?? '');
    if (own) fillNode(inner, own);
  }
  if (obfuscated) replaceOwnText(link, obfuscated, readableContact(value));
  link.setAttribute('href', `${scheme}${value}`);
  settle(link);
}
