// Encoded contacts as a visitor of the team page meets them: click a mailto link, a plain address or
// a phone number; the allowed, blocked and failure flows with shortened timings; what the server
// received; the link targets after 'got it'; keyboard use; and axe with each popup state open.
import { describe, expect, test } from 'vitest';
import { axeViolations, saveScreenshot, withSite } from '../../test/browser/harness';

const site = withSite();
const path = '/contact/team/';
const quick = { 'email-encoder': { resultDelayMs: 700, fillDelayMs: 400, messageHideMs: 700 } };
const decodeCalls = () => site.backend.receivedAt(/apbct_decode_email|admin-ajax/);

describe('email encoder in Chromium', () => {
  test('allowed: one click decodes every contact in one call; got it fills links at once and text after the delay', async () => {
    const visit = await site.visit(path, {
      settings: quick,
      // The page's own clock: when the visitor clicked, and when the decoded address appeared.
      initScript: `
        addEventListener('click', () => { window.__clickedAt ??= performance.now(); }, true);
        // What the dialog said when it first appeared (the decoding phase lasts only 700 ms here).
        new MutationObserver(() => {
          const dialog = document.querySelector('#apbct_popup');
          if (dialog && window.__firstText === undefined) {
            window.__firstText = dialog.textContent;
            window.__fadeOn = document.body.classList.contains('apbct-popup-fade');
          }
          if (!window.__shownAt && document.querySelector('.email-encoder__address')) window.__shownAt = performance.now();
        }).observe(document, { subtree: true, childList: true });`,
    });
    const { page } = visit;
    const sales = page.locator('a[data-original-string]').first();
    await sales.waitFor();
    // Before the first click: no popup view and no React library (only the encoder, if at all).
    const reactLibrary = () => visit.requests.some((url) => /\/dist\/chunks\/(view|client|index)-/.test(url));
    expect(reactLibrary()).toBe(false);

    await sales.click();
    const dialog = page.getByRole('dialog', { name: 'E-mail-ontsleuteling door CleanTalk' });
    await dialog.waitFor();
    const first = await page.evaluate(() => {
      const seen = window as unknown as { __firstText: string; __fadeOn: boolean };
      return { text: seen.__firstText, fade: seen.__fadeOn };
    });
    expect(first.text).toContain('Het e-mailadres wordt ontsleuteld, een moment geduld.');
    expect(first.text).toContain('Bezig met ontsleutelen van de contactgegevens...');
    expect(first.fade).toBe(true);
    expect(reactLibrary()).toBe(true);

    await expect.poll(() => decodeCalls().length).toBe(1);
    const call = decodeCalls()[0]!;
    expect(call.path).toBe('/wp-json/cleantalk-antispam/v1/apbct_decode_email');
    const encoded = JSON.parse(call.form.encodedEmails!) as Record<string, string>;
    // Four contacts (the span inside the mailto link belongs to the link): sales, phone, workshop, board.
    expect(Object.keys(encoded)).toEqual(['0', '1', '2', '3']);
    expect(encoded['0']).toBe(await sales.getAttribute('data-original-string'));
    expect(call.form.post_url).toBe(page.url());
    expect(call.form).toHaveProperty('referrer');
    expect(call.form.event_javascript_data ?? call.form.event_token).toBeDefined();
    expect(call.headers['x-wp-nonce']).toMatch(/^[0-9a-f]{10}$/);

    const address = dialog.getByText('verkoop@despaak.nl', { exact: true });
    await address.waitFor();
    // resultDelayMs is 700 here: the address waits for it, counted from the click.
    const waited = await page.evaluate(() => {
      const times = window as unknown as { __clickedAt: number; __shownAt: number };
      return times.__shownAt - times.__clickedAt;
    });
    expect(waited).toBeGreaterThanOrEqual(690);
    expect(await dialog.textContent()).toContain('Het volledige adres is');
    await saveScreenshot(page, 'email-encoder-decoded');
    expect(await axeViolations(page)).toEqual([]);
    // A click on the address selects it whole.
    await address.click();
    expect(await page.evaluate(() => window.getSelection()?.toString())).toBe('verkoop@despaak.nl');

    await dialog.getByRole('button', { name: 'Begrepen' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await page.evaluate(() => document.body.classList.contains('apbct-popup-fade'))).toBe(false);
    const links = page.locator('.team-contacts a');
    expect(await links.nth(0).getAttribute('href')).toBe('mailto:verkoop@despaak.nl');
    expect(await links.nth(0).textContent()).toBe('verkoop@despaak.nl');
    expect(await links.nth(1).getAttribute('href')).toBe('tel:+31331234567');
    // Focus went back to what the visitor clicked.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(
      'mailto:verkoop@despaak.nl',
    );
    // The plain address unblurs first and takes its text after the fill delay.
    const workshop = page.locator('#werkplaats + p .apbct-email-encoder');
    expect(await workshop.textContent()).not.toBe('werkplaats@despaak.nl');
    await expect.poll(() => workshop.textContent()).toBe('werkplaats@despaak.nl');
    expect(await workshop.locator('.apbct-blur').count()).toBe(0);
    // The board's address is not for visitors: it stays encoded.
    expect(await links.nth(2).getAttribute('data-original-string')).toBeTruthy();
    expect(await links.nth(2).getAttribute('href')).toBe('mailto:');
    // A successful decode keeps the pass key (cookie mode none: local storage plus the alternative-cookie call).
    await expect
      .poll(() => site.backend.receivedAt(/alt_sessions/).map((request) => request.form.cookies ?? ''))
      .toContainEqual(
        expect.stringContaining('"apbct_email_encoder_passed":"a3f1c9e2b7d44c0e9a8b6f5d3c2e1f0a"'),
      );
  });

  test('keyboard: an encoded address is a button; Enter opens the dialog with focus inside; Escape closes and fills', async () => {
    const { page } = await site.visit(path, { settings: quick });
    const workshop = page.getByRole('button', { name: /^we\*+@/ });
    await workshop.waitFor();
    await workshop.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    // Focus moves in right after the dialog is drawn (a React effect).
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('apbct_popup');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Begrepen' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Begrepen');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Begrepen');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('button');
    await expect
      .poll(() => page.locator('#werkplaats + p .apbct-email-encoder').textContent())
      .toBe('werkplaats@despaak.nl');
  });

  test('blocked: the nodes reset and the comment shows as text, then the popup hides', async () => {
    // The message stays 8 s here: long enough to read and check it with axe, even on a slow machine.
    const { page } = await site.visit(path, {
      settings: { 'email-encoder': { ...quick['email-encoder'], messageHideMs: 8000 } },
    });
    const board = page.locator('#directie + p a');
    await board.click();
    const message = page.locator('.email-encoder__message');
    await message.waitFor();
    expect(await message.textContent()).toBe(
      'Geblokkeerd: Dit adres is alleen zichtbaar voor klanten met een account. <b>Log eerst in.</b>',
    );
    expect(await page.locator('#apbct_popup b').count()).toBe(0);
    expect(await page.locator('.email-encoder--decoding').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await expect.poll(() => page.locator('#apbct_popup').count(), { timeout: 15_000 }).toBe(0);
    expect(await board.getAttribute('href')).toBe('mailto:');
    expect(await board.getAttribute('data-original-string')).toBeTruthy();
  }, 60_000);

  test('failure: the server says no, then the call fails outright: cannot connect, nodes reset, no pass key kept', async () => {
    const { page } = await site.visit(path, {
      settings: quick,
      ctPublicFunctions: { data__cookies_type: 'native' },
      // Every message the popup shows, as the page saw it (each shows only 700 ms here).
      initScript: `
        window.__messages = [];
        new MutationObserver(() => {
          const text = document.querySelector('.email-encoder__message')?.textContent;
          if (text && window.__messages.at(-1) !== text) window.__messages.push(text);
        }).observe(document, { subtree: true, childList: true, characterData: true });`,
    });
    const messages = () => page.evaluate(() => (window as unknown as { __messages: string[] }).__messages);
    site.backend.state.emailDecoderFailure = 'De sleutel is verlopen.';
    await page.locator('#werkplaats + p .apbct-email-encoder').click();
    await expect.poll(messages).toEqual(['Kan geen verbinding maken: De sleutel is verlopen.']);
    await expect.poll(() => page.locator('#apbct_popup').count(), { timeout: 10_000 }).toBe(0);
    expect(await page.locator('[data-original-string].email-encoder--decoding').count()).toBe(0);

    delete site.backend.state.emailDecoderFailure;
    site.backend.fault({ path: /apbct_decode_email/, mode: 'status-500', times: 1 });
    await page.locator('#werkplaats + p .apbct-email-encoder').click();
    await expect
      .poll(messages)
      .toEqual(['Kan geen verbinding maken: De sleutel is verlopen.', 'Kan geen verbinding maken']);
    expect(await page.evaluate(() => document.cookie)).not.toContain('apbct_email_encoder_passed');
    expect(
      await page.locator('#werkplaats + p .apbct-email-encoder').getAttribute('data-original-string'),
    ).toBeTruthy();
  });

  test('native cookie mode: the pass cookie is set, and the server then shows the contacts in the clear', async () => {
    const { page } = await site.visit(path, {
      settings: quick,
      ctPublicFunctions: { data__cookies_type: 'native' },
    });
    await page.locator('#werkplaats + p .apbct-email-encoder').click();
    await page.getByRole('button', { name: 'Begrepen' }).click();
    expect(await page.evaluate(() => document.cookie)).toContain(
      'apbct_email_encoder_passed=a3f1c9e2b7d44c0e9a8b6f5d3c2e1f0a',
    );
    await page.reload();
    expect(await page.locator('[data-original-string]').count()).toBe(0);
    expect(await page.locator('#verkoop + p a').first().getAttribute('href')).toBe(
      'mailto:verkoop@despaak.nl',
    );
  });

  test('reduced motion: the decoding popup shows without any animation', async () => {
    const { page } = await site.visit(path, { settings: quick, context: { reducedMotion: 'reduce' } });
    await page.locator('a[data-original-string]').first().click();
    const dialog = page.getByRole('dialog', { name: 'E-mail-ontsleuteling door CleanTalk' });
    await dialog.waitFor();
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
    await dialog.getByText('verkoop@despaak.nl', { exact: true }).waitFor();
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
  });

  test('admin context uses the admin variant of the call (admin-ajax)', async () => {
    const { page } = await site.visit(path, { settings: quick, query: { admin: '1' } });
    await page.locator('#verkoop + p a').nth(1).click();
    await page.getByRole('dialog').getByText('+31331234567').waitFor();
    const call = site.backend
      .receivedAt(/admin-ajax/)
      .find((request) => request.form.action === 'apbct_decode_email');
    expect(call?.form._ajax_nonce).toMatch(/^[0-9a-f]{10}$/);
    expect(site.backend.receivedAt(/wp-json\/cleantalk-antispam\/v1\/apbct_decode_email/)).toHaveLength(0);
    await page.getByRole('button', { name: 'Begrepen' }).click();
    expect(await page.locator('#verkoop + p a').nth(1).getAttribute('href')).toBe('tel:+31331234567');
  });
});
