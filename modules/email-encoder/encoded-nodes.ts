// The encoded contacts of the page as the server renders them (CONTRACT-antispam.md section 4), and
// what decoding does to them: links get their real target, other nodes their text, blur removed.

export const encodedSelector = '[data-original-string]';

/** An encoded span inside an encoded mailto:/tel: link belongs to the link: one node, not two. */
export function isOwnNode(node: Element): boolean {
  return !node.parentElement?.closest(`a${encodedSelector}`);
}

/** The encoded nodes still waiting for decoding, in page order. */
export function pendingNodes(root: ParentNode = document): Element[] {
  return [...root.querySelectorAll(encodedSelector)].filter(isOwnNode);
}

/** `{"0": "<encoded>", ...}` as the decode call sends it. */
export function encodedMap(nodes: readonly Element[]): Record<string, string> {
  return Object.fromEntries(
    nodes.map((node, index) => [String(index), node.getAttribute('data-original-string') ?? '']),
  );
}

export function isContactLink(node: Element): node is HTMLAnchorElement {
  return node instanceof HTMLAnchorElement && /^(mailto|tel):/i.test(node.getAttribute('href') ?? '');
}

/** The link's target with the decoded contact: `mailto:jan@…`, `tel:+31…`. */
export function contactHref(link: HTMLAnchorElement, decoded: string): string {
  const scheme = (link.getAttribute('href') ?? '').match(/^(mailto|tel):/i)?.[1]?.toLowerCase() ?? 'mailto';
  const value = decoded.replace(/^(mailto|tel):/i, '');
  return `${scheme}:${scheme === 'tel' ? value.replace(/[^\d+]/g, '') : value}`;
}

/** Puts the decoded contact in as text (never HTML) and ends the node's encoded state. */
export function fillNode(node: Element, decoded: string): void {
  if (isContactLink(node)) node.href = contactHref(node, decoded);
  node.textContent = decoded.replace(/^(mailto|tel):/i, '');
  node.removeAttribute('data-original-string');
  node.removeAttribute('title');
  node.classList.add('no-blur');
}
