// The builder's Table of Contents element (`.awb-toc-el[data-awb-toc-options]`, Builder 3.9+,
// docs/theme-markup/table-of-contents.md): a list of the page's headings that link to them. The
// server prints the list only from a cache its script fills; without a cache the element is empty
// until a script builds it. This module builds it from the page's headings by the element's options
// (giving headings without an id the builder's `toc_…` ids), keeps a printed list that is still
// right, and, where the element asks, highlights the section being read with the theme's scroll-spy
// (theme-platform/scroll-spy.ts). The element becomes a navigation landmark with a name.
import { defineModule, pickSettings, type ThemeKeys } from '../../kernel/contract';
import { anchorOffset, anchorOffsetDefaults, type OffsetParts } from '../../theme-platform/anchor-offset';
import { stuckHeaderTheme } from '../../theme-platform/header-offset';
import { startScrollSpy } from '../../theme-platform/scroll-spy';
import { generatedId, headingTree, keptHeadings } from './heading-tree';
import { printedTree, tocList } from './toc-list';
import { parseTocOptions } from './toc-options';

export interface TableOfContentsSettings extends OffsetParts {
  /** The landmark's name where the element has none. */
  label: string;
  /** The class of the highlighted item (and of the items it sits in). */
  highlightClass: string;
  /** A section is current once its top is this far below the sticky header's edge, in px. */
  spyOffset: number;
}

const defaults = {
  label: 'Inhoudsopgave',
  highlightClass: 'awb-toc-el__list-item--highlighted',
  spyOffset: 10,
  ...anchorOffsetDefaults,
} satisfies TableOfContentsSettings;

const theme = { ...stuckHeaderTheme } satisfies ThemeKeys;

/** Ids this page's elements gave out, shared so two elements name one heading alike. */
interface PageState {
  given: Map<string, HTMLElement>;
}

const sameTree = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export default defineModule<TableOfContentsSettings, undefined, PageState>({
  id: 'table-of-contents',
  theme,
  settings: (site) => pickSettings(site.settings['table-of-contents'], defaults, 'table-of-contents', theme),
  page: () => ({ given: new Map() }),
  init(ctx) {
    const { settings, signal } = ctx;
    const element = ctx.element as HTMLElement;
    const content = element.querySelector<HTMLElement>(':scope > .awb-toc-el__content');
    const options = parseTocOptions(element.getAttribute('data-awb-toc-options'));
    if (!content || !options) {
      ctx.log.warn(
        'no .awb-toc-el__content or unreadable data-awb-toc-options: the element is left as printed',
        element,
      );
      return;
    }
    if (!element.hasAttribute('role')) element.setAttribute('role', 'navigation');
    if (!element.hasAttribute('aria-label') && !element.hasAttribute('aria-labelledby'))
      element.setAttribute('aria-label', settings.label);

    // `data-awb-toc-static`: the list was fixed by hand; the builder's script leaves it alone too.
    if (!element.hasAttribute('data-awb-toc-static')) {
      const { given } = ctx.page;
      const idOf = (heading: HTMLElement) => {
        if (heading.id) return heading.id;
        const taken = (id: string) =>
          (given.has(id) && given.get(id) !== heading) ||
          (!given.has(id) && document.getElementById(id) !== null);
        const id = generatedId(heading.textContent ?? '', taken);
        given.set(id, heading);
        heading.id = id;
        return id;
      };
      const headings = keptHeadings(
        [...document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6')],
        options,
        (heading) => heading.checkVisibility(),
      );
      const tree = headingTree(headings, options.levels, idOf);
      const icon = options.counterType === 'custom_icon' ? options.icon : '';
      // The server's cached list stays where it still lists the same headings: no flash, no churn.
      if (!sameTree(printedTree(content.querySelector(':scope > ul')), tree))
        content.replaceChildren(...(tree.length ? [tocList(tree, icon)] : []));
    }

    if (options.highlight) {
      const links = `.awb-toc-el--${CSS.escape(element.dataset.awbTocId ?? '')} .awb-toc-el__item-anchor`;
      startScrollSpy({
        links: element.dataset.awbTocId ? links : '.awb-toc-el__item-anchor',
        menu: '.awb-toc-el__content',
        line: () => anchorOffset(settings) + settings.spyOffset,
        currentClass: settings.highlightClass,
        parentClass: settings.highlightClass,
        targetOf: (link) =>
          link.hash ? document.getElementById(decodeURIComponent(link.hash.slice(1))) : null,
        signal,
      });
    }

    // A visitor who opened the page at a heading the builder names (`#toc_…`) lands on it once
    // the heading has its id, below the sticky header.
    const hash = decodeURIComponent(location.hash.slice(1));
    const target = hash.startsWith('toc_') ? document.getElementById(hash) : null;
    if (target && content.querySelector(`a[href="#${CSS.escape(hash)}"]`))
      window.scrollTo({
        top: target.getBoundingClientRect().top + window.scrollY - anchorOffset(settings),
        behavior: 'instant',
      });
  },
});
