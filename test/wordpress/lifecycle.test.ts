// The plugin's life cycle in a real WordPress: WordPress' own unzipper opens voorkant.zip (what an
// upload under Plugins → Add New does); deactivation gives the site back its original scripts and
// keeps the settings; uninstall deletes them.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './prepare';
import { antispamStandIn, builderStandIn, kernelBooted, voorkant, withWordPress } from './wp-harness';

describe("the plugin's life cycle", () => {
  const site = withWordPress([voorkant, antispamStandIn, builderStandIn]);

  it('WordPress unpacks voorkant.zip into a plugin it recognises', () => {
    const zip = join(root, 'voorkant.zip');
    const found = site.wp.evalPhp<{ files: string[]; header: Record<string, string> }>(
      `require_once ABSPATH . 'wp-admin/includes/file.php';
       WP_Filesystem();
       $target = get_temp_dir() . 'voorkant-unzip-' . wp_generate_password(8, false);
       $result = unzip_file(${JSON.stringify(zip)}, $target);
       if (is_wp_error($result)) return ['files' => [$result->get_error_message()], 'header' => []];
       $files = [];
       foreach (new RecursiveIteratorIterator(new RecursiveDirectoryIterator($target, FilesystemIterator::SKIP_DOTS)) as $file) $files[] = substr($file->getPathname(), strlen($target) + 1);
       $header = get_plugin_data($target . '/voorkant/voorkant.php', false, false);
       global $wp_filesystem; $wp_filesystem->delete($target, true);
       return ['files' => $files, 'header' => ['Name' => $header['Name'], 'RequiresWP' => $header['RequiresWP'], 'RequiresPHP' => $header['RequiresPHP'], 'TextDomain' => $header['TextDomain']]];`,
      { admin: true },
    );
    expect(found.files).toEqual(
      expect.arrayContaining([
        'voorkant/voorkant.php',
        'voorkant/uninstall.php',
        'voorkant/dist/kernel.js',
        'voorkant/dist/.vite/manifest.json',
        'voorkant/dist/settings-schema.json',
        'voorkant/dist/takeover.json',
        'voorkant/dist/registry.json',
        'voorkant/admin/.vite/manifest.json',
        'voorkant/languages/voorkant-nl_NL.l10n.php',
      ]),
    );
    expect(found.files.filter((file) => file.endsWith('.map'))).toEqual([]);
    expect(found.header).toEqual({
      Name: 'Voorkant',
      RequiresWP: '6.5',
      RequiresPHP: '8.1',
      TextDomain: 'voorkant',
    });
  });

  it('deactivation gives the site back its original scripts; uninstall deletes the option', async () => {
    site.wp.evalPhp(
      `update_option('voorkant_settings', ['modules' => ['lightbox' => false], 'settings' => []]); return true;`,
    );
    const active = await site.visit('/');
    await kernelBooted(active.page);
    expect(await active.page.locator('script#fusion-flexslider-js').count()).toBe(0);
    expect(await active.page.locator('script#apbct-public-bundle\\.min-js-js').count()).toBe(0);

    site.wp.deactivate(voorkant);
    const original = await site.visit('/');
    expect(await original.page.locator('#voorkant-js-module, #voorkant-settings').count()).toBe(0);
    for (const handle of [
      'fusion-flexslider',
      'fusion-lightbox',
      'fusion-container',
      'fusion-blog',
      'apbct-public-bundle\\.min-js',
    ])
      expect(await original.page.locator(`script#${handle}-js`).count(), handle).toBe(1);
    expect(await original.page.locator('link#cleantalk-public-css-css').count()).toBe(1);
    // Deactivating keeps the administrator's settings, as WordPress expects.
    expect(site.wp.evalPhp(`return get_option('voorkant_settings');`)).toEqual({
      modules: { lightbox: false },
      settings: [],
    });

    site.wp.evalPhp(`uninstall_plugin('voorkant/voorkant.php'); return true;`, { admin: true });
    expect(
      site.wp.evalPhp(`return [get_option('voorkant_settings'), get_option('voorkant_site_report')];`),
    ).toEqual([false, false]);
    // The files stay (uninstall only cleans up): activating again starts from the defaults.
    site.wp.activate(voorkant);
    const fresh = await site.visit('/');
    await kernelBooted(fresh.page);
    expect(JSON.parse((await fresh.page.locator('#voorkant-settings').textContent()) ?? '').modules).toEqual(
      {},
    );
  });
});
