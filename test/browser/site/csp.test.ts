// Every demo page under the strict Content-Security-Policy the site may run (script-src with a
// per-response nonce, style-src 'self', no data: images): a visitor walks each page and uses what
// Voorkant adds; any `securitypolicyviolation` fails the test with what was blocked.
import { describe, expect, it } from 'vitest';
import { withSite } from '../harness';
import { demoRoutes, walkPage } from './site-walk';

const recordViolations = `
  window.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    window.__cspViolations.push(event.violatedDirective + ' blocked ' + (event.blockedURI || 'inline') +
      ' at ' + (event.sourceFile || '?') + ':' + event.lineNumber);
  });
`;

describe('strict Content-Security-Policy', () => {
  const site = withSite({ reusePages: true });

  it.each(demoRoutes())('%s works without a violation', async (route) => {
    const visit = await site.visit(`/csp${route}`, { initScript: recordViolations });
    const policy = await visit.page.evaluate(async () => {
      const response = await fetch(location.href);
      return response.headers.get('content-security-policy');
    });
    expect(policy).toContain("script-src 'self' 'nonce-");
    await walkPage(visit.page);
    const violations = await visit.page.evaluate(
      () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
    );
    expect(violations).toEqual([]);
    // The walk may follow a link and come back (a click in the header lands on a menu link): the
    // list above is the last document's. Chromium also reports every violation in the console,
    // which the visit keeps across documents.
    expect(visit.console.filter((line) => line.includes('Content Security Policy'))).toEqual([]);
    expect(visit.errors).toEqual([]);
  });

  it("frames may come from the video providers the site's settings name, and from nowhere else", async () => {
    const policyOf = async (settings?: Record<string, unknown>) => {
      const visit = await site.visit('/csp/videos/', settings ? { settings } : {});
      const response = await visit.page.request.get(visit.page.url());
      return response.headers()['content-security-policy'];
    };
    expect(await policyOf()).toContain(
      "frame-src 'self' https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com;",
    );
    expect(
      await policyOf({ videoProviderHosts: ['https://player.vimeo.com', "x'; script-src *"] }),
    ).toContain("frame-src 'self' https://player.vimeo.com;");
  });

  it('the inspector works under the policy too', async () => {
    const visit = await site.visit('/csp/winkelwagen/', {
      initScript: recordViolations,
      query: { voorkant: 'debug' },
    });
    await visit.page.getByRole('table', { name: 'Modules op deze pagina' }).waitFor();
    await visit.page.getByRole('button', { name: 'Vernieuwen' }).click();
    await expect
      .poll(() => visit.page.locator('tr[data-module="quantity-stepper"]').getAttribute('data-state'))
      .toBe('ready');
    const violations = await visit.page.evaluate(
      () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
    );
    expect(violations).toEqual([]);
  });
});
