// Takeover in a real WordPress, with stand-ins that register scripts under the theme's and the
// add-on's real handles (with their real dependency edges and settings objects), another plug-in
// that uses one of those handles for its own copy of a library, and a strict CSP with a nonce:
// the replaced scripts are on the page before Voorkant acts and gone while their module is on;
// a script a kept script depends on stays and is reported; a module whose own script stays is off
// on that page; the theme's combined file keeps the theme modules off and tells the administrator;
// the settings objects of removed scripts stay on the page, unchanged, with the nonce.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { root } from './prepare';
import {
  antispamStandIn,
  builderStandIn,
  kernelBooted,
  otherPlugin,
  strictCsp,
  voorkant,
  withWordPress,
} from './wp-harness';

/** Script handles on the page, from WordPress' `<script id="<handle>-js">` tags. */
async function scriptHandles(page: Page): Promise<string[]> {
  return page
    .locator('script[id$="-js"]')
    .evaluateAll((scripts) => scripts.map((script) => script.id.slice(0, -3)));
}

async function printedSettings(
  page: Page,
): Promise<{ modules: Record<string, boolean>; takeover: string[] }> {
  return JSON.parse((await page.locator('#voorkant-settings').textContent()) ?? '{}');
}

const replaced = [
  'fusion-flexslider',
  'jquery-flexslider',
  'fusion-lightbox',
  'jquery-lightbox',
  'fusion-container',
  'fusion-animations',
  'fusion-parallax',
  'jquery-sticky-kit',
  'fusion-blog',
  'jquery-infinite-scroll',
  'apbct-public-bundle.min-js',
  'avada-live-search',
];

describe('taking over from the theme and the anti-spam add-on', () => {
  const site = withWordPress([antispamStandIn, builderStandIn, otherPlugin, strictCsp]);
  afterEach(() => {
    site.wp.evalPhp(
      `delete_option('voorkant_settings'); delete_option('voorkant_site_report'); delete_option('voorkant_standin_combined'); if (!is_plugin_active('voorkant/voorkant.php')) activate_plugin('voorkant/voorkant.php'); return true;`,
      { admin: true },
    );
  });

  it('the originals are on the page without Voorkant, and gone while their modules are on', async () => {
    site.wp.deactivate(voorkant);
    const before = await site.visit('/');
    const original = await scriptHandles(before.page);
    expect(original).toEqual(
      expect.arrayContaining([...replaced, 'isotope', 'fusion-js-fusion_woo_product_grid', 'gsap']),
    );
    expect(await before.page.locator('link#cleantalk-public-css-css').count()).toBe(1);
    const lightboxObject = await before.page.locator('script#fusion-lightbox-js-extra').textContent();

    site.wp.activate(voorkant);
    const after = await site.visit('/');
    await kernelBooted(after.page);
    const handles = await scriptHandles(after.page);
    for (const handle of replaced) expect(handles, handle).not.toContain(handle);
    expect(await after.page.locator('link#cleantalk-public-css-css').count()).toBe(0);
    // Kept: the Woo Product Grid (no module replaces it yet) depends on isotope.
    expect(handles).toEqual(expect.arrayContaining(['isotope', 'fusion-js-fusion_woo_product_grid']));
    // modernizr and cssua were needed by removed scripts only: theme-base sets their html classes.
    expect(handles).not.toContain('modernizr');
    expect(handles).not.toContain('cssua');
    // Another plug-in's gsap is not the theme's: it stays although animated-titles is on.
    expect(handles).toContain('gsap');
    expect(await after.page.locator('script#gsap-js').getAttribute('src')).toContain('/voorkant-test-other/');
    const settings = await printedSettings(after.page);
    expect(settings.takeover).toContain('theme-base');
    expect(settings.takeover).toEqual(
      expect.arrayContaining([
        'slider',
        'lightbox',
        'sticky',
        'scroll-sections',
        'full-sections',
        'scroll-animations',
        'parallax',
        'blog',
        'antispam-forms',
        'email-encoder',
        'email-check',
        'real-user-badge',
        'live-search',
      ]),
    );
    expect(settings.takeover).not.toContain('animated-titles');
    expect(settings.modules).toEqual({});

    // Test 7: the settings object of the removed lightbox script is still printed, unchanged, with the nonce.
    const kept = after.page.locator('script#fusion-lightbox-js-extra');
    expect(await kept.textContent()).toBe(lightboxObject);
    expect(await kept.evaluate((script) => (script as HTMLScriptElement).nonce)).toMatch(
      /^[A-Za-z0-9+/=]{20,}$/,
    );
    expect(
      await after.page.evaluate(
        () =>
          (window as { fusionLightboxVars?: { lightbox_skin?: string } }).fusionLightboxVars?.lightbox_skin,
      ),
    ).toBe('metro-white');

    // The kept dependency is reported: in PHP's log and on the administrators' screen.
    await expect
      .poll(() => site.wp.log.join(''))
      .toContain('kept "isotope": fusion-js-fusion_woo_product_grid depends on it');
    const admin = await site.visit('/wp-admin/options-general.php?page=voorkant', { login: 'administrator' });
    await expect
      .poll(() =>
        admin.page
          .getByText(
            'The script isotope stays on the page because fusion-js-fusion_woo_product_grid depends on it.',
          )
          .count(),
      )
      .toBe(1);
    // For the record (git-ignored): the screen as an administrator sees it after the takeover.
    mkdirSync(join(root, 'test/artifacts'), { recursive: true });
    await admin.page.getByRole('button', { name: 'Settings Quantity stepper' }).click();
    await admin.page.evaluate(() => window.scrollTo(0, 0));
    await admin.page.screenshot({ path: join(root, 'test/artifacts/wordpress-admin-screen.png') });
  });

  it('a module switched off leaves its original script; modules sharing that script stay off too', async () => {
    site.wp.evalPhp(
      `update_option('voorkant_settings', ['modules' => ['scroll-sections' => false], 'settings' => []]); return true;`,
    );
    const visit = await site.visit('/');
    await kernelBooted(visit.page);
    const handles = await scriptHandles(visit.page);
    // The container script does the scroll sections' job: it is back, with its dependencies.
    expect(handles).toEqual(
      expect.arrayContaining([
        'fusion-container',
        'fusion-animations',
        'fusion-parallax',
        'jquery-sticky-kit',
      ]),
    );
    expect(handles).not.toContain('fusion-lightbox');
    const settings = await printedSettings(visit.page);
    // Sticky, full sections and 100%-height containers share the container script; scroll
    // animations and parallax are its dependencies; and it needs modernizr, which sets the html
    // classes itself then: theme-base stays off.
    expect(settings.modules).toEqual({
      'scroll-sections': false,
      sticky: false,
      'full-sections': false,
      'hundred-percent-height': false,
      'scroll-animations': false,
      parallax: false,
      'theme-base': false,
    });
    expect(handles).toContain('modernizr');
    expect(settings.takeover).not.toEqual(expect.arrayContaining(['sticky']));
    expect(settings.takeover).toEqual(expect.arrayContaining(['lightbox', 'slider']));
    const admin = await site.visit('/wp-admin/options-general.php?page=voorkant', { login: 'administrator' });
    await expect
      .poll(() =>
        admin.page
          .getByText(
            'Sticky stays off: the script fusion-container also does the job of Scroll sections, which is switched off.',
          )
          .count(),
      )
      .toBe(1);
    expect(
      await admin.page
        .getByText(
          "Scroll animations stays off: the theme's script fusion-animations stays on the page because fusion-container needs it.",
        )
        .count(),
    ).toBe(1);
  });

  it("switching one anti-spam module off gives the page back the add-on's bundle, and the others stay off", async () => {
    site.wp.evalPhp(
      `update_option('voorkant_settings', ['modules' => ['email-check' => false], 'settings' => []]); return true;`,
    );
    const visit = await site.visit('/');
    await kernelBooted(visit.page);
    expect(await scriptHandles(visit.page)).toContain('apbct-public-bundle.min-js');
    const settings = await printedSettings(visit.page);
    expect(settings.modules).toMatchObject({
      'email-check': false,
      'antispam-forms': false,
      'email-encoder': false,
      'real-user-badge': false,
    });
    expect(visit.chunks()).not.toContain('antispam-forms');
  });

  it("with the theme's combined file, the theme modules stay off and the administrator is told", async () => {
    site.wp.evalPhp(`update_option('voorkant_standin_combined', 1); return true;`);
    const visit = await site.visit('/');
    await kernelBooted(visit.page);
    const handles = await scriptHandles(visit.page);
    expect(handles).toContain('fusion-scripts');
    const settings = await printedSettings(visit.page);
    expect(settings.modules).toMatchObject({
      slider: false,
      lightbox: false,
      sticky: false,
      blog: false,
      menu: false,
    });
    expect(settings.modules['antispam-forms']).toBeUndefined();
    expect(settings.takeover).toEqual(expect.arrayContaining(['antispam-forms', 'email-encoder']));
    expect(settings.takeover).not.toContain('lightbox');
    // The combined file's settings objects are the theme's to print: untouched.
    expect(await visit.page.locator('script#fusion-scripts-js-extra').count()).toBe(1);
    const admin = await site.visit('/wp-admin/options-general.php?page=voorkant', { login: 'administrator' });
    await expect
      .poll(() => admin.page.getByText(/The theme combines its scripts into one file/).count())
      .toBe(1);
  });
});
