// A plug-in update as an administrator does it: voorkant.zip uploaded under Plugins → Add New →
// Upload Plugin, then a newer build uploaded over it ("Replace current with uploaded"), twice. The
// upgrader replaces the whole plug-in folder; the build before stays beside the new one
// (includes/class-previous-build.php), so a visitor whose cache still holds the older kernel.js
// gets its chunks, and the build two updates back is gone.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ZipEntry, zipArchive } from '../../scripts/zip-archive';
import { root } from './prepare';
import { kernelBooted, voorkant, type WpVisit, withWordPress } from './wp-harness';

const kernelPath = 'voorkant/dist/kernel.js';
/** The shop page: its quantity field takes the quantity-stepper module, a chunk of the build. */
const shop = '/bestellen/';

interface Build {
  /** The build folder under dist/chunks/. */
  name: string;
  zip: string;
  plugin: ZipEntry[];
}

/** The packaged plug-in's files, unpacked by PHP as WordPress' upgrader would. */
function packagedPlugin(into: string): ZipEntry[] {
  execFileSync('php', [
    '-r',
    '(new PharData($argv[1]))->extractTo($argv[2], null, true);',
    join(root, 'voorkant.zip'),
    into,
  ]);
  const filesUnder = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) =>
      statSync(join(dir, name)).isDirectory() ? filesUnder(join(dir, name)) : [join(dir, name)],
    );
  return filesUnder(into).map((file) => ({
    name: relative(into, file).split('\\').join('/'),
    data: readFileSync(file),
  }));
}

/** The build folder kernel.js loads its chunks from (`./chunks/<build>/`). */
function buildOf(plugin: readonly ZipEntry[]): string {
  const kernel = plugin.find((entry) => entry.name === kernelPath)!.data.toString('utf8');
  const build = kernel.match(/\.\/chunks\/([\w-]+)\//)?.[1];
  if (!build) throw new Error(`${kernelPath} names no chunk folder`);
  return build;
}

/**
 * The same plug-in as another build: its chunk folder renamed, and its stylesheets (dist/chunks/
 * <name>-<hash>.css, named after their content, so another build's differ) too, wherever they are
 * named: kernel.js, the chunks and the Vite manifest (the plug-in prints preload hints from it).
 */
function asBuild(plugin: readonly ZipEntry[], build: string): ZipEntry[] {
  const renames = [[`chunks/${buildOf(plugin)}/`, `chunks/${build}/`]];
  for (const { name } of plugin) {
    const stylesheet = name.match(/^voorkant\/dist\/chunks\/([\w-]+)\.css$/)?.[1];
    if (stylesheet) renames.push([`${stylesheet}.css`, `${stylesheet}-${build}.css`]);
  }
  const renamed = (text: string) => renames.reduce((out, [from, to]) => out.replaceAll(from!, to!), text);
  return plugin.map(({ name, data }) => ({
    name: renamed(name),
    data: /^voorkant\/dist\/.+\.(js|json)$/.test(name) ? Buffer.from(renamed(data.toString('utf8'))) : data,
  }));
}

/** URLs of a build's files that a page loads on demand: its JS chunks and their stylesheets. */
function chunkUrls(plugin: readonly ZipEntry[], pluginUrl: string): string[] {
  const own = new RegExp(`^voorkant/dist/chunks/(${buildOf(plugin)}/[\\w.-]+\\.js|[\\w-]+\\.css)$`);
  return plugin.filter((entry) => own.test(entry.name)).map((entry) => `${pluginUrl}/${entry.name}`);
}

describe('a plug-in update in WordPress', () => {
  // Uploads replace the plug-in folder: this site's is its own, not the one the other files share.
  const site = withWordPress([], { ownPluginFolder: true });
  let work = '';
  const builds: Build[] = [];

  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), 'voorkant-update-'));
    const first = packagedPlugin(join(work, 'unpacked'));
    const firstBuild = buildOf(first);
    for (const [index, plugin] of [
      first,
      asBuild(first, `${firstBuild}-second`),
      asBuild(first, `${firstBuild}-third`),
    ].entries()) {
      // One name for every upload, as a site's administrator downloads voorkant.zip each time.
      mkdirSync(join(work, `${index}`));
      const zip = join(work, `${index}`, 'voorkant.zip');
      writeFileSync(zip, zipArchive(plugin));
      builds.push({ name: buildOf(plugin), zip, plugin });
    }
  });

  afterAll(() => {
    if (work) rmSync(work, { recursive: true, force: true });
  });

  /** Uploads `zip` under Plugins → Add New → Upload Plugin; over an installed one, replaces it. */
  async function upload(zip: string, over: boolean): Promise<void> {
    const visit = await site.visit('/wp-admin/plugin-install.php?tab=upload', { login: 'administrator' });
    const { page } = visit;
    await page.getByLabel('Plugin zip file').setInputFiles(zip);
    await Promise.all([
      page.waitForURL(/update\.php\?action=upload-plugin/),
      page.getByRole('button', { name: 'Install Now' }).click(),
    ]);
    if (over) {
      await page.getByText('This plugin is already installed.').waitFor();
      await Promise.all([
        page.waitForURL(/overwrite=update-plugin/),
        page.getByRole('link', { name: 'Replace current with uploaded' }).click(),
      ]);
      await page.getByText('Plugin updated successfully.').waitFor();
    } else {
      await page.getByText('Plugin installed successfully.').waitFor();
      await Promise.all([
        page.waitForURL(/\/plugins\.php/),
        page.getByRole('link', { name: 'Activate Plugin' }).click(),
      ]);
    }
  }

  /** HTTP statuses of the build's chunks. */
  async function statuses(index: number): Promise<number[]> {
    const pluginUrl = `${site.wp.url}/wp-content/${basename(site.wp.pluginDir)}`;
    return Promise.all(
      chunkUrls(builds[index]!.plugin, pluginUrl).map(async (url) => (await fetch(url)).status),
    );
  }

  /** What a page cache and a browser cache keep of the shop page while build `index` runs. */
  const cached = new Map<number, { html: string; kernel: Buffer }>();
  async function keepCachedPage(index: number): Promise<void> {
    const html = await (await fetch(`${site.wp.url}${shop}`)).text();
    const kernel = builds[index]!.plugin.find((entry) => entry.name === kernelPath)!.data;
    cached.set(index, { html, kernel });
  }

  /**
   * The shop page, with its quantity field's stepper (a module chunk), as a visitor sees it: served
   * by the site, or with `cachedFrom`, as the caches kept it while that build ran (its HTML and its
   * kernel.js; everything else from the site as it is now).
   */
  async function shopPage(cachedFrom?: number): Promise<WpVisit> {
    // A static file first, so the routes are in place before the shop page loads.
    const visit = await site.visit('/wp-includes/images/blank.gif');
    const kept = cachedFrom === undefined ? undefined : cached.get(cachedFrom)!;
    if (kept) {
      await visit.page.route(`${site.wp.url}${shop}`, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html; charset=UTF-8', body: kept.html }),
      );
      await visit.page.route(/\/voorkant\/dist\/kernel\.js(\?|$)/, (route) =>
        route.fulfill({ status: 200, contentType: 'text/javascript', body: kept.kernel }),
      );
    }
    await visit.page.goto(`${site.wp.url}${shop}`);
    await kernelBooted(visit.page);
    return visit;
  }

  /** The stepper's plus button, once its chunk ran (how many there are). */
  const steppers = (visit: WpVisit) => visit.page.getByRole('button', { name: /Aantal verhogen/ }).count();

  /** The build folders the page's module chunks came from; their statuses and their stylesheets'. */
  function chunkResponses(visit: WpVisit): { builds: string[]; statuses: number[]; stylesheets: number[] } {
    const chunks = visit.responses.filter((response) =>
      /\/voorkant\/dist\/chunks\/[\w-]+\/[\w-]+\.js$/.test(response.url),
    );
    const stylesheets = visit.responses.filter((response) =>
      /\/voorkant\/dist\/chunks\/[\w-]+\.css$/.test(response.url),
    );
    return {
      builds: [...new Set(chunks.map((response) => response.url.split('/').at(-2)!))],
      statuses: [...new Set(chunks.map((response) => response.status))],
      stylesheets: [...new Set(stylesheets.map((response) => response.status))],
    };
  }

  it('keeps the previous build’s chunks through an upload over the plug-in, and only that build', async () => {
    const [first, second, third] = builds as [Build, Build, Build];
    expect(new Set([first.name, second.name, third.name]).size).toBe(3);
    const buildFolders = () =>
      readdirSync(join(site.wp.pluginDir, 'voorkant/dist/chunks'))
        .filter((name) => !name.includes('.'))
        .sort();

    await upload(first.zip, false);
    expect(site.wp.evalPhp(`return is_plugin_active(${JSON.stringify(voorkant)});`)).toBe(true);
    const installed = await shopPage();
    await expect.poll(() => steppers(installed)).toBe(1);
    expect(chunkResponses(installed)).toEqual({ builds: [first.name], statuses: [200], stylesheets: [200] });
    await keepCachedPage(0);

    // The second build over the first: the first's chunks stay, for pages cached with its kernel.js.
    await upload(second.zip, true);
    expect(buildFolders()).toEqual([first.name, second.name].sort());
    expect(new Set(await statuses(0))).toEqual(new Set([200]));
    expect(new Set(await statuses(1))).toEqual(new Set([200]));
    const cachedFirst = await shopPage(0);
    await expect.poll(() => steppers(cachedFirst)).toBe(1);
    expect(chunkResponses(cachedFirst)).toEqual({
      builds: [first.name],
      statuses: [200],
      stylesheets: [200],
    });
    expect(cachedFirst.errors).toEqual([]);
    const updated = await shopPage();
    await expect.poll(() => steppers(updated)).toBe(1);
    expect(chunkResponses(updated)).toEqual({ builds: [second.name], statuses: [200], stylesheets: [200] });
    expect(updated.errors).toEqual([]);
    await keepCachedPage(1);

    // The third over the second: the second stays, the first (two updates back) is gone.
    await upload(third.zip, true);
    expect(buildFolders()).toEqual([second.name, third.name].sort());
    expect(new Set(await statuses(0))).toEqual(new Set([404]));
    expect(new Set(await statuses(1))).toEqual(new Set([200]));
    expect(new Set(await statuses(2))).toEqual(new Set([200]));
    const cachedSecond = await shopPage(1);
    await expect.poll(() => steppers(cachedSecond)).toBe(1);
    expect(chunkResponses(cachedSecond)).toEqual({
      builds: [second.name],
      statuses: [200],
      stylesheets: [200],
    });
    expect(cachedSecond.errors).toEqual([]);
    const latest = await shopPage();
    await expect.poll(() => steppers(latest)).toBe(1);
    expect(chunkResponses(latest)).toEqual({ builds: [third.name], statuses: [200], stylesheets: [200] });
    expect(latest.errors).toEqual([]);
    // A page cached while the first build ran finds nothing of it now.
    const cachedFirstAgain = await shopPage(0);
    await expect.poll(() => chunkResponses(cachedFirstAgain).statuses).toContain(404);
    expect(await steppers(cachedFirstAgain)).toBe(0);
    // Nothing is left aside in wp-content/upgrade.
    expect(site.wp.evalPhp(`return is_dir(WP_CONTENT_DIR . '/upgrade/voorkant-previous-build');`)).toBe(
      false,
    );
    // Three uploads of the whole plug-in through WordPress' upgrader: over a minute on 2 loaded cores.
  }, 150_000);
});
