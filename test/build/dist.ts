// Reads the production build (dist/) for the build-output tests.
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Manifest } from 'vite';

export const distDir = new URL('../../dist/', import.meta.url).pathname;

export function distFile(path: string): string {
  return readFileSync(`${distDir}${path}`, 'utf8');
}

/** The build's chunk folder under dist/chunks (named after the build, kernel/chunk-folder.ts). */
export function chunkFolder(): string {
  const folders = readdirSync(`${distDir}chunks`, { withFileTypes: true }).filter((entry) =>
    entry.isDirectory(),
  );
  if (folders.length !== 1) throw new Error(`dist/chunks holds ${folders.length} build folders, not one`);
  return folders[0]!.name;
}

/** The JavaScript chunks, as `<folder>/<name>.js` under dist/chunks. */
export function chunkFiles(): string[] {
  const folder = chunkFolder();
  return readdirSync(`${distDir}chunks/${folder}`)
    .filter((name) => name.endsWith('.js'))
    .map((name) => `${folder}/${name}`);
}

/** The JavaScript chunk of a module (`<folder>/<id>.js` under dist/chunks). */
export function moduleChunk(id: string): string | undefined {
  return chunkFiles().find((name) => name.endsWith(`/${id}.js`));
}

/** The build's manifest (`dist/.vite/manifest.json`): each chunk by source or `_<name>.js`. */
export function distManifest(): Manifest {
  return JSON.parse(distFile('.vite/manifest.json')) as Manifest;
}

export function gzipBytes(path: string): number {
  return gzipSync(readFileSync(`${distDir}${path}`), { level: 9 }).length;
}
