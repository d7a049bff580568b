// The bench's stress page: 2,000 elements of which 500 match modules, to show the kernel never
// makes a long task however much matches. Rendered with the site's layout.
import type { Backend } from '../backend';
import { renderPage } from '../pages';

export const stressElements = 2000;
export const stressMatches = 500;

function stressContent(): string {
  const parts: string[] = [
    '<main class="page"><h1>Stresstest</h1><p>2.000 elementen, waarvan 500 door modules worden opgepakt.</p><ul class="stress">',
  ];
  for (let i = 0; i < stressElements; i++) {
    // Every fourth item is a quantity field (the stepper matches it); the rest is plain content.
    parts.push(
      i % 4 === 0
        ? `<li><div class="quantity"><label for="stress-${i}">Aantal ${i}</label><input type="number" id="stress-${i}" class="input-text qty text" value="1" min="0" max="9"></div></li>`
        : `<li>Regel ${i}</li>`,
    );
  }
  parts.push('</ul></main>');
  return parts.join('');
}

export default function install(backend: Backend): void {
  backend.route('GET', /^\/bench\/stress\/$/, (request) => ({
    headers: { 'content-type': 'text/html; charset=utf-8' },
    body: renderPage(
      { route: '/bench/stress/', meta: { title: 'Stresstest' }, content: stressContent() },
      {
        backend,
        origin: request.url.origin,
        query: request.url.searchParams,
        csp: false,
        distPath: '/dist/',
      },
    ).html,
  }));
}
