// A static server for an exported WordPress site (bench/real-sites.ts): the export's own folder at
// the root, a copy of Voorkant's build under `/__voorkant/`. Exports come from several tools, so a
// path is looked for as it is, as a folder's index (`index.html`, wget's `default.htm`) and with its
// query in the name (`style.css@ver=6.3.4`, as wget and HTTrack save `style.css?ver=6.3.4`).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';

/** Where the build copy is served: a path no WordPress export uses. */
export const voorkantPath = '/__voorkant/';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.htm': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.eot': 'application/vnd.ms-fontobject',
  '.txt': 'text/plain; charset=utf-8',
};

/** A file's type by its extension, a saved query (`.css@ver=1`) left out. */
export const typeOf = (file: string) =>
  types[extname(file.replace(/@[^/]*$/, '')).toLowerCase()] ?? 'application/octet-stream';

const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

/**
 * The file under `root` an address path (and query) names, or undefined. Never outside `root`.
 * @example fileFor('/site', '/wp-content/style.css', '?ver=2') // '/site/wp-content/style.css@ver=2' if saved so
 */
export function fileFor(root: string, pathname: string, search = ''): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const base = normalize(join(root, decoded));
  if (base !== root && !base.startsWith(root.endsWith(sep) ? root : root + sep)) return undefined;
  const query = search.replace(/^\?/, '');
  const candidates = [
    ...(query ? [`${base}@${query}`, `${base}@${decodeURIComponent(query)}`] : []),
    base,
    join(base, 'index.html'),
    join(base, 'index.htm'),
    join(base, 'default.htm'),
  ];
  return candidates.find(isFile);
}

export interface ExportServer {
  url: string;
  /** Addresses answered 404, by path, for the report of files the export lacks. */
  missing: Set<string>;
  close(): Promise<void>;
}

/** Serves `root` (the export) and `buildDir` (under {@link voorkantPath}) on 127.0.0.1. */
export async function startExportServer(root: string, buildDir: string): Promise<ExportServer> {
  const missing = new Set<string>();
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const file = url.pathname.startsWith(voorkantPath)
      ? fileFor(buildDir, url.pathname.slice(voorkantPath.length - 1))
      : fileFor(root, url.pathname, url.search);
    // Pages load the site's fonts and styles from their published host, mapped here by the
    // browser's route (bench/real-sites.ts): a font from another origin needs this header.
    const headers = { 'access-control-allow-origin': '*', 'cache-control': 'no-cache' };
    if (!file) {
      missing.add(url.pathname);
      response.writeHead(404, { ...headers, 'content-type': 'text/plain' }).end('not in the export');
      return;
    }
    response.writeHead(200, { ...headers, 'content-type': typeOf(file) }).end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    missing,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
