// The FAQ element's category filters (`ul.fusion-filters > li.fusion-filter > a[data-filter]`): the
// theme's stylesheet hides the questions and the filters until its script shows them; a filter shows
// the questions whose classes hold its category (`*` all of them), marks itself `fusion-active`, and
// a filter is only offered when a question belongs to it (the theme prints them `fusion-hidden`).

export interface FaqFilter {
  link: HTMLAnchorElement;
  item: HTMLElement;
  /** The category class, or '*' for all. */
  category: string;
}

export function findFilters(faq: Element): FaqFilter[] {
  return [...faq.querySelectorAll<HTMLAnchorElement>('.fusion-filters .fusion-filter > a[data-filter]')].map(
    (link) => {
      const filter = link.dataset.filter ?? '*';
      return { link, item: link.parentElement!, category: filter === '*' ? '*' : filter.replace(/^\./, '') };
    },
  );
}

/** Whether a question (`.fusion-faq-post`) belongs to the filter's category. */
export function inCategory(post: Element, category: string): boolean {
  return category === '*' || post.classList.contains(category);
}
