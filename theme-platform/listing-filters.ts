// The category filters the theme prints above its listings (`ul.fusion-filters > li.fusion-filter > a[data-filter]`,
// post cards and portfolios): hidden by the theme's stylesheet (`.fusion-filters{display:none}`, each
// category `li.fusion-hidden`) until its script shows the bar and the categories that have items.
// Here each filter is a toggle button (WAI-ARIA APG "button", `aria-pressed`) in a labelled group,
// operable by Enter and Space; a click shows the items of its category (`data-filter=".slug"`, the
// slug a class on the item, or `*` for all), hides the others and says in a status region how many
// are shown. Items that come in later (a next page) follow the active filter through `apply`.

export interface ListingFilterTexts {
  /** Said after a filter was chosen: `%s` the filter's name, `%d` how many items show. */
  filtered: string;
}

export interface ListingFiltersOptions {
  /** The theme's `ul.fusion-filters`. */
  bar: HTMLElement;
  /** The listing's items, in the page's order. */
  items: () => HTMLElement[];
  texts: ListingFilterTexts;
  /** The live region the choice is said in. */
  status: HTMLElement;
  /** Whether shown items fade in (false under reduced motion). */
  animate: () => boolean;
  signal: AbortSignal;
  /** After a filter was chosen, with its `data-filter` value and the items now shown. */
  onChange?: (filter: string, shown: HTMLElement[]) => void;
}

export interface ListingFilters {
  /** The active filter's `data-filter` value (`*` for all). */
  readonly active: string;
  /** New items: hidden when outside the active filter; their categories' filters are shown. */
  apply(items: readonly HTMLElement[]): void;
  stop(): void;
}

/**
 * Whether an item belongs to a filter: `*` takes all, `.slug` the items with that class.
 * @example
 * inFilter(item, '*'); // true
 * inFilter(item, '.toertochten'); // item.classList.contains('toertochten')
 */
export function inFilter(item: Element, filter: string): boolean {
  if (filter === '*' || filter === '') return true;
  // The slug is compared as a class name, never parsed as a selector (`.2024` or `.a+b` would throw).
  return item.classList.contains(filter.replace(/^\./, ''));
}

const fadeMs = 300;

export function listingFilters(options: ListingFiltersOptions): ListingFilters {
  const { bar, items, texts, status, signal } = options;
  const filters = [...bar.querySelectorAll<HTMLElement>(':scope > li.fusion-filter')];
  const linkOf = (filter: HTMLElement) => filter.querySelector<HTMLAnchorElement>(':scope > a[data-filter]');
  const filterValue = (filter: HTMLElement) => linkOf(filter)?.getAttribute('data-filter') ?? '*';
  const barRole = bar.getAttribute('role');
  const barDisplay = bar.style.display;
  let activeFilter = filters.find((filter) => filter.classList.contains('fusion-active')) ?? filters[0];
  let active = activeFilter ? filterValue(activeFilter) : '*';

  const hide = (item: HTMLElement) => item.style.setProperty('display', 'none', 'important');
  const show = (item: HTMLElement) => {
    const wasHidden = item.style.display === 'none';
    item.style.removeProperty('display');
    if (wasHidden && options.animate()) item.animate([{ opacity: 0 }, { opacity: 1 }], fadeMs);
  };
  const revealCategories = (list: readonly HTMLElement[]) => {
    for (const filter of filters) {
      if (
        filter.classList.contains('fusion-hidden') &&
        list.some((item) => inFilter(item, filterValue(filter)))
      )
        filter.classList.remove('fusion-hidden');
    }
  };
  const mark = () => {
    for (const filter of filters) {
      const on = filter === activeFilter;
      filter.classList.toggle('fusion-active', on);
      linkOf(filter)?.setAttribute('aria-pressed', String(on));
    }
  };
  const apply = (list: readonly HTMLElement[]) => {
    revealCategories(list);
    for (const item of list) if (!inFilter(item, active)) hide(item);
  };

  // The theme's `role="menu"` promises arrow keys and a menu; a group of toggle buttons is what it is.
  bar.setAttribute('role', 'group');
  bar.style.display = 'flex';
  for (const filter of filters) {
    const link = linkOf(filter);
    if (!link) continue;
    link.setAttribute('role', 'button');
    const choose = (event: Event) => {
      event.preventDefault();
      activeFilter = filter;
      active = filterValue(filter);
      mark();
      const shown: HTMLElement[] = [];
      for (const item of items()) {
        if (inFilter(item, active)) {
          show(item);
          shown.push(item);
        } else hide(item);
      }
      status.textContent = texts.filtered
        .replace('%s', (link.textContent ?? '').trim())
        .replace('%d', String(shown.length));
      options.onChange?.(active, shown);
    };
    link.addEventListener('click', choose, { signal });
    // A link answers Enter by itself; a button also answers Space.
    link.addEventListener(
      'keydown',
      (event) => {
        if (event.key === ' ') choose(event);
      },
      { signal },
    );
  }
  mark();
  apply(items());

  return {
    get active() {
      return active;
    },
    apply,
    stop() {
      if (barRole === null) bar.removeAttribute('role');
      else bar.setAttribute('role', barRole);
      bar.style.display = barDisplay;
      for (const filter of filters) {
        const link = linkOf(filter);
        link?.setAttribute('role', 'menuitem');
        link?.removeAttribute('aria-pressed');
      }
      for (const item of items()) item.style.removeProperty('display');
    },
  };
}
