// The builder's Tabs element (THEME-MARKUP.md, "Builder Tabs"): the tab list as WAI-ARIA tabs with
// the theme's own classes (`active` on the item, `active in` on the pane, so its fade plays), and
// at or below the content break point the phone mode the element names: accordion (one pane open),
// toggle (each pane opens on its own) or carousel (the tab list scrolls sideways). The address
// fragment and in-page links to a tab's pane or link open that tab.
import { defineModule, pickSettings, type ThemeKeys } from '../../kernel/contract';
import { matchTabListHeight } from './equal-heights';
import { scrollToPaneStart, watchStickyTabs } from './sticky-tabs';
import { useAccordionSemantics, useTabSemantics } from './tab-semantics';
import { type BuilderTab, findTabs, mobileModeOf, nextTabIndex, tabForFragment } from './tab-set';

export interface BuilderTabsSettings {
  /** The content break point in px: at or below it the element's phone mode applies. */
  breakpoint: number;
  /** The address fragment (a pane's or a tab link's id) opens that tab, at load and on change. */
  followHash: boolean;
}

const defaults = {
  breakpoint: 1000,
  followHash: true,
} satisfies BuilderTabsSettings;

const theme = { breakpoint: 'fusionTabVars.content_break_point' } satisfies ThemeKeys;

type Layout = 'tabs' | 'accordion' | 'toggle';

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;

export default defineModule<BuilderTabsSettings>({
  id: 'builder-tabs',
  theme,
  settings: (site) => pickSettings(site.settings['builder-tabs'], defaults, 'builder-tabs', theme),
  init(ctx) {
    const root = ctx.element as HTMLElement;
    const tabs = findTabs(root);
    if (tabs.length === 0) {
      ctx.log.warn('no tab link names a pane of its own (a.tab-link[href="#…"] and .tab-pane#…):', root);
      return;
    }
    const { signal, settings } = ctx;
    const mode = mobileModeOf(root, tabs);
    const phone = matchMedia(`(max-width: ${settings.breakpoint}px)`);
    const layoutNow = (): Layout => (phone.matches && mode !== 'carousel' ? mode : 'tabs');
    let layout = layoutNow();
    // The pane the server marked active is the one shown (the theme's gate shows no other).
    let selected = tabs.find((tab) => tab.pane.classList.contains('active')) ?? tabs[0]!;
    const open = new Set<BuilderTab>([selected]);
    const smooth = () => (ctx.viewport.reducedMotion ? 'instant' : 'smooth');
    const tabList = tabs[0]!.link.closest<HTMLElement>('[role="tablist"], ul');
    if (root.classList.contains('vertical-tabs')) tabList?.setAttribute('aria-orientation', 'vertical');

    const showPane = (pane: HTMLElement, fade: boolean) => {
      if (pane.classList.contains('active')) return;
      pane.classList.add('active');
      if (fade && !ctx.viewport.reducedMotion) {
        // The theme's `.fade` transition runs from a rendered pane without `in` to one with it.
        pane.classList.remove('in');
        void pane.offsetWidth;
      }
      pane.classList.add('in');
    };

    const render = (fading?: BuilderTab) => {
      for (const tab of tabs) {
        const shown = layout === 'toggle' ? open.has(tab) : tab === selected;
        tab.item.classList.toggle('active', tab === selected);
        tab.mobileItem?.classList.toggle('active', shown);
        if (shown) showPane(tab.pane, tab === fading);
        else tab.pane.classList.remove('active', 'in');
      }
      if (layout === 'tabs') useTabSemantics(tabs, selected);
      else useAccordionSemantics(tabs, layout === 'toggle' ? open : new Set([selected]));
      equalHeights();
    };

    const equalHeights = () => matchTabListHeight(root);

    const select = (tab: BuilderTab, fade: boolean) => {
      const changed = tab !== selected || !open.has(tab);
      selected = tab;
      if (layout !== 'toggle') open.clear();
      open.add(tab);
      if (changed) render(fade ? tab : undefined);
      if (layout === 'tabs' && root.classList.contains('sticky-tabs') && !phone.matches)
        scrollToPaneStart(root, tab.pane, !ctx.viewport.reducedMotion);
      if (layout === 'tabs' && phone.matches)
        tab.link.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    };

    const toggle = (tab: BuilderTab) => {
      if (open.has(tab)) open.delete(tab);
      else {
        open.add(tab);
        selected = tab;
      }
      render(open.has(tab) ? tab : undefined);
    };

    // A phone-mode button stays where the visitor's finger is while a pane above it closes.
    const keepInPlace = (anchor: HTMLElement, change: () => void) => {
      const before = anchor.getBoundingClientRect().top;
      change();
      const moved = anchor.getBoundingClientRect().top - before;
      if (moved) scrollBy({ top: moved, behavior: 'instant' });
    };

    /** The control that stands for `tab` in the current layout. */
    const controlOf = (tab: BuilderTab) => (layout === 'tabs' ? tab.link : (tab.mobileLink ?? tab.link));

    const reveal = (tab: BuilderTab, behavior: ScrollBehavior) => {
      (layout === 'tabs' ? root : controlOf(tab)).scrollIntoView({ block: 'start', behavior });
    };

    // The tab list: click, Space, and the arrow keys, Home and End (automatic activation).
    for (const tab of tabs) {
      tab.link.addEventListener(
        'click',
        (event) => {
          event.preventDefault();
          select(tab, true);
        },
        { signal },
      );
      tab.mobileLink?.addEventListener(
        'click',
        (event) => {
          event.preventDefault();
          const button = tab.mobileLink!;
          if (layout === 'toggle') keepInPlace(button, () => toggle(tab));
          else if (layout === 'accordion') keepInPlace(button, () => select(tab, true));
          else select(tab, true);
        },
        { signal },
      );
    }
    root.addEventListener(
      'keydown',
      (event) => {
        const link = (event.target as Element).closest?.('a.tab-link');
        const index = tabs.findIndex((tab) => tab.link === link || tab.mobileLink === link);
        if (!link || index < 0) return;
        if (event.key === ' ') {
          event.preventDefault();
          (link as HTMLElement).click();
          return;
        }
        if (layout !== 'tabs' || link !== tabs[index]!.link) return;
        const next = nextTabIndex(event.key, index, tabs.length);
        if (next === undefined) return;
        event.preventDefault();
        select(tabs[next]!, true);
        tabs[next]!.link.focus();
      },
      { signal },
    );

    phone.addEventListener(
      'change',
      () => {
        layout = layoutNow();
        if (layout !== 'toggle') {
          open.clear();
          open.add(selected);
        }
        render();
      },
      { signal },
    );

    if (root.classList.contains('sticky-tabs')) watchStickyTabs(root, signal);

    // The address fragment, and in-page links elsewhere on the page, open a tab.
    if (settings.followHash) {
      const fromHash = tabForFragment(tabs, location.hash);
      if (fromHash) select(fromHash, false);
      addEventListener(
        'hashchange',
        () => {
          const tab = tabForFragment(tabs, location.hash);
          if (!tab) return;
          select(tab, true);
          reveal(tab, smooth());
        },
        { signal },
      );
    }
    const own = new Set<Element>(tabs.flatMap((tab) => [tab.link, tab.mobileLink ?? tab.link]));
    document.addEventListener(
      'click',
      (event) => {
        const link = (event.target as Element | null)?.closest?.('a[href*="#"]') as HTMLAnchorElement | null;
        if (!link || own.has(link) || event.defaultPrevented || !plainClick(event)) return;
        if (
          link.origin + link.pathname + link.search !==
          location.origin + location.pathname + location.search
        )
          return;
        const tab = tabForFragment(tabs, link.hash);
        if (!tab) return;
        event.preventDefault();
        select(tab, true);
        reveal(tab, smooth());
        controlOf(tab).focus({ preventScroll: true });
      },
      { signal },
    );

    render();
    if (settings.followHash && tabForFragment(tabs, location.hash))
      reveal(tabForFragment(tabs, location.hash)!, 'instant');

    return () => {
      useTabSemantics(tabs, selected);
      for (const tab of tabs) tab.pane.style.minHeight = '';
    };
  },
  resize(ctx) {
    matchTabListHeight(ctx.element as HTMLElement);
  },
});
