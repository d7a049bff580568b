// Small page touches the theme did with jQuery (SPEC sections 2, 4 and 9): dismissible alerts that
// slide up, the keys of Buttons that say they are buttons (a lazy part), the lift-up hover's
// stacking (the stylesheet alone), the drop-down arrow on selects in the shop, form and forum areas
// (switchable at run time), footer tidying, and equal-height columns of legacy containers (a lazy
// part, fetched with this chunk where the page has one). One page-scope module: each matched
// element goes to its part.
import { defineModule, pickSettings, type ThemeKeys } from '../../kernel/contract';
import { attachAlertClose } from './alert-dismiss';
import { showArrow } from './dropdown-arrows';
import { tidySocialLinks, tidyWidgetArea } from './footer-rules';
import stylesheet from './page-polish.css?url';

export interface PagePolishSettings {
  /** The drop-down style setting (the theme's `avadaSelectVars.avada_drop_down`): selects in the areas below get the arrow. */
  dropdownStyle: boolean;
  /** Selects that get the arrow: the theme's list (tickets, shop widgets, cart shipping calculator, checkout country and state, variations and add-ons, contact forms but their multi-selects, forum and sermon selects). */
  dropdownSelects: string;
  /** Length of the alert's slide-up, in ms (none under reduced motion). */
  alertSlideMs: number;
  /** The content break point of equal-height columns (the theme's `fusionEqualHeightVars.content_break_point`), px: above it a legacy container's columns share the tallest one's height. */
  equalHeightsBreakpoint: number;
  texts: {
    /** Name of an alert's close button that has none. */
    close: string;
  };
}

const defaults = {
  dropdownStyle: true,
  dropdownSelects: [
    '.tribe-tickets-order_status-row select',
    '.tribe-block__tickets__item__attendee__fields__form select',
    '.woocommerce.widget_product_categories select',
    '.cart-collaterals select#calc_shipping_country',
    '.widget_layered_nav select',
    '.cart-collaterals select#calc_shipping_state',
    '.avada-shipping-calculator-form select#calc_shipping_state',
    '#billing_country_field select.country_select',
    '#billing_state_field select.state_select',
    '#shipping_country_field select.country_select',
    '#shipping_state_field select.state_select',
    'table.variations select:not(.yith_wccl_custom)',
    '.variations-table select:not(.yith_wccl_custom)',
    '.product-addon select:not(.yith_wccl_custom)',
    '.wpcf7-select:not([multiple])',
    '#bbp_stick_topic_select',
    '#bbp_topic_status_select',
    '#bbp_forum_id',
    '#bbp_destination_topic',
    '#wpfc_sermon_sorting select',
  ].join(', '),
  alertSlideMs: 400,
  equalHeightsBreakpoint: 800,
  texts: { close: 'Melding sluiten' },
} satisfies PagePolishSettings;

const theme = {
  dropdownStyle: 'avadaSelectVars.avada_drop_down',
  equalHeightsBreakpoint: 'fusionEqualHeightVars.content_break_point',
} satisfies ThemeKeys;

/** The checkout's address areas, which the theme marks while its drop-down style is on. */
const addressAreas = '.woocommerce-billing-fields, .woocommerce-shipping-fields';

declare module '../../kernel/contract' {
  interface ModuleEvents {
    /** Switch the drop-down style on or off at run time. */
    'page-polish:dropdown-style': { enabled: boolean };
    /** An alert was closed by the visitor. */
    'page-polish:alert-closed': { alert: Element };
  }
}

interface PolishPage {
  dropdownStyle: boolean;
}

function matches(element: Element, selector: string): boolean {
  try {
    return element.matches(selector);
  } catch {
    return false; // an invalid selector in the settings matches nothing
  }
}

export default defineModule({
  id: 'page-polish',
  stylesheet,
  theme,
  settings: (site) => pickSettings(site.settings['page-polish'], defaults, 'page-polish', theme),
  page: (): PolishPage => ({ dropdownStyle: true }),
  init(ctx) {
    ctx.page.dropdownStyle = ctx.settings.dropdownStyle;
    ctx.bus.on('page-polish:dropdown-style', ({ enabled }) => {
      ctx.page.dropdownStyle = Boolean(enabled);
      for (const element of ctx.elements) {
        if (element instanceof HTMLSelectElement && matches(element, ctx.settings.dropdownSelects))
          showArrow(element, ctx.page.dropdownStyle);
      }
    });
  },
  attach(element, ctx) {
    if (element instanceof HTMLSelectElement) {
      if (!matches(element, ctx.settings.dropdownSelects)) return;
      showArrow(element, ctx.page.dropdownStyle);
      const area = element.closest(addressAreas);
      if (ctx.page.dropdownStyle) area?.classList.add('avada-select');
      return () => showArrow(element, false);
    }
    if (!(element instanceof HTMLElement)) return;
    if (element.matches('.fusion-button[role="button"]')) {
      // A part of its own, fetched when the button first gets the focus (a button focused before
      // this module came gets it at its next focus): keys only reach a focused button, the option
      // is rare, and neither this chunk (every page with a select fetches it) nor the page's chain
      // of requests grows for it. Enter on the link works without it. The kernel runs the returned
      // cleanup when the element leaves or the module stops.
      const attached = new AbortController();
      const { signal } = attached;
      const keys = () =>
        import('./button-keys').then(
          (part) => signal.aborted || part.attachButtonKeys(element, signal),
          ctx.log.error,
        );
      element.addEventListener('focusin', keys, { once: true, signal });
      return () => attached.abort();
    }
    if (element.matches('.fusion-alert .close')) {
      const attached = new AbortController();
      const undo = attachAlertClose(element, ctx, AbortSignal.any([attached.signal, ctx.signal]));
      return () => {
        attached.abort();
        undo();
      };
    }
    if (element.matches('.fusion-equal-height-columns')) {
      const attached = new AbortController();
      const signal = AbortSignal.any([attached.signal, ctx.signal]);
      import('./equal-heights').then(
        (part) => signal.aborted || part.equalHeights(element, ctx.settings.equalHeightsBreakpoint, signal),
        ctx.log.error,
      );
      return () => attached.abort();
    }
    // A lifted column background (`.hover-type-liftup`) needs nothing here: matching it brings the
    // stylesheet, whose rules do the work.
    if (element.matches('.fusion-footer-widget-area')) return tidyWidgetArea(element);
    if (element.matches('.fusion-social-links-footer')) return tidySocialLinks(element);
  },
});
