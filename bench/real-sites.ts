// `npm run bench:real-sites [export folders…]` (issue 45, item 6): real exported Avada 7 sites, each
// page as exported ("theme") against the same page with Voorkant in place of the theme's combined
// script and the inline scripts takeover.json names ("voorkant", bench/voorkant-variant.ts). Each is
// served from its own folder (bench/export-server.ts); requests to any other host are refused at once,
// as there is no outside network. Per page, at 375 and 1280 px, CPU slowed 4× (bench/cpu-score.ts),
// after scrolling to the bottom and back: the elements the theme shows that Voorkant leaves hidden
// (bench/visible-elements.ts), JavaScript bytes and script time, layout shift and page errors.
// Prints markdown and writes bench/results/real-sites.json (and .md). A development tool: never
// part of `npm test`. Exports are fetched as git snapshots and extracted with `git archive HEAD | tar -x`.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { Script } from 'node:vm';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { preloadHints } from '../demo/server/preload-hints';
import { launchChromium } from '../test/browser/chromium';
import { benchCpu, describeCpu } from './cpu-score';
import { choosePages, localAddress, type ModuleSelectors, type SitePage, siteBases } from './export-pages';
import { startExportServer, voorkantPath } from './export-server';
import { type PhoneMenu, phoneMenuCheck } from './phone-menu-check';
import { openThrottledPage } from './throttled-page';
import {
  annotate,
  collectVisible,
  type HiddenElement,
  shownOnlyIn,
  type VisibleElement,
} from './visible-elements';
import {
  combinedScripts,
  inlineMarkers,
  localizations,
  scriptTags,
  voorkantVariant,
} from './voorkant-variant';

const project = resolve(import.meta.dirname, '..');
const sitesDir = process.env.REAL_SITES_DIR ?? '/tmp/sites';
const defaultSites = [
  'aravindnc+huddles-web',
  'aravindnc+rreya-web',
  'khantthura+jiles-ellison-project',
  'KoRSiGit+kremlin-stars.org',
  'xoco70+vinyaqui',
];
/** Pages a site: the home page and up to this many less one others (`REAL_SITES_PAGES`). */
const pagesPerSite = Number(process.env.REAL_SITES_PAGES ?? 3);
const widths = [375, 1280];
const heights: Record<number, number> = { 375: 812, 1280: 900 };
const outFile = process.env.REAL_SITES_OUT ?? join(project, 'bench/results/real-sites.json');

interface TakeoverFile {
  sources: Record<string, { combined?: string[]; plugins?: string[] }>;
  modules: Record<string, { from: string; scripts?: string[]; inline?: unknown }>;
}
const takeover = JSON.parse(readFileSync(join(project, 'takeover.json'), 'utf8')) as TakeoverFile;
const selectors = (
  JSON.parse(readFileSync(join(project, 'registry.json'), 'utf8')).modules as ModuleSelectors
).map(({ id, selector }) => ({ id, selector }));
const combinedFolders = Object.values(takeover.sources).flatMap((source) => source.combined ?? []);
const inline = inlineMarkers(takeover);
const inlineKeyPresent = Object.values(takeover.modules).some((entry) => 'inline' in entry);
const themeModules = Object.entries(takeover.modules)
  .filter(([, entry]) => entry.from === 'theme')
  .map(([id]) => id);

/** What one variant of one page at one width did. */
interface Load {
  /** JavaScript files fetched (the page's own and Voorkant's), raw and gzip -9 of each. */
  jsFiles: number;
  jsRawBytes: number;
  jsGzipBytes: number;
  /** Inline classic scripts in the HTML served, raw. */
  inlineJsBytes: number;
  /** `Performance.getMetrics` ScriptDuration from navigation to the end of the run (load, scroll, settle), ms. */
  scriptMs: number;
  /** Layout shift without recent input: by load + 1 s, and by the end of the run. */
  clsAtLoad: number;
  cls: number;
  /** The three largest shifts. */
  largestShifts: Shift[];
  /** Page errors and console errors (resource failures apart), distinct, with counts. */
  errors: Record<string, number>;
  /** The export's files the page asked for and the export lacks (404). */
  missingFiles: string[];
  /** Requests to other hosts, refused. */
  refused: number;
  /** Voorkant's module status at the end (voorkant variant). */
  modules?: { id: string; state: string; matched: number; error?: string }[];
  visible: VisibleElement[][];
  /** Phone widths: the phone menu's toggle clicked, the menu links seen before and after. */
  phoneMenu?: PhoneMenu;
}

interface WidthResult {
  theme: Omit<Load, 'visible'>;
  voorkant: Omit<Load, 'visible'>;
  /** Shown by the theme, never by Voorkant. */
  hidden: HiddenElement[];
  /** Elements visible in the last snapshot of each variant, for scale. */
  visibleElements: { theme: number; voorkant: number };
  /** How many elements Voorkant shows that the theme never does (for scale: animations, replaced controls). */
  shownOnlyByVoorkant: number;
}

interface PageResult {
  path: string;
  modules: string[];
  /** Settings objects printed in place of the combined file. */
  printed: string[];
  removedInline: { marker: string; module: string }[];
  /** Combined files that do not compile (an export can mangle them): the theme variant runs none of it. */
  combinedErrors: string[];
  widths: Record<number, WidthResult>;
}

interface SiteResult {
  site: string;
  folder: string;
  bases: string[];
  candidates: number;
  withoutCombinedFile: string[];
  pages: PageResult[];
}

/** Missing exports: what to do about each. */
function checkFolders(folders: string[]): string[] {
  const present = folders.filter((folder) => existsSync(folder));
  for (const folder of folders.filter((each) => !present.includes(each))) {
    const name = basename(folder);
    const repo = name.replace('+', '/');
    console.error(
      `Export ${folder} is missing. Fetch the snapshot of github:${repo} (the session's fetch tool puts its git dir at ` +
        `/work/.mirror/${name}/repo), then extract it: mkdir -p ${folder} && git --git-dir=/work/.mirror/${name}/repo archive HEAD | tar -x -C ${folder}. ` +
        `If git archive stops at a missing object (large files may be absent), extract file by file: git --git-dir=… ls-tree -r HEAD, then git show HEAD:<path> for each. ` +
        `Or set REAL_SITES_DIR to the folder that holds the exports, or name the export folders as arguments.`,
    );
  }
  return present;
}

/** A copy of dist/ taken once it is whole (a build running elsewhere empties it for a moment). */
async function copyBuild(): Promise<string> {
  const dist = join(project, 'dist');
  for (let attempt = 0; attempt < 12; attempt++) {
    if (existsSync(join(dist, 'kernel.js'))) {
      const copy = mkdtempSync(join(tmpdir(), 'voorkant-real-sites-'));
      cpSync(dist, copy, { recursive: true });
      const kernel = readFileSync(join(copy, 'kernel.js'), 'utf8');
      const imports = [...kernel.matchAll(/["']\.\/(chunks\/[^"']+)["']/g)].map((match) => match[1]!);
      if (existsSync(join(copy, 'kernel.css')) && imports.every((file) => existsSync(join(copy, file))))
        return copy;
      rmSync(copy, { recursive: true, force: true });
    } else if (attempt === 0 && !existsSync(dist)) break;
    await new Promise((done) => setTimeout(done, 5000));
  }
  throw new Error(`No whole build in ${dist}: run \`npm run build\` first (this tool never builds).`);
}

/** Injected before the page's scripts: layout shift without recent input, each shift with what moved (as bench/cls-sources.ts). */
const probe = `(() => {
  const bench = (window.__realSites = { cls: 0, shifts: [] });
  const nameOf = (node) => node instanceof Element
    ? node.tagName.toLowerCase() + (node.id ? '#' + node.id : '') + (typeof node.className === 'string' && node.className.trim() ? '.' + node.className.trim().split(/\\s+/).slice(0, 2).join('.') : '')
    : String(node?.nodeName ?? '?');
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      bench.cls += entry.value;
      bench.shifts.push({ at: Math.round(entry.startTime), value: Math.round(entry.value * 1000) / 1000,
        moved: entry.sources.slice(0, 3).map((source) => nameOf(source.node)) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
})();`;

/** A layout shift: when (ms after navigation), how much, and the first elements that moved. */
interface Shift {
  at: number;
  value: number;
  moved: string[];
}

/** Scrolls to the bottom in steps of 0.75 viewport (at most 40, 120 ms apart), waits, and back to the top. */
async function scrollThrough(page: Page, viewportHeight: number): Promise<void> {
  const scrollTo = (top: number) => page.evaluate(`window.scrollTo({ top: ${top}, behavior: 'instant' })`);
  let top = 0;
  for (let step = 0; step < 40; step++) {
    const height = (await page.evaluate('document.documentElement.scrollHeight')) as number;
    if (top >= height - viewportHeight) break;
    top += Math.max(Math.round(viewportHeight * 0.75), Math.ceil(height / 40));
    await scrollTo(top);
    await page.waitForTimeout(120);
  }
  await page.waitForTimeout(500);
  for (; top > 0; top -= viewportHeight * 2) {
    await scrollTo(top);
    await page.waitForTimeout(60);
  }
  await scrollTo(0);
}

async function measure(
  browser: Browser,
  rate: number,
  load: { url: string; html: string; server: string; bases: readonly string[]; width: number },
): Promise<Load> {
  const viewport = { width: load.width, height: heights[load.width] ?? 900 };
  const { page, cdp } = await openThrottledPage(browser, probe, rate, viewport);
  const scripts: Promise<{ raw: number; gzip: number }>[] = [];
  const errors: Record<string, number> = {};
  const missingFiles = new Set<string>();
  let refused = 0;
  const error = (text: string) => {
    const key = text.replace(/\s+/g, ' ').slice(0, 160);
    errors[key] = (errors[key] ?? 0) + 1;
  };
  page.on('pageerror', (thrown) => error(`pageerror: ${thrown.message}`));
  page.on('console', (message) => {
    // A refused request or a file the export lacks: counted apart.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      error(message.text());
  });
  page.on('response', (response) => {
    if (response.status() === 404) missingFiles.add(new URL(response.url()).pathname);
    if (response.request().resourceType() !== 'script' || !response.ok()) return;
    scripts.push(
      response.body().then(
        (body) => ({ raw: body.length, gzip: gzipSync(body, { level: 9 }).length }),
        () => ({ raw: 0, gzip: 0 }),
      ),
    );
  });
  await page.route('**/*', async (route) => {
    const url = route.request().url();
    if (url === load.url)
      return route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: load.html });
    const local = localAddress(url, load.server, load.bases);
    if (local === undefined) {
      refused++;
      return route.abort('blockedbyclient');
    }
    if (local === url) return route.continue();
    // The site's own host: the export's file, from the local server.
    return route.fetch({ url: local }).then(
      (response) => route.fulfill({ response }),
      () => route.abort(),
    );
  });
  try {
    await cdp.send('Performance.enable');
    await page.goto(load.url, { waitUntil: 'load', timeout: 90_000 }).catch((thrown: Error) => {
      error(`load: ${thrown.message.split('\n')[0]}`);
    });
    await page.waitForTimeout(1000);
    const clsAtLoad = (await page.evaluate('window.__realSites.cls')) as number;
    await scrollThrough(page, viewport.height);
    await page.waitForTimeout(1500);
    const { metrics } = await cdp.send('Performance.getMetrics');
    const scriptMs = (metrics.find((metric) => metric.name === 'ScriptDuration')?.value ?? 0) * 1000;
    const cls = (await page.evaluate('window.__realSites.cls')) as number;
    const shifts = (await page.evaluate('window.__realSites.shifts')) as Shift[];
    const modules = (await page.evaluate(
      '(window.voorkant?.status() ?? null)?.map(({ id, state, matched, error }) => ({ id, state, matched, error }))',
    )) as Load['modules'] | null;
    // The snapshots at full speed: collecting is the tool's work, not the page's.
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const visible: VisibleElement[][] = [];
    for (let snapshot = 0; snapshot < 2; snapshot++) {
      if (snapshot) await page.waitForTimeout(1000);
      visible.push((await page.evaluate(collectVisible)) as VisibleElement[]);
    }
    const phoneMenu = load.width < 800 ? await phoneMenuCheck(page) : undefined;
    const files = await Promise.all(scripts);
    return {
      jsFiles: files.length,
      jsRawBytes: files.reduce((sum, file) => sum + file.raw, 0),
      jsGzipBytes: files.reduce((sum, file) => sum + file.gzip, 0),
      inlineJsBytes: scriptTags(load.html)
        .filter(
          (tag) =>
            tag.attributes.src === undefined && /^(|text\/javascript)$/i.test(tag.attributes.type ?? ''),
        )
        .reduce((sum, tag) => sum + Buffer.byteLength(tag.text), 0),
      scriptMs,
      clsAtLoad,
      cls,
      largestShifts: shifts.sort((a, b) => b.value - a.value).slice(0, 3),
      errors,
      missingFiles: [...missingFiles].sort(),
      refused,
      ...(modules ? { modules } : {}),
      visible,
      ...(phoneMenu ? { phoneMenu } : {}),
    };
  } finally {
    await page.context().close();
  }
}

/** The settings the plugin would print on this page with every module on (class-front-end.php `settings()`). */
function voorkantSettings(html: string, objects: Map<string, unknown>): Record<string, unknown> {
  const scripts = scriptTags(html);
  const modules: Record<string, boolean> = {};
  // A module of another source whose script stays on the page stays off (the plugin's `off`).
  for (const [id, entry] of Object.entries(takeover.modules)) {
    if (entry.from === 'theme') continue;
    const plugins = takeover.sources[entry.from]?.plugins ?? [];
    const stays = scripts.some(
      (tag) =>
        (entry.scripts ?? []).some((handle) => tag.attributes.id === `${handle}-js`) ||
        plugins.some((plugin) => (tag.attributes.src ?? '').includes(`/${plugin}/`)),
    );
    if (stays) modules[id] = false;
  }
  const sizes = objects.get('fusionJSVars') as
    | { visibility_small?: string; visibility_medium?: string }
    | undefined;
  const small = Number(sizes?.visibility_small);
  const medium = Number(sizes?.visibility_medium);
  return {
    modules,
    takeover: themeModules,
    ...(small > 0 && medium > 0 ? { breakpoints: { small, medium } } : {}),
  };
}

async function measureSite(
  browser: Browser,
  rate: number,
  folder: string,
  build: string,
): Promise<SiteResult> {
  const root = resolve(folder);
  const server = await startExportServer(root, build);
  const chooser = await browser.newPage();
  try {
    const homeFile = ['index.html', 'default.htm', 'index.htm']
      .map((name) => join(root, name))
      .find(existsSync);
    const bases = siteBases(root, homeFile ? readFileSync(homeFile, 'utf8') : '');
    const { chosen, candidates, withoutCombinedFile } = await choosePages(root, chooser, {
      folders: combinedFolders,
      selectors,
      count: pagesPerSite,
      bases,
    });
    console.log(
      `\n${basename(root)}: ${candidates} pages with the combined file, measuring ${chosen.map((page) => page.path).join(', ') || 'none'}` +
        (bases.length ? ` (own files also under ${bases.join(', ')})` : ''),
    );
    const pages: PageResult[] = [];
    const hints = preloadHints(build);
    for (const sitePage of chosen)
      pages.push(await measurePage(browser, rate, server.url, bases, sitePage, hints));
    return { site: basename(root), folder: root, bases, candidates, withoutCombinedFile, pages };
  } finally {
    await chooser.close();
    await server.close();
  }
}

async function measurePage(
  browser: Browser,
  rate: number,
  server: string,
  bases: readonly string[],
  sitePage: SitePage,
  hints: ReturnType<typeof preloadHints>,
): Promise<PageResult> {
  const url = `${server}${sitePage.path}`;
  const combined = await Promise.all(
    combinedScripts(sitePage.html, combinedFolders).map(async (tag) => {
      const address = localAddress(new URL(tag.attributes.src!, url).href, server, bases)!;
      return { tag, source: await (await fetch(address)).text() };
    }),
  );
  const objects = new Map(combined.flatMap(({ source }) => [...localizations(source)]));
  const combinedErrors = combined.flatMap(({ tag, source }) => {
    try {
      new Script(source);
      return [];
    } catch (thrown) {
      return [`${tag.attributes.src}: ${(thrown as Error).message}`];
    }
  });
  const settings = voorkantSettings(sitePage.html, objects);
  const printedGlobals = new Set(
    ['ctPublic', 'ctPublicFunctions'].filter((name) => new RegExp(`var ${name}\\s*=`).test(sitePage.html)),
  );
  const variant = voorkantVariant(sitePage.html, {
    combined,
    inline,
    settings,
    buildUrl: voorkantPath,
    preloads: hints({ settings, printedGlobals, editor: false }),
  });
  const html = { theme: annotate(sitePage.html), voorkant: annotate(variant.html) };
  const result: PageResult = {
    path: sitePage.path,
    modules: sitePage.modules,
    printed: variant.printed,
    removedInline: variant.removedInline,
    combinedErrors,
    widths: {},
  };
  for (const [index, width] of widths.entries()) {
    // Turn about, so neither variant always loads first.
    const order = index % 2 ? (['voorkant', 'theme'] as const) : (['theme', 'voorkant'] as const);
    const loads: Partial<Record<'theme' | 'voorkant', Load>> = {};
    for (const name of order)
      loads[name] = await measure(browser, rate, { url, html: html[name], server, bases, width });
    const { visible: themeVisible, ...theme } = loads.theme!;
    const { visible: voorkantVisible, ...voorkant } = loads.voorkant!;
    result.widths[width] = {
      theme,
      voorkant,
      hidden: shownOnlyIn(themeVisible, voorkantVisible),
      visibleElements: { theme: themeVisible.at(-1)!.length, voorkant: voorkantVisible.at(-1)!.length },
      shownOnlyByVoorkant: shownOnlyIn(voorkantVisible, themeVisible).length,
    };
    const summary = result.widths[width]!;
    console.log(
      `  ${sitePage.path} ${width}px: JS ${kb(theme.jsGzipBytes)} → ${kb(voorkant.jsGzipBytes)} KB gzip, script ${ms(theme.scriptMs)} → ${ms(voorkant.scriptMs)} ms, hidden ${summary.hidden.length}`,
    );
  }
  return result;
}

/** `phone menu (toggle): theme 0 → 12 links, Voorkant 0 → 12`, or nothing at desktop widths. */
const phoneMenuLine = (theme?: PhoneMenu, voorkant?: PhoneMenu) =>
  theme && voorkant
    ? ` Phone menu (${theme.toggle ?? voorkant.toggle ?? 'no toggle'}) clicked: theme ${theme.before} → ${theme.after} links seen, Voorkant ${voorkant.before} → ${voorkant.after}.`
    : '';
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const ms = (value: number) => value.toFixed(0);
const ratio = (after: number, before: number) => (before > 0 ? `${(after / before).toFixed(2)}×` : '–');
const errorCount = (load: Omit<Load, 'visible'>) =>
  Object.values(load.errors).reduce((sum, count) => sum + count, 0);
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/`/g, "'");

/** The report: one summary table, then per page the hidden elements and the errors. */
function markdown(sites: SiteResult[], cpuLine: string): string {
  const lines = [
    `# Real Avada sites: theme against Voorkant`,
    '',
    `${cpuLine}. Each variant loaded once a width, scrolled to the bottom and back. JS: every JavaScript file fetched (the page's and Voorkant's; inline scripts apart), gzip -9 of each. Script: Performance.getMetrics ScriptDuration from navigation to the end of the run. Hidden: elements the theme shows that Voorkant never does (descendants collapsed). Errors: page errors and console errors, resource failures apart.`,
    '',
    `takeover.json ${inlineKeyPresent ? 'names' : 'does not yet name'} theme inline scripts (modules.<id>.inline)${inline.size ? `: ${[...inline.keys()].join(', ')}` : ''}.`,
    '',
    'A page marked ⚠ has a combined file that does not compile: its "theme" variant runs none of the theme\'s JavaScript.',
    '',
    '| site | page | width | JS gzip KB theme → Voorkant | × | script ms theme → Voorkant | × | CLS theme / Voorkant | errors theme / Voorkant | hidden by Voorkant |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const site of sites)
    for (const page of site.pages)
      for (const [width, result] of Object.entries(page.widths))
        lines.push(
          `| ${site.site} | ${page.path}${page.combinedErrors.length ? ' ⚠' : ''} | ${width} | ${kb(result.theme.jsGzipBytes)} → ${kb(result.voorkant.jsGzipBytes)} | ${ratio(result.voorkant.jsGzipBytes, result.theme.jsGzipBytes)} | ${ms(result.theme.scriptMs)} → ${ms(result.voorkant.scriptMs)} | ${ratio(result.voorkant.scriptMs, result.theme.scriptMs)} | ${result.theme.cls.toFixed(3)} / ${result.voorkant.cls.toFixed(3)} | ${errorCount(result.theme)} / ${errorCount(result.voorkant)} | ${result.hidden.length} |`,
        );
  for (const site of sites) {
    lines.push('', `## ${site.site}`, '');
    if (site.bases.length) lines.push(`Own files also under: ${site.bases.join(', ')}.`, '');
    if (site.withoutCombinedFile.length)
      lines.push(
        `Left out, their combined file is not in the export: ${site.withoutCombinedFile.join(', ')}.`,
        '',
      );
    for (const page of site.pages) {
      lines.push(
        `### ${site.site} ${page.path}`,
        '',
        ...(page.combinedErrors.length
          ? [
              `⚠ The theme's combined file does not compile, so the "theme" variant runs none of the theme's JavaScript: ${page.combinedErrors.map(cell).join('; ')}.`,
              '',
            ]
          : []),
        `Modules matched by the markup: ${page.modules.join(', ') || 'none'}. Settings objects printed: ${page.printed.length}. Inline scripts removed: ${page.removedInline.map((each) => `${each.marker} (${each.module})`).join(', ') || 'none'}.`,
        '',
      );
      for (const [width, result] of Object.entries(page.widths)) {
        const failed =
          result.voorkant.modules?.filter((module) => module.error || module.state === 'failed') ?? [];
        lines.push(
          `- **${width} px**: JS files ${result.theme.jsFiles} → ${result.voorkant.jsFiles} (raw ${kb(result.theme.jsRawBytes)} → ${kb(result.voorkant.jsRawBytes)} KB); CLS at load ${result.theme.clsAtLoad.toFixed(3)} / ${result.voorkant.clsAtLoad.toFixed(3)}; visible elements ${result.visibleElements.theme} / ${result.visibleElements.voorkant}, of which Voorkant shows ${result.shownOnlyByVoorkant} the theme does not; refused outside requests ${result.theme.refused} / ${result.voorkant.refused}; files missing from the export ${result.theme.missingFiles.length} / ${result.voorkant.missingFiles.length}.${phoneMenuLine(result.theme.phoneMenu, result.voorkant.phoneMenu)}`,
        );
        for (const [variant, load] of [
          ['theme', result.theme],
          ['voorkant', result.voorkant],
        ] as const)
          if (load.cls >= 0.1)
            lines.push(
              `  - largest shifts (${variant}): ${load.largestShifts.map((shift) => `${shift.value} at ${shift.at} ms (${shift.moved.map(cell).join(', ')})`).join('; ')}`,
            );
        if (failed.length)
          lines.push(
            `  - Voorkant modules in trouble: ${failed.map((module) => `${module.id} (${module.state}${module.error ? `: ${module.error}` : ''})`).join('; ')}`,
          );
        for (const element of result.hidden)
          lines.push(
            `  - hidden: \`${cell(element.label)}\` "${cell(element.text)}"${element.made ? ' (made by a theme script)' : ''}`,
          );
        for (const [variant, load] of [
          ['theme', result.theme],
          ['voorkant', result.voorkant],
        ] as const)
          for (const [text, count] of Object.entries(load.errors))
            lines.push(`  - error (${variant}${count > 1 ? `, ×${count}` : ''}): ${cell(text)}`);
      }
      lines.push('');
    }
  }
  return lines.join('\n');
}

const folders = checkFolders(
  process.argv.length > 2 ? process.argv.slice(2) : defaultSites.map((name) => join(sitesDir, name)),
);
if (folders.length === 0) {
  console.error('No export to measure.');
  process.exit(1);
}
const build = await copyBuild();
const browser = await launchChromium();
try {
  const cpu = await benchCpu(browser);
  const cpuLine = describeCpu(cpu);
  console.log(cpuLine);
  if (!inlineKeyPresent)
    console.log('takeover.json has no modules.<id>.inline yet: the theme inline scripts all stay.');
  const sites: SiteResult[] = [];
  for (const folder of folders) sites.push(await measureSite(browser, cpu.rate, folder, build));
  const report = markdown(sites, cpuLine);
  mkdirSync(dirname(outFile), { recursive: true });
  writeFileSync(outFile, `${JSON.stringify({ cpu, sites }, null, 2)}\n`);
  writeFileSync(outFile.replace(/\.json$/, '.md'), `${report}\n`);
  console.log(`\n${report}\n\nWritten: ${outFile} and its .md`);
} finally {
  await browser.close();
  rmSync(build, { recursive: true, force: true });
}
