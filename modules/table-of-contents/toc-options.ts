// The element's options as the builder prints them in `data-awb-toc-options` (JSON; Builder
// shortcodes/fusion-table-of-contents.php `get_toc_options_attribute`), read defensively: a key that
// is missing or of the wrong type takes the builder's default, JSON that does not parse is no options.

export interface TocOptions {
  /** Heading tag → its depth in the list (`{"h2":0,"h3":1,"h4":2}`: the builder flips "h2,h3,h4"). */
  levels: Record<string, number>;
  /** `all`, `post_content` (a Layouts content section), `page_content` (`#content`) or `custom`. */
  limitContainer: string;
  /** With `custom`: the selector headings must match. */
  customHeadings: string;
  /** Headings matching this are left out. */
  ignoreHeadings: string;
  /** Headings containing one of these words (`|`-separated, any case) are left out. */
  ignoreWords: string[];
  /** Headings the visitor cannot see are left out. */
  hideHidden: boolean;
  /** The item of the section being read is highlighted. */
  highlight: boolean;
  /** `custom_icon`: each item starts with `icon` (icon font classes). */
  counterType: string;
  icon: string;
}

const defaultIgnore = '.awb-exclude-from-toc, .awb-exclude-from-toc *';

const text = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);

export function parseTocOptions(raw: string | null): TocOptions | null {
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
  const options = parsed as Record<string, unknown>;
  const levels: Record<string, number> = {};
  const tags = options.allowed_heading_tags;
  if (tags && typeof tags === 'object' && !Array.isArray(tags)) {
    for (const [tag, level] of Object.entries(tags))
      if (/^h[1-6]$/.test(tag) && Number.isInteger(level) && (level as number) >= 0)
        levels[tag] = level as number;
  }
  if (!Object.keys(levels).length) Object.assign(levels, { h2: 0, h3: 1, h4: 2 });
  return {
    levels,
    limitContainer: text(options.limit_container, 'all'),
    customHeadings: text(options.select_custom_headings),
    ignoreHeadings: text(options.ignore_headings) || defaultIgnore,
    ignoreWords: text(options.ignore_headings_words)
      .split('|')
      .map((word) => word.trim().toLowerCase())
      .filter(Boolean),
    hideHidden: options.hide_hidden_titles === 'yes',
    highlight: options.highlight_current_heading === 'yes',
    counterType: text(options.counter_type),
    icon: text(options.icon),
  };
}
