// The theme's answer to a live search (`wp_send_json( $result_suggestions )`): a JSON list of
// { id, type, title, post_url, image_url }, checked here before anything of it reaches the page.
// Titles come from get_the_title() (HTML: entities, sometimes tags) and are turned into plain text.

import { plainText } from '../../theme-platform/plain-text';

export interface SearchResult {
  title: string;
  url: string;
  /** The post type's singular name, or '' when the form does not show it. */
  type: string;
  /** The thumbnail's address, or '' (the theme sends `false` for a post without one). */
  image: string;
}

/** An http(s) address resolved against the page, or '' for anything else (`javascript:`, junk). */
export function safeUrl(value: unknown, base: string): string {
  if (typeof value !== 'string' || value.trim() === '') return '';
  try {
    const url = new URL(value, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : '';
  } catch {
    return '';
  }
}

/**
 * The results of an answer's text, or `undefined` when it is not the theme's answer (not JSON, not a
 * list: WordPress' `0` for an unknown action, an error page, a login wall). Entries without a title
 * or a usable address are dropped.
 */
export function readAnswer(text: string, base: string): SearchResult[] | undefined {
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    return undefined;
  }
  // The theme's list is always numbered (a JSON array); an object is someone else's answer
  // (`wp_send_json_error`, a security plug-in's block), not "nothing found".
  if (!Array.isArray(answer)) return undefined;
  const results: SearchResult[] = [];
  for (const entry of answer) {
    if (!entry || typeof entry !== 'object') continue;
    const { title, post_url, type, image_url } = entry as Record<string, unknown>;
    const url = safeUrl(post_url, base);
    const text =
      typeof title === 'string' || typeof title === 'number' ? plainText(String(title)).trim() : '';
    if (!url || !text) continue;
    results.push({
      title: text,
      url,
      type: typeof type === 'string' ? plainText(type).trim() : '',
      image: safeUrl(image_url, base),
    });
  }
  return results;
}

/** The count announced after a search: '%d' in the text is the number. */
export function countText(count: number, texts: { results: string; oneResult: string }): string {
  return count === 1 ? texts.oneResult : texts.results.replace('%d', String(count));
}
