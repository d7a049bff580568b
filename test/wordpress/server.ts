// One running test WordPress: PHP's built-in server on a free loopback port, in its own process
// group (stopped as a whole), on its own copy of the installed database, so test files never share
// state. `evalPhp` runs code inside the same site (options, users, comments) for setup and checks.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cacheDir, installedDb, siteDir } from './prepare';

const evalScript = fileURLToPath(new URL('./php/wp-eval.php', import.meta.url));

/**
 * PHP's options for the server and the eval runs: opcache on, with a file cache shared by the
 * server's workers and kept between runs, so WordPress is compiled once, not once per process.
 */
export function phpOptions(): string[] {
  const compiled = join(cacheDir, 'opcache');
  mkdirSync(compiled, { recursive: true });
  return ['-d', 'opcache.enable_cli=1', '-d', `opcache.file_cache=${compiled}`, '-d', 'memory_limit=256M'];
}

export interface WordPress {
  readonly url: string;
  /** The site's plug-in folder: wp-content/plugins, or the site's own (`ownPluginFolder`). */
  readonly pluginDir: string;
  /** What PHP wrote to standard error (the built-in server's log and error_log lines). */
  readonly log: string[];
  /** Runs PHP inside the site; returns what the code returned, decoded from JSON. */
  evalPhp<T = unknown>(code: string, options?: { admin?: boolean }): T;
  activate(...plugins: string[]): void;
  deactivate(...plugins: string[]): void;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess, log: string[]): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`PHP's server stopped: ${log.join('')}`);
    try {
      const response = await fetch(`${url}/wp-login.php`, { redirect: 'manual' });
      if (response.status < 500) return;
    } catch {}
    await new Promise((resolveWait) => setTimeout(resolveWait, 100));
  }
  throw new Error(`WordPress did not answer on ${url} within 20 s: ${log.join('')}`);
}

/**
 * Starts the prepared site (see prepare.ts) with these plug-ins active. With `ownPluginFolder`, the
 * site gets an empty plug-in folder of its own (removed on stop), for a test that installs plug-ins
 * through WordPress' upgrader: the other sites share wp-content/plugins and its plug-ins.
 */
export async function startWordPress(
  options: { plugins?: string[]; port?: number; ownPluginFolder?: boolean } = {},
): Promise<WordPress> {
  const database = mkdtempSync(join(tmpdir(), 'voorkant-wp-'));
  copyFileSync(installedDb, join(database, '.ht.sqlite'));
  const content = join(siteDir, 'wp-content');
  const pluginFolder = options.ownPluginFolder ? basename(mkdtempSync(join(content, 'plugins-'))) : '';
  const pluginDir = join(content, pluginFolder || 'plugins');
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    VOORKANT_WP_DB_DIR: database,
    VOORKANT_WP_URL: url,
    VOORKANT_WP_PLUGIN_FOLDER: pluginFolder,
    // Several requests at once (a page and its files); opcache keeps WordPress compiled between them.
    PHP_CLI_SERVER_WORKERS: '4',
  };
  const log: string[] = [];
  const child = spawn(
    'php',
    [...phpOptions(), '-S', `127.0.0.1:${port}`, '-t', siteDir, join(cacheDir, 'router.php')],
    { env, detached: true, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    log.push(chunk);
    if (log.length > 2000) log.splice(0, 1000);
  });
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {}
      await new Promise<void>((resolveStop) => {
        const timer = setTimeout(() => {
          try {
            process.kill(-child.pid!, 'SIGKILL');
          } catch {}
          resolveStop();
        }, 3000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolveStop();
        });
      });
    }
    rmSync(database, { recursive: true, force: true });
    if (pluginFolder) rmSync(pluginDir, { recursive: true, force: true });
  };
  const evalPhp = <T>(code: string, evalOptions: { admin?: boolean } = {}): T => {
    const result = spawnSync('php', [...phpOptions(), evalScript, siteDir], {
      input: code,
      encoding: 'utf8',
      env: { ...env, VOORKANT_WP_ADMIN: evalOptions.admin ? '1' : '' },
    });
    const marker = result.stdout.lastIndexOf('@@voorkant-result@@');
    if (result.status !== 0 || marker < 0)
      throw new Error(`PHP in the test site failed:\n${result.stdout}\n${result.stderr}`);
    return JSON.parse(result.stdout.slice(marker + '@@voorkant-result@@'.length)) as T;
  };
  try {
    await waitUntilUp(url, child, log);
  } catch (error) {
    await stop();
    throw error;
  }
  const site: WordPress = {
    url,
    pluginDir,
    log,
    evalPhp,
    activate: (...plugins) =>
      evalPhp(
        `foreach (${JSON.stringify(plugins)} as $p) { $r = activate_plugin($p); if (is_wp_error($r)) throw new Exception($r->get_error_message()); } return true;`,
        { admin: true },
      ),
    deactivate: (...plugins) =>
      evalPhp(`deactivate_plugins(${JSON.stringify(plugins)}); return true;`, { admin: true }),
    stop,
  };
  if (options.plugins?.length) site.activate(...options.plugins);
  return site;
}
