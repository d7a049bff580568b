// The Avada Form as a visitor meets it on /contact/inschrijven-clubkampioenschap/: a two-step
// registration with a member number that only members are asked for, a required e-mail, an
// optional upload and the form's own notices. By mouse and by keyboard, what the server receives
// (the builder's ajax fields, the anti-spam fields inside `formData`, the file), a server error,
// and the chunk failing (every step shows, the form posts natively to its own address).
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations, moduleState, modulesReady, withSite } from '../../test/browser/harness';

const site = withSite();
const route = '/contact/inschrijven-clubkampioenschap/';
const submissions = () =>
  site.backend
    .receivedAt(/^\/wp-admin\/admin-ajax\.php$/)
    .filter((request) => request.form.action === 'fusion_form_submit_ajax');

async function ready(page: Page) {
  await page.locator('.fusion-form-builder').scrollIntoViewIfNeeded();
  await modulesReady(page, 'avada-forms');
}

const memberNumber = (page: Page) => page.locator('#lidnummer');
const success = (page: Page) => page.locator('.fusion-form-response-success');

async function fillStepOne(page: Page) {
  await page.getByLabel('Naam').fill('Jan de Vries');
  await page.getByLabel('E-mailadres').fill('jan@example.nl');
  await page.getByRole('radio', { name: 'Ja' }).check();
  await memberNumber(page).fill('2031');
}

describe('avada-forms in Chromium', () => {
  test('logic, accessible errors, steps with progress, ajax submission with the anti-spam fields', async () => {
    const { page, errors } = await site.visit(route);
    await ready(page);
    expect(await memberNumber(page).isVisible()).toBe(false);

    // Next with nothing filled: errors on the visible required fields, the first focused.
    await page.getByRole('link', { name: 'Volgende stap' }).click();
    const name = page.getByLabel('Naam');
    await expect.poll(() => name.getAttribute('aria-invalid')).toBe('true');
    expect(await name.evaluate((input) => input === document.activeElement)).toBe(true);
    const describedBy = (await name.getAttribute('aria-describedby'))!;
    expect(await page.locator(`#${describedBy}`).textContent()).toBe('Vul dit veld in.');
    const email = page.getByLabel('E-mailadres');
    expect(await page.locator(`#${await email.getAttribute('aria-describedby')}`).textContent()).toBe(
      'Vul je e-mailadres in, dan sturen we je de startlijst.',
    );
    expect(await memberNumber(page).getAttribute('aria-invalid')).toBeNull();
    expect(await page.locator('.awb-form-step[data-step="2"]').isVisible()).toBe(false);

    // A wrong address: the theme's text from formCreatorConfig.
    await email.fill('jan@');
    await page.getByRole('link', { name: 'Volgende stap' }).click();
    await expect.poll(() => page.locator(`#${describedBy}`).count()).toBe(1);
    expect(await page.locator('.fusion-form-email-field .avada-forms__error').textContent()).toBe(
      'Het opgegeven e-mailadres is ongeldig.',
    );

    // Members are asked their number, others not.
    await page.getByRole('radio', { name: 'Ja' }).check();
    expect(await memberNumber(page).isVisible()).toBe(true);
    await page.getByRole('radio', { name: 'Nee' }).check();
    expect(await memberNumber(page).isVisible()).toBe(false);
    await fillStepOne(page);
    expect(await name.getAttribute('aria-invalid')).toBeNull();

    await page.getByRole('link', { name: 'Volgende stap' }).click();
    const heading = page.getByRole('heading', { name: 'Stap 2: je deelname' });
    await expect.poll(() => heading.evaluate((h) => h === document.activeElement)).toBe(true);
    expect(await page.locator('.awb-form-step[data-step="1"]').isVisible()).toBe(false);
    expect(await page.locator('.awb-form-nav .progress-bar-content').getAttribute('aria-valuenow')).toBe(
      '100',
    );
    expect(await page.locator('.awb-form-nav .fusion-progressbar-value').textContent()).toBe('100%');

    await page.getByLabel('Categorie').selectOption('sportief');
    await page.locator('#verklaring').setInputFiles({
      name: 'verklaring.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4 test'),
    });
    expect(await page.locator('.awb-upload-placeholder').textContent()).toBe('verklaring.pdf');
    await page.getByRole('button', { name: 'Inschrijven' }).click();

    await expect.poll(() => success(page).isVisible()).toBe(true);
    expect(await success(page).getAttribute('role')).toBe('alert');
    const [sent] = submissions();
    expect(site.backend.nonceValid(sent!.form.fusion_form_nonce)).toBe(true);
    expect(sent!.form).toMatchObject({
      form_id: '7301',
      post_id: '412',
      hidden_field_names: '["email_address_7301"]',
      'files[verklaring]': '[file verklaring.pdf]',
    });
    expect(JSON.parse(sent!.form.field_types!)).toMatchObject({ email: 'email', verklaring: 'upload' });
    const fields = new URLSearchParams(sent!.form.formData);
    expect(Object.fromEntries(fields)).toMatchObject({
      naam: 'Jan de Vries',
      email: 'jan@example.nl',
      lid: 'ja',
      lidnummer: '2031',
      categorie: 'sportief',
      'fusion-fields-hold-private-data': 'naam,email',
    });
    // The anti-spam add-on's fields, where its Avada Forms integration reads them.
    expect(fields.get('apbct_visible_fields')).toBeTruthy();
    expect(fields.get('ct_no_cookie_hidden_field')).toMatch(/^_ct_no_cookie_data_/);
    expect(fields.has('verklaring')).toBe(false);
    // The form is empty again for the next rider.
    expect(await page.getByLabel('Categorie').inputValue()).toBe('');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('keyboard only: through both steps and submitted with Enter; a hidden field is named as hidden', async () => {
    const { page, errors } = await site.visit(route);
    await ready(page);
    await page.getByLabel('Naam').focus();
    await page.keyboard.type('Anna Jansen');
    await page.keyboard.press('Tab');
    await page.keyboard.type('anna@example.nl');
    await page.keyboard.press('Tab'); // the radio group
    await page.keyboard.press('ArrowRight'); // "Nee"
    expect(await page.getByRole('radio', { name: 'Nee' }).isChecked()).toBe(true);
    await page.keyboard.press('Tab'); // the member number is hidden: on to Next
    await page.keyboard.press('Enter');
    const heading = page.getByRole('heading', { name: 'Stap 2: je deelname' });
    await expect.poll(() => heading.evaluate((h) => h === document.activeElement)).toBe(true);
    await page.keyboard.press('Tab'); // the category
    await page.keyboard.press('ArrowDown'); // the first real choice
    expect(await page.getByLabel('Categorie').inputValue()).toBe('recreanten');
    await page.keyboard.press('Tab'); // the file input
    await page.keyboard.press('Tab'); // the remark
    await page.keyboard.type('Graag in de eerste startgroep');
    await page.keyboard.press('Tab'); // Vorige stap
    await page.keyboard.press('Tab'); // Inschrijven
    await page.keyboard.press('Enter');
    await expect.poll(() => success(page).isVisible()).toBe(true);
    const [sent] = submissions();
    expect(JSON.parse(sent!.form.hidden_field_names!)).toEqual(['lidnummer', 'email_address_7301']);
    expect(new URLSearchParams(sent!.form.formData).get('lid')).toBe('nee');
    expect(errors).toEqual([]);
  });

  test('the category left empty on step 2 is reported and focused', async () => {
    const { page } = await site.visit(route);
    await ready(page);
    await fillStepOne(page);
    await page.getByRole('link', { name: 'Volgende stap' }).click();
    await page.getByRole('button', { name: 'Inschrijven' }).click();
    const category = page.getByLabel('Categorie');
    await expect.poll(() => category.evaluate((select) => select === document.activeElement)).toBe(true);
    expect(await category.getAttribute('aria-invalid')).toBe('true');
    expect(submissions()).toEqual([]);
    // Back to step 1: the visitor's input is still there.
    await page.getByRole('link', { name: 'Vorige stap' }).click();
    expect(await page.getByLabel('Naam').inputValue()).toBe('Jan de Vries');
  });
  test('bot detector on, native cookies: the 64-character token travels inside formData', async () => {
    const token = 'ab12'.repeat(16);
    const { page } = await site.visit(route, {
      ctPublic: { data__cookies_type: 'native', bot_detector_enabled: '1' },
      ctPublicFunctions: { data__cookies_type: 'native', bot_detector_enabled: '1' },
      initScript: `localStorage.setItem('bot_detector_event_token', JSON.stringify({ value: '${token}' }));`,
    });
    await ready(page);
    await fillStepOne(page);
    await page.getByRole('link', { name: 'Volgende stap' }).click();
    await page.getByLabel('Categorie').selectOption('sportief');
    await page.getByRole('button', { name: 'Inschrijven' }).click();
    await expect.poll(() => success(page).isVisible()).toBe(true);
    const fields = new URLSearchParams(submissions()[0]!.form.formData);
    expect(fields.get('ct_bot_detector_event_token')).toBe(token);
    expect(fields.get('apbct_visible_fields')).toBeTruthy();
    expect(fields.has('ct_no_cookie_hidden_field')).toBe(false);
  });

  test('a file dropped on the upload area is taken; a wrong type is refused with the theme’s text', async () => {
    const { page } = await site.visit(route);
    await ready(page);
    await fillStepOne(page);
    await page.getByRole('link', { name: 'Volgende stap' }).click();
    const drop = (name: string, type: string) =>
      page.locator('.fusion-form-upload-field-container .fusion-form-upload-field').evaluate(
        (area, [fileName, fileType]) => {
          const data = new DataTransfer();
          data.items.add(new File(['x'], fileName!, { type: fileType }));
          area.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: data }));
        },
        [name, type],
      );
    await drop('route.exe', 'application/x-msdownload');
    const upload = page.locator('#verklaring');
    await expect.poll(() => upload.getAttribute('aria-invalid')).toBe('true');
    expect(
      await page.locator('.fusion-form-upload-field.fusion-form-field > .avada-forms__error').textContent(),
    ).toBe(
      'Dit bestandstype is niet toegestaan. Upload een bestand met een van deze extensies: .pdf,.jpg,.jpeg,.png',
    );
    await drop('verklaring.jpg', 'image/jpeg');
    await expect.poll(() => upload.getAttribute('aria-invalid')).toBeNull();
    expect(await page.locator('.awb-upload-placeholder').textContent()).toBe('verklaring.jpg');
    expect(page.url()).toContain(route);
  });
});

describe('avada-forms in Chromium: failures', () => {
  test('the server fails: the form’s error notice shows and the input stays', async () => {
    const { page } = await site.visit(route);
    await ready(page);
    site.backend.fault({ path: /admin-ajax\.php/, mode: 'status-500' });
    await fillStepOne(page);
    await page.getByRole('link', { name: 'Volgende stap' }).click();
    await page.getByLabel('Categorie').selectOption('e-bike');
    await page.getByRole('button', { name: 'Inschrijven' }).click();
    const error = page.locator('.fusion-form-response-error');
    await expect.poll(() => error.isVisible()).toBe(true);
    expect(await success(page).isVisible()).toBe(false);
    expect(await page.getByLabel('Categorie').inputValue()).toBe('e-bike');
  });

  test('the nonce call hangs: the submission still goes after nonceWaitMs, and the refusal shows the error notice', async () => {
    site.backend.fault({ path: /admin-ajax\.php/, mode: 'hang', times: 1 });
    const { page } = await site.visit(route, { settings: { 'avada-forms': { nonceWaitMs: 300 } } });
    await ready(page);
    await fillStepOne(page);
    await page.getByRole('link', { name: 'Volgende stap' }).click();
    await page.getByLabel('Categorie').selectOption('e-bike');
    await page.getByRole('button', { name: 'Inschrijven' }).click();
    await expect.poll(() => page.locator('.fusion-form-response-error').isVisible()).toBe(true);
    expect(submissions()[0]!.form.fusion_form_nonce).toBe('');
  });

  test('the anti-spam add-on blocks: its message shows in the form’s error notice, as text', async () => {
    // Without the platform's globals no anti-spam fields reach formData, and the add-on blocks.
    const { page } = await site.visit(route, { query: { platform: 'none' } });
    await ready(page);
    await fillStepOne(page);
    await page.getByRole('link', { name: 'Volgende stap' }).click();
    await page.getByLabel('Categorie').selectOption('e-bike');
    await page.getByRole('button', { name: 'Inschrijven' }).click();
    const error = page.locator('.fusion-form-response-error');
    await expect.poll(() => error.isVisible()).toBe(true);
    expect(await error.locator('.messages-wrap').textContent()).toBe(
      'Je bericht is tegengehouden door de spamfilter.',
    );
    expect(await page.locator('#cleantalk-modal-overlay').count()).toBe(0);
  });

  test('chunk answers 404: both steps show and the form posts natively to its own address', async () => {
    site.backend.fault({ path: /\/chunks\/[\w-]+\/avada-forms\.js/, mode: 'status-404' });
    const { page } = await site.visit(route, { settings: { safetyNetMs: 300 } });
    await page.locator('.fusion-form-builder').scrollIntoViewIfNeeded();
    await expect.poll(() => moduleState(page, 'avada-forms')).toBe('failed');
    await expect.poll(() => page.getByLabel('Categorie').isVisible()).toBe(true);
    await page.getByLabel('Naam').fill('Piet Bakker');
    await page.getByLabel('E-mailadres').fill('piet@example.nl');
    await page.getByRole('radio', { name: 'Nee' }).check();
    await page.getByLabel('Categorie').selectOption('recreanten');
    await page.getByRole('button', { name: 'Inschrijven' }).click();
    await page.getByRole('heading', { name: 'Inschrijving ontvangen' }).waitFor();
    const [posted] = site.backend
      .receivedAt(/^\/contact\/inschrijven-clubkampioenschap\/$/)
      .filter((request) => request.method === 'POST');
    expect(posted!.form).toMatchObject({
      naam: 'Piet Bakker',
      email: 'piet@example.nl',
      categorie: 'recreanten',
    });
    expect(posted!.form.apbct_visible_fields).toBeTruthy();
  });
});
