// The theme's tabs widget (SPEC sections 2 and 4, THEME-MARKUP.md "tabs"), enhanced in place as a
// WAI-ARIA tabs widget: clicking a tab link marks only that tab active, hides every content and fades
// in the content whose name matches the link's data-link (clearing the theme's inline display:none).
// Arrow keys, Home and End move between tabs (one tab stop), and an address fragment naming a
// content selects its tab.
import { defineModule, pickSettings } from '../../kernel/contract';
import { findTabs, nextTabIndex, type Tab } from './tab-pairs';
import stylesheet from './tabs.css?url';

export interface TabsSettings {
  /** `automatic`: arrow keys select the tab they move to; `manual`: Enter or Space selects. */
  activation: string;
  /** Length of the fade-in of the shown content, in ms (0: no fade; reduced motion: no fade). */
  fadeMs: number;
  /** Select the tab whose content the address fragment names, at load and on hash change. */
  followHash: boolean;
  classes: {
    /** The theme's class on the active tab's list item. */
    active: string;
  };
}

const defaults = {
  activation: 'automatic',
  fadeMs: 400,
  followHash: true,
  classes: { active: 'active' },
} satisfies TabsSettings;

export default defineModule<TabsSettings>({
  id: 'tabs',
  stylesheet,
  settings: (site) => pickSettings(site.settings.tabs, defaults, 'tabs'),
  init(ctx) {
    const widget = ctx.element;
    const tabs = findTabs(widget);
    if (tabs.length === 0) {
      ctx.log.warn('no tab link names a content (data-link / data-name):', widget);
      // Nothing to switch: every content the theme hid stays readable, stacked under the links.
      for (const content of widget.querySelectorAll<HTMLElement>('.fusion-tab-content'))
        content.style.display = 'block';
      return;
    }
    const { settings } = ctx;
    const list = tabs[0]!.link.closest('ul');
    list?.setAttribute('role', 'tablist');
    const prefix = `tabs-${Math.random().toString(36).slice(2, 8)}`;
    const printed = new Map(tabs.map(({ panel }) => [panel, panel.style.display]));
    for (const [index, { link, item, panel }] of tabs.entries()) {
      item.setAttribute('role', 'presentation');
      link.setAttribute('role', 'tab');
      link.id ||= `${prefix}-tab-${index}`;
      panel.id ||= `${prefix}-panel-${index}`;
      link.setAttribute('aria-controls', panel.id);
      panel.setAttribute('role', 'tabpanel');
      panel.setAttribute('aria-labelledby', link.id);
      // The panel is a tab stop so its text is reachable even when it holds no link.
      panel.tabIndex = 0;
    }

    const select = (chosen: Tab, focus: boolean, fade = true) => {
      for (const tab of tabs) {
        const on = tab === chosen;
        tab.item.classList.toggle(settings.classes.active, on);
        tab.link.setAttribute('aria-selected', String(on));
        tab.link.tabIndex = on ? 0 : -1;
        // The theme prints every content but the first with an inline `display: none`: only an
        // inline display shows it (and hides the others the way the theme does).
        tab.panel.style.display = on ? 'block' : 'none';
        tab.panel.classList.remove('tabs__panel--fade');
      }
      if (fade && settings.fadeMs > 0 && !ctx.viewport.reducedMotion) {
        chosen.panel.style.animationDuration = `${settings.fadeMs}ms`;
        chosen.panel.classList.add('tabs__panel--fade');
      }
      if (focus) chosen.link.focus();
    };

    const fromHash = () => {
      const name = decodeURIComponent(location.hash.slice(1));
      return name ? tabs.find((tab) => tab.panel.dataset.name === name || tab.panel.id === name) : undefined;
    };
    const initial =
      (settings.followHash && fromHash()) ||
      tabs.find((tab) => tab.item.classList.contains(settings.classes.active)) ||
      tabs[0]!;
    // The content shown at load is simply there: only a visitor's choice fades in.
    select(initial, false, false);

    for (const tab of tabs) {
      tab.link.addEventListener(
        'click',
        (event) => {
          event.preventDefault();
          select(tab, false);
        },
        { signal: ctx.signal },
      );
    }
    list?.addEventListener(
      'keydown',
      (event) => {
        const current = tabs.findIndex((tab) => tab.link === document.activeElement);
        if (current < 0) return;
        const next = nextTabIndex(event.key, current, tabs.length);
        if (next !== undefined) {
          event.preventDefault();
          const tab = tabs[next]!;
          if (settings.activation === 'manual') tab.link.focus();
          else select(tab, true);
        } else if (event.key === ' ' && settings.activation === 'manual') {
          // Enter already clicks a link; Space does not.
          event.preventDefault();
          select(tabs[current]!, true);
        }
      },
      { signal: ctx.signal },
    );
    if (settings.followHash) {
      window.addEventListener(
        'hashchange',
        () => {
          const tab = fromHash();
          if (tab) select(tab, false);
        },
        { signal: ctx.signal },
      );
    }

    return () => {
      list?.removeAttribute('role');
      for (const { link, item, panel } of tabs) {
        item.removeAttribute('role');
        for (const name of ['role', 'aria-selected', 'aria-controls', 'tabindex']) link.removeAttribute(name);
        for (const name of ['role', 'aria-labelledby', 'tabindex']) panel.removeAttribute(name);
        panel.style.display = printed.get(panel) ?? '';
      }
    };
  },
});
