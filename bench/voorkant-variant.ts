// The "voorkant" variant of an exported Avada page (bench/real-sites.ts): the page as the WordPress
// plugin would print it with every theme module on. Out go the theme's combined script (found by its
// folder, `fusion-scripts/`, never by `/wp-content/` or an id: exports rename both) and the theme's
// inline scripts that takeover.json names (`modules.<id>.inline`); in go the theme's settings objects
// the combined file carried (`var fusionLightboxVars={…};`, printed where the file was, as the plugin
// prints them), kernel.css after the page's last stylesheet, the plugin's modulepreload hints, the
// settings tag and kernel.js. Everything else stays, other plugins' scripts included.

/** A `<script>` element of a page's HTML: where it is, its attributes and its text. */
export interface ScriptTag {
  start: number;
  end: number;
  attributes: Record<string, string>;
  text: string;
}

const entities: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#039;': "'", '&#39;': "'" };
const decodeAttribute = (value: string) =>
  value.replace(/&(?:amp|quot|#0?39);/g, (entity) => entities[entity]!);

/** The attributes of a start tag's attribute text (`type='text/javascript' async`), names lower-cased. */
export function parseAttributes(text: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of text.matchAll(/([^\s=/>"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+)))?/g))
    attributes[match[1]!.toLowerCase()] = decodeAttribute(match[2] ?? match[3] ?? match[4] ?? '');
  return attributes;
}

/** Every script element outside comments (IE's conditional comments hold some), in order. */
export function scriptTags(html: string): ScriptTag[] {
  const tags: ScriptTag[] = [];
  const pattern = /<!--[\s\S]*?-->|<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script\s*>/gi;
  for (const match of html.matchAll(pattern)) {
    if (match[0].startsWith('<!--')) continue;
    tags.push({
      start: match.index,
      end: match.index + match[0].length,
      attributes: parseAttributes(match[1] ?? ''),
      text: match[2] ?? '',
    });
  }
  return tags;
}

/** Script types the browser runs as classic JavaScript. */
export const isClassicScript = (tag: ScriptTag) =>
  /^(|text\/javascript|application\/javascript|module)$/i.test((tag.attributes.type ?? '').trim());

/** The theme's combined scripts: a `src` with one of `folders` as a path segment (`fusion-scripts`). */
export function combinedScripts(html: string, folders: readonly string[]): ScriptTag[] {
  return scriptTags(html).filter((tag) => {
    const path = (tag.attributes.src ?? '').split(/[?#]/, 1)[0]!;
    return folders.some((folder) => new RegExp(`(^|/)${folder}/[^/]+\\.js(@|$)`).test(path));
  });
}

/** Where a JSON value that starts at `from` ends (one past it), or -1: brackets counted outside strings. */
function jsonEnd(source: string, from: number): number {
  let depth = 0;
  let inString = false;
  for (let at = from; at < source.length; at++) {
    const char = source[at];
    if (inString) {
      if (char === '\\') at++;
      else if (char === '"') {
        inString = false;
        if (depth === 0) return at + 1;
      }
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') depth++;
    else if (char === '}' || char === ']') {
      depth--;
      if (depth === 0) return at + 1;
    }
  }
  return -1;
}

/**
 * The settings objects a combined file carries: each `var <name>={…};` whose value is a JSON object
 * (what `wp_localize_script` writes), by name, the last value of a name winning as it would in the file.
 * Code such as `var fusion={fusionResizeWidth:0,…}` is not JSON and is left out.
 */
export function localizations(source: string): Map<string, unknown> {
  const found = new Map<string, unknown>();
  // wp_localize_script prints an object; a statement of its own (a line's start in most combined
  // files, after `;` in re-minified ones). Names of one or two characters are a minifier's locals.
  for (const match of source.matchAll(/(?:^|[\n;}])\s*var ([A-Za-z_$][\w$]{2,})\s*=\s*(?=\{)/g)) {
    const from = match.index + match[0].length;
    const end = jsonEnd(source, from);
    if (end < 0 || !/^\s*;/.test(source.slice(end, end + 3))) continue;
    try {
      const value = JSON.parse(source.slice(from, end));
      found.delete(match[1]!);
      found.set(match[1]!, value);
    } catch {
      // Not JSON after all: code, not a settings object.
    }
  }
  return found;
}

/** JSON that cannot end a script element or open a comment in it (the plugin's JSON_HEX_TAG). */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003C').replace(/>/g, '\\u003E').replace(/&/g, '\\u0026');

/** The texts takeover.json gives to identify the theme's inline scripts (`modules.<id>.inline`), by module. */
export function inlineMarkers(takeover: {
  modules: Record<string, { inline?: unknown }>;
}): Map<string, string> {
  const markers = new Map<string, string>();
  for (const [id, entry] of Object.entries(takeover.modules))
    if (Array.isArray(entry.inline))
      for (const text of entry.inline) if (typeof text === 'string' && text) markers.set(text, id);
  return markers;
}

export interface VariantInput {
  /** The combined script elements of the page (from {@link combinedScripts}), each with its file's text. */
  combined: { tag: ScriptTag; source: string }[];
  /** Text that marks a theme inline script, with the module that replaces it. */
  inline: ReadonlyMap<string, string>;
  /** The settings tag's value. */
  settings: unknown;
  /** Where Voorkant's build is served, ending in `/`. */
  buildUrl: string;
  /** modulepreload hints, relative to the build (`chunks/…js`). */
  preloads: readonly string[];
}

export interface Variant {
  html: string;
  /** The settings objects printed in place of the combined file, by name. */
  printed: string[];
  /** The inline scripts taken out: the marker that matched each, and its module. */
  removedInline: { marker: string; module: string }[];
}

/** The page with Voorkant in place of the theme's scripts (see the file's header). */
export function voorkantVariant(html: string, input: VariantInput): Variant {
  const removedInline: Variant['removedInline'] = [];
  const printed: string[] = [];
  const cuts: { start: number; end: number; text: string }[] = [];
  for (const { tag, source } of input.combined) {
    const objects = localizations(source);
    printed.push(...objects.keys());
    const lines = [...objects].map(([name, value]) => `var ${name} = ${scriptJson(value)};`);
    cuts.push({
      start: tag.start,
      end: tag.end,
      text: lines.length
        ? `<script type="text/javascript" id="voorkant-theme-settings">\n${lines.join('\n')}\n</script>`
        : '',
    });
  }
  for (const tag of scriptTags(html)) {
    if (tag.attributes.src !== undefined || !isClassicScript(tag)) continue;
    const marker = [...input.inline.keys()].find((text) => tag.text.includes(text));
    if (!marker) continue;
    removedInline.push({ marker, module: input.inline.get(marker)! });
    cuts.push({ start: tag.start, end: tag.end, text: '' });
  }
  let out = html;
  for (const cut of cuts.sort((a, b) => b.start - a.start))
    out = out.slice(0, cut.start) + cut.text + out.slice(cut.end);

  const headEnd = out.search(/<\/head\s*>/i);
  const head = headEnd < 0 ? out : out.slice(0, headEnd);
  const kernelCss = `<link rel="stylesheet" id="voorkant-net-css" href="${input.buildUrl}kernel.css" media="all">`;
  const hints = input.preloads
    .map((file) => `<link rel="modulepreload" href="${input.buildUrl}${file}">`)
    .join('\n');
  let lastStylesheet = -1;
  for (const match of head.matchAll(/<link\b(?:[^>"']|"[^"]*"|'[^']*')*>/gi))
    if (/stylesheet/i.test(parseAttributes(match[0].slice(5, -1)).rel ?? ''))
      lastStylesheet = match.index + match[0].length;
  // The plugin prints its hints at wp_head 2, before the theme's styles and scripts.
  const firstAsset = head.search(/<(link|style|script)\b/i);
  const inserts = [
    { at: lastStylesheet < 0 ? head.length : lastStylesheet, text: `\n${kernelCss}` },
    ...(hints ? [{ at: firstAsset < 0 ? head.length : firstAsset, text: `${hints}\n` }] : []),
  ].sort((a, b) => b.at - a.at);
  for (const insert of inserts) out = out.slice(0, insert.at) + insert.text + out.slice(insert.at);

  // A classic theme gets its script modules in the footer, after the settings (wp_footer 100).
  const tail = `<script type="application/json" id="voorkant-settings">${scriptJson(input.settings)}</script>
<script type="module" async src="${input.buildUrl}kernel.js"></script>\n`;
  const bodyEnd = out.search(/<\/body\s*>(?![\s\S]*<\/body\s*>)/i);
  out = bodyEnd < 0 ? out + tail : out.slice(0, bodyEnd) + tail + out.slice(bodyEnd);
  return { html: out, printed, removedInline };
}
