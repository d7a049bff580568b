// The title and text a trigger carries. Attribute text goes in as text; where the builder marks the
// text as HTML (`data-html-content`, or any hotspot, whose popovers the theme renders as HTML), only
// emphasis survives, as `em` and `strong` elements built here; everything else becomes its text.

const emphasis: Record<string, 'em' | 'strong'> = { em: 'em', i: 'em', strong: 'strong', b: 'strong' };

function appendInline(target: Node, source: Node): void {
  for (const node of source.childNodes) {
    if (node.nodeType === Node.TEXT_NODE) {
      target.appendChild(document.createTextNode(node.textContent ?? ''));
      continue;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) continue;
    const name = (node as Element).localName;
    if (name === 'script' || name === 'style' || name === 'template') continue;
    const tag = emphasis[name];
    if (tag) {
      const element = document.createElement(tag);
      appendInline(element, node);
      target.appendChild(element);
    } else {
      if (name === 'br' || name === 'p' || name === 'li') target.appendChild(document.createTextNode(' '));
      appendInline(target, node);
    }
  }
}

/** Fills `target` with `html`'s text, keeping only em and strong. Parsing is inert (no scripts run). */
export function appendLimitedHtml(target: Node, html: string): void {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  appendInline(target, parsed.body);
}

export interface BubbleText {
  title: string;
  /** Plain text, or HTML when `html` is true. */
  content: string;
  html: boolean;
}

export function readBubbleText(trigger: HTMLElement): BubbleText {
  const htmlContent = trigger.getAttribute('data-html-content');
  const hotspot = trigger.hasAttribute('data-awb-toggle-image-hotspot-popover');
  return {
    title: (trigger.getAttribute('data-title') ?? '').trim(),
    content: (htmlContent ?? trigger.getAttribute('data-content') ?? '').trim(),
    html: htmlContent !== null || hotspot,
  };
}
