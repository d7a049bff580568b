// Before the WordPress tests: the plugin packaged (npm run package), a real WordPress prepared from
// Debian's packages (cached in .cache/wordpress), the zip and the test plug-ins put into it. The
// time it took is kept for the closing summary of `npm test`. A failure here (PHP missing, no
// archive) fails every WordPress test with its message, while the other projects run on.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { cacheDir, installPlugins, packagePlugin, prepareWordPress } from './prepare';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Why the WordPress tests cannot run (with what to install), or '' when they can. */
    wordpressSetupError: string;
  }
}

export default function setup(project: TestProject): void {
  const started = Date.now();
  try {
    packagePlugin();
    prepareWordPress((line) => console.log(`[wordpress] ${line}`));
    installPlugins();
    project.provide('wordpressSetupError', '');
  } catch (error) {
    project.provide('wordpressSetupError', (error as Error).message);
  }
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(join(cacheDir, 'last-setup-ms'), String(Date.now() - started));
}
