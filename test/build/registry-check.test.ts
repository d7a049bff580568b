import { readdirSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { alongKeys, knownKeys, registryProblems, strategyNames } from '../../kernel/registry-check';
import registry from '../../registry.json';
import schema from '../../registry.schema.json';

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

  test('registry.schema.json (for editors) knows the keys, strategies and along fields the check knows', () => {
    const entrySchema = schema.properties.modules.items;
    expect(new Set(Object.keys(entrySchema.properties))).toEqual(knownKeys);
    expect(schema.definitions.strategy.enum).toEqual(strategyNames);
    expect(Object.keys(entrySchema.properties.along.properties)).toEqual(alongKeys);
    expect(registry.$schema).toBe('./registry.schema.json');
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
    // The hash strategy builds its pattern in the visitor's browser unchecked: the build checks it.
    expect(registryProblems({ modules: [{ ...entry, load: 'hash', hash: '^gallery-(' }] }, ['tabs'])).toEqual(
      ['registry entry "tabs" has a "hash" that is no regular expression: ^gallery-('],
    );
    expect(registryProblems({ modules: [{ ...entry, load: 'hash' }] }, ['tabs'])).toEqual([
      'registry entry "tabs" loads by "hash" but has no "hash" pattern',
    ]);
    const along = { selector: '.tabs > li + li', import: 'modules/tabs/panels.ts' };
    expect(registryProblems({ modules: [{ ...entry, along }] }, ['tabs'])).toEqual([]);
    expect(
      registryProblems({ modules: [{ ...entry, along: { ...along, media: '(min-width: 800px)' } }] }, [
        'tabs',
      ]),
    ).toEqual([]);
    for (const wrong of [
      'modules/tabs/panels.ts',
      { selector: '.tabs' },
      { ...along, import: 'modules/tabs/panels.css' },
      { ...along, media: 800 },
      { ...along, when: 'platform.ctPublic' },
    ])
      expect(registryProblems({ modules: [{ ...entry, along: wrong }] }, ['tabs'])).toEqual([
        'registry entry "tabs" needs "along" as { "selector", "import": a .ts file the module loads with import(), "media"? }',
      ]);
  });
});
