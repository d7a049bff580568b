// The demo site and development back end on one origin: pages, the built bundle, the site's own
// assets, the platform's calls (routes/*.ts, each installed from its file), and test controls.

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { basename, extname, join, normalize } from 'node:path';
import { Backend, type DemoRequest, type DemoResponse, type Fault, type FaultMode } from './backend';
import { cspPolicy } from './csp-policy';
import { findPage, renderPage } from './pages';
import { installPlatform } from './platform';
import { preloadHints } from './preload-hints';

const root = new URL('../../', import.meta.url).pathname;
const assetsDir = join(root, 'demo/assets');

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.json5': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
};

export interface DemoServerOptions {
  /** Folder of the built bundle, relative to the project: `dist` or `dist-test`. */
  dist?: string;
  port?: number;
  host?: string;
  /** Also serve the test-only pages of test/fixtures/pages under /test/. */
  fixtures?: boolean;
}

export interface DemoServer {
  url: string;
  backend: Backend;
  /**
   * Ends what a test left behind, once its pages are closed: waits until no request is being
   * answered (at most `capMs`), then cuts the requests a `hang` fault holds.
   * - A page closed at the end of a test may have sent a request just before: Node reads it on a
   *   later turn, and without the wait it would be recorded in, and take a fault of, the next test.
   * - A `keepalive` request (the anti-spam save before a submit) outlives its page. Held forever,
   *   a few of them filled the browser's six connections to this server, and a later test's form
   *   submit waited for a free one until it timed out.
   */
  settle(capMs?: number): Promise<void>;
  close(): Promise<void>;
}

/** Route modules: every file in routes/ default-exports `install(backend)`. */
async function installRoutes(backend: Backend): Promise<void> {
  const dir = new URL('./routes/', import.meta.url);
  const files = readdirSync(dir)
    .filter((name) => /\.ts$/.test(name) && !name.endsWith('.test.ts'))
    .sort();
  for (const file of files) {
    const route = (await import(new URL(file, dir).href)) as { default: (backend: Backend) => void };
    route.default(backend);
  }
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > 5_000_000) request.destroy(new Error('body too large'));
      else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

async function parseForm(url: URL, request: IncomingMessage, body: Buffer): Promise<Record<string, string>> {
  const form: Record<string, string> = Object.fromEntries(url.searchParams);
  const type = request.headers['content-type'] ?? '';
  if (!body.length) return form;
  if (type.startsWith('multipart/form-data') || type.startsWith('application/x-www-form-urlencoded')) {
    const parsed = await new Request('http://local/', {
      method: 'POST',
      headers: { 'content-type': type },
      body: new Uint8Array(body),
    }).formData();
    for (const [key, value] of parsed) form[key] = typeof value === 'string' ? value : `[file ${value.name}]`;
  }
  return form;
}

function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0) cookies[part.slice(0, at).trim()] = decodeURIComponent(part.slice(at + 1).trim());
  }
  return cookies;
}

function serveFile(dir: string, relativePath: string): DemoResponse | undefined {
  const path = normalize(join(dir, relativePath));
  if (!path.startsWith(dir)) return undefined;
  try {
    if (!statSync(path).isFile()) return undefined;
  } catch {
    return undefined;
  }
  return {
    headers: {
      'content-type': types[extname(path)] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
      // The build's maps are hidden (no comment in the files, vite.config.ts): DevTools finds them here.
      ...(existsSync(`${path}.map`) ? { sourcemap: `${basename(path)}.map` } : {}),
    },
    body: readFileSync(path),
  };
}

const blockAnswer = {
  apbct: {
    blocked: true,
    comment:
      'Uw verzoek is geblokkeerd door de anti-spamdienst. Neem contact op via https://www.example.nl/contact als dit een vergissing is.',
    stop_script: 0,
  },
};

function faultAnswer(mode: FaultMode): DemoResponse | 'hang' | 'pass' {
  switch (mode) {
    case 'status-500':
      return { status: 500, body: 'Internal Server Error' };
    case 'status-404':
      return { status: 404, body: 'Not Found' };
    case 'garbage':
      return { status: 200, headers: { 'content-type': 'application/json' }, body: '<<garbage>> {"not json' };
    case 'empty':
      return { status: 200, body: '' };
    case 'block':
      return {
        status: 200,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(blockAnswer),
      };
    case 'hang':
      return 'hang';
    default:
      return 'pass';
  }
}

/** The wait of a `slow` fault: until the test lets go (`Backend.hold`), or its delay. */
function slowed(fault: Fault): Promise<unknown> {
  return fault.until ?? new Promise((resolve) => setTimeout(resolve, fault.delayMs ?? 1000));
}

export async function startDemoServer(options: DemoServerOptions = {}): Promise<DemoServer> {
  const backend = new Backend();
  installPlatform(backend);
  await installRoutes(backend);
  const distDir = join(root, options.dist ?? 'dist');
  backend.preloads = preloadHints(distDir);
  const hanging = new Set<ServerResponse>();

  async function answer(
    request: IncomingMessage,
    url: URL,
    response: ServerResponse,
  ): Promise<DemoResponse | 'hang'> {
    const path = url.pathname;
    if (path.startsWith('/dist/')) {
      const fault = backend.takeFault(path);
      if (fault) {
        const faulty = faultAnswer(fault.mode);
        if (faulty === 'hang') {
          hanging.add(response);
          return 'hang';
        }
        if (faulty !== 'pass') return faulty;
        await slowed(fault);
      }
      return serveFile(distDir, path.slice('/dist/'.length)) ?? { status: 404, body: 'Not Found' };
    }
    if (path.startsWith('/assets/')) {
      return serveFile(assetsDir, path.slice('/assets/'.length)) ?? { status: 404, body: 'Not Found' };
    }
    const body = await readBody(request);
    const demoRequest: DemoRequest = {
      method: request.method ?? 'GET',
      url,
      headers: request.headers,
      body,
      form: await parseForm(url, request, body),
      cookies: parseCookies(request.headers.cookie),
      match: [] as unknown as RegExpMatchArray,
    };
    if (!path.startsWith('/__test/')) {
      backend.received.push({
        method: demoRequest.method,
        path,
        query: Object.fromEntries(url.searchParams),
        form: demoRequest.form,
        headers: Object.fromEntries(
          Object.entries(request.headers).map(([key, value]) => [
            key,
            Array.isArray(value) ? value.join(', ') : (value ?? ''),
          ]),
        ),
        cookies: demoRequest.cookies,
        at: Date.now(),
      });
    }
    const fault = backend.takeFault(path + url.search);
    if (fault) {
      const faulty = faultAnswer(fault.mode);
      if (faulty === 'hang') {
        hanging.add(response);
        return 'hang';
      }
      if (faulty !== 'pass') return faulty;
      await slowed(fault);
    }
    for (const route of backend.routes) {
      if (route.method !== demoRequest.method && route.method !== '*') continue;
      const match = path.match(route.path);
      if (!match) continue;
      const answered = await route.handler({ ...demoRequest, match });
      if (answered) return answered;
    }
    if (demoRequest.method === 'GET' || demoRequest.method === 'POST') {
      const csp = path === '/csp' || path.startsWith('/csp/');
      const page = findPage(csp ? path.slice(4) || '/' : path, options.fixtures ?? false);
      if (page) {
        const { html, nonce, settings } = renderPage(page, {
          backend,
          origin: url.origin,
          query: url.searchParams,
          csp,
          distPath: '/dist/',
          cookies: demoRequest.cookies,
        });
        const headers: Record<string, string> = {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'no-store',
        };
        if (csp) headers['content-security-policy'] = cspPolicy(nonce, settings.videoProviderHosts);
        return { headers, body: html };
      }
    }
    return {
      status: 404,
      headers: { 'content-type': 'text/html; charset=utf-8' },
      body: '<!doctype html><title>Niet gevonden</title><h1>Pagina niet gevonden</h1>',
    };
  }

  let answering = 0;
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://${request.headers.host ?? 'localhost'}`);
    answering++;
    answer(request, url, response)
      .finally(() => answering--)
      .then((result) => {
        if (result === 'hang') return;
        response.writeHead(result.status ?? 200, result.headers ?? {});
        response.end(result.body ?? '');
      })
      .catch((error: unknown) => {
        console.error('[demo] request failed:', error);
        if (!response.headersSent) response.writeHead(500);
        response.end('Internal Server Error');
      });
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    backend,
    async settle(capMs = 2000) {
      const end = Date.now() + capMs;
      backend.releaseHeld();
      // Two turns at least: a request already in a socket's buffer starts being answered on the first.
      for (let turn = 0; turn < 2 || (answering > 0 && Date.now() < end); turn++)
        await new Promise((resolve) => setTimeout(resolve, 5));
      for (const response of hanging) response.destroy();
      hanging.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
