// Reads the production build (dist/) for the build-output tests.
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

export const distDir = new URL('../../dist/', import.meta.url).pathname;

export function distFile(path: string): string {
  return readFileSync(`${distDir}${path}`, 'utf8');
}

export function chunkFiles(): string[] {
  return readdirSync(`${distDir}chunks`).filter((name) => name.endsWith('.js'));
}

/** The JavaScript chunk of a module (`chunks/<id>-<hash>.js`). */
export function moduleChunk(id: string): string | undefined {
  return chunkFiles().find((name) => new RegExp(`^${id}-[A-Za-z0-9_-]{8}\\.js$`).test(name));
}

export function gzipBytes(path: string): number {
  return gzipSync(readFileSync(`${distDir}${path}`), { level: 9 }).length;
}
