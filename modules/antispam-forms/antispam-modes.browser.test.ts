// Every protected form of the demo in every cookie mode: the form arrives with its visible-fields
// data, and the signals travel the way the mode says (hidden field, prefixed cookies, or the
// alternative-cookie call) and no other way.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { AltCookieState } from '../../demo/server/routes/antispam';
import { withSite } from '../../test/browser/harness';
import { decodeBase64Json } from './base64-json';

const site = withSite();

interface DemoForm {
  page: string;
  target: RegExp;
  fill(page: Page): Promise<void>;
  submit: string;
}

const forms: Record<string, DemoForm> = {
  comment: {
    page: '/artikel/',
    target: /^\/wp-comments-post\.php$/,
    async fill(page) {
      await page.getByRole('textbox', { name: 'Reactie' }).fill('Mooie uitleg, dank!');
      await page.getByLabel('Naam').fill('Joost');
      await page.getByLabel('E-mail').fill('joost@voorbeeld.nl');
    },
    submit: 'Reactie plaatsen',
  },
  registration: {
    page: '/registreren/',
    target: /^\/wp-login\.php$/,
    async fill(page) {
      await page.getByLabel('Gebruikersnaam').fill('joost77');
      await page.getByLabel('E-mail').fill('joost77@voorbeeld.nl');
    },
    submit: 'Registreren',
  },
  contact: {
    page: '/contact/',
    target: /^\/contact\/verzonden\/$/,
    async fill(page) {
      await page.getByLabel('Naam').fill('Joost');
      await page.getByLabel('E-mail').fill('joost@voorbeeld.nl');
      await page.getByLabel('Bericht').fill('Wanneer is de werkplaats open?');
    },
    submit: 'Versturen',
  },
};

for (const mode of ['none', 'native', 'alternative'] as const) {
  describe(`cookie mode ${mode}`, () => {
    for (const [name, form] of Object.entries(forms)) {
      test(`${name} form`, async () => {
        const { page, context } = await site.visit(form.page, {
          settings: { 'antispam-forms': { visibleFieldsDelayMs: 0 } },
          ctPublic: { data__cookies_type: mode },
          ctPublicFunctions: { data__cookies_type: mode },
        });
        await form.fill(page);
        await page.getByRole('button', { name: form.submit }).click();
        await expect.poll(() => site.backend.receivedAt(form.target).length, { timeout: 10_000 }).toBe(1);
        const received = site.backend.receivedAt(form.target)[0]!;
        const visible = decodeBase64Json(received.form.apbct_visible_fields!) as Record<
          string,
          { visible_fields_count: number }
        >;
        expect(visible[0]!.visible_fields_count).toBeGreaterThan(1);
        const browserCookies = (await context.cookies()).map((cookie) => cookie.name);
        if (mode === 'none') {
          expect(received.form.ct_no_cookie_hidden_field).toMatch(/^_ct_no_cookie_data_/);
          expect(browserCookies).not.toContain('ct_ps_timestamp');
        } else {
          expect(received.form).not.toHaveProperty('ct_no_cookie_hidden_field');
        }
        if (mode === 'native') {
          expect(received.cookies).toHaveProperty('ct_ps_timestamp');
          expect(site.backend.receivedAt(/alt_sessions/)).toHaveLength(0);
        }
        if (mode === 'alternative') {
          expect(browserCookies).not.toContain('ct_ps_timestamp');
          await expect
            .poll(() => (site.backend.state as AltCookieState).altCookies?.ct_ps_timestamp)
            .toBeDefined();
          expect((site.backend.state as AltCookieState).altCookiesDropped).toEqual([]);
        }
      });
    }
  });
}
