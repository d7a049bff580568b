// Encoded contacts as a visitor of the contact page of record meets them, rendered as the add-on
// renders them (CONTRACT-antispam.md section 4): plain spans, a mailto link whose text is the
// encoded address, a mailto link with the author's own text, a tel link holding the number
// formatted for reading. One click sends every encoded string in one call; what the server
// received; the fill; the allowed, blocked and failure flows with shortened timings; keyboard use;
// axe with each popup state open.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations, pageAnimationCount, saveScreenshot, withSite } from '../../test/browser/harness';

const site = withSite();
const contact = '/contact/';
const team = '/contact/team/';
const quick = { 'email-encoder': { resultDelayMs: 700, fillDelayMs: 400, messageHideMs: 700 } };
// Long enough for the decoding phase to be drawn before the answer shows, on a loaded machine too.
const shown = { 'email-encoder': { ...quick['email-encoder'], resultDelayMs: 1500 } };
const decodeCalls = () => site.backend.receivedAt(/apbct_decode_email|admin-ajax/);
const phone = { viewport: { width: 375, height: 740 } };

/** Every encoded string of the page in page order, read before the click changes anything. */
const encodedStrings = (page: Page) =>
  page
    .locator('[data-original-string]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-original-string')));

const details = (page: Page) => page.locator('.contact-details');

describe('email encoder on the contact page of record', () => {
  for (const [label, context] of [
    ['1280', {}],
    ['375', phone],
  ] as const) {
    test(`${label} px: one click decodes every encoded node in one call; links keep their text, the phone number reads as written`, async () => {
      const visit = await site.visit(contact, {
        settings: shown,
        context,
        initScript: `
          addEventListener('click', () => { window.__clickedAt ??= performance.now(); }, true);
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
      const phoneLink = details(page).locator('a[href^="tel:"]');
      await phoneLink.waitFor();
      // As the add-on renders them: the attribute on the links themselves, an encoded span inside.
      expect(await phoneLink.getAttribute('href')).toBe('tel:+31*******67');
      expect(await phoneLink.locator('span.apbct-email-encoder[data-original-string]').count()).toBe(1);
      const strings = await encodedStrings(page);
      // Phone link and its span, mail link and its span, two plain spans, the press link, the board link and its span.
      expect(strings).toHaveLength(9);
      const reactLibrary = () =>
        visit.requests.some((url) => /\/dist\/chunks\/[\w-]+\/(view|client|index)\.js/.test(url));
      expect(reactLibrary()).toBe(false);

      await phoneLink.click();
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

      // One call, carrying the string of every element with data-original-string, in page order.
      await expect.poll(() => decodeCalls().length).toBe(1);
      const call = decodeCalls()[0]!;
      expect(call.path).toBe('/wp-json/cleantalk-antispam/v1/apbct_decode_email');
      expect(JSON.parse(call.form.encodedEmails!)).toEqual(
        Object.fromEntries(strings.map((value, index) => [String(index), value])),
      );
      expect(call.form.post_url).toBe(page.url());
      expect(call.form).toHaveProperty('referrer');
      expect(call.form.event_javascript_data ?? call.form.event_token).toBeDefined();
      expect(call.headers['x-wp-nonce']).toMatch(/^[0-9a-f]{10}$/);

      // The clicked link shows what its text shows: the number formatted for reading.
      const address = dialog.getByText('+31 33 123 45 67', { exact: true });
      await address.waitFor();
      const waited = await page.evaluate(() => {
        const times = window as unknown as { __clickedAt: number; __shownAt: number };
        return times.__shownAt - times.__clickedAt;
      });
      expect(waited).toBeGreaterThanOrEqual(1490);
      await saveScreenshot(page, `email-encoder-decoded-${label}`);
      expect(await axeViolations(page)).toEqual([]);

      await dialog.getByRole('button', { name: 'Begrepen' }).click();
      await expect.poll(() => dialog.count()).toBe(0);
      expect(await page.evaluate(() => document.body.classList.contains('apbct-popup-fade'))).toBe(false);
      // The tel link: its value in the href, its span's readable number as its text.
      expect(await phoneLink.getAttribute('href')).toBe('tel:+31331234567');
      expect(await phoneLink.textContent()).toBe('+31 33 123 45 67');
      // The mailto link whose text was the encoded address.
      const mail = details(page).getByRole('link', { name: 'info@despaak.nl', exact: true });
      expect(await mail.getAttribute('href')).toBe('mailto:info@despaak.nl');
      // The author's own link text stays; the href gets the whole value, subject included.
      const press = details(page).getByRole('link', { name: 'Neem contact op met onze persafdeling' });
      expect(await press.getAttribute('href')).toBe('mailto:pers@despaak.nl?subject=Persvraag');
      // Focus went back to what the visitor clicked.
      expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(
        'tel:+31331234567',
      );
      // Plain spans unblur first and take their text after the fill delay.
      const workshop = details(page).locator('p').nth(1);
      await expect
        .poll(() => workshop.textContent())
        .toBe(
          'Voor een reparatie-afspraak kun je ook mailen naar werkplaats@despaak.nl of bellen met +31 33 765 43 21.',
        );
      expect(await workshop.locator('.apbct-blur, [data-original-string]').count()).toBe(0);
      // The board's address is not for visitors: the link and its span stay encoded.
      const board = details(page).locator('p').nth(3).locator('a');
      expect(await board.getAttribute('data-original-string')).toBeTruthy();
      expect(await board.getAttribute('href')).toBe('mailto:di******@*****ak.nl');
      expect(await board.locator('[data-original-string]').count()).toBe(1);
      // A successful decode keeps the pass key (cookie mode none: the alternative-cookie call).
      await expect
        .poll(() => site.backend.receivedAt(/alt_sessions/).map((request) => request.form.cookies ?? ''))
        .toContainEqual(
          expect.stringContaining('"apbct_email_encoder_passed":"a3f1c9e2b7d44c0e9a8b6f5d3c2e1f0a"'),
        );
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('the back end answers as the add-on: every string decoded, the link with its subject, the blocked one with a comment', async () => {
    const { page } = await site.visit(contact, { settings: quick });
    await details(page).getByRole('link', { name: 'Neem contact op met onze persafdeling' }).click();
    await page.getByRole('dialog').getByText('pers@despaak.nl', { exact: true }).waitFor();
    const answer = await page.evaluate(async () => {
      const strings = [...document.querySelectorAll('[data-original-string]')].map((node) =>
        node.getAttribute('data-original-string'),
      );
      const body = new FormData();
      body.set(
        'encodedEmails',
        JSON.stringify(Object.fromEntries(strings.map((value, index) => [index, value]))),
      );
      body.set('post_url', location.href);
      body.set('referrer', '');
      const printed = (window as unknown as { ctPublicFunctions: Record<string, string> }).ctPublicFunctions;
      const response = await fetch(`${printed._rest_url}cleantalk-antispam/v1/apbct_decode_email`, {
        method: 'POST',
        body,
        headers: { 'X-WP-Nonce': printed._rest_nonce! },
      });
      return response.json();
    });
    expect(answer.success).toBe(true);
    expect(answer.data.map((row: { decoded_email: string }) => row.decoded_email)).toEqual([
      '+31331234567',
      '+31 33 123 45 67',
      'info@despaak.nl',
      'info@despaak.nl',
      'werkplaats@despaak.nl',
      '+31 33 765 43 21',
      'pers@despaak.nl?subject=Persvraag',
      '',
      '',
    ]);
    expect(answer.data.at(-1)).toMatchObject({
      is_allowed: false,
      show_comment: true,
      comment: 'Dit adres is alleen zichtbaar voor klanten met een account. <b>Log eerst in.</b>',
    });
  });

  test('keyboard: a plain encoded address is a button; Enter opens the dialog with focus inside; Escape closes and fills', async () => {
    const { page } = await site.visit(contact, { settings: quick });
    const workshop = page.getByRole('button', { name: /^we\*+@/ });
    await workshop.waitFor();
    await workshop.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    // Inside: the dialog itself while the address is asked for, its button once it is there
    // (which can be before this first look, on a quick answer).
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[role="dialog"]')?.id), {
        timeout: 5000,
      })
      .toBe('apbct_popup');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Begrepen' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Begrepen');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Begrepen');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('button');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('werkplaats@despaak.nl');
    // The spans inside links are part of their link: no second tab stop, no button role.
    expect(
      await page
        .locator('a [data-original-string][role="button"], a [data-original-string][tabindex]')
        .count(),
    ).toBe(0);
  });

  test('blocked: the nodes reset and the comment shows as text, then the popup hides', async () => {
    const { page } = await site.visit(team, {
      settings: { 'email-encoder': { ...quick['email-encoder'], messageHideMs: 8000 } },
    });
    const board = page.locator('.team-contacts a[href^="mailto:di"]');
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
    expect(await board.getAttribute('href')).toBe('mailto:di******@*****ak.nl');
    expect(await board.getAttribute('data-original-string')).toBeTruthy();
  }, 60_000);

  test('failure: the server says no, then the call fails outright: cannot connect, nodes reset, no pass key kept', async () => {
    const { page } = await site.visit(team, {
      settings: quick,
      ctPublicFunctions: { data__cookies_type: 'native' },
      initScript: `
        window.__messages = [];
        new MutationObserver(() => {
          const text = document.querySelector('.email-encoder__message')?.textContent;
          if (text && window.__messages.at(-1) !== text) window.__messages.push(text);
        }).observe(document, { subtree: true, childList: true, characterData: true });`,
    });
    const messages = () => page.evaluate(() => (window as unknown as { __messages: string[] }).__messages);
    const workshop = page.locator('#werkplaats + p .apbct-email-encoder');
    site.backend.state.emailDecoderFailure = 'De sleutel is verlopen.';
    await workshop.click();
    // The popup (React, loaded with the first click) may take a while on a busy machine.
    await expect
      .poll(messages, { timeout: 10_000 })
      .toEqual(['Kan geen verbinding maken: De sleutel is verlopen.']);
    await expect.poll(() => page.locator('#apbct_popup').count(), { timeout: 10_000 }).toBe(0);
    expect(await page.locator('[data-original-string].email-encoder--decoding').count()).toBe(0);

    delete site.backend.state.emailDecoderFailure;
    site.backend.fault({ path: /apbct_decode_email/, mode: 'status-500', times: 1 });
    await workshop.click();
    await expect
      .poll(messages, { timeout: 10_000 })
      .toEqual(['Kan geen verbinding maken: De sleutel is verlopen.', 'Kan geen verbinding maken']);
    expect(await page.evaluate(() => document.cookie)).not.toContain('apbct_email_encoder_passed');
    expect(await workshop.getAttribute('data-original-string')).toBeTruthy();
  });

  test('native cookie mode: the pass cookie is set, and the server then shows the contacts in the clear', async () => {
    const { page } = await site.visit(contact, {
      settings: quick,
      ctPublicFunctions: { data__cookies_type: 'native' },
    });
    await page.getByRole('button', { name: /^we\*+@/ }).click();
    await page.getByRole('button', { name: 'Begrepen' }).click();
    expect(await page.evaluate(() => document.cookie)).toContain(
      'apbct_email_encoder_passed=a3f1c9e2b7d44c0e9a8b6f5d3c2e1f0a',
    );
    await page.reload();
    expect(await page.locator('[data-original-string]').count()).toBe(0);
    expect(await details(page).locator('a[href^="tel:"]').getAttribute('href')).toBe('tel:+31331234567');
  });

  test('reduced motion: the decoding popup shows without any animation', async () => {
    const { page } = await site.visit(contact, { settings: quick, context: { reducedMotion: 'reduce' } });
    await details(page).locator('a[href^="mailto:in"]').click();
    const dialog = page.getByRole('dialog', { name: 'E-mail-ontsleuteling door CleanTalk' });
    await dialog.waitFor();
    expect(await pageAnimationCount(page)).toBe(0);
    await dialog.getByText('info@despaak.nl', { exact: true }).waitFor();
    expect(await pageAnimationCount(page)).toBe(0);
  });

  test('admin context uses the admin variant of the call (admin-ajax)', async () => {
    const { page } = await site.visit(team, { settings: quick, query: { admin: '1' } });
    await page.locator('#verkoop + p a[href^="tel:"]').click();
    await page.getByRole('dialog').getByText('+31 33 123 45 67').waitFor();
    const call = site.backend
      .receivedAt(/admin-ajax/)
      .find((request) => request.form.action === 'apbct_decode_email');
    expect(call?.form._ajax_nonce).toMatch(/^[0-9a-f]{10}$/);
    expect(site.backend.receivedAt(/wp-json\/cleantalk-antispam\/v1\/apbct_decode_email/)).toHaveLength(0);
    await page.getByRole('button', { name: 'Begrepen' }).click();
    expect(await page.locator('#verkoop + p a[href^="tel:"]').getAttribute('href')).toBe('tel:+31331234567');
  });

  test('the chunk fails: the encoded links stay ordinary links and the page has no error', async () => {
    site.backend.fault({ path: /\/chunks\/[\w-]+\/email-encoder\.js/, mode: 'status-404' });
    const visit = await site.visit(contact, { settings: quick });
    await expect
      .poll(() => visit.console.some((line) => line.includes('module "email-encoder" failed in load')), {
        timeout: 5000,
      })
      .toBe(true);
    expect(visit.errors).toEqual([]);
    expect(decodeCalls()).toHaveLength(0);
  });
});
