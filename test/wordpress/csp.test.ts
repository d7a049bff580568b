// Under a strict Content-Security-Policy with a nonce (script-src 'nonce-…' 'strict-dynamic';
// object-src 'none'; base-uri 'none'), sent by a test plug-in that hands the nonce to Voorkant and
// to nothing else: no violation is caused by Voorkant's tags or files, on the front page and on
// Voorkant's admin screen, and both still work. WordPress' own inline scripts are not counted.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  antispamStandIn,
  builderStandIn,
  kernelBooted,
  strictCsp,
  voorkant,
  withWordPress,
} from './wp-harness';

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
  element: string;
}

/** Records every CSP violation with the element that caused it (set up before the page's scripts). */
async function recordViolations(page: Page): Promise<() => Promise<Violation[]>> {
  await page.addInitScript(() => {
    const seen: Violation[] = [];
    (window as unknown as { cspViolations: Violation[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      const target = event.target as Element | null;
      seen.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
        element: target && 'id' in target ? `${target.tagName?.toLowerCase()}#${target.id}` : String(target),
      });
    });
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: Violation[] }).cspViolations);
}

/** Violations caused by what Voorkant printed or serves. */
function voorkantsOwn(violations: Violation[], keptIds: string[] = []): Violation[] {
  return violations.filter(
    (violation) =>
      violation.blocked.includes('/plugins/voorkant/') ||
      /#voorkant/.test(violation.element) ||
      keptIds.some((id) => violation.element.endsWith(`#${id}`)) ||
      /voorkant/i.test(violation.sample),
  );
}

describe('Voorkant under a strict CSP', () => {
  const site = withWordPress([voorkant, antispamStandIn, builderStandIn, strictCsp]);

  it('the front page: every Voorkant tag carries the nonce, nothing of Voorkant is blocked, the kernel runs', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      const violations = await recordViolations(page);
      const response = await page.goto(`${site.wp.url}/`);
      expect(response?.headers()['content-security-policy']).toMatch(
        /script-src 'nonce-[^']+' 'strict-dynamic'/,
      );
      await kernelBooted(page);
      await expect
        .poll(() =>
          page.evaluate(
            () => window.voorkant?.status().find((module) => module.id === 'antispam-forms')?.state,
          ),
        )
        .toBe('ready');
      const nonce = response!.headers()['content-security-policy']!.match(/'nonce-([^']+)'/)![1];
      // The kernel's module tag, the preload hints, the settings tag and the kept settings objects.
      const tags = await page
        .locator(
          '#voorkant-js-module, link[id^="voorkant-preload-"], #voorkant-settings, script[id$="-js-extra"]',
        )
        .evaluateAll((elements) =>
          elements.map((element) => ({ id: element.id, nonce: (element as HTMLElement).nonce })),
        );
      expect(tags.map((tag) => tag.id)).toEqual(
        expect.arrayContaining([
          'voorkant-js-module',
          'voorkant-settings',
          'voorkant-preload-0',
          'fusion-lightbox-js-extra',
        ]),
      );
      for (const tag of tags) expect(tag, tag.id).toEqual({ id: tag.id, nonce });
      const all = await violations();
      expect(
        voorkantsOwn(all, [
          'fusion-lightbox-js-extra',
          'fusion-flexslider-js-extra',
          'fusion-container-js-extra',
        ]),
      ).toEqual([]);
      // The policy is really enforced: the stand-ins' scripts, which carry no nonce, were blocked.
      expect(all.some((violation) => violation.blocked.includes('/fusion-builder/'))).toBe(true);
    } finally {
      await context.close();
    }
  });

  it("the administrators' screen: the app loads with the nonce and works", async () => {
    const visit = await site.visit('/wp-login.php');
    const violations = await recordViolations(visit.page);
    await visit.page.getByLabel('Username or Email Address').fill('beheerder');
    await visit.page.getByLabel('Password', { exact: true }).fill('beheerder-wachtwoord');
    await Promise.all([
      visit.page.waitForURL(/wp-admin/),
      visit.page.getByRole('button', { name: 'Log In' }).click(),
    ]);
    await visit.page.goto(`${site.wp.url}/wp-admin/options-general.php?page=voorkant`);
    await expect.poll(() => visit.page.getByRole('switch', { name: 'Lightbox' }).count()).toBe(1);
    const ours = await visit.page
      .locator('#voorkant-admin-js-module, #voorkant-admin-data')
      .evaluateAll((elements) => elements.map((element) => Boolean((element as HTMLElement).nonce)));
    expect(ours).toEqual([true, true]);
    expect(voorkantsOwn(await violations())).toEqual([]);
  });
});
