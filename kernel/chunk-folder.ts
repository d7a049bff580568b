// The build side of how kernel.js addresses its chunks: every chunk is `chunks/<folder>/<name>.js`,
// the folder named after a hash of the whole build. One name per build in kernel.js instead of a
// content hash per chunk saves each registry entry its hash (kernel.js 424 B gzip less with 34
// entries, issue 17); the cost is that a new build makes browsers fetch every chunk again, not
// only the ones that changed. The bundler writes into a placeholder folder (`chunksFolder`,
// kernel/registry.ts); once everything is written, the folder gets its name and every file that
// names it is rewritten (same length, so source maps stay right).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { chunksFolder } from './registry.ts';

/** The placeholder folder's name, as it appears in paths: `_build__`. */
export const placeholder = chunksFolder.split('/')[2]!;

function textFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(js|map|json|css)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

export function chunkFolder(): Plugin {
  return {
    name: 'voorkant-chunk-folder',
    writeBundle: {
      order: 'post',
      handler({ dir }, bundle) {
        if (!dir) return;
        const hash = createHash('sha256');
        // Only what browsers fetch is hashed: scripts and stylesheets. Source maps and Vite's
        // manifest name the checkout's absolute path (a `?url` stylesheet import's source, a
        // manifest key), so with them the same code got another folder name, and a kernel.js a
        // few bytes bigger or smaller, in every folder it was built in.
        for (const name of Object.keys(bundle).sort()) {
          if (!/\.(js|css)$/.test(name)) continue;
          const file = bundle[name]!;
          hash.update(name).update(file.type === 'chunk' ? file.code : file.source);
        }
        // Lowercase letters, which kernel.js is full of: gzip codes them in fewer bits than the
        // capitals and digits of base64url (kernel.js 3 B smaller, and 3 B less spread between
        // builds, over 400 random names). Eight of them are 37 bits, plenty to tell builds apart.
        const folder = String.fromCharCode(
          ...hash
            .digest()
            .subarray(0, placeholder.length)
            .map((byte) => 97 + (byte % 26)),
        );
        for (const path of textFiles(dir)) {
          const text = readFileSync(path, 'utf8');
          if (text.includes(placeholder)) writeFileSync(path, text.replaceAll(placeholder, folder));
        }
        renameSync(join(dir, 'chunks', placeholder), join(dir, 'chunks', folder));
      },
    },
  };
}
