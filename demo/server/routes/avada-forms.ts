// The builder's Avada Forms calls, as its 7.14 PHP answers them (fusion-builder
// inc/class-fusion-form-builder.php, inc/class-fusion-form-submit.php): `fusion_form_update_view`
// sends back the form's nonce field; `fusion_form_submit_ajax` checks that nonce
// (`check_ajax_referer( 'fusion_form_nonce', 'fusion_form_nonce' )`: `-1` with status 403), then
// answers JSON `{status, info}`. A filled honeypot is the builder's error too, a submission
// without the anti-spam fields the add-on's block. The native POST of a
// form whose script never ran reaches the page's own address; the demo answers it as the host
// plugin's fallback would. What arrived stays in backend.received for the tests. Put first: the
// anti-spam platform's admin-ajax route answers WordPress' `0` to every action it does not know.
import type { Backend } from '../backend';

const json = (value: unknown) => ({
  headers: { 'content-type': 'application/json; charset=UTF-8' },
  body: JSON.stringify(value),
});

export default function install(backend: Backend): void {
  backend.routes.unshift({
    method: 'POST',
    path: /^\/wp-admin\/admin-ajax\.php$/,
    handler: (request) => {
      const { action } = request.form;
      if (action === 'fusion_form_update_view') {
        const formId = String(Number.parseInt(request.form.form_id ?? '', 10) || 0);
        if (request.form.nonce_method !== 'ajax')
          return { headers: { 'content-type': 'text/html' }, body: '' };
        return {
          headers: { 'content-type': 'text/html; charset=UTF-8' },
          body: `<input type="hidden" id="fusion-form-nonce-${formId}" name="fusion-form-nonce-${formId}" value="${backend.issueNonce()}" />`,
        };
      }
      if (action !== 'fusion_form_submit_ajax') return undefined;
      if (!backend.nonceValid(request.form.fusion_form_nonce)) return { status: 403, body: '-1' };
      const fields = new URLSearchParams(request.form.formData ?? '');
      const honeypot = [...fields].some(([name, value]) => name.startsWith('email_address_') && value !== '');
      if (honeypot) return json({ status: 'error', info: 'form_failed' });
      // The anti-spam add-on's Avada Forms integration reads its fields inside formData; without
      // them the visitor counts as a bot and it answers as its doBlock() does.
      if (!fields.get('apbct_visible_fields'))
        return json({ status: 'error', info: ['Je bericht is tegengehouden door de spamfilter.'] });
      return json({ status: 'success', info: 'form_submitted' });
    },
  });
  backend.route('POST', /^\/contact\/inschrijven-clubkampioenschap\/$/, () => ({
    headers: { 'content-type': 'text/html; charset=utf-8' },
    body: '<!doctype html><html lang="nl"><head><meta charset="utf-8"><title>Inschrijving ontvangen</title></head><body><main><h1>Inschrijving ontvangen</h1><p>Bedankt, je inschrijving is binnen.</p></main></body></html>',
  }));
}
