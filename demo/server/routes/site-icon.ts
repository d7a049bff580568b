// The site icon at /favicon.ico, which browsers ask for on every site: WordPress answers it itself
// (`do_favicon()`, a redirect to the site icon), so a real page never logs a 404 for it.
import type { Backend } from '../backend';

export const siteIconPath = '/assets/img/site-icon.svg';

export default function install(backend: Backend): void {
  backend.route('GET', /^\/favicon\.ico$/, () => ({
    status: 302,
    headers: { location: siteIconPath, 'cache-control': 'max-age=3600' },
  }));
}
