// Prepares a real WordPress for the tests, from Debian's packages, and caches it in .cache/wordpress
// (git-ignored), so a second run starts in seconds. WordPress 6.8 and Twenty Twenty-Five are Debian
// 13's architecture-independent packages: downloaded with a private apt configuration (the machine's
// own archive address, suite trixie) and unpacked, never installed. The database is SQLite through
// the SQLite Database Integration drop-in, which the npm package @wp-playground/cli carries (no
// server to start or stop, and a test resets the site by copying one file). PHP comes from the
// machine (Debian 12's php8.2-cli, -sqlite3, -mbstring, -xml); without it this fails, never skips.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));
export const cacheDir = join(root, '.cache/wordpress');
export const siteDir = join(cacheDir, 'site');
/** The installed site's database, copied for every test server. */
export const installedDb = join(cacheDir, 'installed.ht.sqlite');
const here = fileURLToPath(new URL('.', import.meta.url));

const packages = [
  'wordpress',
  'wordpress-theme-twentytwentyfive',
  'libjs-cropper',
  'libjs-lodash',
  'libjs-underscore',
  'php-getid3',
];
/** The npm package that carries the SQLite drop-in, pinned so every machine gets the same. */
const sqliteCarrier = '@wp-playground/cli@3.1.56';
const phpExtensions = ['pdo_sqlite', 'sqlite3', 'mbstring', 'dom', 'xml'];
const phpInstall =
  'sudo apt-get update && sudo apt-get install -y --no-install-recommends php8.2-cli php8.2-sqlite3 php8.2-mbstring php8.2-xml';

/** Fails with what to install when PHP or one of its extensions is missing: these tests never skip. */
export function checkPhp(): void {
  const found = spawnSync('php', ['-m'], { encoding: 'utf8' });
  if (found.error || found.status !== 0)
    throw new Error(`PHP was not found. The WordPress tests need Debian's PHP: ${phpInstall}`);
  const modules = found.stdout
    .toLowerCase()
    .split('\n')
    .map((line) => line.trim());
  const missing = phpExtensions.filter((name) => !modules.includes(name));
  if (missing.length)
    throw new Error(`PHP lacks ${missing.join(', ')}. The WordPress tests need Debian's PHP: ${phpInstall}`);
}

/** The Debian archive this machine uses (its sources), so the download goes where apt already goes. */
function archiveUrl(): string {
  const files = ['/etc/apt/sources.list.d/debian.sources', '/etc/apt/sources.list'];
  for (const file of files) {
    if (!existsSync(file)) continue;
    const text = readFileSync(file, 'utf8');
    const deb822 = text.match(/^URIs:\s*(\S+)/m);
    const oneLine = text.match(/^deb\s+(?:\[[^\]]*\]\s+)?(\S+)\s+\S+/m);
    const url = deb822?.[1] ?? oneLine?.[1];
    if (url && !url.includes('security')) return url.replace(/\/$/, '');
  }
  return 'http://deb.debian.org/debian';
}

function run(
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): string {
  const result = spawnSync(command, args, {
    encoding: 'utf8',
    ...options,
    env: { ...process.env, ...options.env },
  });
  if (result.error || result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stderr || result.error?.message}`);
  return result.stdout;
}

/** Downloads the Debian packages of trixie into `into` without touching the machine's apt. */
function downloadPackages(into: string): void {
  const apt = join(cacheDir, 'apt');
  rmSync(apt, { recursive: true, force: true });
  for (const folder of ['lists/partial', 'cache/archives/partial', 'etc'])
    mkdirSync(join(apt, folder), { recursive: true });
  writeFileSync(join(apt, 'status'), '');
  writeFileSync(
    join(apt, 'etc/sources.list'),
    `deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] ${archiveUrl()} trixie main\n`,
  );
  writeFileSync(
    join(apt, 'etc/apt.conf'),
    [
      `Dir::State "${apt}";`,
      `Dir::State::Lists "${apt}/lists";`,
      `Dir::State::status "${apt}/status";`,
      `Dir::Cache "${apt}/cache";`,
      `Dir::Etc::SourceList "${apt}/etc/sources.list";`,
      `Dir::Etc::SourceParts "${apt}/etc";`,
      `Dir::Etc::Preferences "${apt}/etc/preferences";`,
      `Dir::Etc::PreferencesParts "${apt}/etc";`,
      'Acquire::Languages "none";',
      'APT::Sandbox::User "root";',
      '',
    ].join('\n'),
  );
  const env = { APT_CONFIG: join(apt, 'etc/apt.conf') };
  run('apt-get', ['-q', 'update'], { env });
  mkdirSync(into, { recursive: true });
  run('apt-get', ['-q', 'download', ...packages], { cwd: into, env });
}

/**
 * Copies `from` to `to`, replacing each symbolic link by what it points to: Debian's WordPress links
 * its bundled libraries to the other packages' files (unpacked beside it in `staging`). Links to
 * files outside the unpacked packages (the system's CA bundle) are left out.
 */
function copyResolved(from: string, to: string, staging: string): void {
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from)) {
    const source = join(from, name);
    const target = join(to, name);
    const stat = lstatSync(source);
    if (stat.isSymbolicLink()) {
      const link = readlinkSync(source);
      const pointed = isAbsolute(link) ? join(staging, link) : resolve(dirname(source), link);
      if (!existsSync(pointed) || relative(staging, realpathSync(pointed)).startsWith('..')) continue;
      if (statSync(pointed).isDirectory()) copyResolved(pointed, target, staging);
      else copyFileSync(pointed, target);
    } else if (stat.isDirectory()) copyResolved(source, target, staging);
    else copyFileSync(source, target);
  }
}

function installSqliteDropIn(): void {
  const work = join(cacheDir, 'sqlite');
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const tarball = run('npm', ['pack', sqliteCarrier, '--silent', '--pack-destination', work], { cwd: work })
    .trim()
    .split('\n')
    .pop()!;
  run('tar', ['-xzf', join(work, tarball), '-C', work, 'package/sqlite-database-integration.zip']);
  const plugins = join(siteDir, 'wp-content/plugins');
  run('php', [
    '-r',
    '(new PharData($argv[1]))->extractTo($argv[2], null, true);',
    join(work, 'package/sqlite-database-integration.zip'),
    work,
  ]);
  const extracted = readdirSync(work).find(
    (name) => name.startsWith('plugin-sqlite') || name === 'sqlite-database-integration',
  );
  if (!extracted) throw new Error(`${sqliteCarrier} holds no SQLite plug-in folder`);
  const plugin = join(plugins, 'sqlite-database-integration');
  rmSync(plugin, { recursive: true, force: true });
  cpSync(join(work, extracted), plugin, { recursive: true });
  const dropIn = readFileSync(join(plugin, 'db.copy'), 'utf8').replace(
    '{SQLITE_IMPLEMENTATION_FOLDER_PATH}',
    plugin,
  );
  writeFileSync(join(siteDir, 'wp-content/db.php'), dropIn);
}

/** What the cached site was built from; a change prepares it again. */
function cacheKey(): string {
  const hash = createHash('sha256');
  hash.update(packages.join(' ') + sqliteCarrier);
  for (const file of ['prepare.ts', 'php/install.php', 'php/wp-config.php', 'php/router.php'])
    hash.update(readFileSync(join(here, file)));
  return hash.digest('hex').slice(0, 16);
}

/** Prepares (or reuses) the cached WordPress: files in .cache/wordpress/site, database installed. */
export function prepareWordPress(log: (line: string) => void = () => {}): void {
  checkPhp();
  const stamp = join(cacheDir, 'prepared');
  const key = cacheKey();
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === key && existsSync(installedDb)) return;
  const started = Date.now();
  rmSync(cacheDir, { recursive: true, force: true });
  const debs = join(cacheDir, 'debs');
  log('downloading WordPress 6.8 and Twenty Twenty-Five (Debian trixie packages)');
  downloadPackages(debs);
  const staging = join(cacheDir, 'staging');
  for (const deb of readdirSync(debs).filter((name) => name.endsWith('.deb')))
    run('dpkg-deb', ['-x', join(debs, deb), staging]);
  copyResolved(join(staging, 'usr/share/wordpress'), siteDir, staging);
  rmSync(join(siteDir, 'wp-config.php'), { force: true });
  rmSync(join(siteDir, '.htaccess'), { force: true });
  rmSync(staging, { recursive: true, force: true });
  copyFileSync(join(here, 'php/wp-config.php'), join(siteDir, 'wp-config.php'));
  copyFileSync(join(here, 'php/router.php'), join(cacheDir, 'router.php'));
  mkdirSync(join(siteDir, 'wp-content/uploads'), { recursive: true });
  log('adding the SQLite database drop-in');
  installSqliteDropIn();
  const database = join(cacheDir, 'install-db');
  mkdirSync(database, { recursive: true });
  run('php', [join(here, 'php/install.php'), siteDir], {
    env: { VOORKANT_WP_DB_DIR: database, VOORKANT_WP_URL: 'http://127.0.0.1' },
  });
  copyFileSync(join(database, '.ht.sqlite'), installedDb);
  rmSync(database, { recursive: true, force: true });
  writeFileSync(stamp, key);
  log(`WordPress prepared in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * Puts voorkant.zip (unpacked by PHP, as WordPress would), the test plug-ins and the stand-in
 * themes (test/wordpress/themes: the Avada stand-in) into the site.
 */
export function installPlugins(zip = join(root, 'voorkant.zip')): void {
  const plugins = join(siteDir, 'wp-content/plugins');
  rmSync(join(plugins, 'voorkant'), { recursive: true, force: true });
  run('php', ['-r', '(new PharData($argv[1]))->extractTo($argv[2], null, true);', zip, plugins]);
  for (const [folder, into] of [
    ['plugins', plugins],
    ['themes', join(siteDir, 'wp-content/themes')],
  ] as const) {
    for (const name of readdirSync(join(here, folder))) {
      rmSync(join(into, name), { recursive: true, force: true });
      cpSync(join(here, folder, name), join(into, name), { recursive: true });
    }
  }
}

/** `npm run package`, unless VOORKANT_SKIP_BUILD=1 says the builds are fresh. */
export function packagePlugin(): void {
  if (process.env.VOORKANT_SKIP_BUILD === '1' && existsSync(join(root, 'voorkant.zip'))) return;
  execFileSync('npm', ['run', '--silent', 'package'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
}
