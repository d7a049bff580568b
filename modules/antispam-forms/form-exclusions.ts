// Which forms get no anti-spam fields (SPEC section 5): the rules are data in the settings, so an
// administrator extends them without a rebuild. A bad selector is skipped, never thrown.

export interface FormExclusions {
  /** CSS selectors of excluded forms (matched against the form itself). */
  selectors: string[];
  /** Text that, found in a form's action address, excludes it (payment and marketing services). */
  actions: string[];
  /** GET forms are excluded unless they match one of these (form builders that submit by GET). */
  getFormsAllowed: string[];
}

export const defaultExclusions = {
  selectors: [
    // Marketing forms.
    '.hs-form',
    '.hbspt-form form',
    '[id^="hsForm_"]',
    '._form[action*="activehosted"]',
    // Site-search plug-ins.
    '.slp_search_form',
    '.searchandfilter',
    '.aws-search-form',
    '.dgwt-wcas-search-form',
    // The shop's login form, payment and donation forms.
    '.woocommerce-form-login',
    '.give-form',
    '.tinkoffPayRow',
    '#caspioform',
    '[name="tribe-bar-form"]',
  ],
  actions: [
    'secure.payu.com',
    'secure.snd.payu.com',
    'epayment.epymtservice.com',
    'bankpayment',
    'ideal.',
    'activehosted.com',
    'hsforms.com',
    'hubspot.com',
    'list-manage.com',
  ],
  getFormsAllowed: ['.wpforms-form', '.wpcf7-form', '.gform_wrapper form', '.nf-form-cont form'],
} satisfies FormExclusions;

function matchesAny(form: HTMLFormElement, selectors: readonly string[]): boolean {
  return selectors.some((selector) => {
    try {
      return form.matches(selector);
    } catch {
      return false;
    }
  });
}

/** True when the form must be left alone. */
export function isExcludedForm(
  form: HTMLFormElement,
  rules: FormExclusions,
  extra?: FormExclusions,
): boolean {
  const selectors = [...rules.selectors, ...(extra?.selectors ?? [])];
  const actions = [...rules.actions, ...(extra?.actions ?? [])];
  const allowed = [...rules.getFormsAllowed, ...(extra?.getFormsAllowed ?? [])];
  if ((form.getAttribute('method') ?? '').toLowerCase() === 'get' && !matchesAny(form, allowed)) return true;
  const action = form.getAttribute('action') ?? '';
  if (actions.some((part) => part && action.includes(part))) return true;
  return matchesAny(form, selectors);
}
