// Before the WordPress tests: the plugin packaged (npm run package), a real WordPress prepared from
// Debian's packages (cached in .cache/wordpress), the zip and the test plug-ins put into it. The
// time it took is kept for the closing summary of `npm test`.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cacheDir, installPlugins, packagePlugin, prepareWordPress } from './prepare';

export default function setup(): void {
  const started = Date.now();
  packagePlugin();
  prepareWordPress((line) => console.log(`[wordpress] ${line}`));
  installPlugins();
  writeFileSync(join(cacheDir, 'last-setup-ms'), String(Date.now() - started));
}
