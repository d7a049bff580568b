// The ARIA roles of one builder Tabs element for the layout on screen. Above the content break point
// (and in carousel mode) it is a WAI-ARIA tab list. In the accordion and toggle modes the tab list is
// hidden by the theme's stylesheet and the copies above each pane are what the visitor uses: they
// become accordion buttons (aria-expanded) and each pane a region named by its button.
import type { BuilderTab } from './tab-set';

let generated = 0;

/** Gives an element an id if it has none, so ARIA references can name it. */
export function ensureId(element: HTMLElement, prefix: string): string {
  if (!element.id) element.id = `${prefix}-${++generated}`;
  return element.id;
}

/** Tab list semantics: the printed roles, `aria-selected` and a roving tabindex. */
export function useTabSemantics(tabs: readonly BuilderTab[], selected: BuilderTab | undefined): void {
  for (const tab of tabs) {
    const on = tab === selected;
    for (const link of [tab.link, tab.mobileLink]) {
      if (!link) continue;
      link.setAttribute('role', 'tab');
      link.setAttribute('aria-selected', String(on));
      link.removeAttribute('aria-expanded');
      link.tabIndex = on ? 0 : -1;
    }
    tab.mobileLink?.closest('ul')?.setAttribute('role', 'tablist');
    tab.pane.setAttribute('role', 'tabpanel');
    tab.pane.setAttribute('aria-labelledby', ensureId(tab.link, 'builder-tabs-tab'));
  }
}

/** Accordion semantics on the copies above each pane: buttons with `aria-expanded`. */
export function useAccordionSemantics(tabs: readonly BuilderTab[], open: ReadonlySet<BuilderTab>): void {
  for (const tab of tabs) {
    const button = tab.mobileLink;
    if (!button) continue;
    button.closest('ul')?.setAttribute('role', 'none');
    button.setAttribute('role', 'button');
    button.removeAttribute('aria-selected');
    button.removeAttribute('tabindex');
    button.setAttribute('aria-controls', ensureId(tab.pane, 'builder-tabs-pane'));
    button.setAttribute('aria-expanded', String(open.has(tab)));
    tab.pane.setAttribute('role', 'region');
    tab.pane.setAttribute('aria-labelledby', ensureId(button, 'builder-tabs-button'));
  }
}
