// Where the demo's anti-spam-protected forms post to (the platform's comment and registration
// handlers). They answer with a short Dutch page; what arrived stays in backend.received.
import type { Backend } from '../backend';

function thanks(title: string, text: string) {
  return {
    headers: { 'content-type': 'text/html; charset=utf-8' },
    body: `<!doctype html><html lang="nl"><head><meta charset="utf-8"><title>${title}</title></head><body><main><h1>${title}</h1><p>${text}</p></main></body></html>`,
  };
}

export default function install(backend: Backend): void {
  backend.route('POST', /^\/wp-comments-post\.php$/, () =>
    thanks('Reactie ontvangen', 'Je reactie wacht op goedkeuring.'),
  );
  backend.route('POST', /^\/wp-login\.php$/, (request) => {
    // The builder's login element: WordPress checks its nonce (`check_admin_referer`) before anything.
    if (request.form.fusion_login_box) {
      if (!backend.nonceValid(request.form._wpnonce))
        return {
          ...thanks('Link verlopen', 'De link die je hebt gevolgd is verlopen. Probeer het opnieuw.'),
          status: 403,
        };
      // The demo has no accounts: every login is a wrong one, as the builder sends it back.
      return thanks('Inloggen mislukt', 'Gebruikersnaam of wachtwoord klopt niet.');
    }
    return thanks('Registratie ontvangen', 'Controleer je e-mail om je account te bevestigen.');
  });
}
