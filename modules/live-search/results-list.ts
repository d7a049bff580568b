// The live results as a WAI-ARIA combobox (APG "list autocomplete with manual selection"): the
// theme's input is the combobox, its `.fusion-search-results` box the listbox, each result an option
// the arrow keys make active while the focus stays in the input. Shown and hidden with the theme's
// own classes (`suggestions-added`, `suggestions-empty`), so the theme's stylesheet places it.
import type { SearchResult } from './search-answer';

export interface ResultsTexts {
  listLabel: string;
}

export interface ResultsList {
  /** The results as options, shown; none at all is for `showMessage`. */
  showResults(results: readonly SearchResult[], showImage: boolean): void;
  /** A message in the results box (nothing found, the search failed), shown and announced. */
  showMessage(text: string): void;
  /** Says `text` to screen readers only (the results count). */
  announce(text: string): void;
  /** Hides the box; what it holds stays for the next focus. */
  close(): void;
  /** Hides and empties the box. */
  clear(): void;
  /** Shows again what the box still holds (the field got the focus back). */
  reopen(): void;
  readonly open: boolean;
}

let lists = 0;

export function resultsList(
  form: HTMLFormElement,
  input: HTMLInputElement,
  box: HTMLElement,
  texts: ResultsTexts,
  signal: AbortSignal,
): ResultsList {
  const id = `live-search-${++lists}`;
  box.id ||= `${id}-results`;
  box.setAttribute('aria-label', texts.listLabel);
  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-expanded', 'false');
  input.setAttribute('aria-controls', box.id);
  const status = document.createElement('div');
  status.className = 'live-search__status';
  status.setAttribute('role', 'status');
  form.append(status);
  // The theme lifts the builder row above the next one and marks the header while results show.
  const row = box.closest<HTMLElement>('.fusion-builder-row');
  const header = form.closest('.fusion-header');

  let options: HTMLAnchorElement[] = [];
  let active = -1;
  let shown = false;

  function setOpen(open: boolean): void {
    shown = open && box.childElementCount > 0;
    box.classList.toggle('suggestions-added', shown);
    input.setAttribute('aria-expanded', String(shown && options.length > 0));
    if (row) row.style.zIndex = shown ? '11' : '';
    header?.classList.toggle('live-suggestion-added', shown);
    if (!shown) setActive(-1);
  }

  function setActive(index: number, scroll = true): void {
    options[active]?.setAttribute('aria-selected', 'false');
    active = index;
    const option = options[active];
    if (!option) {
      input.removeAttribute('aria-activedescendant');
      return;
    }
    option.setAttribute('aria-selected', 'true');
    input.setAttribute('aria-activedescendant', option.id);
    if (scroll) option.scrollIntoView({ block: 'nearest' });
  }

  function option(result: SearchResult, index: number, showImage: boolean): HTMLAnchorElement {
    const link = document.createElement('a');
    link.className = 'fusion-search-result';
    link.href = result.url;
    link.id = `${id}-option-${index}`;
    link.setAttribute('role', 'option');
    link.setAttribute('aria-selected', 'false');
    link.tabIndex = -1;
    if (showImage && result.image) {
      const frame = document.createElement('div');
      frame.className = 'fusion-search-image';
      const image = document.createElement('img');
      image.className = 'fusion-search-image-tag';
      image.loading = 'lazy';
      image.decoding = 'async';
      image.alt = '';
      image.src = result.image;
      frame.append(image);
      link.append(frame);
    }
    const content = document.createElement('div');
    content.className = 'fusion-search-content';
    const title = document.createElement('div');
    title.className = 'fusion-search-post-title';
    title.textContent = result.title;
    content.append(title);
    if (result.type) {
      const type = document.createElement('div');
      type.className = 'fusion-search-post-type';
      type.textContent = result.type;
      content.append(type);
    }
    link.append(content);
    return link;
  }

  function fill(children: HTMLElement[], asList: boolean): void {
    active = -1;
    input.removeAttribute('aria-activedescendant');
    box.replaceChildren(...children);
    box.classList.toggle('suggestions-empty', !asList);
    // A message is no option: the box is a listbox only while it holds results.
    if (asList) box.setAttribute('role', 'listbox');
    else box.removeAttribute('role');
  }

  const list: ResultsList = {
    showResults(results, showImage) {
      options = results.map((result, index) => option(result, index, showImage));
      fill(options, true);
      setOpen(true);
    },
    showMessage(text) {
      options = [];
      const message = document.createElement('div');
      message.className = 'fusion-search-result';
      message.textContent = text;
      fill([message], false);
      setOpen(true);
      list.announce(text);
    },
    announce(text) {
      // Emptied first, so the same text said twice is announced twice.
      status.textContent = '';
      requestAnimationFrame(() => {
        status.textContent = text;
      });
    },
    close() {
      setOpen(false);
    },
    clear() {
      options = [];
      fill([], false);
      setOpen(false);
      status.textContent = '';
    },
    reopen() {
      setOpen(true);
    },
    get open() {
      return shown;
    },
  };

  input.addEventListener(
    'keydown',
    (event) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.isComposing) return;
      switch (event.key) {
        case 'ArrowDown':
        case 'ArrowUp': {
          if (!options.length) return;
          event.preventDefault();
          if (!shown) {
            setOpen(true);
            setActive(event.key === 'ArrowUp' ? options.length - 1 : 0);
            return;
          }
          // The field itself (no option active) sits between the last option and the first.
          const last = options.length - 1;
          if (event.key === 'ArrowDown') setActive(active >= last ? -1 : active + 1);
          else setActive(active === -1 ? last : active - 1);
          return;
        }
        case 'Enter': {
          const chosen = shown ? options[active] : undefined;
          // Without a chosen result, Enter is the form's: the normal search page.
          if (!chosen) return;
          event.preventDefault();
          chosen.click();
          return;
        }
        case 'Escape':
          // First the box goes, then the text (the browser would clear a search field at once).
          if (shown) {
            event.preventDefault();
            list.close();
          } else if (input.value) {
            event.preventDefault();
            input.value = '';
            input.dispatchEvent(new Event('input', { bubbles: true }));
          }
          return;
        default:
      }
    },
    { signal },
  );
  // A pointer press anywhere outside the form closes the box; so does the focus leaving the form.
  document.addEventListener(
    'pointerdown',
    (event) => {
      if (shown && !form.contains(event.target as Node)) list.close();
    },
    { signal, capture: true },
  );
  form.addEventListener(
    'focusout',
    (event) => {
      const next = (event as FocusEvent).relatedTarget as Node | null;
      if (shown && next && !form.contains(next)) list.close();
    },
    { signal },
  );
  // The pointer and the keys share one active option, as the theme's hover look shows it.
  box.addEventListener(
    'pointermove',
    (event) => {
      const over = (event.target as Element).closest?.('[role="option"]');
      const index = options.indexOf(over as HTMLAnchorElement);
      if (index !== -1 && index !== active) setActive(index, false);
    },
    { signal },
  );
  return list;
}
