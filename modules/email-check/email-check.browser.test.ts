// E-mail checks as a visitor meets them on the registration page: type an address, leave the field,
// and see the indicator beside it go from checking to good or bad, with the server's words on hover
// and in the field's description; emptying the field removes it; every address is asked once; a
// failing server shows nothing and the form still goes out with the visitor's address.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations, withSite } from '../../test/browser/harness';

const site = withSite();

const emailField = (page: Page) => page.getByRole('textbox', { name: 'E-mail' });
const indicator = (page: Page) => page.locator('#apbct-check_email_exist-block');
const stateOf = (page: Page) =>
  indicator(page).evaluate((block) =>
    [...block.classList].find(
      (name) => name.startsWith('apbct-check_email_exist-') && name !== 'apbct-check_email_exist-block',
    ),
  );

async function typeAndLeave(page: Page, address: string): Promise<void> {
  await emailField(page).click();
  await emailField(page).fill('');
  await page.keyboard.type(address);
  await page.keyboard.press('Tab');
}

describe('e-mail checks in Chromium', () => {
  test('leaving the field with an existing address: checking, then good, with the server text on hover', async () => {
    const release = site.backend.hold(/check_email_exist_post/, 1);
    const { page } = await site.visit('/registreren/');
    await typeAndLeave(page, 'sanne@voorbeeld.nl');
    await expect.poll(() => stateOf(page).catch(() => undefined)).toBe('apbct-check_email_exist-load');
    release();
    await expect.poll(() => stateOf(page)).toBe('apbct-check_email_exist-good_email');
    // The server's words: the field's description, announced politely, and shown on hover.
    expect(await emailField(page).evaluate((field) => field.getAttribute('aria-describedby'))).toContain(
      'apbct-check_email_exist-popup_description',
    );
    expect(await page.getByRole('status').textContent()).toBe('Dit e-mailadres bestaat.');
    const tooltip = page.locator('#apbct-check_email_exist-popup_description');
    expect(await tooltip.isVisible()).toBe(false);
    await indicator(page).hover();
    expect(await tooltip.isVisible()).toBe(true);
    expect(await tooltip.textContent()).toBe('Dit e-mailadres bestaat.');
    // 35 px wide, on the field's right edge (offsets are whole pixels, layout is not: within 1 px).
    const field = (await emailField(page).boundingBox())!;
    const box = (await indicator(page).boundingBox())!;
    expect(box.width).toBe(35);
    expect(Math.abs(box.x + box.width - (field.x + field.width))).toBeLessThanOrEqual(1);
    expect(Math.abs(box.y - field.y)).toBeLessThanOrEqual(1);
    // What the server received: the exist check over REST, and the check before post.
    const exist = site.backend.receivedAt(/check_email_exist_post/);
    expect(exist.map((request) => [request.path, request.form.email])).toEqual([
      ['/wp-json/cleantalk-antispam/v1/check_email_exist_post', 'sanne@voorbeeld.nl'],
    ]);
    expect(site.backend.receivedAt(/check_email_before_post/).map((request) => request.form.email)).toEqual([
      'sanne@voorbeeld.nl',
    ]);
    // The result is cached per address with a timestamp (local storage in the default `none` mode).
    const cached = await page.evaluate(() => localStorage.getItem('ct_checked_emails'));
    expect(cached).toContain('sanne@voorbeeld.nl');
    expect(cached).toMatch(/timestamp/);
  });

  test('an address that does not exist shows bad; each address is asked once; emptying removes the indicator', async () => {
    const { page } = await site.visit('/registreren/');
    await typeAndLeave(page, 'bestaatniet@voorbeeld.nl');
    await expect.poll(() => stateOf(page)).toBe('apbct-check_email_exist-bad_email');
    expect(await page.locator('#apbct-check_email_exist-popup_description').textContent()).toBe(
      'Dit e-mailadres bestaat niet.',
    );
    await typeAndLeave(page, 'sanne@voorbeeld.nl');
    await expect.poll(() => stateOf(page)).toBe('apbct-check_email_exist-good_email');
    await typeAndLeave(page, 'bestaatniet@voorbeeld.nl');
    await expect.poll(() => stateOf(page)).toBe('apbct-check_email_exist-bad_email');
    expect(site.backend.receivedAt(/check_email_exist_post/).map((request) => request.form.email)).toEqual([
      'bestaatniet@voorbeeld.nl',
      'sanne@voorbeeld.nl',
    ]);
    await emailField(page).click();
    await emailField(page).fill('');
    expect(await indicator(page).count()).toBe(0);
    expect(await emailField(page).getAttribute('aria-describedby')).toBeNull();
  });

  test('the comment form and the contact form builder have their e-mail fields checked too', async () => {
    for (const [path, address] of [
      ['/artikel/', 'lezer@voorbeeld.nl'],
      ['/contact/', 'klant@voorbeeld.nl'],
    ] as const) {
      site.backend.reset();
      const { page } = await site.visit(path);
      await typeAndLeave(page, address);
      await expect
        .poll(() => site.backend.receivedAt(/check_email_before_post/).map((request) => request.form.email))
        .toEqual([address]);
    }
  });

  test('an address of the wrong shape is never sent', async () => {
    const { page } = await site.visit('/registreren/');
    for (const address of ['sanne@voorbeeld', 'sanne voorbeeld.nl', 'sanne@.nl'])
      await typeAndLeave(page, address);
    await page.getByRole('textbox', { name: 'Gebruikersnaam' }).click();
    await page.waitForTimeout(300);
    expect(site.backend.receivedAt(/check_email/)).toEqual([]);
    expect(await indicator(page).count()).toBe(0);
  });

  test('failure: the server answers 500, then garbage: no indicator, and the form still submits with the address', async () => {
    site.backend.fault({ path: /check_email_exist_post/, mode: 'status-500', times: 1 });
    site.backend.fault({ path: /check_email_before_post/, mode: 'garbage' });
    const { page } = await site.visit('/registreren/');
    await page.getByRole('textbox', { name: 'Gebruikersnaam' }).fill('sanne');
    await typeAndLeave(page, 'sanne@voorbeeld.nl');
    await expect.poll(() => site.backend.receivedAt(/check_email_exist_post/).length).toBe(1);
    await expect.poll(() => indicator(page).count()).toBe(0);
    site.backend.fault({ path: /check_email_exist_post/, mode: 'garbage', times: 1 });
    await typeAndLeave(page, 'joris@voorbeeld.nl');
    await expect.poll(() => site.backend.receivedAt(/check_email_exist_post/).length).toBe(2);
    await expect.poll(() => indicator(page).count()).toBe(0);
    await page.getByRole('button', { name: 'Registreren' }).click();
    await expect.poll(() => site.backend.receivedAt(/^\/wp-login\.php/).length).toBe(1);
    expect(site.backend.receivedAt(/^\/wp-login\.php/)[0]!.form.user_email).toBe('joris@voorbeeld.nl');
  });

  test('the indicator follows its field to a phone-sized viewport; axe finds nothing with its hint shown', async () => {
    const { page } = await site.visit('/registreren/');
    await typeAndLeave(page, 'sanne@voorbeeld.nl');
    await expect.poll(() => stateOf(page)).toBe('apbct-check_email_exist-good_email');
    await page.setViewportSize({ width: 375, height: 800 });
    const onRightEdge = async () => {
      const field = (await emailField(page).boundingBox())!;
      const box = (await indicator(page).boundingBox())!;
      return Math.abs(box.x + box.width - (field.x + field.width)) <= 1 && Math.abs(box.y - field.y) <= 1;
    };
    await expect.poll(onRightEdge).toBe(true);
    await indicator(page).hover();
    expect(await axeViolations(page)).toEqual([]);
  });
});
