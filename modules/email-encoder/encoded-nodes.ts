// The encoded contacts of the page as the server renders them (CONTRACT-antispam.md section 4): a
// `mailto:`/`tel:` link carries `data-original-string` itself, its href holding the obfuscated copy
// (`mailto:ja**@****ak.nl`), and often an encoded span of its own (the same address, or the number
// formatted for reading). What filling does to them is fill-nodes.ts, loaded once an answer is in.

export const encodedSelector = '[data-original-string]';
const contactLinkSelector = `a${encodedSelector}`;

/** A click target: an encoded node not inside an encoded link (a span in a link belongs to the link). */
export function isOwnNode(node: Element): boolean {
  return !node.parentElement?.closest(contactLinkSelector);
}

/** Every encoded node still waiting, in page order, the spans inside links included: one decode call. */
export function pendingNodes(root: ParentNode = document): Element[] {
  return [...root.querySelectorAll(encodedSelector)];
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

/** The address a visitor reads: a mailto value without its `?subject=…` part. */
export function readableContact(decoded: string): string {
  return decoded.replace(/^(mailto|tel):/i, '').split(/[?&]/)[0] ?? '';
}
