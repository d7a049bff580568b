// Shop quantity fields get minus and plus buttons (SPEC sections 2 and 5; THEME-MARKUP.md,
// "quantity-stepper"): `input[type=button].minus` first in the wrapper and `.plus` after the field,
// as the theme's own script adds them (its post-card styles target `input[type=button]`), and the
// wrapper gets `buttons_added`, which other scripts and styles look for. Each click changes the value
// within the field's bounds and fires `input` and `change`, so the shop's cart update reacts.
import { defineModule, pickSettings } from '../../kernel/contract';
import stylesheet from './quantity-stepper.css?url';
import {
  atLowerBound,
  atUpperBound,
  initialValue,
  parseBound,
  parseStep,
  parseValue,
  type StepperBounds,
  stepDown,
  stepUp,
} from './stepper-rules';

export interface QuantityStepperSettings {
  texts: {
    /** Accessible name of the minus button; %s is the field's label. */
    decrease: string;
    /** Accessible name of the plus button; %s is the field's label. */
    increase: string;
  };
  /** Fields inside these (or matching them) get no buttons: event-ticket quantities have their own. */
  excludedWithin: string;
}

const defaults = {
  texts: { decrease: 'Aantal verlagen van %s', increase: 'Aantal verhogen van %s' },
  // The theme's exclusion (Event Tickets block quantities) and the newer Event Tickets markup.
  excludedWithin: '.tribe-block__tickets__item__quantity__number, .tribe-tickets__tickets-item-quantity',
} satisfies QuantityStepperSettings;

const excludedTypes = new Set(['date', 'hidden', 'datetime-local', 'time', 'month', 'week']);

function boundsOf(field: HTMLInputElement): StepperBounds {
  return {
    min: parseBound(field.getAttribute('min')),
    max: parseBound(field.getAttribute('max')),
    step: parseStep(field.getAttribute('step')),
  };
}

function labelOf(field: HTMLInputElement): string {
  const label = field.labels?.[0]?.textContent?.trim() || field.getAttribute('aria-label') || field.title;
  return label || 'aantal';
}

function createButton(kind: 'minus' | 'plus', name: string, symbol: string): HTMLInputElement {
  const button = document.createElement('input');
  button.type = 'button';
  button.value = symbol;
  button.className = `quantity-stepper__button quantity-stepper__${kind} ${kind}`;
  button.setAttribute('aria-label', name);
  return button;
}

export default defineModule({
  id: 'quantity-stepper',
  stylesheet,
  settings: (site) => pickSettings(site.settings['quantity-stepper'], defaults, 'quantity-stepper'),
  init(ctx) {
    const field = ctx.element;
    if (!(field instanceof HTMLInputElement) || excludedTypes.has(field.type)) return;
    if (ctx.settings.excludedWithin && field.closest(ctx.settings.excludedWithin)) return;
    const wrapper = field.closest('.quantity');
    // Buttons already there (the theme's own script, or a cart row cloned with ours): no second pair.
    if (wrapper?.classList.contains('buttons_added')) return;

    const label = labelOf(field);
    const minus = createButton('minus', ctx.settings.texts.decrease.replace('%s', label), '-');
    const plus = createButton('plus', ctx.settings.texts.increase.replace('%s', label), '+');
    if (wrapper) wrapper.prepend(minus);
    else field.before(minus);
    field.after(plus);
    wrapper?.classList.add('buttons_added', 'quantity-stepper');

    const reflectBounds = () => {
      const { min, max } = boundsOf(field);
      const value = parseValue(field.value);
      // aria-disabled rather than disabled: a disabled button would drop keyboard focus at the bound.
      minus.setAttribute('aria-disabled', String(atLowerBound(value, min)));
      plus.setAttribute('aria-disabled', String(atUpperBound(value, max)));
    };
    const setValue = (next: number) => {
      if (String(next) !== field.value) {
        field.value = String(next);
        field.dispatchEvent(new Event('input', { bubbles: true }));
        field.dispatchEvent(new Event('change', { bubbles: true }));
      }
      reflectBounds();
    };

    const { min } = boundsOf(field);
    const start = initialValue(parseValue(field.value), min);
    if (field.value !== '' && start !== parseValue(field.value)) setValue(start);
    else reflectBounds();

    minus.addEventListener('click', () => setValue(stepDown(parseValue(field.value), boundsOf(field))), {
      signal: ctx.signal,
    });
    plus.addEventListener('click', () => setValue(stepUp(parseValue(field.value), boundsOf(field))), {
      signal: ctx.signal,
    });
    field.addEventListener('input', reflectBounds, { signal: ctx.signal });

    return () => {
      minus.remove();
      plus.remove();
      wrapper?.classList.remove('buttons_added', 'quantity-stepper');
    };
  },
});
