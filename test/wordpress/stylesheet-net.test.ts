// The plugin's side of the stylesheet net (kernel/net-build.ts): kernel.css in the head after the
// theme's stylesheets (not in the builder's frames), `voorkant-theme-<id>` on the body for a module
// whose theme script stays, Voorkant's files kept out of page optimizers' combine, defer and delay
// features, and the previous build's chunks kept through an update, so a page cache that still
// serves the older kernel.js finds its chunks.
import { describe, expect, it } from 'vitest';
import { antispamStandIn, kernelBooted, voorkant, withWordPress } from './wp-harness';

describe('the stylesheet net in WordPress', () => {
  const site = withWordPress([voorkant, antispamStandIn]);

  it('kernel.css is in the head after the theme’s stylesheets; a module switched off leaves its gates to the theme', async () => {
    site.wp.evalPhp(
      `update_option('voorkant_settings', ['modules' => ['lightbox' => false], 'settings' => []]); return true;`,
    );
    const visit = await site.visit('/');
    await kernelBooted(visit.page);
    const link = visit.page.locator('head link#voorkant-net-css');
    expect(await link.getAttribute('rel')).toBe('stylesheet');
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(
      new RegExp(`^${site.wp.url}/wp-content/plugins/voorkant/dist/kernel\\.css\\?ver=\\d+$`),
    );
    expect(visit.responses.find((response) => response.url === href)?.status).toBe(200);
    // Last of the head's stylesheets, so no theme rule of equal weight overrides it.
    const last = await visit.page.evaluate(
      // Of those the server printed (each with an id): modules add theirs later, without one.
      () => [...document.head.querySelectorAll('link[rel="stylesheet"][id]')].at(-1)?.id,
    );
    expect(last).toBe('voorkant-net-css');
    const classes = (await visit.page.locator('body').getAttribute('class')) ?? '';
    expect(classes.split(' ')).toContain('voorkant-theme-lightbox');
    expect(classes.split(' ')).not.toContain('voorkant-theme-antispam-forms');
    // The runtime took over: the net stands down.
    await expect
      .poll(() => visit.page.evaluate(() => document.body.classList.contains('voorkant')))
      .toBe(true);
    site.wp.evalPhp(`delete_option('voorkant_settings'); return true;`);
  });

  it('page optimizers leave Voorkant’s files alone: their exclusion lists name its build folder', () => {
    const lists = site.wp.evalPhp<Record<string, unknown>>(
      `$out = [];
       foreach (['rocket_exclude_js', 'rocket_exclude_defer_js', 'rocket_delay_js_exclusions', 'rocket_exclude_css', 'litespeed_optimize_js_excludes', 'perfmatters_delay_js_exclusions'] as $filter) $out[$filter] = apply_filters($filter, ['/other-plugin/']);
       $out['autoptimize_filter_js_exclude'] = apply_filters('autoptimize_filter_js_exclude', 'jquery.js');
       return $out;`,
    );
    const folder = '/wp-content/plugins/voorkant/dist/';
    for (const [filter, list] of Object.entries(lists)) {
      if (typeof list === 'string') expect(list, filter).toBe(`jquery.js, ${folder}`);
      else expect(list, filter).toEqual(['/other-plugin/', folder]);
    }
  });

  it('an update keeps the running build’s chunks beside the new ones, and only those', async () => {
    // The upgrader's own hooks around an install into a scratch copy of the plugin folder (the
    // test sites share their plugin folder, so the installed plugin itself is not replaced).
    const result = site.wp.evalPhp<{ current: string; folders: string[]; aside: boolean; scratch: string }>(
      `require_once ABSPATH . 'wp-admin/includes/file.php';
       WP_Filesystem();
       $current = Voorkant\\Previous_Build::current();
       $scratch = 'voorkant-update-' . wp_generate_password(6, false, false);
       $destination = WP_PLUGIN_DIR . '/' . $scratch . '/voorkant';
       // What the update brings: a new build folder, and an old one the upgrader removes anyway.
       wp_mkdir_p($destination . '/dist/chunks/newbuild');
       file_put_contents($destination . '/dist/chunks/newbuild/runtime.js', 'export{};');
       $response = apply_filters('upgrader_pre_install', true, ['type' => 'plugin', 'action' => 'install']);
       apply_filters('upgrader_post_install', $response, ['type' => 'plugin', 'action' => 'install'], ['destination' => $destination, 'destination_name' => 'voorkant']);
       $folders = array_values(array_filter(array_diff(scandir($destination . '/dist/chunks'), ['.', '..']), fn ($name) => is_dir($destination . '/dist/chunks/' . $name)));
       return ['current' => $current, 'folders' => $folders, 'aside' => is_dir(WP_CONTENT_DIR . '/upgrade/voorkant-previous-build'), 'scratch' => $scratch];`,
      { admin: true },
    );
    expect(result.current).toMatch(/^[a-z0-9_-]+$/);
    expect(result.folders.sort()).toEqual([result.current, 'newbuild'].sort());
    expect(result.aside).toBe(false);
    // The kept chunks answer as files of the site.
    const visit = await site.visit('/');
    const kept = await visit.page.request.get(
      `${site.wp.url}/wp-content/plugins/${result.scratch}/voorkant/dist/chunks/${result.current}/runtime.js`,
    );
    expect(kept.status()).toBe(200);
    // Another plugin's install: nothing is added to it, and nothing is left aside.
    const other = site.wp.evalPhp<{ folders: string[]; aside: boolean }>(
      `require_once ABSPATH . 'wp-admin/includes/file.php';
       WP_Filesystem();
       $destination = WP_PLUGIN_DIR . '/${result.scratch}/another-plugin';
       wp_mkdir_p($destination . '/dist/chunks');
       $response = apply_filters('upgrader_pre_install', true, ['type' => 'plugin', 'action' => 'install']);
       apply_filters('upgrader_post_install', $response, ['type' => 'plugin', 'action' => 'install'], ['destination' => $destination, 'destination_name' => 'another-plugin']);
       $folders = array_values(array_diff(scandir($destination . '/dist/chunks'), ['.', '..']));
       global $wp_filesystem; $wp_filesystem->delete(WP_PLUGIN_DIR . '/${result.scratch}', true);
       return ['folders' => $folders, 'aside' => is_dir(WP_CONTENT_DIR . '/upgrade/voorkant-previous-build')];`,
      { admin: true },
    );
    expect(other).toEqual({ folders: [], aside: false });
    // An update that names another plugin sets nothing aside; one that names this plugin does.
    const named = site.wp.evalPhp<Record<string, boolean>>(
      `require_once ABSPATH . 'wp-admin/includes/file.php';
       WP_Filesystem();
       $aside = WP_CONTENT_DIR . '/upgrade/voorkant-previous-build';
       apply_filters('upgrader_pre_install', true, ['plugin' => 'akismet/akismet.php', 'type' => 'plugin']);
       $other = is_dir($aside);
       apply_filters('upgrader_pre_install', true, ['plugin' => 'voorkant/voorkant.php', 'type' => 'plugin']);
       $ours = is_dir($aside);
       global $wp_filesystem; $wp_filesystem->delete($aside, true);
       return ['other' => $other, 'ours' => $ours];`,
      { admin: true },
    );
    expect(named).toEqual({ other: false, ours: true });
  });
});
