import { readdirSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { registryProblems } from '../../kernel/registry-check';
import registry from '../../registry.json';

const entry = {
  id: 'tabs',
  selector: '.tabs',
  load: 'visible',
  scope: 'element',
  enabled: true,
  editor: true,
};

describe('registry check', () => {
  test('registry.json and the module folders agree', () => {
    const folders = readdirSync(new URL('../../modules/', import.meta.url), { withFileTypes: true })
      .filter((dirent) => dirent.isDirectory())
      .map((dirent) => dirent.name);
    expect(registryProblems(registry, folders)).toEqual([]);
  });

  test('each mistake says what to fix', () => {
    expect(registryProblems({ modules: [entry] }, [])).toEqual([
      'registry entry "tabs" has no code: add modules/tabs/index.ts',
    ]);
    expect(registryProblems({ modules: [] }, ['tabs'])).toEqual([
      'modules/tabs has no registry entry: add one to registry.json',
    ]);
    expect(registryProblems({ modules: [entry, entry] }, ['tabs'])).toContain(
      'registry entry "tabs" is listed twice',
    );
    expect(registryProblems({ modules: [{ ...entry, selector: '*' }] }, ['tabs'])).toContain(
      'registry entry "tabs" needs a concrete selector, not a catch-all',
    );
    expect(registryProblems({ modules: [{ ...entry, load: 'soon' }] }, ['tabs'])[0]).toContain(
      'needs "load" from',
    );
    expect(registryProblems({ modules: [{ ...entry, scope: 'x', colour: 1 }] }, ['tabs'])).toEqual([
      'registry entry "tabs" has an unknown key "colour"',
      'registry entry "tabs" needs "scope": "element" or "page"',
    ]);
    expect(registryProblems({}, [])).toEqual(['registry.json needs a "modules" array']);
  });
});
