// The club routes page with a Portfolio element (portfolio-markup.ts), served as WordPress serves a
// paginated page: page 1 at /clubroutes/, page N at /clubroutes/page/N/, each a whole Avada page
// whose `<!--portfolio-1-->` marker shows the items of page N; also under /csp/ with the strict
// policy, where the theme's inline styles are left out.
import type { Backend } from '../backend';
import { cspPolicy } from '../csp-policy';
import { findPage, renderPage } from '../pages';
import { clubRoutes, type PortfolioConfig, portfolioHtml } from '../portfolio-markup';

const base = '/clubroutes/';
const element: PortfolioConfig = { number: 1, items: clubRoutes, perPage: 5 };

export default function install(backend: Backend): void {
  backend.route('GET', /^(\/csp)?\/clubroutes\/(?:page\/(\d+)\/)?$/, (request) => {
    const csp = Boolean(request.match[1]);
    const found = findPage(base);
    if (!found) return undefined;
    const page = Number(request.match[2] ?? 1);
    const html = portfolioHtml(element, { base: `${csp ? '/csp' : ''}${base}`, page, inlineStyles: !csp });
    const rendered = renderPage(
      { ...found, route: base, content: found.content.replace('<!--portfolio-1-->', html) },
      { backend, origin: request.url.origin, query: request.url.searchParams, csp, distPath: '/dist/' },
    );
    const headers: Record<string, string> = {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
    };
    if (csp)
      headers['content-security-policy'] = cspPolicy(rendered.nonce, rendered.settings.videoProviderHosts);
    return { headers, body: rendered.html };
  });
}
