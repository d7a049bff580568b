// Avada Forms without a script (wordpress/voorkant/includes/class-form-fallback.php), on the Avada
// stand-in theme and the builder's form stand-in: with no script answering the form (the
// avada-forms chunk failing), the browser posts the ajax form to its page; the plug-in hands it to
// the builder's own submission as the script would have sent it, and the visitor lands back on the
// page (303) with the form's own notice shown. Fields and files arrive; a nonce the page kept too
// long gets the form's error notice and submits nothing.
import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { voorkant, withWordPress } from './wp-harness';

interface Submission {
  action: string;
  form_id: number;
  post_id: number;
  data: Record<string, string>;
  files: Record<string, { name: string; size: number; text: string }>;
}

describe('an Avada form posted without its script', () => {
  const site = withWordPress([voorkant]);
  let form = 0;
  let page = 0;
  let ajaxForm = 0;
  const submissions = () =>
    site.wp.evalPhp<Submission[]>(`return get_option('standin_form_submissions', []);`);

  beforeAll(() => {
    [form, page, ajaxForm] = site.wp.evalPhp<[number, number, number]>(
      `switch_theme('Avada');
       $form = wp_insert_post(['post_type' => 'fusion_form', 'post_status' => 'publish', 'post_title' => 'Aanmelden toertocht']);
       update_post_meta($form, 'nonce_method', 'localized');
       $page = wp_insert_post(['post_type' => 'page', 'post_status' => 'publish', 'post_name' => 'aanmelden', 'post_title' => 'Aanmelden',
         'post_content' => '<p>Meld je aan voor de najaarstoertocht.</p>[fusion_form form_post_id="' . $form . '"]']);
       // The builder's default: the nonce comes by ajax, from the theme's script or the module.
       $ajax = wp_insert_post(['post_type' => 'fusion_form', 'post_status' => 'publish', 'post_title' => 'Vrijwilligers']);
       wp_insert_post(['post_type' => 'page', 'post_status' => 'publish', 'post_name' => 'vrijwilligers', 'post_title' => 'Vrijwilligers',
         'post_content' => '[fusion_form form_post_id="' . $ajax . '"]']);
       return [$form, $page, $ajax];`,
      { admin: true },
    );
  });
  beforeEach(() => {
    site.wp.evalPhp(`delete_option('standin_form_submissions'); return true;`);
  });

  /** Opens the form page with no script for the form (the module's chunk refused), fills it in. */
  async function fillIn(path = '/aanmelden/'): Promise<Page> {
    const visit = await site.visit('/', {});
    await visit.page.route(/\/chunks\/[\w-]+\/avada-forms[\w-]*\.js/, (route) => route.abort());
    await visit.page.goto(`${site.wp.url}${path}`);
    await visit.page.getByLabel('Naam').fill('Femke de Wit');
    await visit.page.getByLabel('E-mailadres').fill('femke@example.org');
    await visit.page.getByLabel('Routekaart').setInputFiles({
      name: 'route.gpx',
      mimeType: 'application/gpx+xml',
      buffer: Buffer.from('<gpx>Eemdijk</gpx>'),
    });
    return visit.page;
  }

  it('the fields and the file reach the builder’s submission, and the form’s success notice shows', async () => {
    const visitor = await fillIn();
    await Promise.all([
      visitor.waitForURL(/voorkant-form=/),
      visitor.getByRole('button', { name: 'Versturen' }).click(),
    ]);
    expect(new URL(visitor.url()).searchParams.get('voorkant-form')).toBe(`${form}-success`);
    expect(await visitor.getByText('Bedankt, we hebben je aanmelding.').isVisible()).toBe(true);
    expect(await visitor.getByText('Er ging iets mis').isVisible()).toBe(false);
    expect(await visitor.getByRole('status').textContent()).toContain('Bedankt');

    const sent = submissions()[0]!;
    expect(sent).toMatchObject({
      action: 'fusion_form_submit_ajax',
      form_id: form,
      post_id: page,
      data: { naam: 'Femke de Wit', email: 'femke@example.org' },
    });
    expect(sent.files.routekaart).toEqual({ name: 'route.gpx', size: 18, text: '<gpx>Eemdijk</gpx>' });
    // A reload shows the page again and posts nothing twice (the answer was a 303).
    await visitor.reload();
    expect(submissions()).toHaveLength(1);
  });

  it('a nonce the page kept too long: the form’s error notice, nothing submitted', async () => {
    const visitor = await fillIn();
    await visitor.locator(`[name="fusion-form-nonce-${form}"]`).evaluate((field: HTMLInputElement) => {
      field.value = '0123456789';
    });
    await Promise.all([
      visitor.waitForURL(/voorkant-form=/),
      visitor.getByRole('button', { name: 'Versturen' }).click(),
    ]);
    expect(new URL(visitor.url()).searchParams.get('voorkant-form')).toBe(`${form}-error`);
    expect(await visitor.getByText('Er ging iets mis, probeer het later nog eens.').isVisible()).toBe(true);
    expect(await visitor.getByText('Bedankt, we hebben je aanmelding.').isVisible()).toBe(false);
    expect(submissions()).toEqual([]);
  });

  it('a form whose nonce only a script fetches carries it while avada-forms runs, so its native POST arrives', async () => {
    const visitor = await fillIn('/vrijwilligers/');
    expect(await visitor.locator(`[name="fusion-form-nonce-${ajaxForm}"]`).count()).toBe(1);
    await Promise.all([
      visitor.waitForURL(/voorkant-form=/),
      visitor.getByRole('button', { name: 'Versturen' }).click(),
    ]);
    expect(new URL(visitor.url()).searchParams.get('voorkant-form')).toBe(`${ajaxForm}-success`);
    expect(submissions()[0]).toMatchObject({ form_id: ajaxForm, data: { naam: 'Femke de Wit' } });
  });

  it('a POST without a form’s nonce field is the page’s as before', async () => {
    const response = await fetch(`${site.wp.url}/aanmelden/`, {
      method: 'POST',
      body: new URLSearchParams({ naam: 'Femke' }),
      redirect: 'manual',
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Meld je aan voor de najaarstoertocht.');
    expect(submissions()).toEqual([]);
  });
});
