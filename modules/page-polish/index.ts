// Small page touches the theme did with jQuery (SPEC sections 2, 4 and 9): dismissible alerts that
// slide up, the drop-down arrow on selects in the shop, form and forum areas (switchable at run
// time), and footer tidying. One page-scope module: each matched element goes to its part.
import { defineModule, pickSettings } from '../../kernel/contract';
import { attachAlertClose } from './alert-dismiss';
import { showArrow } from './dropdown-arrows';
import { tidySocialLinks, tidyWidgetArea } from './footer-rules';
import stylesheet from './page-polish.css?url';

export interface PagePolishSettings {
  /** The drop-down style setting: selects in the areas below get the arrow. */
  dropdownStyle: boolean;
  /** Selects that get the arrow: form plug-in, cart, checkout billing and shipping, shipping calculator, variations, product categories widget, tickets, contact forms, forums. */
  dropdownSelects: string;
  /** Length of the alert's slide-up, in ms (none under reduced motion). */
  alertSlideMs: number;
  texts: {
    /** Name of an alert's close button that has none. */
    close: string;
  };
}

const defaults = {
  dropdownStyle: true,
  dropdownSelects: [
    '.gform_wrapper select',
    '.woocommerce-cart-form select',
    '.woocommerce-billing-fields select',
    '.woocommerce-shipping-fields select',
    '.woocommerce-shipping-calculator select',
    '.variations select',
    '.widget_product_categories select',
    '.tribe-tickets select',
    '.wpcf7-form select',
    '.bbp-form select',
  ].join(', '),
  alertSlideMs: 400,
  texts: { close: 'Melding sluiten' },
} satisfies PagePolishSettings;

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
  settings: (site) => pickSettings(site.settings['page-polish'], defaults, 'page-polish'),
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
      return () => showArrow(element, false);
    }
    if (!(element instanceof HTMLElement)) return;
    if (element.matches('.fusion-alert .close')) {
      const attached = new AbortController();
      const undo = attachAlertClose(element, ctx, AbortSignal.any([attached.signal, ctx.signal]));
      return () => {
        attached.abort();
        undo();
      };
    }
    if (element.matches('.fusion-footer-widget-area')) return tidyWidgetArea(element);
    if (element.matches('.fusion-social-links-footer')) return tidySocialLinks(element);
  },
});
