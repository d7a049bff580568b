// The page budget's split (issue 10): on the article page only the start part downloads before the
// visitor does anything; the form part comes with the first interaction, and a submit that comes
// first (a script, a bot) is held, filled and sent again, so the server always gets every field.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { withSite } from '../../test/browser/harness';
import { decodeBase64Json } from './base64-json';

const site = withSite();
const none = {
  ctPublic: { data__cookies_type: 'none' },
  ctPublicFunctions: { data__cookies_type: 'none' },
};
const formPart = 'antispam-form-fields';

async function receivedComment() {
  const path = /^\/wp-comments-post\.php$/;
  await expect.poll(() => site.backend.receivedAt(path).length, { timeout: 10_000 }).toBe(1);
  return site.backend.receivedAt(path)[0]!;
}

/** Every field CONTRACT-antispam.md section 4 asks of a POST form in cookie mode `none`. */
function expectContractFields(form: Record<string, string>, visible: string) {
  expect(decodeBase64Json(form.apbct_visible_fields!)).toMatchObject({ 0: { visible_fields: visible } });
  const noCookie = form.ct_no_cookie_hidden_field!;
  expect(noCookie.startsWith('_ct_no_cookie_data_')).toBe(true);
  const data = decodeBase64Json(noCookie.slice('_ct_no_cookie_data_'.length)) as Record<string, unknown>;
  expect(data).toMatchObject({
    ct_ps_timestamp: expect.any(Number),
    ct_timezone: expect.any(Number),
    ct_screen_info: expect.any(String),
    apbct_headless: true,
    ct_checkjs: '1795637287',
    typo: [],
    collecting_user_activity_data: [],
  });
  // Stored at this very submit: the server reads the same form's visible fields from the data too.
  expect(JSON.parse(String(data.apbct_visible_fields))).toMatchObject({ visible_fields: visible });
  return data;
}

/** The start part is running (a submit before its own chunk arrived is outside its reach). */
async function startPartReady(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => window.voorkant?.status().find((status) => status.id === 'antispam-forms')?.state),
    )
    .toBe('ready');
}

/** Fills the comment form the way a script does: values only, no events. */
const fillByScript = `
  const form = document.getElementById('commentform');
  form.elements.comment.value = 'Automatisch geplaatst';
  form.elements.author.value = 'Script';
  form.elements.email.value = 'script@voorbeeld.nl';
`;

describe('antispam-forms start part and form part', () => {
  test('before any interaction only the start part downloads; typing loads the form part and the comment carries every field', async () => {
    const visit = await site.visit('/artikel/', none);
    const { page } = visit;
    await page.waitForLoadState('load');
    // Past the 1 s "visible fields" moment: still no form part and no fields without an interaction.
    await page.waitForTimeout(1300);
    expect(visit.chunks()).toContain('antispam-forms');
    expect(visit.chunks()).not.toContain(formPart);
    expect(await page.locator('#commentform input[name="apbct_visible_fields"]').count()).toBe(0);

    await page.getByRole('textbox', { name: 'Reactie' }).fill('Hoe vaak moet ik de remmen afstellen?');
    await expect.poll(() => visit.chunks()).toContain(formPart);
    // Loaded after the delay: the fields go on at once, before any submit.
    await expect.poll(() => page.locator('#commentform input[name="apbct_visible_fields"]').count()).toBe(1);
    await page.getByLabel('Naam').fill('Fleur');
    await page.getByLabel('E-mail').fill('fleur@voorbeeld.nl');
    await page.getByRole('button', { name: 'Reactie plaatsen' }).click();
    const received = await receivedComment();
    expect(received.form.comment).toBe('Hoe vaak moet ik de remmen afstellen?');
    const data = expectContractFields(received.form, 'comment author email');
    expect(Number(data.ct_fkp_timestamp)).toBeGreaterThanOrEqual(Number(data.ct_ps_timestamp));
  });

  test('a scripted submit without any interaction is held, filled and sent once with every field', async () => {
    const visit = await site.visit('/artikel/', none);
    const { page } = visit;
    await startPartReady(page);
    await page.evaluate(`${fillByScript} form.requestSubmit();`);
    const received = await receivedComment();
    expect(received.form.comment).toBe('Automatisch geplaatst');
    expectContractFields(received.form, 'comment author email');
    expect(visit.chunks()).toContain(formPart);
    // Sent once: a second copy would show up here.
    await page.waitForLoadState('load');
    expect(site.backend.receivedAt(/^\/wp-comments-post\.php$/)).toHaveLength(1);
  });

  test('without requestSubmit the held submit goes out through form.submit(), still with its fields', async () => {
    const { page } = await site.visit('/artikel/', {
      ...none,
      initScript: 'delete HTMLFormElement.prototype.requestSubmit;',
    });
    await page.getByRole('textbox', { name: 'Reactie' }).fill('Mijn browser is oud.');
    await page.getByLabel('Naam').fill('Henk');
    await page.getByLabel('E-mail').fill('henk@voorbeeld.nl');
    await page.getByRole('button', { name: 'Reactie plaatsen' }).click();
    const received = await receivedComment();
    expect(received.form.comment).toBe('Mijn browser is oud.');
    expectContractFields(received.form, 'comment author email');
  });

  test('an add-on’s request sent before the form part is here waits for it and carries the data', async () => {
    const { page } = await site.visit('/winkel/accessoires/', none);
    await startPartReady(page);
    await page.evaluate(() =>
      fetch('/?wc-ajax=add_to_cart', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ product_id: '41', quantity: '1' }),
      }),
    );
    const request = site.backend.receivedAt(/^\/$/).find((received) => received.query['wc-ajax'])!;
    expect(request.form).toMatchObject({ product_id: '41', quantity: '1' });
    expect(request.form['data[ct_no_cookie_hidden_field]']).toMatch(/^_ct_no_cookie_data_/);
  });

  test('failure: the form part does not download; the scripted submit still reaches the server, and the console says why', async () => {
    site.backend.fault({
      path: /^\/dist(-test)?\/chunks\/[\w-]+\/antispam-form-fields\.js/,
      mode: 'status-404',
    });
    const visit = await site.visit('/artikel/', none);
    await startPartReady(visit.page);
    await visit.page.evaluate(`${fillByScript} form.requestSubmit();`);
    const received = await receivedComment();
    expect(received.form.comment).toBe('Automatisch geplaatst');
    expect(received.form).not.toHaveProperty('apbct_visible_fields');
    await expect
      .poll(() => visit.console.some((line) => line.startsWith('error:') && line.includes('form part')))
      .toBe(true);
  });

  test('failure: the form part download hangs; after requestHoldMs the scripted submit goes as it is', async () => {
    site.backend.fault({ path: /^\/dist(-test)?\/chunks\/[\w-]+\/antispam-form-fields\.js/, mode: 'hang' });
    const visit = await site.visit('/artikel/', {
      ...none,
      settings: { 'antispam-forms': { requestHoldMs: 300 } },
    });
    await startPartReady(visit.page);
    await visit.page.evaluate(`${fillByScript} form.requestSubmit();`);
    const received = await receivedComment();
    expect(received.form.comment).toBe('Automatisch geplaatst');
    expect(received.form).not.toHaveProperty('apbct_visible_fields');
  });
});
