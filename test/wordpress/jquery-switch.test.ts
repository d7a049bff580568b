// The jQuery switch on the Avada stand-in theme: "remove jQuery where nothing left needs it", off by
// default. What needs jQuery is learned per template type from the pages visitors open (declared
// dependencies, inline scripts that call it); a type not seen yet keeps jQuery; with the switch on,
// a seen type that needed nothing loses it, and a type with an inline jQuery call keeps it.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { kernelBooted, restSession, voorkant, withWordPress } from './wp-harness';

const hasJquery = (page: Page) =>
  page.evaluate(() => typeof (window as { jQuery?: unknown }).jQuery === 'function');

describe('the jQuery switch', () => {
  const site = withWordPress([voorkant]);
  const save = async (host: Record<string, unknown>) => {
    const { cookie, nonce } = await restSession(site.wp.url, 'administrator');
    return fetch(`${site.wp.url}/wp-json/voorkant/v1/settings`, {
      method: 'POST',
      headers: { cookie, 'x-wp-nonce': nonce, 'content-type': 'application/json' },
      body: JSON.stringify({ modules: {}, settings: {}, host }),
    });
  };
  beforeAll(() => {
    site.wp.evalPhp(
      `switch_theme('Avada');
       kses_remove_filters();
       wp_insert_post(['post_type' => 'page', 'post_status' => 'publish', 'post_name' => 'fotos', 'post_title' => 'Foto’s',
         'post_content' => '[standin_elements handles="fusion-lightbox"]<a href="/wp-includes/images/w-logo-blue.png" data-rel="iLightbox[werkplaats]" data-title="De werkplaats"><img src="/wp-includes/images/w-logo-blue.png" alt="De werkplaats" width="80" height="80"></a>']);
       wp_insert_post(['post_type' => 'post', 'post_status' => 'publish', 'post_name' => 'openingstijden', 'post_title' => 'Openingstijden',
         'post_content' => '<p class="tijden">Dinsdag tot zaterdag</p><script>jQuery(function ($) { $(".tijden").addClass("geladen"); });</script>']);
       return true;`,
      { admin: true },
    );
  });

  it('refuses an unknown plugin switch or a value that is not on or off', async () => {
    expect((await save({ removeJquery: 'misschien' })).status).toBe(400);
    expect((await save({ dropEverything: true })).status).toBe(400);
  });

  it('keeps jQuery while off, on types not seen yet, and where an inline script calls it; removes it where nothing needs it', async () => {
    // Off (the default): jQuery stays, and the pages seen teach the report what needs it.
    const first = await site.visit('/fotos/');
    await kernelBooted(first.page);
    expect(await hasJquery(first.page)).toBe(true);
    const post = await site.visit('/openingstijden/');
    expect(await post.page.locator('.tijden.geladen').count()).toBe(1);

    expect((await save({ removeJquery: true })).status).toBe(200);
    // The save starts the report afresh: the page type is not seen yet, so it keeps jQuery once.
    const unseen = await site.visit('/fotos/');
    expect(await hasJquery(unseen.page)).toBe(true);
    const seen = await site.visit('/fotos/');
    await kernelBooted(seen.page);
    expect(await hasJquery(seen.page)).toBe(false);
    expect(seen.errors).toEqual([]);
    // Voorkant's lightbox needs no jQuery: a click opens it.
    await seen.page.getByRole('link', { name: 'De werkplaats' }).click();
    await seen.page.locator('.pswp.lightbox--open').waitFor();
    expect(seen.chunks()).toEqual(expect.arrayContaining(['lightbox']));

    // A post with an inline jQuery call: seen once (with jQuery), it keeps jQuery after that too.
    await site.visit('/openingstijden/');
    const again = await site.visit('/openingstijden/');
    expect(await hasJquery(again.page)).toBe(true);
    expect(await again.page.locator('.tijden.geladen').count()).toBe(1);
    expect(again.errors).toEqual([]);

    const admin = await site.visit('/wp-admin/options-general.php?page=voorkant', { login: 'administrator' });
    const checkbox = admin.page.getByLabel('Remove jQuery where nothing left needs it');
    await expect.poll(() => checkbox.isChecked()).toBe(true);
    expect(await admin.page.getByText(/^Page: nothing seen needs jQuery\.$/).count()).toBe(1);
    expect(await admin.page.getByText(/^Post: keeps jQuery, needed by jQuery\(function/).count()).toBe(1);

    // Switched off on the screen: jQuery is back everywhere.
    await checkbox.uncheck();
    await admin.page.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => admin.page.getByText('Settings saved.').count()).toBe(1);
    await site.visit('/fotos/');
    const back = await site.visit('/fotos/');
    expect(await hasJquery(back.page)).toBe(true);
  });
});
