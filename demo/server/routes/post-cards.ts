// The club news page with two Post Cards elements (post-cards-markup.ts) and a Recent Posts
// element (recent-posts-markup.ts), served as WordPress serves a paginated page: page 1 at
// /clubnieuws/, page N at /clubnieuws/page/N/, each a whole Avada page whose elements show their
// items of page N (the page file's `<!--post-cards-N-->` and `<!--recent-posts-1-->` markers
// replaced); also under /csp/ with the strict policy, where the theme's inline styles are left out.
import type { Backend } from '../backend';
import { cspPolicy } from '../csp-policy';
import { findPage, renderPage } from '../pages';
import { clubNews, type PostCardsConfig, postCardsHtml, rideReports } from '../post-cards-markup';
import { recentPostsHtml } from '../recent-posts-markup';

const base = '/clubnieuws/';

const elements: PostCardsConfig[] = [
  { number: 1, items: clubNews, perPage: 4, scrolling: 'load_more_button', filters: true, layout: 'grid' },
  { number: 2, items: rideReports, perPage: 3, scrolling: 'infinite', filters: false, layout: 'masonry' },
];

export default function install(backend: Backend): void {
  backend.route('GET', /^(\/csp)?\/clubnieuws\/(?:page\/(\d+)\/)?$/, (request) => {
    const csp = Boolean(request.match[1]);
    const found = findPage(base);
    if (!found) return undefined;
    const page = Number(request.match[2] ?? 1);
    let content = found.content;
    for (const config of elements) {
      const html = postCardsHtml(config, { base: `${csp ? '/csp' : ''}${base}`, page, inlineStyles: !csp });
      content = content.replace(`<!--post-cards-${config.number}-->`, html);
    }
    content = content.replace(
      '<!--recent-posts-1-->',
      recentPostsHtml(1, { base: `${csp ? '/csp' : ''}${base}`, page, inlineStyles: !csp }),
    );
    const { html, nonce, settings } = renderPage(
      { ...found, route: base, content },
      { backend, origin: request.url.origin, query: request.url.searchParams, csp, distPath: '/dist/' },
    );
    const headers: Record<string, string> = {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
    };
    if (csp) headers['content-security-policy'] = cspPolicy(nonce, settings.videoProviderHosts);
    return { headers, body: html };
  });
}
