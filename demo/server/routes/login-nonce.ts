// The builder's User Login element's ajax call (`admin-ajax.php?action=fusion_login_nonce`): the
// nonce field as WordPress' `wp_nonce_field( 'fusion-login', '_wpnonce', false, true )` prints it.
// The form's post (`wp-login.php` with `fusion_login_box`) is answered in form-targets.ts.
import type { Backend } from '../backend';

export default function install(backend: Backend): void {
  backend.route('GET', /^\/wp-admin\/admin-ajax\.php$/, (request) => {
    if (request.form.action !== 'fusion_login_nonce') return undefined;
    return {
      headers: { 'content-type': 'text/html; charset=UTF-8' },
      body: `<input type="hidden" id="_wpnonce" name="_wpnonce" value="${backend.issueNonce()}" />`,
    };
  });
}
