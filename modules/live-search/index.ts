// The theme's live search (`avada-live-search`, docs/theme-markup/live-search.md): a search form
// with `fusion-live-search` (the theme's header and widget form with the live_search option, or the
// builder's Search element) shows the matching posts as the visitor types, from the theme's own ajax
// action. Here as a combobox with a listbox of results; the form itself still submits to the normal
// search page, so a failed search or a failed chunk loses nothing.
import { defineModule, pickSettings, type ThemeKeys } from '../../kernel/contract';
import { plainText } from '../../theme-platform/plain-text';
import stylesheet from './live-search.css?url';
import { resultsList } from './results-list';
import { countText, readAnswer, type SearchResult } from './search-answer';
import { formFields, searchBody } from './search-request';

export interface LiveSearchSettings {
  texts: {
    /** Announced after a search; %d is the number of results. */
    results: string;
    /** Announced after a search with one result. */
    oneResult: string;
    /** Shown when nothing matches (the theme's `no_search_results`, HTML-escaped text). */
    noResults: string;
    /** Shown when the search fails (server error, timeout, an answer that is not the theme's). */
    failed: string;
    /** The results list's accessible name. */
    listLabel: string;
  };
  /** The theme's switch (`live_search`): '' when neither the option nor the Search element is on. */
  enabled: boolean;
  /** Where the ajax action is posted (`admin-ajax.php`). */
  ajaxUrl: string;
  /** The theme's ajax action. */
  action: string;
  /** Characters typed before a search starts (a Search element's own field wins). */
  minChars: number;
  /** Results asked for (a Search element's own field wins). */
  perPage: number;
  /** Show each result's featured image (a Search element's own field wins). */
  showImage: boolean;
  /** Show each result's post type (a Search element's own field wins). */
  showType: boolean;
  /** Quiet time after the last keystroke before a search is sent, in ms (the theme's 500). */
  debounceMs: number;
  /** A search that has no answer after this many ms has failed. */
  timeoutMs: number;
}

const defaults = {
  texts: {
    results: '%d resultaten',
    oneResult: '1 resultaat',
    noResults: 'Geen resultaten gevonden. Probeer een ander zoekwoord.',
    failed: 'Zoeken lukt nu even niet. Druk op Enter om de zoekpagina te openen.',
    listLabel: 'Zoekresultaten',
  },
  enabled: true,
  ajaxUrl: '/wp-admin/admin-ajax.php',
  action: 'live_search_retrieve_posts',
  minChars: 4,
  perPage: 10,
  showImage: true,
  showType: true,
  debounceMs: 500,
  timeoutMs: 10_000,
} satisfies LiveSearchSettings;

const theme = {
  'texts.noResults': 'avadaLiveSearchVars.no_search_results',
  enabled: 'avadaLiveSearchVars.live_search',
  ajaxUrl: 'avadaLiveSearchVars.ajaxurl',
  minChars: 'avadaLiveSearchVars.min_char_count',
  perPage: 'avadaLiveSearchVars.per_page',
  showImage: 'avadaLiveSearchVars.show_feat_img',
  showType: 'avadaLiveSearchVars.display_post_type',
} satisfies ThemeKeys;

type Failure = 'status' | 'network' | 'timeout' | 'answer';

export default defineModule<LiveSearchSettings>({
  id: 'live-search',
  stylesheet,
  theme,
  settings: (site) => pickSettings(site.settings['live-search'], defaults, 'live-search', theme),
  init(ctx) {
    const { settings, signal, log } = ctx;
    const form = ctx.element as HTMLFormElement;
    const input = form.querySelector<HTMLInputElement>('input.fusion-live-search-input');
    const box = form.querySelector<HTMLElement>('.fusion-search-results');
    if (!settings.enabled) {
      log.debug('live search is off in the theme (avadaLiveSearchVars.live_search); the form stays plain');
      return;
    }
    if (!input || !box) {
      log.warn('a live search form without its field or results box; it stays a plain search form', form);
      return;
    }
    const fields = formFields(form);
    const minChars = Math.max(1, fields.minChars ?? settings.minChars);
    const options = {
      action: settings.action,
      perPage: fields.perPage ?? settings.perPage,
      showImage: fields.showImage ?? settings.showImage,
      showType: fields.showType ?? settings.showType,
    };
    const list = resultsList(form, input, box, settings.texts, signal);
    // The Search element's scrollbar choice, as the theme's script names it on the box.
    if (fields.scrollbar) box.classList.add(`live-results-scrollbar-${fields.scrollbar}`);
    const loading = form.querySelector<HTMLElement>('.fusion-slider-loading');
    const submit = form.querySelector<HTMLElement>('.fusion-search-submit');
    // Answers already had, by query (the theme keeps them for the page's life too).
    const answers = new Map<string, SearchResult[]>();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let inFlight: AbortController | undefined;

    function busy(on: boolean): void {
      if (loading) loading.style.display = on ? 'block' : '';
      // The spinner turns where the icon is: the theme makes the icon clear meanwhile.
      if (submit) submit.style.color = on ? 'transparent' : '';
      box?.setAttribute('aria-busy', String(on));
    }

    function stop(): void {
      clearTimeout(timer);
      inFlight?.abort();
      inFlight = undefined;
      busy(false);
    }

    function show(results: SearchResult[]): void {
      if (!results.length) {
        list.showMessage(plainText(settings.texts.noResults));
        return;
      }
      list.showResults(results, options.showImage);
      list.announce(countText(results.length, settings.texts));
    }

    function fail(reason: Failure, detail?: unknown): void {
      log.warn(`the live search failed (${reason}); the form still goes to the search page`, detail ?? '');
      list.showMessage(settings.texts.failed);
    }

    async function search(query: string): Promise<void> {
      const known = answers.get(query);
      if (known) {
        show(known);
        return;
      }
      const request = new AbortController();
      inFlight = request;
      const timeout = setTimeout(() => request.abort('timeout'), settings.timeoutMs);
      // The module's end ends the search too; the link goes with the search.
      const link = new AbortController();
      signal.addEventListener('abort', () => request.abort(), { signal: link.signal });
      busy(true);
      let answer: Response;
      let text: string;
      try {
        answer = await fetch(settings.ajaxUrl, {
          method: 'POST',
          body: searchBody(query, fields, options),
          credentials: 'same-origin',
          signal: request.signal,
        });
        text = await answer.text();
      } catch (error) {
        // Typed on, or gone: a newer search or none at all has the box now.
        if (request.signal.aborted && request.signal.reason !== 'timeout') return;
        if (inFlight === request) {
          busy(false);
          fail(request.signal.aborted ? 'timeout' : 'network', error);
        }
        return;
      } finally {
        clearTimeout(timeout);
        link.abort();
      }
      // An answer that lost the race never covers a newer one.
      if (inFlight !== request) return;
      inFlight = undefined;
      busy(false);
      if (!answer.ok) return fail('status', answer.status);
      const results = readAnswer(text, document.baseURI);
      if (!results) return fail('answer', text.slice(0, 80));
      answers.set(query, results);
      show(results);
    }

    function typed(): void {
      stop();
      const query = input!.value.trim();
      if (query.length < minChars) {
        list.clear();
        return;
      }
      timer = setTimeout(() => void search(query), settings.debounceMs);
    }

    input.addEventListener('input', typed, { signal });
    input.addEventListener(
      'focus',
      () => {
        if (!list.open && input.value.trim().length >= minChars) list.reopen();
      },
      { signal },
    );
    // Typed before this chunk arrived (it loads on the first focus): search what is there.
    if (input.value.trim().length >= minChars) typed();
    return stop;
  },
});
