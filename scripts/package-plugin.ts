// `npm run package`: voorkant.zip, the WordPress plugin an administrator uploads under Plugins →
// Add New → Upload: the PHP files of wordpress/voorkant/, the kernel build (dist/ → voorkant/dist/)
// and the administrators' screen (dist-admin/ → voorkant/admin/). Source maps stay out. Run after
// both builds (the npm script does them first).
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ZipEntry, zipArchive } from './zip-archive.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/** What goes into the archive: folder in the repository → folder in the plugin. */
const parts = [
  { from: 'wordpress/voorkant', to: 'voorkant', required: 'voorkant.php' },
  { from: 'dist', to: 'voorkant/dist', required: 'kernel.js' },
  { from: 'dist-admin', to: 'voorkant/admin', required: '.vite/manifest.json' },
];

export function pluginEntries(): ZipEntry[] {
  const entries: ZipEntry[] = [];
  for (const part of parts) {
    const dir = join(root, part.from);
    if (!existsSync(join(dir, part.required)))
      throw new Error(`${part.from}/${part.required} is missing: run \`npm run package\` (it builds first)`);
    for (const file of filesUnder(dir).sort()) {
      if (file.endsWith('.map')) continue;
      entries.push({
        name: `${part.to}/${relative(dir, file).split('\\').join('/')}`,
        data: readFileSync(file),
      });
    }
  }
  return entries;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const target = join(root, 'voorkant.zip');
  const entries = pluginEntries();
  writeFileSync(target, zipArchive(entries));
  console.log(`voorkant.zip: ${entries.length} files, ${(statSync(target).size / 1024).toFixed(1)} KiB`);
}
