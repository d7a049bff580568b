// The takeover on the Avada stand-in theme (test/wordpress/themes/Avada): the theme's JS library
// with its static API, the compiled file built at wp_footer 10 with the settings objects inside it,
// the per-URL filename transient, and separate files through wp_enqueue_script when the compiler is
// off. Every handle of the inventory (handles.json, docs/theme-markup/handles.md) is registered
// with its real dependencies; the elements' scripts are enqueued while the content renders. Each
// stand-in script records its handle in `window.standinRan`, so the tests see which of the theme's
// scripts ran, in one file or in many.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { root } from './prepare';
import { kernelBooted, restSession, voorkant, withWordPress } from './wp-harness';

const pageCache = 'voorkant-test-page-cache/voorkant-test-page-cache.php';

interface InventoryEntry {
  handle: string;
  deps: string[];
  objects?: string[];
  frontEnd: boolean;
}
interface Map {
  sources: Record<string, { shared: string[]; unused?: string[]; dependencies?: Record<string, string[]> }>;
  modules: Record<string, { from: string; scripts: string[]; libraries?: string[] }>;
}

const inventory = (
  JSON.parse(readFileSync(join(root, 'test/wordpress/themes/Avada/handles.json'), 'utf8')) as {
    handles: InventoryEntry[];
  }
).handles;
const map = JSON.parse(readFileSync(join(root, 'takeover.json'), 'utf8')) as Map;
const moduleHandles = (id: string) => [...map.modules[id]!.scripts, ...(map.modules[id]!.libraries ?? [])];
const replacedBy = new Map<string, string[]>();
for (const id of Object.keys(map.modules))
  for (const handle of moduleHandles(id)) replacedBy.set(handle, [...(replacedBy.get(handle) ?? []), id]);
const shared = new Set(map.sources.theme!.shared);
const unused = new Set(map.sources.theme!.unused ?? []);
/** Front-end handles no module replaces yet: they stay (part 2). */
const stays = inventory
  .filter((entry) => entry.frontEnd && !replacedBy.has(entry.handle) && !shared.has(entry.handle))
  .map((entry) => entry.handle);
const frontEnd = inventory
  .filter((entry) => entry.frontEnd && !unused.has(entry.handle))
  .map((e) => e.handle);

/** A handle's declared dependencies in the inventory, transitively (outside ones such as jquery left out). */
function needs(handle: string, found = new Set<string>()): string[] {
  for (const dependency of inventory.find((entry) => entry.handle === handle)?.deps ?? [])
    if (!found.has(dependency) && inventory.some((entry) => entry.handle === dependency)) {
      found.add(dependency);
      needs(dependency, found);
    }
  return [...found];
}

/** The theme's handles whose scripts ran on the page, in the order they ran. */
async function themeRan(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as { standinRan?: string[] }).standinRan ?? []);
}

async function printedSettings(
  page: Page,
): Promise<{ modules: Record<string, boolean>; takeover: string[] }> {
  return JSON.parse((await page.locator('#voorkant-settings').textContent()) ?? '{}');
}

async function compiledFile(page: Page): Promise<string | null> {
  const src = await page
    .locator('script[src*="/fusion-scripts/"]')
    .evaluateAll((scripts) => scripts.map((script) => (script as HTMLScriptElement).src));
  expect(src.length).toBeLessThanOrEqual(1);
  return src[0] ? new URL(src[0]).pathname : null;
}

describe("the takeover with Avada's JS compiler (stand-in theme)", () => {
  const site = withWordPress([voorkant]);
  // Four elements Voorkant's modules replace, and one no module replaces yet (it stays).
  const elements = [
    'fusion-lightbox',
    'fusion-flexslider',
    'fusion-blog',
    'avada-live-search',
    'avada-rev-styles',
  ];
  beforeAll(() => {
    site.wp.evalPhp(
      `switch_theme('Avada');
       foreach (['elementen' => ${JSON.stringify(elements.join(','))}, 'alles' => ${JSON.stringify(frontEnd.join(','))}] as $slug => $handles) {
         wp_insert_post(['post_type' => 'page', 'post_status' => 'publish', 'post_name' => $slug, 'post_title' => $slug,
           'post_content' => '[standin_elements handles="' . $handles . '"]']);
       }
       update_option('voorkant_standin_general', ['fusion-general-global']);
       return true;`,
      { admin: true },
    );
  });
  afterEach(() => {
    site.wp.evalPhp(
      `delete_option('voorkant_settings'); delete_option('voorkant_site_report'); delete_option('fusion_options');
       if (!is_plugin_active('voorkant/voorkant.php')) activate_plugin('voorkant/voorkant.php');
       \\Voorkant\\Caches::purge(); return true;`,
      { admin: true },
    );
  });

  it('leaves the replaced scripts out of the combined file, prints their settings objects, and the theme gets them back on deactivation', async () => {
    site.wp.deactivate(voorkant);
    const before = await site.visit('/elementen/');
    const original = await themeRan(before.page);
    expect(original).toEqual(
      expect.arrayContaining([...elements, 'jquery-lightbox', 'isotope', 'fusion-general-global']),
    );
    const originalFile = await compiledFile(before.page);
    expect(originalFile).toMatch(/\/uploads\/fusion-scripts\/[0-9a-f]{32}\.min\.js$/);
    // In compiled mode the settings objects live in the combined file, never in the page.
    expect(await before.page.locator('script#fusion-lightbox-js-extra').count()).toBe(0);
    expect(
      await before.page.evaluate(() => (window as { fusionLightboxVars?: object }).fusionLightboxVars),
    ).toBeTruthy();

    site.wp.activate(voorkant);
    const after = await site.visit('/elementen/');
    await kernelBooted(after.page);
    const ran = await themeRan(after.page);
    for (const handle of [
      'fusion-lightbox',
      'jquery-lightbox',
      'fusion-flexslider',
      'jquery-flexslider',
      'fusion-blog',
      'avada-live-search',
    ])
      expect(ran, handle).not.toContain(handle);
    // No module replaces the theme's Slider Revolution styling yet: it stays, with what it needs.
    expect(ran).toEqual(expect.arrayContaining(['avada-rev-styles', ...needs('avada-rev-styles')]));
    const file = await compiledFile(after.page);
    expect(file).not.toBe(originalFile);
    const settings = await printedSettings(after.page);
    expect(settings.takeover).toEqual(expect.arrayContaining(['lightbox', 'slider']));
    expect(settings.modules.lightbox).toBeUndefined();
    // The settings objects of the scripts left out, as the compiler would have written them.
    const objects = after.page.locator('script#voorkant-theme-settings');
    expect(await objects.count()).toBe(1);
    expect(
      await after.page.evaluate(
        () =>
          (window as { fusionLightboxVars?: { lightbox_desc?: string } }).fusionLightboxVars?.lightbox_desc,
      ),
    ).toBe('Foto’s van de werkplaats');
    // Only those of scripts the page would have had: not every object the library holds.
    expect(await objects.textContent()).not.toContain('fusionPortfolioVars');

    // The administrator is told what happened to the compiler.
    const admin = await site.visit('/wp-admin/options-general.php?page=voorkant', { login: 'administrator' });
    await expect
      .poll(() => admin.page.getByText(/leaves the scripts its modules replace out of that file/).count())
      .toBe(1);
    expect(await admin.page.getByText('fusion-lightbox', { exact: false }).count()).toBeGreaterThan(0);

    // Deactivation clears the theme's filename cache: the next page gets the whole file back.
    site.wp.deactivate(voorkant);
    const back = await site.visit('/elementen/');
    expect(await compiledFile(back.page)).toBe(originalFile);
    expect(await themeRan(back.page)).toEqual(expect.arrayContaining(elements));
  });

  it('a script the theme enqueues again as the dependency of one that stays keeps its module off, whole', async () => {
    // The Instagram element (no module yet) declares the lightbox script as a dependency: the library
    // enqueues it again, so the lightbox module stays off on that page and the theme's lightbox
    // does the whole job, its library too.
    site.wp.evalPhp(
      `wp_insert_post(['post_type' => 'page', 'post_status' => 'publish', 'post_name' => 'instagram', 'post_title' => 'instagram',
         'post_content' => '[standin_elements handles="fusion-instagram,fusion-lightbox"]']); return true;`,
    );
    const visit = await site.visit('/instagram/');
    await kernelBooted(visit.page);
    expect(await themeRan(visit.page)).toEqual(
      expect.arrayContaining(['fusion-instagram', 'fusion-lightbox', 'jquery-lightbox', 'jquery-mousewheel']),
    );
    expect((await printedSettings(visit.page)).modules.lightbox).toBe(false);
    const admin = await site.visit('/wp-admin/options-general.php?page=voorkant', { login: 'administrator' });
    await expect
      .poll(() =>
        admin.page
          .getByText(
            "Lightbox stays off: the theme's script fusion-lightbox stays on the page because fusion-instagram needs it.",
          )
          .count(),
      )
      .toBe(1);
  });

  it('a call the declared dependencies miss (takeover.json `dependencies`) keeps the called script and its module', async () => {
    // A script no module replaces that calls into a module's script without declaring it.
    const [caller, called] =
      Object.entries(map.sources.theme!.dependencies ?? {})
        .filter(([handle]) => stays.includes(handle))
        .flatMap(([handle, needed]) => needed.map((one) => [handle, one] as const))
        .find(([, one]) => Object.values(map.modules).some((entry) => entry.scripts.includes(one))) ?? [];
    expect(caller, 'takeover.json names such a call').toBeTruthy();
    const owner = Object.keys(map.modules).find((id) => map.modules[id]!.scripts.includes(called!))!;
    site.wp.evalPhp(
      `wp_insert_post(['post_type' => 'page', 'post_status' => 'publish', 'post_name' => 'aanroep', 'post_title' => 'aanroep',
         'post_content' => '[standin_elements handles="${caller},${called}"]']); return true;`,
    );
    const visit = await site.visit('/aanroep/');
    await kernelBooted(visit.page);
    expect(await themeRan(visit.page)).toEqual(expect.arrayContaining([caller!, called!]));
    expect((await printedSettings(visit.page)).modules[owner]).toBe(false);
    // What stays finds what it calls: no error on the page.
    expect(visit.errors).toEqual([]);
  });

  it('with every handle of the inventory on one page, only what no module replaces yet is left', async () => {
    const visit = await site.visit('/alles/');
    await kernelBooted(visit.page);
    const ran = await themeRan(visit.page);
    const settings = await printedSettings(visit.page);
    const off = Object.entries(settings.modules)
      .filter(([, on]) => !on)
      .map(([id]) => id);
    // Most modules run there; the others are off because a script that stays needs theirs.
    expect(settings.takeover.length).toBeGreaterThan(15);
    const running = new Set(settings.takeover);
    const runningScripts = new Set([...running].flatMap((id) => map.modules[id]!.scripts));
    const allowed = new Set([...stays, ...shared, ...off.flatMap(moduleHandles)]);
    // What stays brings its declared dependencies along, as long as they are libraries: a running
    // module's own script must never be among them.
    for (const handle of [...allowed])
      for (const dependency of needs(handle)) if (!runningScripts.has(dependency)) allowed.add(dependency);
    const unexpected = ran.filter((handle) => !allowed.has(handle));
    // Everything no module replaces ran: the page is whole.
    expect(ran).toEqual(expect.arrayContaining(stays.filter((handle) => frontEnd.includes(handle))));
    expect(visit.errors).toEqual([]);
    expect(unexpected, 'theme scripts that ran although a module replaces them').toEqual([]);
    // And every theme script that ran has a verdict in the inventory.
    const known = new Set(inventory.map((entry) => entry.handle));
    expect(ran.filter((handle) => !known.has(handle))).toEqual([]);
  });

  it('with the compiler off, the library enqueues separate files and the same scripts stay out', async () => {
    site.wp.evalPhp(`update_option('fusion_options', ['js_compiler' => '0']); return true;`);
    const visit = await site.visit('/elementen/');
    await kernelBooted(visit.page);
    expect(await compiledFile(visit.page)).toBeNull();
    const ran = await themeRan(visit.page);
    expect(ran).toEqual(expect.arrayContaining(['avada-rev-styles', ...needs('avada-rev-styles')]));
    for (const handle of [
      'fusion-lightbox',
      'jquery-lightbox',
      'fusion-flexslider',
      'fusion-blog',
      'avada-live-search',
    ])
      expect(ran, handle).not.toContain(handle);
    expect(
      await visit.page.evaluate(
        () =>
          (window as { fusionLightboxVars?: { lightbox_skin?: string } }).fusionLightboxVars?.lightbox_skin,
      ),
    ).toBe('metro-white');
  });

  it('a switch change clears the filename cache and takes effect on the next page', async () => {
    const first = await site.visit('/elementen/');
    expect(await themeRan(first.page)).not.toContain('fusion-lightbox');
    expect(site.wp.evalPhp<boolean>(`return is_array(get_transient('fusion_dynamic_js_filenames'));`)).toBe(
      true,
    );
    site.wp.evalPhp(
      `\\Voorkant\\Settings_Store::save(['modules' => ['lightbox' => false], 'settings' => []]); return get_transient('fusion_dynamic_js_filenames');`,
    );
    expect(site.wp.evalPhp<unknown>(`return get_transient('fusion_dynamic_js_filenames');`)).toBe(false);
    const second = await site.visit('/elementen/');
    const ran = await themeRan(second.page);
    expect(ran).toEqual(expect.arrayContaining(['fusion-lightbox', 'jquery-lightbox']));
    expect(ran).not.toContain('fusion-flexslider');
    expect((await printedSettings(second.page)).modules.lightbox).toBe(false);
  });

  it("takes nothing over in the builder's frames: the theme's scripts are all there", async () => {
    for (const frame of ['?fb-edit=1', '?builder=1&builder_id=1']) {
      const visit = await site.visit(`/elementen/${frame}`);
      const ran = await themeRan(visit.page);
      expect(ran, frame).toEqual(expect.arrayContaining([...elements, 'jquery-lightbox']));
      const settings = await printedSettings(visit.page);
      for (const id of ['lightbox', 'slider', 'blog'])
        expect(settings.modules[id], `${frame} ${id}`).toBe(false);
      expect(settings.takeover).toEqual([]);
    }
  });

  it('asks the page caches it finds to purge after a save, and otherwise tells the administrator to', async () => {
    const save = async () => {
      const { cookie, nonce } = await restSession(site.wp.url, 'administrator');
      const answer = await fetch(`${site.wp.url}/wp-json/voorkant/v1/settings`, {
        method: 'POST',
        headers: { cookie, 'x-wp-nonce': nonce, 'content-type': 'application/json' },
        body: JSON.stringify({ modules: { lightbox: false }, settings: {} }),
      });
      expect(answer.status).toBe(200);
      return (await answer.json()) as { purged: { at: number; asked: string[] } };
    };
    expect((await save()).purged.asked).toEqual([]);
    let admin = await site.visit('/wp-admin/options-general.php?page=voorkant', { login: 'administrator' });
    await expect.poll(() => admin.page.getByText(/No page-cache plug-in was found to empty/).count()).toBe(1);

    site.wp.activate(pageCache);
    try {
      const answer = await save();
      expect(answer.purged.asked).toEqual(['WP Rocket', 'WP Super Cache']);
      expect(site.wp.evalPhp(`return get_option('voorkant_test_purges');`)).toEqual({
        rocket: 1,
        supercache: 1,
      });
      admin = await site.visit('/wp-admin/options-general.php?page=voorkant', { login: 'administrator' });
      await expect
        .poll(() =>
          admin.page
            .getByText('Voorkant asked WP Rocket, WP Super Cache to empty the page cache', { exact: false })
            .count(),
        )
        .toBe(1);
      // Deactivation asks again: the pages cached with Voorkant's switches must go.
      site.wp.deactivate(voorkant);
      expect(site.wp.evalPhp(`return get_option('voorkant_test_purges');`)).toEqual({
        rocket: 2,
        supercache: 2,
      });
    } finally {
      site.wp.deactivate(pageCache);
    }
  });
});
