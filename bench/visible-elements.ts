// Which elements a page shows, so two variants of one page can be compared (bench/real-sites.ts):
// every element of the served HTML gets a number (`data-rs-key`, the same in both variants, as they
// differ only in script elements, which get none), and the page reports the elements that are visible:
// a box of some size, `visibility: visible`, an opacity (its own times its ancestors') over 0.05, no
// ancestor that clips it to nothing, and inside the document. Elements a script made have no number:
// they are named by their nearest numbered ancestor, their tag and classes, and their text.

export const keyAttribute = 'data-rs-key';

/** Elements whose text the parser keeps raw: their content is no markup to number. */
const rawText = 'script|style|textarea|title|noscript|xmp';

/**
 * The HTML with a `data-rs-key` on every start tag from `<body>` on (comments and raw-text content
 * skipped). Script elements are raw text here, so removing or adding scripts does not renumber.
 * @example annotate('<body><p>a</p>') // '<body data-rs-key="0"><p data-rs-key="1">a</p>'
 */
export function annotate(html: string): string {
  const body = html.search(/<body[\s>]/i);
  if (body < 0) return html;
  const pattern = new RegExp(
    `<!--[\\s\\S]*?-->|<(${rawText})\\b(?:[^>"']|"[^"]*"|'[^']*')*>[\\s\\S]*?</\\1\\s*>|<([a-zA-Z][\\w:-]*)(?=[\\s/>])`,
    'gi',
  );
  pattern.lastIndex = body;
  let key = 0;
  let out = html.slice(0, body);
  let last = body;
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    if (!match[2]) continue;
    const at = match.index + match[0].length;
    out += `${html.slice(last, at)} ${keyAttribute}="${key++}"`;
    last = at;
  }
  return out + html.slice(last);
}

/** One visible element: its key, the key of its nearest visible ancestor, `tag#id.class`, its text. */
export interface VisibleElement {
  key: string;
  parent: string | null;
  label: string;
  text: string;
  /** Made by a script (not in the served HTML). */
  made: boolean;
}

/**
 * Evaluated in the page (a string: a function from tsx would carry its helpers along): the page's
 * visible elements, in document order.
 */
export const collectVisible = `(() => {
  const keyed = '${keyAttribute}';
  const skip = new Set(['SCRIPT', 'STYLE', 'LINK', 'META', 'NOSCRIPT', 'TEMPLATE', 'BR', 'SOURCE', 'TRACK', 'WBR']);
  const memo = new Map();
  const root = { opacity: 1, clipped: false };
  const stateOf = (element) => {
    if (!element || element === document.documentElement) return root;
    let state = memo.get(element);
    if (state) return state;
    const parent = stateOf(element.parentElement);
    const style = getComputedStyle(element);
    let clipped = parent.clipped;
    if (!clipped && (style.overflowX !== 'visible' || style.overflowY !== 'visible')) {
      const box = element.getBoundingClientRect();
      clipped = box.width < 1 || box.height < 1;
    }
    state = { opacity: parent.opacity * Number(style.opacity), clipped, style };
    memo.set(element, state);
    return state;
  };
  const squash = (text) => (text || '').replace(/\\s+/g, ' ').trim().slice(0, 60);
  const described = (element) => element && squash(element.getAttribute('alt') || element.getAttribute('aria-label') ||
    element.getAttribute('title') || element.getAttribute('placeholder') || (element.getAttribute('src') || '').split('/').pop());
  // No text of its own: what it shows (an image's alt or file), else its first image's.
  const textOf = (element) => squash(element.innerText) || described(element) ||
    (described(element.querySelector('img, video, iframe')) ? '[' + described(element.querySelector('img, video, iframe')) + ']' : '');
  const labelOf = (element) => {
    const classes = typeof element.className === 'string' ? element.className.trim().split(/\\s+/).filter(Boolean).slice(0, 3) : [];
    return element.tagName.toLowerCase() + (element.id ? '#' + element.id : '') + classes.map((name) => '.' + name).join('');
  };
  const width = document.documentElement.scrollWidth;
  const height = document.documentElement.scrollHeight;
  const keys = new Map();
  const visibleKey = new Map();
  const out = [];
  for (const element of document.body ? [document.body, ...document.body.getElementsByTagName('*')] : []) {
    if (skip.has(element.tagName)) continue;
    let key = element.getAttribute(keyed);
    let made = false;
    if (key === null) {
      made = true;
      let ancestor = element.parentElement;
      while (ancestor && !ancestor.hasAttribute(keyed)) ancestor = ancestor.parentElement;
      key = (ancestor ? ancestor.getAttribute(keyed) : '-') + '>' + labelOf(element) + ':' + squash(element.textContent).slice(0, 30);
    }
    keys.set(element, key);
    if (element.getClientRects().length === 0) continue;
    const box = element.getBoundingClientRect();
    if (box.width < 1 || box.height < 1) continue;
    const state = stateOf(element);
    if (state.clipped || state.opacity <= 0.05 || state.style.visibility !== 'visible') continue;
    const left = box.left + scrollX;
    const top = box.top + scrollY;
    if (left + box.width <= 0 || top + box.height <= 0 || left >= width || top >= height) continue;
    let parent = element.parentElement;
    while (parent && !visibleKey.has(parent)) parent = parent.parentElement;
    visibleKey.set(element, key);
    out.push({ key, parent: parent ? visibleKey.get(parent) : null, label: labelOf(element), text: textOf(element), made });
  }
  return out;
})()`;

/** An element the first variant shows and the second never does, with the first's label and text. */
export type HiddenElement = Omit<VisibleElement, 'key' | 'parent'>;

/**
 * What `shown` (snapshots of one variant) shows that `other` (snapshots of the other) never does:
 * an element counts as shown when any snapshot shows it, and one under another such element is
 * left out (its ancestor names it).
 */
export function shownOnlyIn(shown: VisibleElement[][], other: VisibleElement[][]): HiddenElement[] {
  const otherKeys = new Set(other.flat().map((element) => element.key));
  const first = new Map<string, VisibleElement>();
  for (const element of shown.flat()) if (!first.has(element.key)) first.set(element.key, element);
  const missing = new Set([...first.keys()].filter((key) => !otherKeys.has(key)));
  const underMissing = (element: VisibleElement) => {
    const seen = new Set<string>();
    for (let parent = element.parent; parent !== null && !seen.has(parent); ) {
      if (missing.has(parent)) return true;
      seen.add(parent);
      parent = first.get(parent)?.parent ?? null;
    }
    return false;
  };
  return [...missing]
    .map((key) => first.get(key)!)
    .filter((element) => !underMissing(element))
    .map(({ label, text, made }) => ({ label, text, made }));
}
