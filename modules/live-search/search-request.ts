// What one live search asks the theme's `live_search_retrieve_posts` ajax action
// (docs/theme-markup/live-search.md): the form's own hidden fields (the Search element prints them)
// over the theme's values, as the POST body the theme's PHP reads from `$_POST`.

/** What a form says about its own live search; a field the form does not print is left out. */
export interface FormFields {
  minChars?: number;
  perPage?: number;
  showImage?: boolean;
  showType?: boolean;
  /** `post_type` / `post_type[]` values: none lets the server use the theme's search post types. */
  postTypes: string[];
  includeTerms?: string;
  excludeTerms?: string;
  /** `search_limit_to_post_titles` as printed ('1' / '0'). */
  titlesOnly?: string;
  /** `add_woo_product_skus` as printed ('1' / '0'). */
  productSkus?: string;
  /** `live_results_scrollbar` ('default' / 'custom'): the box's `live-results-scrollbar-<value>` class. */
  scrollbar?: string;
}

/** The values a search is sent with: the form's fields already laid over the settings. */
export interface SearchOptions {
  action: string;
  perPage: number;
  showImage: boolean;
  showType: boolean;
}

function hiddenValue(form: HTMLFormElement, name: string): string | undefined {
  const field = form.querySelector<HTMLInputElement>(`input[type="hidden"][name="${name}"]`);
  return field ? field.value : undefined;
}

function hiddenNumber(form: HTMLFormElement, name: string): number | undefined {
  const number = Number.parseInt(hiddenValue(form, name) ?? '', 10);
  return Number.isFinite(number) && number >= 0 ? number : undefined;
}

function hiddenFlag(form: HTMLFormElement, name: string): boolean | undefined {
  const value = hiddenValue(form, name);
  return value === undefined ? undefined : value.trim() === '1';
}

/** Reads the Search element's hidden fields; the theme's header and widget forms print none. */
export function formFields(form: HTMLFormElement): FormFields {
  const postTypes = [
    ...form.querySelectorAll<HTMLInputElement>('input[type="hidden"][name^="post_type"]'),
  ].map((field) => field.value);
  const fields: FormFields = { postTypes };
  const minChars = hiddenNumber(form, 'live_min_character');
  const perPage = hiddenNumber(form, 'live_posts_per_page');
  const showImage = hiddenFlag(form, 'live_search_display_featured_image');
  const showType = hiddenFlag(form, 'live_search_display_post_type');
  const includeTerms = hiddenValue(form, 'include_terms');
  const excludeTerms = hiddenValue(form, 'exclude_terms');
  const titlesOnly = hiddenValue(form, 'search_limit_to_post_titles');
  const productSkus = hiddenValue(form, 'add_woo_product_skus');
  const scrollbar = hiddenValue(form, 'live_results_scrollbar')?.trim();
  if (minChars !== undefined) fields.minChars = minChars;
  if (perPage !== undefined) fields.perPage = perPage;
  if (showImage !== undefined) fields.showImage = showImage;
  if (showType !== undefined) fields.showType = showType;
  if (includeTerms) fields.includeTerms = includeTerms;
  if (excludeTerms) fields.excludeTerms = excludeTerms;
  if (titlesOnly !== undefined) fields.titlesOnly = titlesOnly;
  if (productSkus !== undefined) fields.productSkus = productSkus;
  if (scrollbar && /^[a-z]+$/.test(scrollbar)) fields.scrollbar = scrollbar;
  return fields;
}

/**
 * The POST body. Fields the form does not print are not sent, so the PHP falls back to the theme's
 * options (the theme's script sent them empty, which switched the title-only search off).
 */
export function searchBody(query: string, fields: FormFields, options: SearchOptions): URLSearchParams {
  const body = new URLSearchParams({
    action: options.action,
    search: query,
    per_page: String(options.perPage),
    show_feat_img: options.showImage ? '1' : '0',
    display_post_type: options.showType ? '1' : '0',
  });
  for (const type of fields.postTypes) body.append('post_type[]', type);
  if (fields.titlesOnly !== undefined) body.set('search_limit_to_post_titles', fields.titlesOnly);
  if (fields.productSkus !== undefined) body.set('add_woo_product_skus', fields.productSkus);
  if (fields.includeTerms) body.set('include_terms', fields.includeTerms);
  if (fields.excludeTerms) body.set('exclude_terms', fields.excludeTerms);
  return body;
}
