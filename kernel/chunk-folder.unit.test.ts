// @vitest-environment node
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { chunkFolder, placeholder } from './chunk-folder';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Writes a bundle as the bundler would, runs the plugin over it and returns the folder it chose. */
function build(files: Record<string, string>): { folder: string; dir: string } {
  const dir = mkdtempSync(join(tmpdir(), 'chunk-folder-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'chunks', placeholder), { recursive: true });
  const bundle: Record<string, { type: 'chunk'; code: string } | { type: 'asset'; source: string }> = {};
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(join(dir, name), text);
    bundle[name] = name.endsWith('.js') ? { type: 'chunk', code: text } : { type: 'asset', source: text };
  }
  const hook = chunkFolder().writeBundle as { handler: (options: { dir: string }, bundle: unknown) => void };
  hook.handler({ dir }, bundle);
  return { folder: readdirSync(join(dir, 'chunks'))[0]!, dir };
}

const code = {
  'kernel.js': `import("./chunks/${placeholder}/menu.js")`,
  [`chunks/${placeholder}/menu.js`]: 'export default {}',
  'chunks/menu-abc.css': '.menu{}',
};

describe('chunk folder', () => {
  test('the same scripts and stylesheets get the same folder wherever the checkout is', () => {
    // Source maps and the manifest name the checkout's path; they must not move the name.
    const here = build({
      ...code,
      [`chunks/${placeholder}/menu.js.map`]: '{"sourcesContent":["import \\"/work/main/menu.css\\""]}',
      'manifest.json': '{"/work/main/menu.css":{}}',
    });
    const there = build({
      ...code,
      [`chunks/${placeholder}/menu.js.map`]: '{"sourcesContent":["import \\"/check/work/main/menu.css\\""]}',
      'manifest.json': '{"/check/work/main/menu.css":{}}',
    });
    expect(here.folder).toMatch(/^[a-z]{8}$/);
    expect(there.folder).toBe(here.folder);
    expect(readFileSync(join(here.dir, 'kernel.js'), 'utf8')).toBe(
      `import("./chunks/${here.folder}/menu.js")`,
    );
  });

  test('a change to a script or a stylesheet gives another folder', () => {
    const before = build(code).folder;
    expect(build({ ...code, [`chunks/${placeholder}/menu.js`]: 'export default {a:1}' }).folder).not.toBe(
      before,
    );
    expect(build({ ...code, 'chunks/menu-abc.css': '.menu{color:red}' }).folder).not.toBe(before);
  });
});
