// Settings → Voorkant in a real WordPress: an administrator logs in through wp-login.php, switches
// a module off and saves, and the front end stops downloading that module's chunk (and downloads it
// again once it is back on). The screen is keyboard operable with the WAI-ARIA switch pattern, has
// refuses unusable values naming the key and stores only what was changed (keyboard, axe and the
// Dutch screen: admin-screen-access.test.ts).
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { antispamStandIn, kernelBooted, voorkant, withWordPress } from './wp-harness';

const screen = '/wp-admin/options-general.php?page=voorkant';

async function moduleStates(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() =>
    Object.fromEntries((window.voorkant?.status() ?? []).map((module) => [module.id, module.state])),
  );
}

describe("the administrators' screen", () => {
  const site = withWordPress([voorkant, antispamStandIn]);
  afterEach(() => {
    site.wp.evalPhp(
      `delete_option('voorkant_settings'); delete_option('voorkant_site_report'); return true;`,
    );
  });

  /** The shop page with a quantity field; its stepper loads when the field is in view. */
  const visitorSees = async () => {
    const visit = await site.visit('/bestellen/');
    await kernelBooted(visit.page);
    // The anti-spam start part runs on every page: once it is ready the stepper had its chance too.
    await expect.poll(async () => (await moduleStates(visit.page))['antispam-forms']).toBe('ready');
    return visit;
  };

  it('switching a module off stops its chunk on the front end; on again, it loads again', async () => {
    const before = await visitorSees();
    await expect.poll(() => before.chunks()).toContain('quantity-stepper');
    await expect.poll(() => before.page.getByRole('button', { name: /Aantal verhogen/ }).count()).toBe(1);

    const admin = await site.visit(screen, { login: 'administrator' });
    const encoder = admin.page.getByRole('switch', { name: 'Quantity stepper' });
    expect(await encoder.getAttribute('aria-checked')).toBe('true');
    await encoder.click();
    expect(await encoder.getAttribute('aria-checked')).toBe('false');
    await admin.page.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => admin.page.getByRole('status').textContent()).toBe('Settings saved.');
    expect(site.wp.evalPhp(`return get_option('voorkant_settings');`)).toEqual({
      modules: { 'quantity-stepper': false },
      settings: [],
    });

    const off = await visitorSees();
    expect((await moduleStates(off.page))['quantity-stepper']).toBe('off');
    expect(off.chunks()).not.toContain('quantity-stepper');
    expect(await off.page.getByRole('button', { name: /Aantal verhogen/ }).count()).toBe(0);

    await admin.page.reload();
    await admin.page.getByRole('switch', { name: 'Quantity stepper' }).click();
    await admin.page.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => admin.page.getByRole('status').textContent()).toBe('Settings saved.');
    expect(site.wp.evalPhp(`return get_option('voorkant_settings');`)).toBe(false);
    const on = await visitorSees();
    await expect.poll(() => on.chunks()).toContain('quantity-stepper');
  });

  it('refuses a value a field cannot use, naming the key; nothing is saved', async () => {
    const admin = await site.visit(screen, { login: 'administrator' });
    await admin.page.getByRole('button', { name: 'Settings Email encoder' }).click();
    const delay = admin.page.getByLabel('resultDelayMs');
    expect(await delay.inputValue()).toBe('3000');
    await delay.fill('drie seconden');
    await admin.page.getByRole('button', { name: 'Save changes' }).click();
    await expect
      .poll(() => admin.page.getByRole('status').textContent())
      .toContain('Setting "resultDelayMs" needs a number.');
    expect(await delay.getAttribute('aria-invalid')).toBe('true');
    expect(site.wp.evalPhp(`return get_option('voorkant_settings');`)).toBe(false);
  });

  it('stores only the key the administrator changed; reset deletes it', async () => {
    const admin = await site.visit(screen, { login: 'administrator' });
    await admin.page.getByRole('button', { name: 'Settings Email encoder' }).click();
    await admin.page.getByLabel('texts.gotIt').fill('Duidelijk');
    await admin.page.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => admin.page.getByRole('status').textContent()).toBe('Settings saved.');
    expect(site.wp.evalPhp(`return get_option('voorkant_settings');`)).toEqual({
      modules: [],
      settings: { 'email-encoder': { 'texts.gotIt': 'Duidelijk' } },
    });
    // The page prints that one key in the module's slice; every other key stays the module's (or the theme's).
    const html = await (await fetch(`${site.wp.url}/`)).text();
    const printed = JSON.parse(html.match(/id="voorkant-settings">([\s\S]*?)<\/script>/)![1]!);
    expect(printed['email-encoder']).toEqual({ texts: { gotIt: 'Duidelijk' } });

    await admin.page.getByRole('button', { name: 'Reset to defaults (Email encoder)' }).click();
    await expect.poll(() => admin.page.getByRole('status').textContent()).toBe('Defaults restored.');
    expect(site.wp.evalPhp(`return get_option('voorkant_settings');`)).toBe(false);
    expect(await admin.page.getByLabel('texts.gotIt').inputValue()).toBe('Begrepen');
  });

  it('links each module to a front-end page with the inspector', async () => {
    const admin = await site.visit(screen, { login: 'administrator' });
    const link = admin.page.getByRole('link', { name: 'See what a page loads (Email encoder)' });
    expect(await link.getAttribute('href')).toBe(`${site.wp.url}/?voorkant=debug`);
  });
});
