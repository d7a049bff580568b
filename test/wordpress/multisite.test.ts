// Voorkant on a multisite network, in a real WordPress turned into a network by WordPress' own
// network install (php/network-eval.php; no HTTP, since a network's URLs carry no port): every site
// keeps its own switches and report, activation for the whole network clears every site's cached
// file names of the theme's combined file, and uninstall cleans every site.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { installedDb, siteDir } from './prepare';
import { phpOptions } from './server';

const script = fileURLToPath(new URL('./php/network-eval.php', import.meta.url));

describe('on a multisite network', () => {
  let database = '';
  const run = <T>(code: string, install = false): T => {
    const result = spawnSync('php', [...phpOptions(), script, siteDir, ...(install ? ['install'] : [])], {
      input: code,
      encoding: 'utf8',
      env: { ...process.env, VOORKANT_WP_DB_DIR: database, VOORKANT_WP_URL: 'http://127.0.0.1' },
    });
    const marker = result.stdout.lastIndexOf('@@voorkant-result@@');
    if (result.status !== 0 || marker < 0)
      throw new Error(`PHP on the network failed:\n${result.stdout}\n${result.stderr}`);
    return JSON.parse(result.stdout.slice(marker + '@@voorkant-result@@'.length)) as T;
  };
  beforeAll(() => {
    const setupError = inject('wordpressSetupError');
    if (setupError) throw new Error(setupError);
    database = mkdtempSync(join(tmpdir(), 'voorkant-network-'));
    copyFileSync(installedDb, join(database, '.ht.sqlite'));
    expect(run<unknown>('', true)).toBe(true);
  });
  afterAll(() => {
    if (database) rmSync(database, { recursive: true, force: true });
  });

  it('keeps switches and reports per site, clears every site on network activation, and uninstall cleans them all', () => {
    const result = run<Record<string, unknown>>(`
      $second = wpmu_create_blog('127.0.0.1', '/tweede/', 'Tweede winkel', 1);
      if (is_wp_error($second)) throw new Exception($second->get_error_message());
      foreach ([1, $second] as $site) {
        switch_to_blog($site);
        set_transient('fusion_dynamic_js_filenames', ['5abc' => 'oud'], HOUR_IN_SECONDS);
        restore_current_blog();
      }
      $activated = activate_plugin('voorkant/voorkant.php', '', true);
      if (is_wp_error($activated)) throw new Exception($activated->get_error_message());
      $out = ['network' => is_plugin_active_for_network('voorkant/voorkant.php')];
      foreach ([1, $second] as $site) {
        switch_to_blog($site);
        $out["cleared-$site"] = false === get_transient('fusion_dynamic_js_filenames') && \\Voorkant\\Caches::last()['at'] > 0;
        restore_current_blog();
      }
      // The first site switches the lightbox off and records a page; the second is untouched.
      \\Voorkant\\Settings_Store::save(['modules' => ['lightbox' => false], 'settings' => []]);
      \\Voorkant\\Site_Report::record(['taken' => [], 'off' => [], 'kept' => [], 'combined' => [], 'left' => ['avada-live-search' => 'theme']], [], '/');
      foreach ([1, $second] as $site) {
        switch_to_blog($site);
        $out["lightbox-$site"] = \\Voorkant\\Settings_Store::switches()['lightbox'];
        $out["left-$site"] = array_keys(\\Voorkant\\Site_Report::read()['left']);
        restore_current_blog();
      }
      switch_to_blog($second);
      \\Voorkant\\Settings_Store::save(['modules' => ['menu' => false], 'settings' => []]);
      restore_current_blog();
      define('WP_UNINSTALL_PLUGIN', 'voorkant/voorkant.php');
      include WP_PLUGIN_DIR . '/voorkant/uninstall.php';
      foreach ([1, $second] as $site) {
        switch_to_blog($site);
        $out["kept-$site"] = array_values(array_filter(['voorkant_settings', 'voorkant_site_report', 'voorkant_purged'], fn ($name) => false !== get_option($name)));
        restore_current_blog();
      }
      $out['second'] = $second;
      return $out;
    `);
    const second = result.second as number;
    expect(second).toBeGreaterThan(1);
    expect(result).toMatchObject({
      network: true,
      'cleared-1': true,
      [`cleared-${second}`]: true,
      'lightbox-1': false,
      [`lightbox-${second}`]: true,
      'left-1': ['avada-live-search'],
      [`left-${second}`]: [],
      'kept-1': [],
      [`kept-${second}`]: [],
    });
  });
});
