// An exported site's pages as bench/real-sites.ts needs them: its HTML files, the addresses its pages
// use for its own files (an export may keep its published host, `https://xoco70.github.io/vinyaqui/`),
// and the handful of pages to measure, chosen by the theme elements they hold.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import type { Page } from 'playwright-core';
import { fileFor } from './export-server';
import { combinedScripts, parseAttributes } from './voorkant-variant';

/** Folders that hold no visitor's pages: the REST API's and feeds' saved answers, exporters' temp copies. */
const notPages = new Set(['wp-json', 'feed', 'simply-static', 'wp-admin', 'cdn-cgi', '.git', 'node_modules']);

/** Every HTML file of the export (smaller than 3 MB), outside {@link notPages}. */
export function htmlFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) {
        if (!notPages.has(entry.name)) walk(path);
      } else if (/\.html?$/i.test(entry.name) && statSync(path).size < 3_000_000) files.push(path);
    }
  };
  walk(root);
  return files.sort();
}

/** The address path a page file is visited at: its folder for an `index.html`, else the file. */
export function pagePath(root: string, file: string): string {
  const path = relative(root, file).split(sep);
  if (basename(file) === 'index.html') path.pop();
  const joined = path.map(encodeURIComponent).join('/');
  return basename(file) === 'index.html' ? `/${joined}${joined ? '/' : ''}` : `/${joined}`;
}

/**
 * The absolute addresses under which the page names the export's own files (`//host/base/`, the
 * scheme left out): the prefix of an address whose rest is a file of the export, for addresses that
 * have at least two such files.
 */
export function siteBases(root: string, html: string): string[] {
  const counts = new Map<string, number>();
  for (const match of html.matchAll(/<(?:link|script|img|source|a)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/gi)) {
    const attributes = parseAttributes(match[1] ?? '');
    for (const value of [attributes.src, attributes.href]) {
      const address = value?.match(/^(?:https?:)?\/\/([^/?#]+)(\/[^?#]*)?(\?[^#]*)?/);
      if (!address) continue;
      const segments = (address[2] ?? '/').split('/').filter(Boolean);
      for (let cut = 0; cut < segments.length - 1; cut++) {
        if (!fileFor(root, `/${segments.slice(cut).join('/')}`, address[3] ?? '')) continue;
        const base = `//${address[1]}/${segments.slice(0, cut).join('/')}${cut ? '/' : ''}`;
        counts.set(base, (counts.get(base) ?? 0) + 1);
        break;
      }
    }
  }
  return [...counts]
    .filter(([, count]) => count >= 2)
    .map(([base]) => base)
    .sort((a, b) => b.length - a.length);
}

/**
 * Where the local server answers for `address`: itself if it is the server's, the mapped address if
 * it is under one of the site's `bases`, undefined for any other host.
 * @example localAddress('https://h.io/site/a.css', 'http://127.0.0.1:1', ['//h.io/site/']) // 'http://127.0.0.1:1/a.css'
 */
export function localAddress(address: string, server: string, bases: readonly string[]): string | undefined {
  if (address.startsWith(`${server}/`)) return address;
  const schemeless = address.replace(/^https?:/, '');
  const base = bases.find((each) => schemeless.startsWith(each));
  return base === undefined ? undefined : `${server}/${schemeless.slice(base.length)}`;
}

/** A page of the export with the combined script it names. */
export interface SitePage {
  file: string;
  path: string;
  html: string;
  /** The registry ids whose selector matches its markup (before any script). */
  modules: string[];
}

/** Selectors of the registry's modules, by id. */
export type ModuleSelectors = { id: string; selector: string }[];

/** The registry ids whose selector matches `html`, parsed without running it (DOMParser in `page`). */
async function modulesIn(page: Page, html: string, selectors: ModuleSelectors): Promise<string[]> {
  return page.evaluate(
    ([markup, entries]) => {
      const document = new DOMParser().parseFromString(markup, 'text/html');
      return entries
        .filter(({ selector }) => {
          try {
            return document.querySelector(selector) !== null;
          } catch {
            return false;
          }
        })
        .map(({ id }) => id);
    },
    [html, selectors] as const,
  );
}

/**
 * Up to `count` pages to measure: the home page (the root's `index.html` or wget's `default.htm`,
 * else the first page), then again
 * and again the page that adds the most modules not yet covered, or once none adds any, the page
 * with the most modules whose set no chosen page has. Only pages whose combined file (a script in
 * one of `folders`) is in the export count.
 */
export async function choosePages(
  root: string,
  page: Page,
  options: {
    folders: readonly string[];
    selectors: ModuleSelectors;
    count: number;
    bases: readonly string[];
  },
): Promise<{ chosen: SitePage[]; candidates: number; withoutCombinedFile: string[] }> {
  const candidates: SitePage[] = [];
  const withoutCombinedFile: string[] = [];
  for (const file of htmlFiles(root)) {
    const html = readFileSync(file, 'utf8');
    const combined = combinedScripts(html, options.folders);
    if (combined.length === 0) continue;
    const path = pagePath(root, file);
    const present = combined.every((tag) => {
      const address = new URL(tag.attributes.src!, `http://export${path}`);
      const local = localAddress(address.href, 'http://export', options.bases);
      return (
        local !== undefined && fileFor(root, new URL(local).pathname, new URL(local).search) !== undefined
      );
    });
    if (!present) {
      withoutCombinedFile.push(path);
      continue;
    }
    candidates.push({ file, path, html, modules: await modulesIn(page, html, options.selectors) });
  }
  const homeFiles = ['index.html', 'default.htm', 'index.htm'].map((name) => join(root, name));
  const home = candidates.find((candidate) => homeFiles.includes(candidate.file)) ?? candidates[0];
  if (!home) return { chosen: [], candidates: 0, withoutCombinedFile };
  const chosen = [home];
  const covered = new Set(home.modules);
  const sameAsChosen = (candidate: SitePage) =>
    chosen.some(
      (page) =>
        page.modules.length === candidate.modules.length &&
        page.modules.every((id) => candidate.modules.includes(id)),
    );
  while (chosen.length < options.count) {
    let best: { page: SitePage; score: number } | undefined;
    for (const candidate of candidates) {
      if (chosen.includes(candidate) || sameAsChosen(candidate)) continue;
      // New modules first; once none adds any, a page whose mix differs (another template), the
      // richer first; ties go to the shorter address, a section's page before its archives'.
      const gain = candidate.modules.filter((id) => !covered.has(id)).length;
      const score = gain * 1000 + candidate.modules.length;
      if (
        !best ||
        score > best.score ||
        (score === best.score && candidate.path.length < best.page.path.length)
      )
        best = { page: candidate, score };
    }
    if (!best) break;
    chosen.push(best.page);
    for (const id of best.page.modules) covered.add(id);
  }
  return { chosen, candidates: candidates.length, withoutCombinedFile };
}
