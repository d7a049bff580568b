// The blog's pages as the theme serves them: page 1 at the blog's address, page N at
// `<blog>/page/N/` (or `<blog>?paged=N` for blogs whose pagination uses the query form), each a whole
// Avada page whose blog list (blog-markup.ts) replaces the page file's `<!--blog-->` marker; also
// under /csp/ with the strict policy. Empty pages on demand (`backend.state['blog.emptyPages']`) and a
// stale page count (`backend.state['blog.printedPages']`); failing pages come from the generic faults.
import type { Backend } from '../backend';
import { type BlogPageConfig, blogHtml } from '../blog-markup';
import { blogPosts } from '../blog-posts';
import { cspPolicy } from '../csp-policy';
import { findPage, type PageMeta, renderPage } from '../pages';

export default function install(backend: Backend): void {
  backend.route('GET', /^(\/csp)?(\/blog\/(?:[a-z-]+\/)?)(?:page\/(\d+)\/)?$/, (request) => {
    const csp = Boolean(request.match[1]);
    const base = request.match[2]!;
    const found = findPage(base);
    const config = (found?.meta as (PageMeta & { blog?: BlogPageConfig }) | undefined)?.blog;
    if (!found || !config) return undefined;
    const page = Number(request.match[3] ?? request.url.searchParams.get('paged') ?? 1);
    const emptyPages = (backend.state['blog.emptyPages'] as number[] | undefined) ?? [];
    const posts =
      page < 1 || emptyPages.includes(page)
        ? []
        : blogPosts.slice((page - 1) * config.perPage, page * config.perPage);
    const printed = backend.state['blog.printedPages'];
    const list = blogHtml(posts, config, {
      // Under /csp/ the pagination leads to /csp/ pages: the next pages a script reads are strict too.
      base: `${csp ? '/csp' : ''}${base}`,
      page,
      printedPages: printed === undefined ? config.pages : Number(printed),
      // The theme hides the pagination with an inline style, which a strict policy blocks.
      inlineStyles: !csp,
    });
    const { html, nonce, settings } = renderPage(
      { ...found, route: base, content: found.content.replace('<!--blog-->', list) },
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
