// The nonce of the builder's User Login, Register and Lost Password elements (issue 46, item 3).
// The elements print an empty `span.fusion-login-nonce` in their form, and the builder prints an
// inline jQuery script on every page (`FusionSC_Login::print_login_nonce_script`, `wp_footer` 99)
// that fetches the nonce field by ajax and puts it there, so a cached page still carries a valid
// one; without it WordPress answers the form with "The link you followed has expired". This module
// does that job without jQuery; the WordPress plugin leaves the inline script out while it is on
// (takeover.json `modules.login-nonce.inline`). A visitor who submits before the answer is in waits
// for it (up to `submitWaitMs`), and the form is sent then in any case: it always submits.
import { defineModule, type ModuleContext, pickSettings, type ThemeKeys } from '../../kernel/contract';
import { fetchNonceFields, type NonceField } from './nonce-fields';

export interface LoginNonceSettings {
  /** WordPress' admin-ajax.php (the plugin prints the site's; the live search's object has it too). */
  ajaxUrl: string;
  /** The builder's ajax action that answers with the nonce field. */
  action: string;
  /** How long the request may take (ms). */
  timeoutMs: number;
  /** How long a submit made before the nonce arrived waits for it (ms). */
  submitWaitMs: number;
}

const defaults = {
  ajaxUrl: '/wp-admin/admin-ajax.php',
  action: 'fusion_login_nonce',
  timeoutMs: 8000,
  submitWaitMs: 3000,
} satisfies LoginNonceSettings;

const theme = { ajaxUrl: 'avadaLiveSearchVars.ajaxurl' } satisfies ThemeKeys;

type Fields = NonceField[] | undefined;
interface NoncePage {
  fields: Promise<Fields>;
}
type Context = ModuleContext<LoginNonceSettings, undefined, NoncePage>;

function nonceUrl({ ajaxUrl, action }: LoginNonceSettings): string {
  const url = new URL(ajaxUrl, location.href);
  url.searchParams.set('action', action);
  return url.href;
}

function fill(span: Element, fields: NonceField[]): void {
  span.replaceChildren(
    ...fields.map(({ name, value }) => {
      const input = document.createElement('input');
      input.type = 'hidden';
      input.name = name;
      input.value = value;
      return input;
    }),
  );
}

/** Holds a submit that comes before the nonce, then sends the form the way the visitor did. */
function holdEarlySubmit(form: HTMLFormElement, ctx: Context, isFilled: () => boolean): void {
  let released = false;
  form.addEventListener(
    'submit',
    (event) => {
      if (released || isFilled() || event.defaultPrevented) return;
      event.preventDefault();
      const submitter =
        event.submitter instanceof HTMLElement && event.submitter.isConnected ? event.submitter : null;
      const waited = new Promise((resolve) => setTimeout(resolve, ctx.settings.submitWaitMs));
      const send = () => {
        released = true;
        if (!isFilled()) ctx.log.warn('submitting without the nonce: it did not arrive in time');
        form.requestSubmit(submitter);
      };
      // A task later at the least: while the browser is still firing this submit's events (the
      // answer may be in already), it ignores a new `requestSubmit`.
      void Promise.race([ctx.page.fields, waited]).then(() => setTimeout(send));
    },
    { signal: ctx.signal },
  );
}

export default defineModule<LoginNonceSettings, undefined, NoncePage>({
  id: 'login-nonce',
  theme,
  settings: (site) => pickSettings(site.settings['login-nonce'], defaults, 'login-nonce', theme),
  page: () => ({ fields: Promise.resolve(undefined) }),
  init(ctx) {
    // One request for every form on the page, as the theme's script made.
    ctx.page.fields = fetchNonceFields(nonceUrl(ctx.settings), ctx.settings.timeoutMs, ctx.signal).then(
      (fields) => {
        if (!fields)
          ctx.log.warn(`no nonce from ${ctx.settings.ajaxUrl}: the login forms are sent without one`);
        return fields;
      },
    );
  },
  attach(span, ctx) {
    let filled = false;
    void ctx.page.fields.then((fields) => {
      if (!fields || !span.isConnected || ctx.signal.aborted) return;
      fill(span, fields);
      filled = true;
    });
    const form = span.closest('form');
    if (form) holdEarlySubmit(form, ctx, () => filled);
  },
});
