// The embeds the theme holds back until the visitor agrees to their type (`Avada_Privacy_Embeds`,
// docs/theme-markup/privacy-bar.md): iframes and images with their address in `data-privacy-src`
// and the class `fusion-hidden`, lite-embed facades renamed `priv-fac-lite-youtube`/`-vimeo`, video
// players printed as the text of a `<noscript data-privacy-video>`, and scripts printed as
// `<noscript data-privacy-script>` (or a `span` in older versions); beside them a placeholder
// (`.fusion-privacy-placeholder`) with an "I accept" button (`.fusion-privacy-consent`).

const hidden = 'fusion-hidden';
const placeholderSelector = '.fusion-privacy-placeholder';
const facadePrefix = 'priv-fac-';

const ofType = (type: string) => `[data-privacy-type="${CSS.escape(type)}"]`;

/** An address to load: the page's own or an http(s) one, never `javascript:` and the like. */
function loadable(address: string | null): address is string {
  if (!address) return false;
  try {
    return /^https?:$/.test(new URL(address, document.baseURI).protocol);
  } catch {
    return false;
  }
}

/** The facade under its real tag name, so its custom element (if the page defines it) upgrades. */
function renameFacade(facade: Element): Element {
  const real = document.createElement(facade.localName.slice(facadePrefix.length));
  for (const { name, value } of facade.attributes) real.setAttribute(name, value);
  real.classList.remove(hidden);
  real.append(...facade.childNodes);
  facade.replaceWith(real);
  return real;
}

/**
 * The player markup a `<noscript>` holds, as the page printed it: parsed inert (DOMParser runs no
 * script), without scripts or inline event handlers, then put in the noscript's place.
 */
function playerMarkup(holder: Element): Node[] {
  const parsed = new DOMParser().parseFromString(holder.textContent ?? '', 'text/html');
  for (const script of parsed.querySelectorAll('script')) script.remove();
  for (const element of parsed.body.querySelectorAll('*'))
    for (const { name } of [...element.attributes])
      if (name.startsWith('on') || (/^(src|href)$/.test(name) && !loadable(element.getAttribute(name))))
        element.removeAttribute(name);
  return [...parsed.body.childNodes].map((node) => document.importNode(node, true));
}

/** A held-back script, as a script element that runs: its address, or its text. */
function runnableScript(holder: Element): HTMLScriptElement | undefined {
  const script = document.createElement('script');
  const address = holder.getAttribute('data-privacy-src');
  if (address !== null) {
    if (!loadable(address)) return undefined;
    script.src = address;
    // Inserted scripts run as they arrive; these keep the page's order (an API before its use).
    script.async = false;
  } else {
    // The theme renamed `src=` inside the held-back text too (a script that writes a tag).
    script.text = (holder.textContent ?? '').replace(/data-privacy-src=/g, 'src=');
  }
  // Under a strict Content-Security-Policy an inserted script needs the page's nonce.
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
  if (nonce) script.nonce = nonce;
  return script;
}

/** Loads one held-back embed; returns what now stands in its place (for the kernel to match). */
function release(element: Element): Node[] {
  if (element instanceof HTMLIFrameElement || element instanceof HTMLImageElement) {
    const address = element.getAttribute('data-privacy-src');
    if (loadable(address)) element.setAttribute('src', address);
    element.classList.remove(hidden);
    if (element.getAttribute('data-privacy-type') === 'gmaps')
      element.closest('.fusion-maps-static-type')?.classList.remove(hidden);
    return [element];
  }
  if (element.localName.startsWith(`${facadePrefix}lite-`)) return [renameFacade(element)];
  if (element.hasAttribute('data-privacy-video') && element.localName === 'noscript') {
    const nodes = playerMarkup(element);
    element.replaceWith(...nodes);
    return nodes;
  }
  if (element.hasAttribute('data-privacy-script') && /^(span|noscript)$/.test(element.localName)) {
    const script = runnableScript(element);
    if (script) document.body.append(script);
    element.remove();
    return [];
  }
  return [];
}

/**
 * Loads every embed of `type` on the page, ticks the type's boxes (the privacy element's `#<type>`
 * and the bar's `#bar-<type>`) and removes its placeholders. Returns the elements that now stand
 * where held-back ones were, so other modules (video players) can take them up.
 */
export function releaseEmbeds(type: string): Node[] {
  const released: Node[] = [];
  for (const element of document.querySelectorAll(ofType(type)))
    if (!element.matches(`${placeholderSelector}, ${placeholderSelector} *`))
      released.push(...release(element));
  for (const box of document.querySelectorAll<HTMLInputElement>(
    `.fusion-privacy-element #${CSS.escape(type)}, #bar-${CSS.escape(type)}`,
  ))
    box.checked = true;
  for (const placeholder of document.querySelectorAll(`${placeholderSelector}${ofType(type)}`))
    placeholder.remove();
  // The theme's maps start once their scripts are in; each map's own starter is a global.
  if (type === 'gmaps')
    for (const map of document.querySelectorAll<HTMLElement>('.fusion-google-map')) {
      map.classList.remove(hidden);
      const start = (window as unknown as Record<string, unknown>)[`fusion_run_map_${map.id}`];
      if (typeof start === 'function') start();
    }
  return released;
}

/**
 * A placeholder beside an iframe takes the iframe's proportions, as the theme's script gives it:
 * both in a `.fluid-width-video-wrapper` whose top padding is the ratio (the theme's stylesheet
 * then stretches the placeholder over it), so it scales with the column instead of overflowing it.
 */
export function fitPlaceholder(placeholder: HTMLElement): void {
  const frame = placeholder.previousElementSibling;
  const parent = placeholder.parentElement;
  if (!(frame instanceof HTMLIFrameElement) || !parent) return;
  if (parent.matches('.fusion-background-video-wrapper, .fluid-width-video-wrapper')) return;
  const { offsetWidth: width, offsetHeight: height } = placeholder;
  if (!width || !height) return;
  const wrapper = document.createElement('div');
  wrapper.className = 'fluid-width-video-wrapper';
  wrapper.style.paddingTop = `${(height / width) * 100}%`;
  placeholder.replaceWith(wrapper);
  wrapper.append(placeholder, frame);
}
