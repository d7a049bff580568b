// `npm run new-module <id>` gives a folder, a registry entry and tests that agree with the registry check.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { registryProblems } from '../../kernel/registry-check';

const project = new URL('../../', import.meta.url).pathname;
let root = '';

afterEach(() => rmSync(root, { recursive: true, force: true }));

function generate(id: string): { status: number; output: string } {
  try {
    const output = execFileSync('npx', ['tsx', join(project, 'scripts/new-module.ts'), id], {
      env: { ...process.env, VOORKANT_ROOT: root },
      encoding: 'utf8',
      stdio: 'pipe',
    });
    return { status: 0, output };
  } catch (error) {
    const failed = error as { status: number; stderr: string };
    return { status: failed.status, output: failed.stderr };
  }
}

describe('new-module', () => {
  test('creates a module the registry check accepts', () => {
    root = mkdtempSync(join(tmpdir(), 'voorkant-'));
    cpSync(join(project, 'registry.json'), join(root, 'registry.json'));
    cpSync(join(project, 'modules'), join(root, 'modules'), { recursive: true });
    mkdirSync(join(root, 'test/fixtures/pages'), { recursive: true });
    expect(generate('opening-hours').status).toBe(0);
    const folder = join(root, 'modules/opening-hours');
    for (const file of [
      'index.ts',
      'opening-hours.css',
      'README.md',
      'opening-hours.unit.test.ts',
      'opening-hours.browser.test.ts',
    ]) {
      expect(existsSync(join(folder, file)), file).toBe(true);
    }
    expect(existsSync(join(root, 'test/fixtures/pages/opening-hours.html'))).toBe(true);
    const registry = JSON.parse(readFileSync(join(root, 'registry.json'), 'utf8'));
    const folders = readdirSync(join(root, 'modules'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(registryProblems(registry, folders)).toEqual([]);
    expect(readFileSync(join(folder, 'index.ts'), 'utf8')).toContain("id: 'opening-hours'");
  });

  test('refuses a bad id and an existing module, saying why', () => {
    root = mkdtempSync(join(tmpdir(), 'voorkant-'));
    cpSync(join(project, 'registry.json'), join(root, 'registry.json'));
    cpSync(join(project, 'modules'), join(root, 'modules'), { recursive: true });
    expect(generate('Opening_Hours')).toMatchObject({
      status: 1,
      output: expect.stringContaining('kebab-case'),
    });
    expect(generate('quantity-stepper')).toMatchObject({
      status: 1,
      output: expect.stringContaining('exists already'),
    });
  });
});
