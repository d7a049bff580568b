// A block answer from the anti-spam service: the platform's event, then the generic modal with the
// message (its address clickable), operable by keyboard and free of axe violations.
import { describe, expect, test } from 'vitest';
import { axeViolations, saveScreenshot, withSite } from '../../test/browser/harness';

const site = withSite();

const alternative = {
  settings: { 'antispam-forms': { visibleFieldsDelayMs: 0 } },
  // E-mail checks off: with them on, their results travel in a save of their own that may come
  // before or together with the submit's, so the single blocked answer below would hit either.
  ctPublic: {
    data__cookies_type: 'alternative',
    data__email_check_before_post: '0',
    data__email_check_exist_post: '0',
  },
  ctPublicFunctions: { data__cookies_type: 'alternative' },
  initScript: `
    window.__blockAlerts = [];
    document.addEventListener('apbctAjaxBockAlert', (event) => window.__blockAlerts.push(event.detail.message));
  `,
};

describe('block answers open the generic modal', () => {
  test('a blocked alternative-cookie save fires apbctAjaxBockAlert and opens the modal; Escape closes it', async () => {
    site.backend.fault({ path: /alt_sessions/, mode: 'block', times: 1 });
    const { page } = await site.visit('/contact/', alternative);
    const dialog = page.getByRole('dialog', { name: 'Melding van de anti-spambeveiliging' });
    await dialog.waitFor();
    // SPEC 9: the overlay lies above everything the page has, its sticky header included: every
    // corner and the middle of the window hit the overlay or the dialog on it.
    const onTop = await page.evaluate(() => {
      const overlay = document.getElementById('cleantalk-modal-overlay');
      const points: Array<[number, number]> = [
        [2, 2],
        [innerWidth - 3, 2],
        [2, innerHeight - 3],
        [innerWidth - 3, innerHeight - 3],
        [innerWidth / 2, innerHeight / 2],
      ];
      return {
        zIndex: overlay ? Number(getComputedStyle(overlay).zIndex) : 0,
        hits: points.map(([x, y]) => Boolean(overlay?.contains(document.elementFromPoint(x, y)))),
      };
    });
    expect(onTop.zIndex).toBeGreaterThanOrEqual(2_147_483_000);
    expect(onTop.hits).toEqual([true, true, true, true, true]);
    expect(
      await page.evaluate(() => (window as unknown as { __blockAlerts: string[] }).__blockAlerts),
    ).toEqual([expect.stringContaining('Uw verzoek is geblokkeerd door de anti-spamdienst.')]);
    await expect.poll(() => page.locator('#cleantalk-modal-content').textContent()).toContain('geblokkeerd');
    const link = page.locator('#cleantalk-modal-content a');
    expect(await link.getAttribute('href')).toBe('https://www.example.nl/contact');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await page.evaluate(() => document.body.classList.contains('cleantalk-modal-opened'))).toBe(true);
    // Focus moved into the dialog, onto its close button.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('cleantalk-modal-close');
    expect(await axeViolations(page)).toEqual([]);
    await saveScreenshot(page, 'antispam-block-modal');
    // Tab stays inside: close button → link → close button.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('A');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('cleantalk-modal-close');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('#cleantalk-modal-overlay').count()).toBe(0);
    expect(await page.evaluate(() => document.body.classList.contains('cleantalk-modal-opened'))).toBe(false);
  });

  test('the close button and a click on the overlay close it; a later block opens it again', async () => {
    site.backend.fault({ path: /alt_sessions/, mode: 'block', times: 1 });
    const { page } = await site.visit('/contact/', alternative);
    await page.locator('#cleantalk-modal-overlay').waitFor();
    await page.getByRole('button', { name: 'Sluiten' }).click();
    await expect.poll(() => page.locator('#cleantalk-modal-overlay').count()).toBe(0);
    // The close click was the visitor's first press: its ct_fkp_timestamp save goes through unblocked.
    await expect.poll(() => site.backend.receivedAt(/alt_sessions/).length).toBe(2);
    await page.locator('form.wpcf7-form').evaluate((form) => {
      form.addEventListener('submit', (event) => event.preventDefault());
    });
    await page.getByLabel('Naam').fill('Bram');
    await page.getByLabel('E-mail').fill('bram@voorbeeld.nl');
    await page.getByLabel('Bericht').fill('Nog een vraag.');
    // The submit's save is blocked too; the shop's own script keeps the visitor on the page.
    site.backend.fault({ path: /alt_sessions/, mode: 'block', times: 1 });
    await page.getByRole('button', { name: 'Versturen' }).click();
    await page.locator('#cleantalk-modal-overlay').waitFor();
    await page.mouse.click(10, 10);
    await expect.poll(() => page.locator('#cleantalk-modal-overlay').count()).toBe(0);
    // Focus returns to where the visitor was: the submit button.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Versturen');
    expect(
      await page.evaluate(() => (window as unknown as { __blockAlerts: string[] }).__blockAlerts),
    ).toHaveLength(2);
  });

  test('no block, no modal: React and the modal never download on an ordinary page', async () => {
    const visit = await site.visit('/contact/', alternative);
    await expect.poll(() => site.backend.receivedAt(/alt_sessions/).length).toBe(1);
    await visit.page.getByLabel('Naam').fill('Bram');
    expect(visit.chunks()).toContain('antispam-forms');
    expect(visit.chunks().filter((id) => /cleantalk|react|client/.test(id))).toEqual([]);
    expect(await visit.page.locator('#cleantalk-modal-overlay').count()).toBe(0);
  });

  test('admin: a block without a message loads the modal’s content with get_options_template', async () => {
    const visit = await site.visit('/contact/', { ...alternative, query: { admin: '1' } });
    await visit.context.addCookies([{ name: 'wordpress_logged_in_admin', value: '1', url: site.server.url }]);
    await expect.poll(() => site.backend.receivedAt(/alt_sessions/).length).toBe(1);
    // The next save is refused without a message (what a block page's reduced answer looks like).
    await visit.page.route('**/alt_sessions', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ apbct: { blocked: true, comment: '', stop_script: 0 } }),
      }),
    );
    await visit.page.getByLabel('Naam').press('A');
    const content = visit.page.locator('#cleantalk-modal-content');
    await expect.poll(() => content.textContent()).toContain('Instellingen van Anti-Spam by CleanTalk');
    const template = site.backend.received.filter(
      (request) => request.form.action === 'get_options_template',
    );
    expect(template).toHaveLength(1);
    expect(template[0]!.path).toBe('/wp-admin/admin-ajax.php');
  });
});
